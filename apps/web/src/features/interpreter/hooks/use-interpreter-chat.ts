import type { Dream } from "@somnia/shared/dreams";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useReducer, useRef } from "react";
import { PACING } from "@/config/pacing";
import { answerQuestion, type SessionRun } from "@/lib/chat/analysis-session";
import { chatMessage, chatReducer, initialChat, isBusy, isOver } from "@/lib/chat/chat-state";
import { type Conversation, conversation } from "@/lib/chat/conversation";
import { t } from "@/lib/i18n/translate";
import { sleep } from "@/lib/sleep";
import { helpReply } from "./chat-help";
import { greeting, interpreterScript, startInterpreting } from "./interpreter-flow";

const startingChat = () => chatReducer(initialChat, { type: "reset", messages: [greeting()] });

/**
 * The interpreter chat (docs/product.md, 'Interpreter'): a dream (picked, pasted or handed over),
 * its analysis questions answered one by one, then the streamed reading. Without a dream, a message
 * is answered with what the interpreter can do (chat-help.ts), never a reading. It runs the shared
 * conversation (src/lib/chat/chat-state.ts) and its failure policy: an answer not taken goes back
 * to the message box, and a 409 shows the session as the server has it.
 */
export function useInterpreterChat() {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(chatReducer, undefined, startingChat);
  const script = useMemo(() => interpreterScript(queryClient), [queryClient]);
  // One conversation at a time: a new dream or Start over cancels what the last one still had to say.
  const talk = useRef<Conversation>(conversation(dispatch));
  const dreamRun = useRef<SessionRun | null>(null);

  const anew = () => {
    talk.current.cancel();
    talk.current = conversation(dispatch);
    dreamRun.current = null;
    return talk.current;
  };

  const start = async (dream: Dream) => {
    const run = { ...anew(), dreamId: dream.id, script };
    dreamRun.current = run;
    await startInterpreting(run, dream, queryClient);
  };

  /** An answer to the waiting question, or (no dream yet) what the interpreter can do. */
  const send = async (text: string): Promise<boolean> => {
    if (isBusy(state) || isOver(state)) return false;
    const run = dreamRun.current;
    if (state.phase.name === "asking" && run) return answerQuestion(run, text);
    const { act, say, signal } = talk.current;
    act({ type: "say", message: chatMessage("user", text) });
    try {
      await sleep(PACING.botReplyMs, signal);
    } catch {
      return true; // Started over meanwhile.
    }
    say(t(helpReply(text)));
    return true;
  };

  const reset = () => {
    anew();
    dispatch({ type: "reset", messages: [greeting()] });
  };

  /** A bot line outside any conversation (a hand-over that failed). */
  const say = (text: string) => dispatch({ type: "say", message: chatMessage("bot", text) });

  return { ...state, start, send, reset, say };
}
