import { DREAM_TITLE_MAX_LENGTH } from "@somnia/shared/dreams";
import { fallbackDreamTitle } from "@somnia/shared/fallback-title";
import type { Ai } from "../../ai";
import type { Logger } from "../../lib/logger";

/** The AI task that names dreams: the context's `ai`, passed in like detection (`DetectAi`). */
export type TitleAi = Pick<Ai, "title">;

export interface GenerateDreamTitleOptions {
  ai: TitleAi;
  userId: string;
  content: string;
  logger?: Logger;
}

/** The automatic title of a dream saved without one; `fallbackDreamTitle` when the AI fails. */
export async function generateDreamTitle({ ai, userId, content, logger }: GenerateDreamTitleOptions) {
  try {
    const title = (await ai.title(content)).replace(/\s+/g, " ").trim();
    if (title) return title.slice(0, DREAM_TITLE_MAX_LENGTH);
    logger?.warn({ userId }, "dream title generation gave nothing; using the fallback title");
  } catch (err) {
    logger?.warn({ err, userId }, "dream title generation failed; using the fallback title");
  }
  return fallbackDreamTitle(content).slice(0, DREAM_TITLE_MAX_LENGTH);
}
