/**
 * What the interpreter answers before a dream is chosen: never a reading (there is no dream to
 * read), but what it can do, fitted to what the person wrote. A message that reads like a dream is
 * told how to share it; a question about what an image means is pointed to the Dream Dictionary;
 * anything else gets what the interpreter does and how to start.
 */
export type HelpReply =
  | "interpreter.chat.help.dream"
  | "interpreter.chat.help.symbol"
  | "interpreter.chat.help.about";

/** A dream report: several sentences' worth, told in the first person. */
const DREAM_WORDS = 25;
const FIRST_PERSON = /\b(?:i|i'm|i've|i'd|me|my|we|us|our)\b/i;
const MEANING =
  /\b(?:mean|means|meaning|meanings|symboli[sz]e|symboli[sz]es|symbol|stand for|stands for|represent|represents)\b/i;

export function helpReply(message: string): HelpReply {
  const words = message.trim().split(/\s+/).filter(Boolean);
  if (words.length >= DREAM_WORDS && FIRST_PERSON.test(message)) return "interpreter.chat.help.dream";
  if (MEANING.test(message)) return "interpreter.chat.help.symbol";
  return "interpreter.chat.help.about";
}
