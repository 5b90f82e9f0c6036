import type { Detections } from "@somnia/shared/detections";
import type { MembershipType } from "@somnia/shared/profile";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { dreams, profiles } from "../../src/db/schema";
import { lexiconEntry } from "../../src/domain/symbols/lexicon";
import { reindexDream } from "../../src/services/search/reindex-dream";
import type { TestUser } from "./factories";
import { call } from "./http";
import type { TestApp } from "./test-app";

/** Stored chips of these lexicon symbols, each with its own word as evidence, and no feelings. */
export const symbolChips = (...symbols: string[]): Detections => ({
  emotions: [],
  symbols: symbols.map((symbol) => ({
    symbol,
    label: lexiconEntry(symbol)?.label ?? symbol,
    evidence: [symbol],
  })),
});

export interface DreamOverrides {
  title?: string | null;
  content?: string;
  dreamDate?: string;
  tags?: string[] | null;
  notRemembered?: boolean;
  isAnalyzed?: boolean;
  createdAt?: Date;
  /** Stored chips (encrypted); absent: none, as for a dream saved while detection failed. */
  detections?: Detections | null;
  detectionsEdited?: boolean;
  /** false: leave it out of the search index, as a dream stored before the index existed. */
  indexed?: boolean;
}

/**
 * Writes a dream straight into the database, encrypted as the server stores it (no plan check,
 * no AI title) and indexed for search like the server does: for lists, pagination and month
 * boundaries. Returns the stored row.
 */
export async function createDream(t: TestApp, user: Pick<TestUser, "id">, overrides: DreamOverrides = {}) {
  const { crypto } = t.ctx;
  const title = overrides.title === undefined ? "A test dream" : overrides.title;
  const tags = overrides.tags ?? null;
  const [row] = await t.ctx.db
    .insert(dreams)
    .values({
      userId: user.id,
      title: title === null ? null : await crypto.encrypt(user.id, title),
      content: await crypto.encrypt(user.id, overrides.content ?? "I walked through a quiet house."),
      tags: tags && tags.length > 0 ? await crypto.encrypt(user.id, JSON.stringify(tags)) : null,
      dreamDate: overrides.dreamDate ?? "2026-01-15",
      notRemembered: overrides.notRemembered ?? false,
      isAnalyzed: overrides.isAnalyzed ?? false,
      detections: overrides.detections
        ? await crypto.encrypt(user.id, JSON.stringify(overrides.detections))
        : null,
      detectionsEdited: overrides.detectionsEdited ?? false,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error("dream insert returned nothing");
  if (overrides.indexed !== false) {
    const cipher = await crypto.forUser(user.id);
    await t.ctx.db.transaction((tx) => reindexDream(tx, cipher, row.id));
  }
  return row;
}

/** Creates the user's profile (POST /api/me) and sets the plan directly, as a billing event would. */
export async function setMembership(t: TestApp, user: TestUser, membershipType: MembershipType) {
  const created = await call(t.app, "/api/me", { method: "POST", cookie: user.cookie });
  expect(created.status).toBeLessThan(300);
  await t.ctx.db.update(profiles).set({ membershipType }).where(eq(profiles.id, user.id));
}

/** The caller's stored dream rows (ciphertext), for asserting on what the database holds. */
export function storedDreams(t: TestApp, user: Pick<TestUser, "id">) {
  return t.ctx.db.select().from(dreams).where(eq(dreams.userId, user.id));
}

/** The ids of every dream `GET /api/dreams` lists for `query`, page after page, newest first. */
export async function searchIds(
  t: TestApp,
  user: Pick<TestUser, "cookie">,
  query: Record<string, string | undefined>,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    if (cursor) params.set("cursor", cursor);
    const response = await call(t.app, `/api/dreams?${params}`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items: { id: string }[]; nextCursor: string | null };
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}
