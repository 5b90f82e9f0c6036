import type { AnalysisSession } from "@somnia/shared/analysis";
import type { Dream } from "@somnia/shared/dreams";
import { useQueryClient } from "@tanstack/react-query";
import { useReducer, useRef } from "react";
import { answerAnalysis, getAnalysis, startAnalysis } from "@/api/analysis";
import { dreamKeys } from "@/api/dreams";
import { createInterpretation, interpretationKeys } from "@/api/interpretations";
import { PACING } from "@/config/pacing";
import { isApiError } from "@/lib/api-client";
import { chatMessage, chatReducer, initialChat } from "@/lib/chat/chat-state";
import { type Conversation, conversation } from "@/lib/chat/conversation";
import { t } from "@/lib/i18n/translate";
import { sleep } from "@/lib/sleep";
import { toast } from "@/lib/toast";
import { chatFailure } from "./chat-failure";
import { helpReply } from "./chat-help";

const greeting = () => chatMessage("bot", t("interpreter.chat.greeting"), "greeting");
const startingChat = () => chatReducer(initialChat, { type: "reset", messages: [greeting()] });

/**
 * The interpreter chat (docs/product.md, 'Interpreter'): a dream (picked, pasted or handed over),
 * its analysis questions answered one by one, then the streamed reading. Without a dream, a message
 * is answered with what the interpreter can do (chat-help.ts), never a reading. Status `active` takes answers; `ended` after the reading.
 */
export function useInterpreterChat() {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(chatReducer, undefined, startingChat);
  const dreamId = useRef<string | null>(null);
  const running = useRef<Conversation | null>(null);

  // One conversation at a time.
  const begin = () => {
    running.current?.cancel();
    running.current = conversation(dispatch);
    return running.current;
  };
  const current = () => running.current ?? begin();

  const fail = (error: unknown, { signal, act, say }: Conversation) => {
    if (signal.aborted) return;
    const failure = chatFailure(error);
    if (failure.bot) say(failure.bot);
    toast.error(failure.title, { description: failure.description });
    dreamId.current = null; // The conversation starts over: messages get the help replies again.
    act({ type: "settle", status: isApiError(error, "PLAN_LIMIT_REACHED") ? "limited" : "idle" });
  };

  const interpret = async (id: string, talk: Conversation, reuse?: string) => {
    const { signal, act } = talk;
    const messageId = reuse ?? talk.say(t("interpreter.chat.interpreting"));
    let text = "";
    const onDelta = (delta: string) => {
      text += delta;
      act({ type: "stream", id: messageId, text });
    };
    const interpretation = await createInterpretation(id, { onDelta, signal }).catch((error: unknown) => {
      // A reading that failed half-way is taken back; the failure is said in its place (decision 019).
      if (text) act({ type: "retract", id: messageId });
      throw error;
    });
    if (signal.aborted) return;
    act({ type: "stream", id: messageId, text: interpretation.text, done: true });
    void queryClient.invalidateQueries({ queryKey: interpretationKeys.ofDream(id) });
    void queryClient.invalidateQueries({ queryKey: dreamKeys.all });
    toast.success(t("interpreter.successTitle"), { description: t("interpreter.successDescription") });
    await sleep(PACING.botReplyMs, signal);
    talk.say(t("interpreter.chat.interpretedOk"));
    talk.say(t("interpreter.chat.closing"));
    act({ type: "settle", status: "ended" });
  };

  const ask = async (session: AnalysisSession, talk: Conversation) => {
    if (session.status === "completed" || !session.nextQuestion) return interpret(session.dreamId, talk);
    await sleep(PACING.botReplyMs, talk.signal);
    talk.say(session.nextQuestion);
    talk.act({ type: "settle", status: "active" });
  };

  /** The dream as the user's message, then its analysis questions (or straight to the reading). */
  const start = async (dream: Dream) => {
    const talk = begin();
    dreamId.current = dream.id;
    talk.act({ type: "wait" });
    const told = dream.title ? `${dream.title}\n\n${dream.content}` : dream.content;
    talk.act({ type: "say", message: chatMessage("user", told) });
    const working = talk.say(t("interpreter.chat.interpreting"));
    try {
      const { session } = await getAnalysis(dream.id);
      if (session?.status === "completed") return await interpret(dream.id, talk, working);
      const started = await startAnalysis(dream.id, { signal: talk.signal });
      await sleep(PACING.botReplyMs, talk.signal);
      talk.say(t("interpreter.chat.analyzed"));
      await ask(started, talk);
    } catch (error) {
      fail(error, talk);
    }
  };

  /** An answer to the pending question, or (no dream yet) what the interpreter can do. */
  const send = async (raw: string) => {
    const text = raw.trim();
    if (!text || state.busy || state.status === "ended") return;
    const talk = current();
    talk.act({ type: "say", message: chatMessage("user", text) });
    const id = dreamId.current;
    if (state.status === "idle" || !id) {
      await sleep(PACING.botReplyMs, talk.signal).catch(() => {});
      talk.say(t(helpReply(text)));
      return;
    }
    talk.act({ type: "wait" });
    let session: AnalysisSession;
    try {
      session = await answerAnalysis(id, text);
    } catch (error) {
      // The session is still open unless the server says it ended: the user may send again.
      if (isApiError(error, "CONFLICT")) return fail(error, talk);
      toast.error(t("interpreter.chat.answerFailed.title"), {
        description: t("interpreter.chat.answerFailed.description"),
      });
      talk.act({ type: "settle", status: "active" });
      return;
    }
    if (!session.answers.some((pair) => pair.answer === text))
      toast.warning(t("interpreter.chat.answerMaybeLost.title"), {
        description: t("interpreter.chat.answerMaybeLost.description"),
      });
    try {
      await ask(session, talk);
    } catch (error) {
      fail(error, talk);
    }
  };

  const reset = () => {
    running.current?.cancel();
    running.current = null;
    dreamId.current = null;
    dispatch({ type: "reset", messages: [greeting()] });
  };

  /** A bot line outside any conversation (a hand-over that failed). */
  const say = (text: string) => dispatch({ type: "say", message: chatMessage("bot", text) });

  return { ...state, start, send, reset, say };
}
