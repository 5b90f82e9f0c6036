import type { AnalysisSession } from "@somnia/shared/analysis";
import { answerAnalysis, getAnalysis, startAnalysis } from "@/api/analysis";
import { PACING } from "@/config/pacing";
import { isApiError } from "@/lib/api-client";
import { chatMessage } from "@/lib/chat/chat-state";
import type { Conversation } from "@/lib/chat/conversation";
import { t } from "@/lib/i18n/translate";
import { sleep } from "@/lib/sleep";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import { nextBotLine, transcript } from "../utils/chat-messages";

/** A server message without a leading 'Error: ' (the toast is already titled Error). */
function withoutErrorPrefix(message: string): string {
  return message.replace(/^Error:\s*/, "");
}

/** Why the analyzer opened: a dream was just saved, or 'Analyze' was clicked in the list. */
export type StartRequest = { id: number; trigger: "save" | "analyze"; dreamContent?: string };

/** The analysis of one dream while the view shows it (a tab left, another dream: cancelled). */
export type Flow = Conversation & { dreamId: string };

/** The id of the brief analysis while it streams in. */
const STREAMING_ID = "analysis";

export function showError(error: unknown) {
  toast.error(t("analyzer.errorTitle"), { description: withoutErrorPrefix(errorMessage(error)) });
}

/** Shows what the bot says next (question or closing line) and where the session stands. */
function show(session: AnalysisSession, { act, say }: Flow) {
  const line = nextBotLine(session);
  if (line) say(line);
  const status = session.status === "active" ? "active" : session.status === "completed" ? "ended" : "idle";
  act({ type: "settle", status });
}

/** A refusal the user can act on (plan limit, nothing to analyze) is said as it is; anything else is the usual line. */
function startFailureText(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
    return error.message;
  return t("analyzer.analysisError");
}

/** Starts (or resumes) the analysis: the dream, the streamed brief analysis, then the first question. */
export async function begin(flow: Flow, request: StartRequest) {
  const { dreamId, act, signal } = flow;
  const content = request.dreamContent;
  act({ type: "reset", messages: content ? [chatMessage("user", content)] : [], busy: true });
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
    show(session, flow);
  } catch (error) {
    if (signal.aborted) return;
    act({ type: "retract", id: STREAMING_ID });
    flow.say(startFailureText(error));
    act({ type: "settle", status: isApiError(error, "PLAN_LIMIT_REACHED") ? "limited" : "idle" });
    if (request.trigger === "save")
      toast.warning(t("analyzer.startFailed.title"), { description: t("analyzer.startFailed.description") });
    else showError(error);
  }
}

/** Shows the dream's newest session as it stands (after a reload or a tab change); starts nothing. */
export async function resume(flow: Flow) {
  const { dreamId, act, signal } = flow;
  act({ type: "reset", busy: true });
  try {
    const { session } = await getAnalysis(dreamId);
    if (signal.aborted) return;
    if (!session || session.status === "skipped") {
      act({ type: "settle", status: "idle" });
      return;
    }
    act({ type: "transcript", messages: transcript(session) });
    show(session, flow);
  } catch (error) {
    if (signal.aborted) return;
    act({ type: "settle", status: "idle" });
    if (!isApiError(error) || error.status !== 404) showError(error);
  }
}

/** Sends one answer; the bot's next line follows the pacing delay. Resolves false when it was not taken. */
export async function sendAnswer(flow: Flow, answer: string, onCompleted?: () => void): Promise<boolean> {
  const { dreamId, act, signal } = flow;
  const message = chatMessage("user", answer);
  const sentAt = Date.now();
  act({ type: "say", message });
  act({ type: "wait" });
  try {
    const session = await answerAnalysis(dreamId, answer);
    if (session.status === "completed") onCompleted?.();
    await sleep(Math.max(0, PACING.botReplyMs - (Date.now() - sentAt)), signal);
    show(session, flow);
    if (session.status === "completed" && session.distilled) {
      toast.success(t("analyzer.completeTitle"), { description: t("analyzer.completeDescription") });
    }
    return true;
  } catch (error) {
    if (signal.aborted) return false;
    act({ type: "retract", id: message.id });
    act({ type: "settle", status: "active" });
    showError(error);
    // The session moved on elsewhere (ended, or answered from another tab): show it as it is.
    if (isApiError(error) && error.status === 409) await resume(flow);
    return false;
  }
}
