import { type Dispatch, useEffect, useReducer, useRef } from "react";
import { toast } from "sonner";
import { isApiError } from "@/lib/api-client";
import { skipAnalysis } from "../api/skip-analysis";
import { ANALYZER_STRINGS as S } from "../strings";
import { begin, resume, type StartRequest, sendAnswer, showError } from "./analysis-flow";
import { type ChatAction, chatReducer, initialChat } from "./chat-state";

export type DreamAnalyzerOptions = {
  /** The current dream; null before any was saved or chosen. */
  dreamId: string | null;
  /** Set when a save or 'Analyze' opened the tab: the analysis starts. Otherwise the newest session is resumed. */
  startRequest?: StartRequest | null;
  /** After a Skip: the page returns to Log Dream. */
  onSkipped: () => void;
  /** The session ended with answers: the dream is now analysed. */
  onCompleted?: () => void;
};

/**
 * The analyzer conversation of one dream (spec §4 'Analyzer session'). Its flags live only while
 * the tab is shown; the session itself is on the server, so a reload or a return resumes it.
 */
export function useDreamAnalyzer({ dreamId, startRequest, onSkipped, onCompleted }: DreamAnalyzerOptions) {
  const [state, dispatch] = useReducer(chatReducer, initialChat);
  const view = useRef<{ dispatch: Dispatch<ChatAction>; signal: AbortSignal }>({
    dispatch,
    signal: new AbortController().signal,
  });
  const requestId = startRequest?.id;
  const trigger = startRequest?.trigger;
  const dreamContent = startRequest?.dreamContent;

  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: "reset" });
    const guarded = (action: ChatAction) => {
      if (!controller.signal.aborted) dispatch(action);
    };
    const flow = { dispatch: guarded, signal: controller.signal };
    view.current = flow;
    if (dreamId && requestId !== undefined && trigger) {
      void begin({ ...flow, dreamId }, { id: requestId, trigger, dreamContent });
    } else if (dreamId) {
      void resume({ ...flow, dreamId });
    }
    return () => controller.abort();
  }, [dreamId, requestId, trigger, dreamContent]);

  const send = async (answer: string): Promise<boolean> => {
    if (state.busy) return false;
    if (!dreamId || state.status !== "active") {
      toast.error(S.sessionEnded.title, { description: S.sessionEnded.description });
      return false;
    }
    return sendAnswer({ ...view.current, dreamId }, answer, onCompleted);
  };

  const skip = async () => {
    if (!dreamId || state.busy || state.status !== "active") return;
    const flow = { ...view.current, dreamId };
    flow.dispatch({ type: "wait" });
    try {
      await skipAnalysis(dreamId);
      flow.dispatch({ type: "settle", status: "idle" });
      toast(S.skippedTitle, { description: S.skippedDescription });
      onSkipped();
    } catch (error) {
      flow.dispatch({ type: "settle", status: "active" });
      showError(error);
      if (isApiError(error) && error.status === 409) await resume(flow);
    }
  };

  return { ...state, send, skip };
}
