import type { Detections } from "@somnia/shared/detections";
import { and, eq } from "drizzle-orm";
import type { Ai } from "../../ai";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { reindexDream } from "../search/reindex-dream";
import { encryptDetections } from "./dream-detections";

export type DetectAi = Pick<Ai, "detect">;

export interface DetectDreamOptions {
  ai: DetectAi;
  logger?: Logger;
  userId: string;
  content: string;
  signal?: AbortSignal;
}

/**
 * A dream's emotions and symbols from the AI layer; null when the AI fails (the dream is saved
 * anyway, and its next analysis detects them). Never the built-in analyst as a stand-in for the
 * configured provider (decision 013).
 */
export async function detectForStorage({
  ai,
  logger,
  userId,
  content,
  signal,
}: DetectDreamOptions): Promise<Detections | null> {
  try {
    return await ai.detect(content, { signal });
  } catch (err) {
    logger?.warn({ err, userId }, "emotion and symbol detection failed; the dream keeps none for now");
    return null;
  }
}

/**
 * Detects a dream's chips again and stores them, unless the user has edited them (checked in the
 * UPDATE itself, so an edit made meanwhile still wins), with the search index in the same
 * transaction. Returns true when they were stored.
 */
export async function refreshDetections(
  options: DetectDreamOptions & { db: Db; crypto: Crypto; dreamId: string },
): Promise<boolean> {
  const { db, crypto, userId, dreamId } = options;
  const detections = await detectForStorage(options);
  if (!detections) return false;
  const stored = await encryptDetections(crypto, userId, detections);
  const cipher = await crypto.forUser(userId);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(dreams)
      .set({ detections: stored })
      .where(and(eq(dreams.id, dreamId), eq(dreams.userId, userId), eq(dreams.detectionsEdited, false)))
      .returning({ id: dreams.id });
    if (updated.length > 0) await reindexDream(tx, cipher, dreamId);
    return updated.length > 0;
  });
}
