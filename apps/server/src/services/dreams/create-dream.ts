import {
  type CreateDreamInput,
  type Dream,
  NOT_REMEMBERED_CONTENT,
  NOT_REMEMBERED_TITLE,
} from "@somnia/shared/dreams";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { reindexDream } from "../search/reindex-dream";
import { type DetectAi, detectForStorage } from "./detect-dream";
import { assertNotInFuture } from "./dream-date";
import { encryptDetections } from "./dream-detections";
import { changeMarks, NO_MARKS, sealMarks } from "./dream-marks";
import { encryptTags, encryptTitle } from "./encrypt-fields";
import { generateDreamTitle, type TitleAi } from "./generate-dream-title";
import { assertDreamAllowed, lockUserDreams } from "./plan";
import { type DreamEvents, publishDreamChanged } from "./publish-dream-changed";
import { suggestDreamTypes } from "./suggest-dream-types";
import { DREAM_COLUMNS, type StoredDream, toDream } from "./to-dream";

export interface CreateDreamOptions {
  db: Db;
  crypto: Crypto;
  logger?: Logger;
  /** Titles a dream saved without a title; detects its emotions and symbols (decision 013). */
  ai: TitleAi & DetectAi;
  events: DreamEvents;
  userId: string;
  /** The caller's IANA time zone: the plan's month and "today" are theirs. */
  timeZone: string;
  input: CreateDreamInput;
}

/**
 * Saves a dream (docs/product.md, 'My Dreams'). An "I don't remember" entry is title 'DR', content
 * 'not remembered', no tags, and uses no allowance. A remembered dream without a title gets one
 * from the AI layer before the transaction, which then re-checks the plan under a per-user lock.
 * Its emotions and symbols are detected then too, outside the transaction; when the AI fails the
 * dream is saved without them (null) and its analysis detects them later. Its types are the
 * user's when given, else the analyst suggests some (decision 035). The search index is written in
 * the same transaction.
 */
export async function createDream(options: CreateDreamOptions): Promise<Dream> {
  const { db, crypto, ai, logger, events, userId, timeZone, input } = options;
  assertNotInFuture(input.dreamDate, timeZone);
  let row: StoredDream | undefined;
  if (input.notRemembered === true) {
    const cipher = await crypto.forUser(userId, { create: true });
    const values = {
      userId,
      title: cipher.seal(NOT_REMEMBERED_TITLE),
      content: cipher.seal(NOT_REMEMBERED_CONTENT),
      tags: null,
      dreamDate: input.dreamDate,
      notRemembered: true,
    };
    row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(dreams).values(values).returning(DREAM_COLUMNS);
      if (inserted) await reindexDream(tx, cipher, inserted.id);
      return inserted;
    });
  } else {
    // Cheap early refusal: no AI call and no encryption for a dream that cannot be saved.
    await assertDreamAllowed({ db, userId, timeZone });
    const title =
      input.title?.trim() || (await generateDreamTitle({ ai, userId, content: input.content, logger }));
    const detections = await detectForStorage({ ai, logger, userId, content: input.content });
    const suggested =
      input.types === undefined
        ? await suggestDreamTypes({ db, crypto, logger, userId, content: input.content })
        : undefined;
    // Encrypt first: the data key may be created now, outside the transaction (PGlite has one connection).
    const values = {
      userId,
      title: await encryptTitle(crypto, userId, title),
      content: await crypto.encrypt(userId, input.content),
      tags: await encryptTags(crypto, userId, input.tags),
      detections: detections && (await encryptDetections(crypto, userId, detections)),
      dreamDate: input.dreamDate,
    };
    const cipher = await crypto.forUser(userId);
    const marks = changeMarks(NO_MARKS, { types: input.types, vividness: input.vividness, suggested });
    row = await db.transaction(async (tx) => {
      await lockUserDreams(tx, userId);
      await assertDreamAllowed({ db: tx, userId, timeZone });
      const [inserted] = await tx
        .insert(dreams)
        .values({ ...values, marks: sealMarks(cipher, marks) })
        .returning(DREAM_COLUMNS);
      if (inserted) await reindexDream(tx, cipher, inserted.id);
      return inserted;
    });
  }
  if (!row) throw new AppError("INTERNAL", { message: "dream row missing after insert" });
  await publishDreamChanged({ events, userId, dreamId: row.id });
  return toDream(crypto, row);
}
