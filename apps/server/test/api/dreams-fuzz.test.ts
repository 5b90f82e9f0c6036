import { describe, expect, it } from "vitest";
import { createDream, storedDreams } from "../helpers/dreams";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

/** mulberry32: a small seeded generator, so a failure reproduces. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = random(20261123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
const junk = (): unknown =>
  pick([
    null,
    42,
    -1.5,
    true,
    "",
    "   ",
    [],
    {},
    [1, "two", null],
    { nested: { deeper: [{}] } },
    "2026-13-01",
    "x".repeat(25_000),
    "\u0000\uffff",
    Number.MAX_SAFE_INTEGER,
  ]);
const badDates = [
  "2026-02-30",
  "2026-2-3",
  "03/02/2026",
  "",
  "0000-00-00",
  "2026-02-03T00:00:00Z",
  "9999-99-99",
];
/** Over the cap in characters (code points), as zod counts them. */
const huge = () => "🌙".repeat(20_001 + Math.floor(rand() * 10_000));

/** One body that is wrong in at least one way, for POST (create) or PATCH (update). */
function malformed(forCreate: boolean): unknown {
  const base: Record<string, unknown> = forCreate
    ? { title: "A title", content: "A dream text", dreamDate: "2026-01-02", tags: ["ok"] }
    : { title: "A title" };
  const field = pick(
    forCreate
      ? ["title", "content", "dreamDate", "tags"]
      : ["title", "content", "dreamDate", "tags", "excludeFromAi"],
  );
  switch (Math.floor(rand() * 9)) {
    case 0:
      return pick(["{", "[", "nul", '{"content": }', "undefined", "\u0000", "{'a': 1}", ""]);
    case 1:
      return pick([null, 42, "a string", [], [base], true]);
    case 2: {
      if (forCreate) delete base[pick(["content", "dreamDate"])];
      else base.title = 7;
      return base;
    }
    case 3:
      base[`extra${Math.floor(rand() * 100)}`] = junk();
      return base;
    case 4:
      base.dreamDate = pick(badDates);
      return base;
    case 5:
      base[field] =
        field === "title" || field === "content"
          ? pick([huge(), 5, {}, []])
          : pick([{ a: 1 }, 7, "not-a-list", [[]]]);
      if (field === "dreamDate") base.dreamDate = pick(badDates);
      if (field === "excludeFromAi") base.excludeFromAi = pick(["yes", 1, null]);
      if (field === "tags")
        base.tags = pick([[""], ["x".repeat(41)], Array.from({ length: 21 }, (_, i) => `t${i}`), [1], "t"]);
      return base;
    case 6:
      return { notRemembered: pick([true, "true", 1, false]), dreamDate: pick(badDates), content: junk() };
    case 7:
      return { ...base, notRemembered: pick(["yes", 0, null, {}]) };
    default:
      base.content = forCreate ? pick(["", "   ", "\n\t", null, 123]) : pick(["", " ", null, 0]);
      return base;
  }
}

describe("malformed dream bodies", () => {
  it("answer 1,000 random malformed bodies with a 4xx, never a 5xx, and write nothing", async () => {
    const user = await createUser(t);
    const own = await createDream(t, user, { title: "Untouched" });
    const before = await storedDreams(t, user);
    const statuses = new Map<number, number>();
    const started = performance.now();
    const send = async (i: number) => {
      const forCreate = i % 5 < 3;
      const body = malformed(forCreate);
      const response = await call(t.app, forCreate ? "/api/dreams" : `/api/dreams/${own.id}`, {
        method: forCreate ? "POST" : "PATCH",
        body: typeof body === "string" ? body : JSON.stringify(body),
        cookie: user.cookie,
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status < 400 || response.status >= 500) {
        throw new Error(`body ${i} got ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
      }
      await response.body?.cancel();
    };
    // Ten requests in flight at a time, like a client that does not wait.
    for (let i = 0; i < 1000; i += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, k) => send(i + k)));
    }
    console.info(`1,000 malformed bodies in ${Math.round(performance.now() - started)} ms`, statuses);
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
    expect(await storedDreams(t, user)).toEqual(before);
  });
});
