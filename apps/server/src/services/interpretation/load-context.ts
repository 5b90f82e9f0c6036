import { type DreamType, orderedTypes } from "@somnia/shared/dreams";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { analysisSessions, analyzerChats, dreams, userDistilledInfo } from "../../db/schema";
import type { DreamRow } from "../../db/schema/dreams";
import { decryptDetections } from "../dreams/dream-detections";
import { openMarks, type StoredMarks } from "../dreams/dream-marks";
import { shownContent } from "../memory/to-entry";
import type { ContextAnswer, ContextDream, ContextMemory, ContextRows } from "./context-types";

/** How many earlier analysed dreams are read (newest first) when looking for shared symbols. */
const EARLIER_DREAMS = 200;

interface LoadOptions {
  db: Db;
  crypto: Crypto;
  userId: string;
}

/** The user's types, or when the user has not chosen them, the analyst's suggestions besides. */
export function typesOf(marks: StoredMarks): DreamType[] {
  return marks.chosen ? [...marks.types] : orderedTypes([...marks.types, ...marks.suggested]);
}

async function toContextDream(crypto: Crypto, row: DreamRow): Promise<ContextDream> {
  const [title, content, detections, cipher] = await Promise.all([
    row.title === null ? null : crypto.decrypt(row.userId, row.title),
    crypto.decrypt(row.userId, row.content),
    decryptDetections(crypto, row),
    crypto.forUser(row.userId),
  ]);
  const symbols = detections?.symbols.map(({ symbol, label }) => ({ symbol, label })) ?? null;
  const types = typesOf(openMarks(cipher, row));
  return {
    id: row.id,
    title,
    content,
    date: row.dreamDate,
    excludeFromAi: row.excludeFromAi,
    symbols,
    types,
  };
}

/** The answers of the dream's newest completed analysis, in the order they were asked. */
export async function loadAnswers(
  { db, crypto, userId }: LoadOptions,
  dreamId: string,
): Promise<ContextAnswer[]> {
  const [session] = await db
    .select({ id: analysisSessions.id })
    .from(analysisSessions)
    .where(
      and(
        eq(analysisSessions.userId, userId),
        eq(analysisSessions.dreamId, dreamId),
        eq(analysisSessions.status, "completed"),
      ),
    )
    .orderBy(desc(analysisSessions.createdAt))
    .limit(1);
  if (!session) return [];
  const chats = await db
    .select()
    .from(analyzerChats)
    .where(and(eq(analyzerChats.userId, userId), eq(analyzerChats.sessionId, session.id)))
    .orderBy(analyzerChats.position);
  return Promise.all(
    chats.map(async (chat) => ({
      id: chat.id,
      question: await crypto.decrypt(userId, chat.botQuestion),
      answer: await crypto.decrypt(userId, chat.userAnswer),
      createdAt: chat.createdAt,
    })),
  );
}

/** Every memory entry, with the dream whose analysis wrote it when that is recorded. */
async function loadMemory({ db, crypto, userId }: LoadOptions): Promise<ContextMemory[]> {
  const rows = await db
    .select({ entry: userDistilledInfo, dreamId: dreams.id, excludeFromAi: dreams.excludeFromAi })
    .from(userDistilledInfo)
    .leftJoin(analysisSessions, eq(analysisSessions.distilledInfoId, userDistilledInfo.id))
    .leftJoin(dreams, and(eq(dreams.id, analysisSessions.dreamId), eq(dreams.userId, userId)))
    .where(eq(userDistilledInfo.userId, userId))
    .orderBy(desc(userDistilledInfo.updatedAt));
  const byId = new Map<string, ContextMemory>();
  for (const { entry, dreamId, excludeFromAi } of rows) {
    const fromDream = dreamId ? { id: dreamId, excludeFromAi: excludeFromAi ?? false } : null;
    const known = byId.get(entry.id);
    if (known) {
      // Two sessions of one dream share its entry; any excluded link keeps it out.
      if (fromDream?.excludeFromAi) known.fromDream = fromDream;
      continue;
    }
    const content = shownContent(entry.infoType, await crypto.decrypt(userId, entry.content));
    byId.set(entry.id, {
      id: entry.id,
      infoType: entry.infoType,
      content,
      updatedAt: entry.updatedAt,
      fromDream,
    });
  }
  return [...byId.values()];
}

/**
 * Fetches and decrypts what an interpretation may draw on. A dream kept out of AI memory is read
 * in isolation, so nothing else of the user's is even decrypted for it.
 */
export async function loadContextRows(options: LoadOptions, row: DreamRow): Promise<ContextRows> {
  const { db, crypto, userId } = options;
  const dream = await toContextDream(crypto, row);
  const answers = await loadAnswers(options, row.id);
  if (row.excludeFromAi) return { dream, answers, memory: [], earlier: [] };
  const earlierRows = await db
    .select()
    .from(dreams)
    .where(
      and(
        eq(dreams.userId, userId),
        eq(dreams.isAnalyzed, true),
        eq(dreams.notRemembered, false),
        eq(dreams.excludeFromAi, false),
        ne(dreams.id, row.id),
      ),
    )
    .orderBy(desc(dreams.dreamDate), desc(dreams.createdAt))
    .limit(EARLIER_DREAMS);
  const earlier = await Promise.all(earlierRows.map((r) => toContextDream(crypto, r)));
  return { dream, answers, memory: await loadMemory(options), earlier };
}
