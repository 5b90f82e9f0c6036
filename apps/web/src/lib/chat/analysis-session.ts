import type { AnalysisSession } from "@somnia/shared/analysis";
import { PACING } from "@/config/pacing";
import { isApiError } from "../api-client";
import { sleep } from "../sleep";
import { type ChatMessage, chatMessage } from "./chat-state";
import type { Conversation } from "./conversation";

/** The server's analysis session of a dream (src/api/analysis.ts), handed in by the chat. */
export type AnalysisCalls = {
  get: (dreamId: string) => Promise<{ session: AnalysisSession | null }>;
  answer: (dreamId: string, answer: string) => Promise<AnalysisSession>;
};

export type Completion = {
  /** True when an answer given here completed the session; false when it was found completed. */
  answered: boolean;
  /** Resolves once the bot's pause after the last answer is over (at once when nothing was answered). */
  pause: () => Promise<void>;
};

/**
 * What one chat makes of an analysis session: its words, and what happens once every question is
 * answered. The analyzer and the interpreter chat each supply their own.
 */
export type SessionScript = {
  calls: AnalysisCalls;
  /** What the chat shows without a session (the analyzer nothing, the interpreter its greeting). */
  opening: () => ChatMessage[];
  /** The lines a session has had so far, as this chat shows them: up to its waiting question. */
  transcript: (session: AnalysisSession) => ChatMessage[];
  /** Every question is answered: says what follows and ends the conversation (or stops it on a failure). */
  complete: (session: AnalysisSession, run: SessionRun, completion: Completion) => Promise<void>;
  /** Tells the user of a step that failed (a toast). */
  report: (error: unknown) => void;
};

/** One run of a chat on one dream's session (cancelled when the view or the dream changes). */
export type SessionRun = Conversation & { dreamId: string; script: SessionScript };

/** The session's next question (its number, 1 for the first), or its completion, or nothing more. */
export async function showSession(run: SessionRun, session: AnalysisSession, completion: Completion) {
  if (session.status === "active" && session.nextQuestion) {
    const question = session.answers.length + 1;
    run.act({ type: "ask", question, message: chatMessage("bot", session.nextQuestion) });
  } else if (session.status === "completed") {
    await run.script.complete(session, run, completion);
  } else {
    run.act({ type: "stop" });
  }
}

/** A session found completed, or started that way: nothing was answered here, nothing to wait for. */
export const NOTHING_ANSWERED: Completion = { answered: false, pause: async () => {} };

/** Shows the session as the server has it, in place of what was shown (a reload, a return, a 409). */
export async function resumeSession(run: SessionRun): Promise<void> {
  const { act, signal, script } = run;
  act({ type: "begin" });
  try {
    const { session } = await script.calls.get(run.dreamId);
    if (signal.aborted) return;
    if (!session || session.status === "skipped") {
      act({ type: "reset", messages: script.opening() });
      return;
    }
    act({ type: "transcript", messages: script.transcript(session) });
    await showSession(run, session, NOTHING_ANSWERED);
  } catch (error) {
    if (signal.aborted) return;
    act({ type: "stop" });
    // A dream that is gone has nothing to resume; anything else is said.
    if (!isApiError(error) || error.status !== 404) script.report(error);
  }
}

/**
 * Sends the answer to the waiting question. Shown at once; the next question follows a pause of
 * the bot's pacing after it was sent. An answer the server did not take is taken back from the
 * chat and the promise resolves false, so the composer gives the text back to the user; a 409
 * (the session moved on: answered from another tab, ended) then shows the session as it now is.
 */
export async function answerQuestion(run: SessionRun, text: string): Promise<boolean> {
  const { act, signal, script } = run;
  const sentAt = Date.now();
  act({ type: "answer", message: chatMessage("user", text) });
  let session: AnalysisSession;
  try {
    session = await script.calls.answer(run.dreamId, text);
  } catch (error) {
    if (signal.aborted) return false;
    act({ type: "refuse" });
    script.report(error);
    if (isApiError(error) && error.status === 409) await resumeSession(run);
    return false;
  }
  const pause = () => sleep(Math.max(0, PACING.botReplyMs - (Date.now() - sentAt)), signal);
  try {
    if (session.status === "active") await pause();
    await showSession(run, session, { answered: true, pause });
  } catch (error) {
    // Cancelled during the pause: the answer was taken all the same.
    if (!signal.aborted) throw error;
  }
  return true;
}
