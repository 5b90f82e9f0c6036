import {
  DETECTION_MESSAGES,
  type DreamEmotion,
  type SymbolDetection,
  type UpdateDetectionsInput,
} from "@somnia/shared/detections";
import { DREAM_MESSAGES, type Dream } from "@somnia/shared/dreams";
import { and, eq } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import { lexiconEntry } from "../../domain/symbols/lexicon";
import { AppError } from "../../lib/app-error";
import { reindexDream } from "../search/reindex-dream";
import { encryptDetections } from "./dream-detections";
import { dreamNotFound, isDreamId } from "./dream-not-found";
import { type DreamEvents, publishDreamChanged } from "./publish-dream-changed";
import { DREAM_COLUMNS, toDream } from "./to-dream";

export interface UpdateDetectionsOptions {
  db: Db;
  crypto: Crypto;
  events: DreamEvents;
  userId: string;
  id: string;
  input: UpdateDetectionsInput;
}

/** The user's emotion chips, one per emotion and experiencer; `who` defaults to the dreamer. */
function emotionsOf(input: UpdateDetectionsInput): DreamEmotion[] {
  const byKey = new Map<string, DreamEmotion>();
  for (const { emotion, who = "dreamer", whoName, evidence, when } of input.emotions) {
    const key = `${emotion}|${who}|${whoName ?? ""}|${when ?? ""}`;
    if (!byKey.has(key)) byKey.set(key, { emotion, who, whoName, evidence, ...(when ? { when } : {}) });
  }
  return [...byKey.values()];
}

/** The user's symbol chips with their lexicon labels; an id outside the lexicon is a 400. */
function symbolsOf(input: UpdateDetectionsInput): SymbolDetection[] {
  const byId = new Map<string, SymbolDetection>();
  for (const { symbol, evidence = [] } of input.symbols) {
    const entry = lexiconEntry(symbol);
    if (!entry) {
      throw new AppError("VALIDATION_FAILED", {
        message: `unknown symbol ${symbol}`,
        reason: DETECTION_MESSAGES.unknownSymbol,
      });
    }
    const known = byId.get(entry.id);
    if (known) known.evidence = [...new Set([...known.evidence, ...evidence])].slice(0, 20);
    else byId.set(entry.id, { symbol: entry.id, label: entry.label, evidence: [...new Set(evidence)] });
  }
  return [...byId.values()];
}

/**
 * Replaces a dream's emotion and symbol chips with the user's own and marks them edited: from now
 * on they are what stats, filters and the interpreter use, and re-detection leaves them alone.
 * The search index follows in the same transaction.
 */
export async function updateDetections(options: UpdateDetectionsOptions): Promise<Dream> {
  const { db, crypto, events, userId, id, input } = options;
  if (!isDreamId(id)) throw dreamNotFound(id);
  const own = and(eq(dreams.id, id), eq(dreams.userId, userId));
  const [current] = await db.select({ notRemembered: dreams.notRemembered }).from(dreams).where(own);
  if (!current) throw dreamNotFound(id);
  if (current.notRemembered) {
    throw new AppError("VALIDATION_FAILED", { reason: DREAM_MESSAGES.notRememberedReadOnly });
  }
  const detections = { emotions: emotionsOf(input), symbols: symbolsOf(input) };
  const stored = await encryptDetections(crypto, userId, detections);
  const cipher = await crypto.forUser(userId);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(dreams)
      .set({ detections: stored, detectionsEdited: true, updatedAt: new Date() })
      .where(own)
      .returning(DREAM_COLUMNS);
    if (updated) await reindexDream(tx, cipher, id);
    return updated;
  });
  if (!row) throw dreamNotFound(id);
  await publishDreamChanged({ events, userId, dreamId: id });
  return toDream(crypto, row);
}
