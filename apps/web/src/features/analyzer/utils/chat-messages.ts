import type { AnalysisSession } from "@somnia/shared/analysis";
import { type ChatMessage, chatMessage } from "@/lib/chat/chat-state";

/**
 * The conversation a session has had so far: the dream, the brief analysis, then each answered
 * question and its answer. The pending question (or the closing line) is left to the caller, who
 * may show it after the bot's delay.
 */
export function transcript(session: AnalysisSession): ChatMessage[] {
  return [
    chatMessage("user", session.dream.content),
    chatMessage("bot", session.analysis),
    ...session.answers.flatMap((pair) => [
      chatMessage("bot", pair.question),
      chatMessage("user", pair.answer),
    ]),
  ];
}
