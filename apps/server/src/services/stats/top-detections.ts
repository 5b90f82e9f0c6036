import { isEmotion } from "@somnia/shared/detections";
import { countTags, type ProfileStats, TOP_DETECTION_COUNT } from "@somnia/shared/stats";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import { decryptDetections } from "../dreams/dream-detections";

type Top = Pick<ProfileStats, "topEmotions" | "topSymbols">;

/**
 * The emotions and symbols on most of the caller's remembered dreams (each dream counted once per
 * chip; ties alphabetical), from the stored chips — the user's edit where there is one.
 */
export async function topDetections({ db, crypto, userId }: { db: Db; crypto: Crypto; userId: string }) {
  const rows = await db
    .select({
      userId: dreams.userId,
      detections: dreams.detections,
      detectionsEdited: dreams.detectionsEdited,
    })
    .from(dreams)
    .where(and(eq(dreams.userId, userId), eq(dreams.notRemembered, false), isNotNull(dreams.detections)));
  const all = await Promise.all(rows.map((row) => decryptDetections(crypto, row)));
  const labels = new Map<string, string>();
  const emotionLists: string[][] = [];
  const symbolLists: string[][] = [];
  for (const detections of all) {
    if (!detections) continue;
    emotionLists.push(detections.emotions.map((e) => e.emotion));
    symbolLists.push(detections.symbols.map((s) => s.symbol));
    for (const { symbol, label } of detections.symbols) labels.set(symbol, label);
  }
  const top: Top = {
    topEmotions: countTags(emotionLists, TOP_DETECTION_COUNT).flatMap(({ tag, count }) =>
      isEmotion(tag) ? [{ emotion: tag, count }] : [],
    ),
    topSymbols: countTags(symbolLists, TOP_DETECTION_COUNT).map(({ tag, count }) => ({
      symbol: tag,
      label: labels.get(tag) ?? tag,
      count,
    })),
  };
  return top;
}
