import { MEMORY_CONTENT_MAX_LENGTH } from "@somnia/shared/memory";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db";
import { analysisSessions, userDistilledInfo } from "../../db/schema";

/** The distilled info entry's text: which dream it is about, then the key points. */
export function distilledText(dream: { title: string | null; dreamDate: string }, keyPoints: string[]) {
  const heading = `Dream “${dream.title?.trim() || "Untitled"}” (${dream.dreamDate}):`;
  return [heading, ...keyPoints.map((point) => `- ${point}`)].join("\n").slice(0, MEMORY_CONTENT_MAX_LENGTH);
}

/**
 * Saves one dream's distillation as a `distilled_info` entry inside the completing transaction:
 * one entry per dream (linked from its session), so every analysed dream stays a source for the
 * interpreter; analysing the same dream again replaces that dream's entry. `content` is ciphertext.
 */
export async function saveDistilled(
  tx: Db,
  { userId, dreamId, content }: { userId: string; dreamId: string; content: string },
): Promise<string> {
  const [previous] = await tx
    .select({ id: analysisSessions.distilledInfoId })
    .from(analysisSessions)
    .where(
      and(
        eq(analysisSessions.userId, userId),
        eq(analysisSessions.dreamId, dreamId),
        isNotNull(analysisSessions.distilledInfoId),
      ),
    )
    .orderBy(desc(analysisSessions.createdAt))
    .limit(1);
  if (previous?.id) {
    const [updated] = await tx
      .update(userDistilledInfo)
      .set({ content, updatedAt: new Date() })
      .where(and(eq(userDistilledInfo.id, previous.id), eq(userDistilledInfo.userId, userId)))
      .returning({ id: userDistilledInfo.id });
    if (updated) return updated.id;
  }
  const [inserted] = await tx
    .insert(userDistilledInfo)
    .values({ userId, infoType: "distilled_info", content })
    .returning({ id: userDistilledInfo.id });
  if (!inserted) throw new Error("distilled info row missing after insert");
  return inserted.id;
}
