import { DREAM_TITLE_MAX_LENGTH } from "@somnia/shared/dreams";
import { fallbackDreamTitle } from "@somnia/shared/fallback-title";
import type { Ai } from "../../ai";
import { createBuiltinAnalyst } from "../../ai/builtin";
import type { Logger } from "../../lib/logger";

const analyst = createBuiltinAnalyst();

/**
 * The AI hook for dream titles: asks the AI layer for a descriptive 2-4 word title. `createContext`
 * points `ai` at the configured provider's title task; until then it is the built-in analyst.
 */
export const dreamTitleAi = {
  ai: null as Pick<Ai, "title"> | null,
  async title(content: string): Promise<string> {
    return dreamTitleAi.ai ? dreamTitleAi.ai.title(content) : analyst.title(content);
  },
};

export interface GenerateDreamTitleOptions {
  userId: string;
  content: string;
  logger?: Logger;
}

/** The automatic title of a dream saved without one; the spec's fallback title when the AI fails. */
export async function generateDreamTitle({ userId, content, logger }: GenerateDreamTitleOptions) {
  try {
    const title = (await dreamTitleAi.title(content)).replace(/\s+/g, " ").trim();
    if (title) return title.slice(0, DREAM_TITLE_MAX_LENGTH);
    logger?.warn({ userId }, "dream title generation gave nothing; using the fallback title");
  } catch (err) {
    logger?.warn({ err, userId }, "dream title generation failed; using the fallback title");
  }
  return fallbackDreamTitle(content).slice(0, DREAM_TITLE_MAX_LENGTH);
}
