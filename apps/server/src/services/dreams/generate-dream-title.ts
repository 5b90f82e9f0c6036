import { DREAM_TITLE_MAX_LENGTH } from "@somnia/shared/dreams";
import { fallbackDreamTitle } from "@somnia/shared/fallback-title";
import { createBuiltinAnalyst } from "../../ai/builtin";
import type { Logger } from "../../lib/logger";

const analyst = createBuiltinAnalyst();

/**
 * The AI hook for dream titles: asks the AI layer for a descriptive 2-4 word title. Today that is
 * the built-in offline analyst; when the provider layer lands, only this object changes.
 */
export const dreamTitleAi = {
  async title(content: string): Promise<string> {
    return analyst.title(content);
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
