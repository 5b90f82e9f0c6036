import { DREAM_MESSAGES, type Dream, type UpdateDreamInput } from "@somnia/shared/dreams";
import { and, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { reindexDream } from "../search/reindex-dream";
import { type DetectAi, detectForStorage } from "./detect-dream";
import { assertNotInFuture } from "./dream-date";
import { encryptDetections } from "./dream-detections";
import { changedMarks, changesMarks, type MarksChange, openMarks } from "./dream-marks";
import { dreamNotFound, isDreamId } from "./dream-not-found";
import { encryptTags, encryptTitle } from "./encrypt-fields";
import { generateDreamTitle, type TitleAi } from "./generate-dream-title";
import { type DreamEvents, publishDreamChanged } from "./publish-dream-changed";
import { suggestDreamTypes } from "./suggest-dream-types";
import { DREAM_COLUMNS, toDream } from "./to-dream";

export interface UpdateDreamOptions {
  db: Db;
  crypto: Crypto;
  logger?: Logger;
  ai: TitleAi & DetectAi;
  events: DreamEvents;
  userId: string;
  timeZone: string;
  id: string;
  input: UpdateDreamInput;
}

/**
 * Edits one of the caller's dreams. An emptied title is generated again from the text; empty tags
 * are stored as null. An "I don't remember" entry has only a date (and the AI switch) to change.
 * A changed text is detected again (emotions, symbols) unless the user has edited the chips, and
 * its types are suggested again unless the user has chosen them (decision 035); the UPDATE
 * re-checks the flag, and the types are changed under a row lock, so an edit made meanwhile is
 * kept. The search index is rewritten in the same transaction.
 */
export async function updateDream(options: UpdateDreamOptions): Promise<Dream> {
  const { db, crypto, ai, logger, events, userId, timeZone, id, input } = options;
  if (!isDreamId(id)) throw dreamNotFound(id);
  const own = and(eq(dreams.id, id), eq(dreams.userId, userId));
  const [current] = await db.select(DREAM_COLUMNS).from(dreams).where(own);
  if (!current) throw dreamNotFound(id);
  const editsText = input.title !== undefined || input.content !== undefined || input.tags !== undefined;
  if (current.notRemembered && editsText) {
    throw new AppError("VALIDATION_FAILED", { reason: DREAM_MESSAGES.notRememberedReadOnly });
  }
  if (current.notRemembered && (input.types !== undefined || input.vividness !== undefined)) {
    throw new AppError("VALIDATION_FAILED", { reason: DREAM_MESSAGES.notRememberedNoMarks });
  }
  if (input.dreamDate !== undefined) assertNotInFuture(input.dreamDate, timeZone);

  const cipher = await crypto.forUser(userId);
  const changes: PgUpdateSetSource<typeof dreams> = { updatedAt: new Date() };
  const marks: MarksChange = { types: input.types, vividness: input.vividness };
  if (input.content !== undefined) changes.content = await crypto.encrypt(userId, input.content);
  const newText =
    input.content !== undefined && input.content !== cipher.open(current.content) ? input.content : undefined;
  if (newText !== undefined && !current.detectionsEdited) {
    const detections = await detectForStorage({ ai, logger, userId, content: newText });
    // Chips of the old text would be wrong: none (null) until the next analysis when the AI fails.
    const stored = detections && (await encryptDetections(crypto, userId, detections));
    changes.detections = sql`case when ${dreams.detectionsEdited} then ${dreams.detections} else ${stored}::text end`;
  }
  if (newText !== undefined && input.types === undefined && !openMarks(cipher, current).chosen) {
    marks.suggested = await suggestDreamTypes({ db, crypto, logger, userId, content: newText });
  }
  if (input.title !== undefined) {
    const content = input.content ?? cipher.open(current.content);
    const title = input.title?.trim() || (await generateDreamTitle({ ai, userId, content, logger }));
    changes.title = await encryptTitle(crypto, userId, title);
  }
  if (input.tags !== undefined) changes.tags = await encryptTags(crypto, userId, input.tags);
  if (input.dreamDate !== undefined) changes.dreamDate = input.dreamDate;
  if (input.excludeFromAi !== undefined) changes.excludeFromAi = input.excludeFromAi;

  const row = await db.transaction(async (tx) => {
    if (changesMarks(marks)) changes.marks = await changedMarks(tx, cipher, id, marks);
    const [updated] = await tx.update(dreams).set(changes).where(own).returning(DREAM_COLUMNS);
    if (updated) await reindexDream(tx, cipher, id);
    return updated;
  });
  if (!row) throw dreamNotFound(id);
  await publishDreamChanged({ events, userId, dreamId: id });
  return toDream(crypto, row);
}
