import { answerAnalysis, getAnalysis, skipAnalysis, startAnalysis } from "@/api/analysis";
import { PACING } from "@/config/pacing";
import { isApiError } from "@/lib/api-client";
import {
  NOTHING_ANSWERED,
  resumeSession,
  type SessionRun,
  type SessionScript,
  showSession,
} from "@/lib/chat/analysis-session";
import { chatMessage } from "@/lib/chat/chat-state";
import { t } from "@/lib/i18n/translate";
import { sleep } from "@/lib/sleep";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import { transcript } from "../utils/chat-messages";

/** Why the analyzer opened: a dream was just saved, or 'Analyze' was clicked in the list. */
export type StartRequest = { id: number; trigger: "save" | "analyze"; dreamContent?: string };

/** The id of the brief analysis while it streams in. */
const STREAMING_ID = "analysis";

/** Toasts a failure with the server's message, without a leading 'Error: ' (the toast is titled Error). */
export function showError(error: unknown) {
  const description = errorMessage(error).replace(/^Error:\s*/, "");
  toast.error(t("analyzer.errorTitle"), { description });
}

/**
 * The analyzer's words for the shared session (src/lib/chat/analysis-session.ts): the dream, the
 * brief analysis and each question answered; after the last answer, the closing line and, when
 * the analysis was distilled, its toast. `onCompleted` runs as soon as an answer completes it.
 */
export function analyzerScript(onCompleted: () => void): SessionScript {
  return {
    calls: { get: getAnalysis, answer: answerAnalysis },
    opening: () => [],
    transcript,
    report: showError,
    complete: async (session, run, { answered, pause }) => {
      if (answered) onCompleted();
      await pause();
      run.say(t("analyzer.closing"));
      run.act({ type: "end" });
      if (answered && session.distilled)
        toast.success(t("analyzer.completeTitle"), { description: t("analyzer.completeDescription") });
    },
  };
}

/** A refusal the user can act on (plan limit, nothing to analyze) is said as it is; anything else is the usual line. */
function startFailureText(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
    return error.message;
  return t("analyzer.analysisError");
}

/** Starts (or resumes) the analysis: the dream, the streamed brief analysis, then the first question. */
export async function begin(run: SessionRun, request: StartRequest) {
  const { dreamId, act, signal } = run;
  const content = request.dreamContent;
  act({ type: "begin", messages: content ? [chatMessage("user", content)] : [] });
  let analysis = "";
  try {
    const onDelta = (text: string) => {
      analysis += text;
      act({ type: "stream", id: STREAMING_ID, text: analysis });
    };
    // Not aborted when the tab is left: the analysis asked for still completes and can be resumed.
    const session = await startAnalysis(dreamId, { onDelta });
    act({ type: "transcript", messages: transcript(session) });
    await sleep(PACING.botReplyMs, signal);
    await showSession(run, session, NOTHING_ANSWERED);
  } catch (error) {
    if (signal.aborted) return;
    act({ type: "retract", id: STREAMING_ID });
    run.say(startFailureText(error));
    act({ type: "stop", limited: isApiError(error, "PLAN_LIMIT_REACHED") });
    if (request.trigger === "save")
      toast.warning(t("analyzer.startFailed.title"), { description: t("analyzer.startFailed.description") });
    else showError(error);
  }
}

/** Skip: the session ends unanswered. Refused, the question waits again; a 409 shows the session as it now is. */
export async function skip(run: SessionRun, onSkipped: () => void) {
  const { act, signal } = run;
  act({ type: "skip" });
  try {
    await skipAnalysis(run.dreamId);
  } catch (error) {
    if (signal.aborted) return;
    act({ type: "refuse" });
    showError(error);
    if (isApiError(error) && error.status === 409) await resumeSession(run);
    return;
  }
  act({ type: "stop" });
  toast(t("analyzer.skippedTitle"), { description: t("analyzer.skippedDescription") });
  onSkipped();
}
