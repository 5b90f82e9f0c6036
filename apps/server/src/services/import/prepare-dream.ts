import { NOT_REMEMBERED_CONTENT, NOT_REMEMBERED_TITLE } from "@somnia/shared/dreams";
import { fallbackDreamTitle } from "@somnia/shared/fallback-title";
import { suggestTypes } from "../../ai/builtin/suggest-types";
import type { UserCipher } from "../../crypto";
import type { Logger } from "../../lib/logger";
import { zonedInstant } from "../../lib/time-zone";
import { type DetectAi, detectForStorage } from "../dreams/detect-dream";
import { changeMarks, NO_MARKS, sealMarks } from "../dreams/dream-marks";
import { generateDreamTitle, type TitleAi } from "../dreams/generate-dream-title";
import type { ImportedDream } from "./read/read-import";

/** The hour of the morning an imported dream is taken to have been written, when the file does not say. */
const WRITTEN_AT_MINUTES = 8 * 60;

/**
 * When an imported dream counts as written (its `created_at`, which the plan's monthly allowance
 * counts: docs/product.md, 'Import'). A dream dated in the current month counts now, like one logged
 * by hand; an older one keeps the time its file gives when that falls before this month, else the
 * morning of its date, so a past month's dreams never use this month's allowance.
 */
export function writtenAt(dream: ImportedDream, month: { month: string; start: Date }, timeZone: string) {
  if (dream.dreamDate.startsWith(month.month)) return undefined;
  const given = dream.createdAt === null ? Number.NaN : Date.parse(dream.createdAt);
  if (given < month.start.getTime()) return new Date(given);
  const [year, monthNumber, day] = dream.dreamDate.split("-").map(Number) as [number, number, number];
  return zonedInstant(year, monthNumber, day, WRITTEN_AT_MINUTES, timeZone);
}

export interface PrepareOptions {
  ai: TitleAi & DetectAi;
  logger?: Logger;
  cipher: UserCipher;
  /** The recurring dreams of the user's profile, for the suggested types (services/dreams/suggest-dream-types.ts). */
  recurring: readonly string[];
}

/**
 * A dream's row, encrypted, as a dream logged by hand would be stored (services/dreams/create-dream.ts):
 * a remembered dream without a title is titled by the AI layer, its emotions and symbols are
 * detected and the analyst suggests its types, unless the dream is kept from the AI. A dream from a
 * Somnia export is stored as it was exported: its title (or none), chips, types and suggestions,
 * and whether it was analysed. The analyst's chat and interpretations are not run.
 */
export async function prepareDream(dream: ImportedDream, options: PrepareOptions) {
  const { ai, logger, cipher } = options;
  const { userId } = cipher;
  const kept = {
    dreamDate: dream.dreamDate,
    excludeFromAi: dream.excludeFromAi,
    isAnalyzed: dream.isAnalyzed ?? false,
  };
  if (dream.notRemembered) {
    return {
      userId,
      ...kept,
      title: cipher.seal(NOT_REMEMBERED_TITLE),
      content: cipher.seal(NOT_REMEMBERED_CONTENT),
      tags: null,
      notRemembered: true,
    };
  }
  const { content } = dream;
  const exported = dream.isAnalyzed !== undefined;
  const fromAi = !exported && !dream.excludeFromAi;
  const title = exported
    ? dream.title
    : (dream.title ??
      (fromAi ? await generateDreamTitle({ ai, userId, content, logger }) : fallbackDreamTitle(content)));
  const detections = exported
    ? dream.detections
    : fromAi
      ? await detectForStorage({ ai, logger, userId, content })
      : null;
  const chosen = dream.types.length > 0;
  const suggested = dream.suggestedTypes ?? (fromAi ? suggestTypes(content, options.recurring) : []);
  const marks = changeMarks(NO_MARKS, {
    types: chosen ? dream.types : undefined,
    vividness: dream.vividness ?? undefined,
    suggested: chosen ? undefined : suggested,
  });
  return {
    userId,
    ...kept,
    title: title === null ? null : cipher.seal(title),
    content: cipher.seal(content),
    tags: dream.tags.length > 0 ? cipher.seal(JSON.stringify(dream.tags)) : null,
    detections:
      detections &&
      cipher.seal(JSON.stringify({ emotions: detections.emotions, symbols: detections.symbols })),
    detectionsEdited: dream.detections?.edited ?? false,
    marks: sealMarks(cipher, marks),
  };
}
