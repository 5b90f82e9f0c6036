import { useEffect, useReducer, useRef } from "react";
import { skipAnalysis } from "@/api/analysis";
import { isApiError } from "@/lib/api-client";
import { chatReducer, initialChat } from "@/lib/chat/chat-state";
import { type Conversation, conversation } from "@/lib/chat/conversation";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { begin, resume, type StartRequest, sendAnswer, showError } from "./analysis-flow";

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
 * The analyzer conversation of one dream (docs/product.md, 'My Dreams'). Its flags live only while
 * the tab is shown; the session itself is on the server, so a reload or a return resumes it.
 */
export function useDreamAnalyzer({ dreamId, startRequest, onSkipped, onCompleted }: DreamAnalyzerOptions) {
  const [state, dispatch] = useReducer(chatReducer, initialChat);
  const view = useRef<Conversation>(conversation(dispatch));
  const requestId = startRequest?.id;
  const trigger = startRequest?.trigger;
  const dreamContent = startRequest?.dreamContent;

  useEffect(() => {
    const talk = conversation(dispatch);
    view.current = talk;
    dispatch({ type: "reset" });
    if (dreamId && requestId !== undefined && trigger) {
      void begin({ ...talk, dreamId }, { id: requestId, trigger, dreamContent });
    } else if (dreamId) {
      void resume({ ...talk, dreamId });
    }
    return talk.cancel;
  }, [dreamId, requestId, trigger, dreamContent]);

  const send = async (answer: string): Promise<boolean> => {
    if (state.busy) return false;
    if (!dreamId || state.status !== "active") {
      toast.error(t("analyzer.sessionEnded.title"), { description: t("analyzer.sessionEnded.description") });
      return false;
    }
    return sendAnswer({ ...view.current, dreamId }, answer, onCompleted);
  };

  const skip = async () => {
    if (!dreamId || state.busy || state.status !== "active") return;
    const flow = { ...view.current, dreamId };
    flow.act({ type: "wait" });
    try {
      await skipAnalysis(dreamId);
      flow.act({ type: "settle", status: "idle" });
      toast(t("analyzer.skippedTitle"), { description: t("analyzer.skippedDescription") });
      onSkipped();
    } catch (error) {
      flow.act({ type: "settle", status: "active" });
      showError(error);
      if (isApiError(error) && error.status === 409) await resume(flow);
    }
  };

  return { ...state, send, skip };
}
