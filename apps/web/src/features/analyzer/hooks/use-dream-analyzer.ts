import { useEffect, useMemo, useReducer, useRef } from "react";
import { answerQuestion, resumeSession, type SessionRun } from "@/lib/chat/analysis-session";
import { chatReducer, initialChat, isBusy } from "@/lib/chat/chat-state";
import { type Conversation, conversation } from "@/lib/chat/conversation";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { analyzerScript, begin, type StartRequest, skip as skipSession } from "./analysis-flow";

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
 * The analyzer conversation of one dream (docs/product.md, 'My Dreams'). Its state lives only while
 * the tab is shown; the session itself is on the server, so a reload or a return resumes it.
 */
export function useDreamAnalyzer({ dreamId, startRequest, onSkipped, onCompleted }: DreamAnalyzerOptions) {
  const [state, dispatch] = useReducer(chatReducer, initialChat);
  const completed = useRef(onCompleted);
  completed.current = onCompleted;
  const script = useMemo(() => analyzerScript(() => completed.current?.()), []);
  const view = useRef<Conversation>(conversation(dispatch));
  const requestId = startRequest?.id;
  const trigger = startRequest?.trigger;
  const dreamContent = startRequest?.dreamContent;

  useEffect(() => {
    const talk = conversation(dispatch);
    view.current = talk;
    dispatch({ type: "reset" });
    if (!dreamId) return talk.cancel;
    const run = { ...talk, dreamId, script };
    if (requestId !== undefined && trigger) void begin(run, { id: requestId, trigger, dreamContent });
    else void resumeSession(run);
    return talk.cancel;
  }, [dreamId, requestId, trigger, dreamContent, script]);

  const run = (): SessionRun | null => (dreamId ? { ...view.current, dreamId, script } : null);

  const send = async (answer: string): Promise<boolean> => {
    const session = run();
    if (isBusy(state)) return false;
    if (!session || state.phase.name !== "asking") {
      toast.error(t("analyzer.sessionEnded.title"), { description: t("analyzer.sessionEnded.description") });
      return false;
    }
    return answerQuestion(session, answer);
  };

  const skip = async () => {
    const session = run();
    if (session && state.phase.name === "asking" && !isBusy(state)) await skipSession(session, onSkipped);
  };

  return { ...state, send, skip };
}
