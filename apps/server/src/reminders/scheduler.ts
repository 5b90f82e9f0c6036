import { readFileSync } from "node:fs";
import type { AppContext } from "../context";
import { runEvery } from "../lib/run-every";
import { type ClaimedReminder, claimDueReminders } from "./claim-due";
import { type DeliverDeps, deliverReminder, type ReminderParts, WHOLE_REMINDER } from "./deliver";
import { claimRetries, scheduleRetry } from "./retry";

/** Reminders claimed per transaction: a short hold on the database, PGlite's one backend included. */
const BATCH = 100;

export interface ReminderScheduler {
  /**
   * Claims and sends every reminder due at `now`, and tries again those whose retry is due;
   * returns how many reminders were sent or tried.
   */
  tick(now: Date): Promise<number>;
}

type SchedulerContext = Pick<AppContext, "db" | "mailer" | "push" | "logger" | "metrics"> & {
  env: Pick<AppContext["env"], "PUBLIC_URL">;
};

/**
 * The durable reminder scheduler (docs/decisions/034-reminder-job-queue.md): the schedule is the
 * `reminders` table, so it survives restarts, and any number of instances may tick at once — each
 * reminder, and each retry of one, is claimed by one (`claimDueReminders`, `claimRetries`). The
 * e-mails and notifications are sent after the claim's transaction, never inside it; what failed
 * is tried again with back-off (retry.ts).
 */
export function createReminderScheduler(ctx: SchedulerContext): ReminderScheduler {
  const deps: DeliverDeps = { ...ctx, publicUrl: ctx.env.PUBLIC_URL };
  const send = async (now: Date, reminder: ClaimedReminder, attempts: number, parts: ReminderParts) => {
    const failed = await deliverReminder(deps, reminder, parts);
    if (!failed.email && failed.push.length === 0) return;
    const retryAt = await scheduleRetry(ctx.db, reminder, attempts, failed, now);
    if (!retryAt) ctx.logger.warn({ userId: reminder.userId, attempts }, "reminder given up after retries");
  };
  return {
    async tick(now) {
      let sent = 0;
      for (;;) {
        const { claimed, due } = await claimDueReminders(ctx.db, now, BATCH);
        for (const reminder of claimed) await send(now, reminder, 1, WHOLE_REMINDER);
        sent += claimed.length;
        if (due < BATCH) break;
      }
      for (;;) {
        const { claimed, due } = await claimRetries(ctx.db, now, BATCH);
        for (const retry of claimed) await send(now, retry, retry.attempts, retry.parts);
        sent += claimed.length;
        if (due < BATCH) return sent;
      }
    },
  };
}

/**
 * The scheduler's clock: the real time, or the instant in `clockFile` while that file exists
 * (REMINDER_CLOCK_FILE, for the end-to-end tests only).
 */
export function reminderClock(clockFile: string | undefined): () => Date {
  if (!clockFile) return () => new Date();
  return () => {
    try {
      const at = new Date(readFileSync(clockFile, "utf8").trim());
      return Number.isNaN(at.getTime()) ? new Date() : at;
    } catch {
      return new Date();
    }
  };
}

/**
 * Ticks now and every `everyMs` on an unref'd timer (lib/run-every.ts); call the result to stop,
 * and wait for it: it resolves once a tick under way has sent what it claimed.
 */
export function startReminderScheduler(
  scheduler: ReminderScheduler,
  clock: () => Date,
  everyMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  return runEvery(() => scheduler.tick(clock()), everyMs, onError);
}
