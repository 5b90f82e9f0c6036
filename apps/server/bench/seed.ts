import { NOT_REMEMBERED_CONTENT, NOT_REMEMBERED_TITLE } from "@somnia/shared/dreams";
import { dreams } from "../src/db/schema/dreams";
import { encryptTags, encryptTitle } from "../src/services/dreams/encrypt-fields";
import { lastMailTo } from "../test/helpers/outbox";
import { dreamText, seededRandom } from "./dream-text";
import type { BenchServer } from "./server";

const BATCH = 500;
/** About one "I don't remember" entry in 30, as a real journal would have. */
const NOT_REMEMBERED_SHARE = 1 / 30;
const YEARS = 5;

export interface SeededUser {
  id: string;
  cookie: string;
}

/** Signs up over HTTP, follows the verification link from the outbox, signs in: a session cookie. */
export async function signUpUser(server: BenchServer): Promise<SeededUser> {
  const email = `bench-${Date.now()}@example.com`;
  const password = "correct horse battery staple";
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const signUp = await post("/api/auth/sign-up/email", { email, password, name: "Bench Dreamer" });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mail = await lastMailTo(server.ctx.env.DATA_DIR, email);
  const verify = await fetch(mail.links[0] as string, { redirect: "manual" });
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
  const signIn = await post("/api/auth/sign-in/email", { email, password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { user } = (await signIn.json()) as { user: { id: string } };
  return { id: user.id, cookie };
}

/** Inserts `count` encrypted dreams for the user (dates over the last five years), in batches. */
export async function seedDreams(server: BenchServer, userId: string, count: number): Promise<void> {
  const { db, crypto } = server.ctx;
  const random = seededRandom(20_261_123);
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows = await Promise.all(
      Array.from({ length: Math.min(BATCH, count - start) }, async (_, k) => {
        const i = start + k;
        const createdAt = new Date(now - Math.round(((count - i) / count) * YEARS * 365 * 86_400_000));
        const dreamDate = createdAt.toISOString().slice(0, 10);
        if (random() < NOT_REMEMBERED_SHARE) {
          const [title, content] = await Promise.all([
            crypto.encrypt(userId, NOT_REMEMBERED_TITLE),
            crypto.encrypt(userId, NOT_REMEMBERED_CONTENT),
          ]);
          return { userId, title, content, tags: null, dreamDate, createdAt, notRemembered: true };
        }
        const text = dreamText(random);
        const [title, content, tags] = await Promise.all([
          encryptTitle(crypto, userId, text.title),
          crypto.encrypt(userId, text.content),
          encryptTags(crypto, userId, text.tags),
        ]);
        return { userId, title, content, tags, dreamDate, createdAt, isAnalyzed: random() < 0.4 };
      }),
    );
    await db.insert(dreams).values(rows);
  }
}
