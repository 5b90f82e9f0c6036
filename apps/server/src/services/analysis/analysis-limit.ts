import { ANALYSIS_MESSAGES } from "@somnia/shared/analysis";
import { PLAN_LIMITS } from "@somnia/shared/plans";
import { and, countDistinct, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db";
import { analysisSessions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { currentMonth } from "../dreams/count-month-dreams";
import { membershipOf } from "../dreams/plan";

type Range = { start: Date; end: Date };

/** Sessions the user started in the month. */
function inMonth(userId: string | AnyPgColumn, range: Range): SQL {
  return and(
    eq(analysisSessions.userId, userId),
    gte(analysisSessions.createdAt, range.start),
    lt(analysisSessions.createdAt, range.end),
  ) as SQL;
}

/**
 * Analyses used in a month: the distinct dreams whose analysis was started then (any outcome). A
 * start that failed left no row; analysing the same dream again the same month uses nothing more.
 */
export function monthAnalysesSubquery(userId: AnyPgColumn, range: Range): SQL<number> {
  return sql<number>`(select count(distinct ${analysisSessions.dreamId})::int from ${analysisSessions} where ${inMonth(userId, range)})`;
}

export interface AnalysisLimitOptions {
  db: Pick<Db, "select">;
  userId: string;
  dreamId: string;
  timeZone: string;
  now?: Date;
}

/** Refuses analysing a new dream past the plan's monthly allowance (docs/product.md, 'Rules and limits'). */
export async function assertAnalysisAllowed({ db, userId, dreamId, timeZone, now }: AnalysisLimitOptions) {
  const limit = PLAN_LIMITS[await membershipOf(db, userId)].analysesPerMonth;
  if (limit === null) return;
  const range = currentMonth(timeZone, now);
  const [row] = await db
    .select({
      used: countDistinct(analysisSessions.dreamId),
      thisDream: sql<number>`count(*) filter (where ${analysisSessions.dreamId} = ${dreamId})::int`,
    })
    .from(analysisSessions)
    .where(inMonth(userId, range));
  const used = row?.used ?? 0;
  if (Number(row?.thisDream ?? 0) > 0 || used < limit) return;
  throw new AppError("PLAN_LIMIT_REACHED", {
    message: `analysis limit reached (${used}/${limit})`,
    reason: ANALYSIS_MESSAGES.basicAnalysisLimit,
  });
}

/** Serialises one user's analysis starts until the transaction ends, so the count cannot race. */
export async function lockUserAnalyses(tx: Pick<Db, "execute">, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7243003, hashtext(${userId}))`);
}
