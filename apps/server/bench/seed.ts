import { NOT_REMEMBERED_CONTENT, NOT_REMEMBERED_TITLE } from "@somnia/shared/dreams";
import { and, eq } from "drizzle-orm";
import { dreams } from "../src/db/schema/dreams";
import { profiles } from "../src/db/schema/profiles";
import { encryptDetections } from "../src/services/dreams/dream-detections";
import { encryptTags, encryptTitle } from "../src/services/dreams/encrypt-fields";
import { lastMailTo, pathOf } from "../test/helpers/outbox";
import { dreamChips } from "./chips";
import { dreamText, seededRandom } from "./dream-text";
import type { BenchServer } from "./server";

const BATCH = 500;
/** About one "I don't remember" entry in 30, as a real journal would have. */
const NOT_REMEMBERED_SHARE = 1 / 30;
/** Dreams saved while the AI was unavailable have no chips until analysed. */
const UNDETECTED_SHARE = 0.03;
const YEARS = 5;

export interface SeededUser {
  id: string;
  cookie: string;
}

let signUps = 0;

/**
 * Signs up through the app (in-process, each user from its own client address, so the sign-up rate
 * limit of 5 a minute per address does not apply across users), follows the verification link from
 * the outbox: the session cookie it sets.
 */
export async function signUpUser(server: BenchServer, name: string): Promise<SeededUser> {
  const n = signUps++;
  const socket = { remoteAddress: `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}` };
  const email = `${name}-${Date.now()}-${n}@example.com`;
  const request = (path: string, init: { method?: string; body?: string; cookie?: string } = {}) => {
    const headers = { origin: server.url, "content-type": "application/json", cookie: init.cookie ?? "" };
    const { method, body } = init;
    return server.app.request(`${server.url}${path}`, { method, body, headers }, { incoming: { socket } });
  };
  const body = JSON.stringify({ email, password: "correct horse battery staple", name: "Bench Dreamer" });
  const signUp = await request("/api/auth/sign-up/email", { method: "POST", body });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mail = await lastMailTo(server.ctx.env.DATA_DIR, email);
  const verify = await request(pathOf(mail.links[0] as string));
  const cookie = verify.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
  const session = await request("/api/auth/get-session", { cookie });
  const signedIn = session.ok ? ((await session.json()) as { user?: { id: string } } | null) : null;
  if (verify.status >= 400 || !signedIn?.user) throw new Error(`verification failed: ${verify.status}`);
  return { id: signedIn.user.id, cookie };
}

/**
 * The profile row onboarding would create. Plus, so a user of the mixed load can keep saving dreams
 * (Basic allows 3 a month): set directly, as only billing events set it in the app.
 */
export async function seedProfile(server: BenchServer, userId: string, plus: boolean): Promise<void> {
  await server.ctx.db.insert(profiles).values({
    id: userId,
    displayName: "Bench Dreamer",
    membershipType: plus ? "Plus" : "Basic",
    onboardingComplete: true,
  });
}

export interface SeedOptions {
  count: number;
  /** The generator's seed: the same seed, the same journal. */
  seed: number;
  /** Put the rare word, tag and symbol on one of these dreams (the first batch a user gets). */
  rare: boolean;
}

/**
 * Inserts `count` encrypted dreams for the user (dates over the last five years) with their tags and
 * emotion and symbol chips, in batches. Rows go in directly: see `buildSearchIndex`.
 */
export async function seedDreams(server: BenchServer, userId: string, options: SeedOptions): Promise<void> {
  const { db, crypto } = server.ctx;
  const { count } = options;
  const random = seededRandom(options.seed);
  const rareAt = options.rare ? Math.floor(count / 2) : -1;
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows = await Promise.all(
      Array.from({ length: Math.min(BATCH, count - start) }, async (_, k) => {
        const i = start + k;
        const createdAt = new Date(now - Math.round(((count - i) / count) * YEARS * 365 * 86_400_000));
        const dreamDate = createdAt.toISOString().slice(0, 10);
        if (i !== rareAt && random() < NOT_REMEMBERED_SHARE) {
          const [title, content] = await Promise.all([
            crypto.encrypt(userId, NOT_REMEMBERED_TITLE),
            crypto.encrypt(userId, NOT_REMEMBERED_CONTENT),
          ]);
          return { userId, title, content, tags: null, dreamDate, createdAt, notRemembered: true };
        }
        const text = dreamText(random, i === rareAt);
        const sentences = text.content.split(/(?<=\.)\s+/);
        const chips =
          i !== rareAt && random() < UNDETECTED_SHARE ? null : dreamChips(random, sentences, i === rareAt);
        const [title, content, tags, detections] = await Promise.all([
          encryptTitle(crypto, userId, text.title),
          crypto.encrypt(userId, text.content),
          encryptTags(crypto, userId, text.tags),
          chips && encryptDetections(crypto, userId, chips),
        ]);
        return { userId, title, content, tags, detections, dreamDate, createdAt, isAnalyzed: random() < 0.4 };
      }),
    );
    await db.insert(dreams).values(rows);
  }
}

/**
 * Indexes the seeded rows for search with the server's own start-up backfill (the path an existing
 * journal takes when the index is new); returns the milliseconds it took.
 */
export async function buildSearchIndex(server: BenchServer): Promise<number> {
  const start = performance.now();
  await server.ctx.searchIndex.backfill();
  return performance.now() - start;
}
/** The user's remembered dreams' ids (what a user opens from the list). */
export async function rememberedIds(server: BenchServer, userId: string): Promise<string[]> {
  const rows = await server.ctx.db
    .select({ id: dreams.id })
    .from(dreams)
    .where(and(eq(dreams.userId, userId), eq(dreams.notRemembered, false)));
  return rows.map((row) => row.id);
}
