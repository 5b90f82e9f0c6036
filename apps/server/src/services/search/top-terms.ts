import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { UserCipher } from "../../crypto";
import type { Db } from "../../db";
import { dreamTerms, searchTerms } from "../../db/schema";
import type { TermKind } from "../../db/schema/search";

export interface TermCount {
  value: string;
  count: number;
}

export interface TopTermsOptions {
  db: Db;
  cipher: UserCipher;
  kinds: readonly TermKind[];
  /** How many of each kind; every term when absent. */
  limit?: number;
  /** Only dreams dated in [from, to] (yyyy-MM-dd). */
  from?: string;
  to?: string;
}

/**
 * For each of `kinds`, the user's `limit` most used tags, emotions or symbols (each dream counted
 * once; all of them without a limit), ties in alphabetical order, in one query. Over the whole
 * journal the vocabulary's counts answer; over a date range, `count(*)` over the range's chip terms.
 * Either way only the labels of the terms that can make a list (ranked within `limit`, ties
 * included) are decrypted.
 */
export async function topTerms(options: TopTermsOptions): Promise<Map<TermKind, TermCount[]>> {
  const { db, cipher, kinds, limit, from, to } = options;
  const { userId } = cipher;
  const own = and(eq(searchTerms.userId, userId), inArray(searchTerms.kind, [...kinds]));
  const counted =
    from || to
      ? db
          .select({
            kind: dreamTerms.kind,
            term: dreamTerms.term,
            count: sql<number>`count(*)::int`.as("count"),
          })
          .from(dreamTerms)
          .where(
            and(
              eq(dreamTerms.userId, userId),
              inArray(dreamTerms.kind, [...kinds]),
              from ? gte(dreamTerms.dreamDate, from) : undefined,
              to ? lte(dreamTerms.dreamDate, to) : undefined,
            ),
          )
          .groupBy(dreamTerms.kind, dreamTerms.term)
          .as("counted")
      : db
          .select({
            kind: searchTerms.kind,
            term: searchTerms.term,
            count: sql<number>`${searchTerms.dreamCount}`.as("count"),
          })
          .from(searchTerms)
          .where(own)
          .as("counted");
  const ranked = db
    .select({
      kind: counted.kind,
      term: counted.term,
      count: counted.count,
      rank: sql<number>`rank() over (partition by ${counted.kind} order by ${counted.count} desc)`.as("rank"),
    })
    .from(counted)
    .as("ranked");
  const rows = await db
    .select({ kind: searchTerms.kind, count: ranked.count, label: searchTerms.label })
    .from(ranked)
    .innerJoin(searchTerms, and(own, eq(searchTerms.kind, ranked.kind), eq(searchTerms.term, ranked.term)))
    .where(limit === undefined ? undefined : lte(ranked.rank, limit));
  const top = new Map<TermKind, TermCount[]>(kinds.map((kind) => [kind, []]));
  for (const row of rows)
    top.get(row.kind)?.push({ value: cipher.open(row.label), count: Number(row.count) });
  for (const [kind, list] of top) {
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    if (limit !== undefined) top.set(kind, list.slice(0, limit));
  }
  return top;
}
