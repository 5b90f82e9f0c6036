import { ANALYSIS_MESSAGES } from "@somnia/shared/analysis";

/** A catalogue entry written as 'Title: description' (spec §8), split for a toast. */
function titled(message: string): { title: string; description: string } {
  const at = message.indexOf(": ");
  return { title: message.slice(0, at), description: message.slice(at + 2) };
}

/** Every user-visible string of the Dream Analyzer (spec §2 'Dream Analyzer tab', §4, §8). */
export const ANALYZER_STRINGS = {
  cardTitle: "Dream Analyzer",
  empty: "Start a conversation with the dream analyzer",
  logLabel: "Conversation with the dream analyzer",
  typing: "The analyzer is typing",
  inputLabel: "Your answer",
  inputPlaceholder: "Type your message...",
  send: "Send",
  skip: "Skip",
  you: "You",
  analyzer: "Analyzer",
  errorTitle: "Error",
  feelingsLabel: "Feelings",
  symbolsLabel: "Symbols",
  feltBy: (emotion: string, who: "dreamer" | "other", whoName?: string) =>
    `${emotion} — felt by ${who === "dreamer" ? "you" : (whoName ?? "someone else")}`,
  evidence: (words: readonly string[]) => `In your dream: ${words.map((w) => `“${w}”`).join(", ")}`,
  addedByYou: "Added by you",
  someoneElse: "someone else",
  closing: ANALYSIS_MESSAGES.closing,
  completeTitle: ANALYSIS_MESSAGES.completeTitle,
  completeDescription: ANALYSIS_MESSAGES.completeDescription,
  skippedTitle: ANALYSIS_MESSAGES.skippedTitle,
  skippedDescription: ANALYSIS_MESSAGES.skippedDescription,
  /** The bot's message when the analysis fails (spec §8). */
  analysisError: ANALYSIS_MESSAGES.analysisError,
  sessionEnded: titled(ANALYSIS_MESSAGES.sessionEnded),
  startFailed: titled(ANALYSIS_MESSAGES.startFailed),
} as const;

/** The spec's pause before each bot follow-up (§9). */
export const BOT_DELAY_MS = 1000;

/** A server message without a leading 'Error: ' (the toast is already titled Error). */
export function withoutErrorPrefix(message: string): string {
  return message.replace(/^Error:\s*/, "");
}
