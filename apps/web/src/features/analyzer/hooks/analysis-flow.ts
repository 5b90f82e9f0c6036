import type { AnalysisSession } from "@somnia/shared/analysis";
import type { Dispatch } from "react";
import { toast } from "sonner";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/utils";
import { answerAnalysis } from "../api/answer-analysis";
import { getAnalysis } from "../api/get-analysis";
import { startAnalysis } from "../api/start-analysis";
import { BOT_DELAY_MS, ANALYZER_STRINGS as S, withoutErrorPrefix } from "../strings";
import { nextBotLine, transcript } from "../utils/chat-messages";
import type { ChatAction } from "./chat-state";

/** Why the analyzer opened: a dream was just saved, or 'Analyze' was clicked in the list. */
export type StartRequest = { id: number; trigger: "save" | "analyze"; dreamContent?: string };

/** `signal` ends with the view (tab left, other dream): `dispatch` then does nothing. */
type Flow = { dreamId: string; dispatch: Dispatch<ChatAction>; signal: AbortSignal };

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

export function showError(error: unknown) {
  toast.error(S.errorTitle, { description: withoutErrorPrefix(errorMessage(error)) });
}

/** Shows what the bot says next (question or closing line) and where the session stands. */
function show(session: AnalysisSession, dispatch: Dispatch<ChatAction>) {
  const line = nextBotLine(session);
  if (line) dispatch({ type: "say", sender: "bot", text: line });
  const status = session.status === "active" ? "active" : session.status === "completed" ? "ended" : "idle";
  dispatch({ type: "settle", status });
}

/** A refusal the user can act on (plan limit, nothing to analyze) is said as it is; anything else is the spec's line. */
function startFailureText(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
    return error.message;
  return S.analysisError;
}

/** Starts (or resumes) the analysis: the dream, the streamed brief analysis, then the first question. */
export async function begin({ dreamId, dispatch, signal }: Flow, request: StartRequest) {
  dispatch({ type: "begin", content: request.dreamContent });
  try {
    const onDelta = (text: string) => dispatch({ type: "delta", text });
    // Not aborted when the tab is left: the analysis asked for still completes and can be resumed.
    const session = await startAnalysis(dreamId, { onDelta });
    dispatch({ type: "transcript", messages: transcript(session) });
    await sleep(BOT_DELAY_MS, signal);
    show(session, dispatch);
  } catch (error) {
    if (signal.aborted) return;
    dispatch({ type: "fail", text: startFailureText(error) });
    if (request.trigger === "save")
      toast.warning(S.startFailed.title, { description: S.startFailed.description });
    else showError(error);
  }
}

/** Shows the dream's newest session as it stands (after a reload or a tab change); starts nothing. */
export async function resume({ dreamId, dispatch, signal }: Flow) {
  dispatch({ type: "begin" });
  try {
    const { session } = await getAnalysis(dreamId);
    if (signal.aborted) return;
    if (!session || session.status === "skipped") {
      dispatch({ type: "fail" });
      return;
    }
    dispatch({ type: "transcript", messages: transcript(session) });
    show(session, dispatch);
  } catch (error) {
    if (signal.aborted) return;
    dispatch({ type: "fail" });
    if (!isApiError(error) || error.status !== 404) showError(error);
  }
}

/** Sends one answer; the bot's next line follows the spec's delay. Resolves false when it was not taken. */
export async function sendAnswer(flow: Flow, answer: string, onCompleted?: () => void): Promise<boolean> {
  const { dreamId, dispatch, signal } = flow;
  const id = `answer-${Date.now()}`;
  const sentAt = Date.now();
  dispatch({ type: "say", sender: "user", text: answer, id });
  dispatch({ type: "wait" });
  try {
    const session = await answerAnalysis(dreamId, { answer });
    if (session.status === "completed") onCompleted?.();
    await sleep(Math.max(0, BOT_DELAY_MS - (Date.now() - sentAt)), signal);
    show(session, dispatch);
    if (session.status === "completed" && session.distilled) {
      toast.success(S.completeTitle, { description: S.completeDescription });
    }
    return true;
  } catch (error) {
    if (signal.aborted) return false;
    dispatch({ type: "retract", id });
    dispatch({ type: "settle", status: "active" });
    showError(error);
    // The session moved on elsewhere (ended, or answered from another tab): show it as it is.
    if (isApiError(error) && error.status === 409) await resume(flow);
    return false;
  }
}
