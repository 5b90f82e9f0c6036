import {
  DREAM_TYPES,
  type DreamType,
  dreamTypeSchema,
  orderedTypes,
  VIVIDNESS_MAX,
  VIVIDNESS_MIN,
} from "@somnia/shared/dreams";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { UserCipher } from "../../crypto";
import { dreams } from "../../db/schema";
import type { DreamRow } from "../../db/schema/dreams";
import type { IndexTx } from "../search/reindex-dream";

/**
 * A dream's types and vividness as the `marks` column seals them, one encrypted JSON object
 * (docs/decisions/035-dream-types.md). `types` are the user's (chosen, or suggestions confirmed):
 * what filters and statistics count. `suggested` are the analyst's, shown as suggestions until the
 * user decides; once the user has chosen the types (`chosen`), the analyst suggests none again, as
 * an edited chip is never re-detected (decision 013).
 */
export interface StoredMarks {
  types: readonly DreamType[];
  suggested: readonly DreamType[];
  vividness: number | null;
  chosen: boolean;
}

export const NO_MARKS: StoredMarks = { types: [], suggested: [], vividness: null, chosen: false };

const typeList = z.array(dreamTypeSchema).max(DREAM_TYPES.length);
const storedSchema = z.object({
  types: typeList,
  suggested: typeList,
  vividness: z.number().int().min(VIVIDNESS_MIN).max(VIVIDNESS_MAX).nullable(),
  chosen: z.boolean(),
});

/** Stored marks from their plaintext; none when unreadable (a form no longer read). */
function decodeMarks(plaintext: string): StoredMarks {
  const parsed = storedSchema.safeParse(JSON.parse(plaintext));
  return parsed.success ? parsed.data : NO_MARKS;
}

/** A row's marks in plaintext (none when the column is null); with `recall`, kept for the next read. */
export function openMarks(
  cipher: UserCipher,
  row: Pick<DreamRow, "marks">,
  { recall = false } = {},
): StoredMarks {
  if (row.marks === null) return NO_MARKS;
  return recall ? cipher.recall("marks", row.marks, decodeMarks) : decodeMarks(cipher.open(row.marks));
}

/** The column's value: null when there is nothing to keep, else the sealed JSON. */
export function sealMarks(cipher: UserCipher, marks: StoredMarks): string | null {
  const { types, suggested, vividness, chosen } = marks;
  if (types.length === 0 && suggested.length === 0 && vividness === null && !chosen) return null;
  return cipher.seal(JSON.stringify({ types, suggested, vividness, chosen }));
}

/** What a write changes: the user's types and vividness (absent: unchanged), the analyst's suggestion. */
export interface MarksChange {
  types?: readonly DreamType[];
  vividness?: number | null;
  /** Ignored once the user has chosen the types. */
  suggested?: readonly DreamType[];
}

/** The marks after a change: the user's choice of types wins over any suggestion, now and later. */
export function changeMarks(current: StoredMarks, change: MarksChange): StoredMarks {
  const next = { ...current };
  if (change.types !== undefined) {
    next.types = orderedTypes(change.types);
    next.suggested = [];
    next.chosen = true;
  } else if (change.suggested !== undefined && !current.chosen) {
    next.suggested = orderedTypes(change.suggested);
  }
  if (change.vividness !== undefined) next.vividness = change.vividness;
  next.suggested = next.suggested.filter((type) => !next.types.includes(type));
  return next;
}

/** Whether a change touches the marks at all. */
export function changesMarks(change: MarksChange): boolean {
  return change.types !== undefined || change.vividness !== undefined || change.suggested !== undefined;
}

/**
 * The sealed marks after a change, read under a row lock in the caller's transaction so a change
 * made meanwhile (the user's choice while the text was being re-read) is not lost; undefined when
 * the dream is not the user's.
 */
export async function changedMarks(
  tx: IndexTx,
  cipher: UserCipher,
  dreamId: string,
  change: MarksChange,
): Promise<string | null | undefined> {
  const [row] = await tx
    .select({ marks: dreams.marks })
    .from(dreams)
    .where(and(eq(dreams.id, dreamId), eq(dreams.userId, cipher.userId)))
    .for("update");
  return row && sealMarks(cipher, changeMarks(openMarks(cipher, row), change));
}
