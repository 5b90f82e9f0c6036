import { DREAM_TITLE_MAX_LENGTH } from "@somnia/shared/dreams";
import { AiOutputError } from "../provider/ai-error";

/** One suggestion, trimmed: the first line, without quotes, a "Title:" label or trailing dots. */
export function cleanTitle(reply: string): string {
  const line = reply.trim().split("\n")[0] ?? "";
  const title = line
    .replace(/^\s*(title\s*:\s*)/i, "")
    .replace(/^["'“”*#\s]+|["'“”*.\s]+$/g, "")
    .replace(/\s+/g, " ")
    .slice(0, DREAM_TITLE_MAX_LENGTH);
  if (!title) throw new AiOutputError("empty", "the model sent an empty title");
  return title;
}
