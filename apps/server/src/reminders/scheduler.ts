import { readFileSync } from "node:fs";
import type { AppContext } from "../context";
import { runEvery } from "../lib/run-every";
import { claimDueReminders } from "./claim-due";
import { deliverReminder } from "./deliver";

/** Reminders claimed per transaction: a short hold on the database, PGlite's one backend included. */
const BATCH = 100;

export interface ReminderScheduler {
  /** Claims and sends every reminder due at `now`; returns how many were sent. */
  tick(now: Date): Promise<number>;
}

type SchedulerContext = Pick<AppContext, "db" | "mailer" | "push" | "logger"> & {
  env: Pick<AppContext["env"], "PUBLIC_URL">;
};

/**
 * The durable reminder scheduler (docs/decisions/034-reminder-job-queue.md): the schedule is the
 * `reminders` table, so it survives restarts, and any number of instances may tick at once — each
 * reminder is claimed by one (`claimDueReminders`). The e-mails and notifications are sent after
 * the claim's transaction, never inside it.
 */
export function createReminderScheduler(ctx: SchedulerContext): ReminderScheduler {
  const deps = { ...ctx, publicUrl: ctx.env.PUBLIC_URL };
  return {
    async tick(now) {
      let sent = 0;
      for (;;) {
        const { claimed, due } = await claimDueReminders(ctx.db, now, BATCH);
        for (const reminder of claimed) await deliverReminder(deps, reminder);
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

/** Ticks now and every `everyMs` on an unref'd timer (lib/run-every.ts); call the result to stop. */
export function startReminderScheduler(
  scheduler: ReminderScheduler,
  clock: () => Date,
  everyMs: number,
  onError: (error: unknown) => void,
): () => void {
  return runEvery(() => scheduler.tick(clock()), everyMs, onError);
}
