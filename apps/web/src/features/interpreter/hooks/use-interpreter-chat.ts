import type { AnalysisSession } from "@somnia/shared/analysis";
import type { Dream } from "@somnia/shared/dreams";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { isApiError } from "@/lib/api-client";
import { answerAnalysis } from "../api/answer-analysis";
import { createInterpretation } from "../api/create-interpretation";
import { getAnalysis } from "../api/get-analysis";
import { interpretationsQueryKey } from "../api/list-interpretations";
import { startAnalysis } from "../api/start-analysis";
import { CHAT_STRINGS as C, INTERPRETER_STRINGS as S } from "../strings";
import { chatFailure } from "./chat-failure";
import { BOT_DELAY_MS, useChatMessages, wait } from "./chat-messages";

/** idle: no dream yet (canned remarks) · working: the bot is busy · answering: questions · done. */
export type ChatPhase = "idle" | "working" | "answering" | "done";

/** The interpreter chat of spec §4 'Interpreter chat' 1-9, on the contract of packages/shared/src/interpretation.ts. */
export function useInterpreterChat() {
  const queryClient = useQueryClient();
  const chat = useChatMessages();
  const [phase, setPhase] = useState<ChatPhase>("idle");
  const dreamId = useRef<string | null>(null);
  const canned = useRef(0);
  // One conversation at a time: starting again or 'Start over' cancels the one still running.
  const running = useRef<AbortController | null>(null);
  const begin = () => {
    running.current?.abort();
    running.current = new AbortController();
    return running.current.signal;
  };
  const current = () => running.current?.signal ?? begin();

  const fail = (error: unknown, signal: AbortSignal) => {
    if (signal.aborted) return;
    const failure = chatFailure(error);
    if (failure.bot) chat.post("bot", failure.bot);
    toast.error(failure.title, { description: failure.description });
    dreamId.current = null; // Step 5/9: the state resets; replies are canned again.
    setPhase("idle");
  };

  const interpret = async (id: string, signal: AbortSignal, reuse?: string) => {
    const messageId = reuse ?? chat.post("bot", C.interpreting);
    let text = "";
    const interpretation = await createInterpretation(
      id,
      (delta) => {
        text += delta;
        if (!signal.aborted) chat.update(messageId, text);
      },
      signal,
    );
    if (signal.aborted) return;
    chat.update(messageId, interpretation.text);
    void queryClient.invalidateQueries({ queryKey: interpretationsQueryKey(id) });
    void queryClient.invalidateQueries({ queryKey: ["dreams"] });
    toast.success(S.successTitle, { description: S.successDescription });
    await wait(BOT_DELAY_MS);
    if (signal.aborted) return;
    chat.post("bot", C.interpretedOk);
    chat.post("bot", C.closing);
    setPhase("done");
  };

  const ask = async (session: AnalysisSession, signal: AbortSignal) => {
    if (session.status === "completed" || !session.nextQuestion) return interpret(session.dreamId, signal);
    await wait(BOT_DELAY_MS);
    if (signal.aborted) return;
    chat.post("bot", session.nextQuestion);
    setPhase("answering");
  };

  /** Steps 1-3: the dream as the user's message, then its analysis questions (or straight to the reading). */
  const start = async (dream: Dream) => {
    const signal = begin();
    dreamId.current = dream.id;
    setPhase("working");
    chat.post("user", dream.title ? `${dream.title}\n\n${dream.content}` : dream.content);
    const working = chat.post("bot", C.interpreting);
    try {
      const { session } = await getAnalysis(dream.id);
      if (session?.status === "completed") return await interpret(dream.id, signal, working);
      const started = await startAnalysis(dream.id, signal);
      await wait(BOT_DELAY_MS);
      if (signal.aborted) return;
      chat.post("bot", C.analyzed);
      await ask(started, signal);
    } catch (error) {
      fail(error, signal);
    }
  };

  /** Step 4 (an answer) or step 6 (no interpretation data: a canned remark). */
  const send = async (raw: string) => {
    const text = raw.trim();
    if (!text || phase === "working" || phase === "done") return;
    chat.post("user", text);
    if (phase === "idle" || !dreamId.current) {
      await wait(BOT_DELAY_MS);
      chat.post("bot", C.generic[canned.current++ % C.generic.length] ?? C.generic[0]);
      return;
    }
    setPhase("working");
    const signal = current();
    let session: AnalysisSession;
    try {
      session = await answerAnalysis(dreamId.current, text);
    } catch (error) {
      // The session is still open unless the server says it ended: the user may send again.
      if (isApiError(error, "CONFLICT")) return fail(error, signal);
      toast.error(C.answerFailed.title, { description: C.answerFailed.description });
      setPhase("answering");
      return;
    }
    if (!session.answers.some((pair) => pair.answer === text))
      toast.warning(C.answerMaybeLost.title, { description: C.answerMaybeLost.description });
    try {
      await ask(session, signal);
    } catch (error) {
      fail(error, signal);
    }
  };

  const reset = () => {
    running.current?.abort();
    running.current = null;
    dreamId.current = null;
    chat.reset();
    setPhase("idle");
  };

  return { messages: chat.messages, phase, start, send, reset, post: chat.post };
}
