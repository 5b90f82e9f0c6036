import type { ExportData } from "@somnia/shared/account";
import { asc, eq } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams, interpretations, profiles, user } from "../../db/schema";
import { toDream } from "../dreams/to-dream";
import { toInterpretation } from "../interpretation/to-interpretation";
import { listMemory } from "../memory/list-memory";
import { exportAnalyses } from "./export-analyses";

/** Gathers and decrypts the caller's account, profile, memory, dreams, analyses and interpretations — nobody else's. */
export async function collectExport({
  db,
  crypto,
  userId,
  now = new Date(),
}: {
  db: Db;
  crypto: Crypto;
  userId: string;
  now?: Date;
}): Promise<ExportData> {
  const [row] = await db
    .select({ account: user, profile: profiles })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new Error("the signed-in user has no user row");
  const dreamRows = await db
    .select()
    .from(dreams)
    .where(eq(dreams.userId, userId))
    .orderBy(asc(dreams.dreamDate), asc(dreams.createdAt), asc(dreams.id));
  const interpretationRows = await db
    .select()
    .from(interpretations)
    .where(eq(interpretations.userId, userId))
    .orderBy(asc(interpretations.createdAt), asc(interpretations.id));
  const { account, profile } = row;
  return {
    exportedAt: now.toISOString(),
    account: { email: account.email, name: account.name, createdAt: account.createdAt.toISOString() },
    profile: profile && {
      displayName: profile.displayName,
      avatarUrl: profile.avatarUrl,
      membershipType: profile.membershipType,
      onboardingComplete: profile.onboardingComplete,
      createdAt: profile.createdAt.toISOString(),
    },
    memory: await listMemory({ db, crypto, userId }),
    dreams: await Promise.all(dreamRows.map((dream) => toDream(crypto, dream))),
    analyses: await exportAnalyses({ db, crypto, userId }),
    interpretations: await Promise.all(interpretationRows.map((r) => toInterpretation(crypto, r))),
  };
}
