import type { Dream } from "@somnia/shared/dreams";
import type { QueryClient } from "@tanstack/react-query";
import { answerAnalysis, getAnalysis, startAnalysis } from "@/api/analysis";
import { dreamKeys } from "@/api/dreams";
import { createInterpretation, interpretationKeys } from "@/api/interpretations";
import { PACING } from "@/config/pacing";
import { isApiError } from "@/lib/api-client";
import {
  NOTHING_ANSWERED,
  type SessionRun,
  type SessionScript,
  showSession,
} from "@/lib/chat/analysis-session";
import { chatMessage } from "@/lib/chat/chat-state";
import { t } from "@/lib/i18n/translate";
import { sleep } from "@/lib/sleep";
import { toast } from "@/lib/toast";
import { chatFailure } from "./chat-failure";

export const greeting = () => chatMessage("bot", t("interpreter.chat.greeting"), "greeting");

/** The dream as the user's message: its title, a blank line, its text. */
const told = ({ title, content }: { title: string | null; content: string }) =>
  chatMessage("user", title ? `${title}\n\n${content}` : content);

/** A step that failed: said in the chat and a toast; the chat takes replies as before a dream. */
function fail(error: unknown, run: SessionRun) {
  if (run.signal.aborted) return;
  const failure = chatFailure(error);
  if (failure.bot) run.say(failure.bot);
  toast.error(failure.title, { description: failure.description });
  run.act({ type: "stop", limited: isApiError(error, "PLAN_LIMIT_REACHED") });
}

/**
 * The reading, streamed into 'Interpreting your dream...' (a new line, or `reuse`), then after the
 * pause the two closing lines. A reading that fails half-way is taken back and the failure said in
 * its place (decision 019).
 */
async function interpret(run: SessionRun, queryClient: QueryClient, reuse?: string) {
  const { signal, act, dreamId } = run;
  act({ type: "interpret" });
  const messageId = reuse ?? run.say(t("interpreter.chat.interpreting"));
  let text = "";
  const onDelta = (delta: string) => {
    text += delta;
    act({ type: "stream", id: messageId, text });
  };
  try {
    const interpretation = await createInterpretation(dreamId, { onDelta, signal });
    if (signal.aborted) return;
    act({ type: "stream", id: messageId, text: interpretation.text, done: true });
    void queryClient.invalidateQueries({ queryKey: interpretationKeys.ofDream(dreamId) });
    void queryClient.invalidateQueries({ queryKey: dreamKeys.all });
    toast.success(t("interpreter.successTitle"), { description: t("interpreter.successDescription") });
    await sleep(PACING.botReplyMs, signal);
  } catch (error) {
    if (text && !signal.aborted) act({ type: "retract", id: messageId });
    return fail(error, run);
  }
  run.say(t("interpreter.chat.interpretedOk"));
  run.say(t("interpreter.chat.closing"));
  act({ type: "end" });
}

/**
 * The interpreter chat's words for the shared session (src/lib/chat/analysis-session.ts): the
 * greeting, the dream, its questions and answers; once every question is answered, the reading.
 */
export function interpreterScript(queryClient: QueryClient): SessionScript {
  return {
    calls: { get: getAnalysis, answer: answerAnalysis },
    opening: () => [greeting()],
    transcript: (session) => [
      greeting(),
      told(session.dream),
      chatMessage("bot", t("interpreter.chat.interpreting")),
      chatMessage("bot", t("interpreter.chat.analyzed")),
      ...session.answers.flatMap((pair) => [
        chatMessage("bot", pair.question),
        chatMessage("user", pair.answer),
      ]),
    ],
    complete: (_session, run) => interpret(run, queryClient),
    report: () =>
      toast.error(t("interpreter.chat.answerFailed.title"), {
        description: t("interpreter.chat.answerFailed.description"),
      }),
  };
}

/**
 * A chosen dream: posted as the user's message, then 'Interpreting your dream...'. An analysed
 * dream is read at once; any other is analysed first and its questions asked.
 */
export async function startInterpreting(run: SessionRun, dream: Dream, queryClient: QueryClient) {
  const { act, signal } = run;
  act({ type: "begin" });
  act({ type: "say", message: told(dream) });
  const working = run.say(t("interpreter.chat.interpreting"));
  try {
    const { session } = await getAnalysis(dream.id);
    if (signal.aborted) return;
    if (session?.status === "completed") return await interpret(run, queryClient, working);
    const started = await startAnalysis(dream.id, { signal });
    await sleep(PACING.botReplyMs, signal);
    run.say(t("interpreter.chat.analyzed"));
    if (started.status === "active") await sleep(PACING.botReplyMs, signal);
    await showSession(run, started, NOTHING_ANSWERED);
  } catch (error) {
    fail(error, run);
  }
}
