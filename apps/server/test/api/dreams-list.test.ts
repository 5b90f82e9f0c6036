import { DREAM_MESSAGES, DREAM_PAGE_SIZE } from "@somnia/shared/dreams";
import { describe, expect, it } from "vitest";
import { createDream } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

interface Item {
  id: string;
  title: string;
  dreamDate: string;
  createdAt: string;
}

async function page(user: TestUser, query = "") {
  const response = await call(t.app, `/api/dreams${query}`, { cookie: user.cookie });
  expect(response.status).toBe(200);
  return (await json(response)) as { items: Item[]; nextCursor: string | null };
}

/** Follows 'Load more' until the end, returning the page sizes and every item. */
async function loadAll(user: TestUser, params: Record<string, string> = {}) {
  const sizes: number[] = [];
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const search = new URLSearchParams({ ...params, ...(cursor ? { cursor } : {}) }).toString();
    const next = await page(user, search ? `?${search}` : "");
    sizes.push(next.items.length);
    items.push(...next.items);
    cursor = next.nextCursor;
  } while (cursor);
  return { sizes, items };
}

describe("GET /api/dreams", () => {
  let ada: TestUser;
  let bo: TestUser;

  it("pages 25 dreams as 10, 10 and 5, newest dream date first, with no duplicates", async () => {
    ada = await createUser(t, { name: "Ada" });
    // Several dreams share a date and some share a creation instant: the order must still be total.
    const sameInstant = new Date("2026-03-01T08:00:00.000Z");
    for (let n = 0; n < 25; n++) {
      await createDream(t, ada, {
        title: `Dream ${n}`,
        content: n % 5 === 0 ? `I flew over a silver lighthouse, night ${n}` : `An ordinary night ${n}`,
        dreamDate: `2026-02-${String(10 + Math.floor(n / 3)).padStart(2, "0")}`,
        tags: n % 4 === 0 ? ["flying", "Sea"] : n % 4 === 1 ? ["work"] : null,
        createdAt: n % 2 === 0 ? sameInstant : undefined,
      });
    }
    await createDream(t, ada, {
      title: "DR",
      content: "not remembered",
      notRemembered: true,
      dreamDate: "2026-03-01",
    });

    const { sizes, items } = await loadAll(ada);
    expect(sizes).toEqual([DREAM_PAGE_SIZE, DREAM_PAGE_SIZE, 5]);
    expect(new Set(items.map((i) => i.id)).size).toBe(25);
    const keys = items.map((i) => `${i.dreamDate} ${i.createdAt} ${i.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(items[0]?.dreamDate).toBe("2026-02-18");
  });

  it("searches the words of title, text and tags by their beginnings, any case and accents, and filters by an exact tag", async () => {
    const lighthouse = await loadAll(ada, { q: "LightHouse" });
    expect(lighthouse.items.map((i) => i.title).sort()).toEqual(
      ["Dream 0", "Dream 10", "Dream 15", "Dream 20", "Dream 5"].sort(),
    );
    // Every query word must begin a word; one under three characters must be a whole word.
    expect((await loadAll(ada, { q: "dream 1" })).items.map((i) => i.title)).toEqual(["Dream 1"]);
    expect((await loadAll(ada, { q: "LIGHTH sílv" })).items).toHaveLength(5);
    expect((await loadAll(ada, { q: "ighthouse" })).items).toHaveLength(0);
    expect((await loadAll(ada, { q: "lighthouse ordinary" })).items).toHaveLength(0);
    expect((await loadAll(ada, { q: "sea" })).items).toHaveLength(7); // tag "Sea" on 0, 4, …, 24
    const work = await loadAll(ada, { tag: "work" });
    expect(work.sizes).toEqual([6]);
    const flying = await loadAll(ada, { tag: "flying", q: "lighthouse" });
    expect(flying.items.map((i) => i.title).sort()).toEqual(["Dream 0", "Dream 20"]);
    expect((await loadAll(ada, { tag: "sea" })).items).toHaveLength(0);
    expect((await loadAll(ada, { q: "not remembered" })).items).toHaveLength(0);
  });

  it("pages search results past 10 without duplicates", async () => {
    const { sizes, items } = await loadAll(ada, { q: "night" });
    expect(sizes).toEqual([10, 10, 5]);
    expect(new Set(items.map((i) => i.id)).size).toBe(25);
  });

  it("never searches another user's dreams", async () => {
    bo = await createUser(t, { name: "Bo" });
    expect(await loadAll(bo, { q: "lighthouse" })).toEqual({ sizes: [0], items: [] });
    expect(await loadAll(bo, { tag: "work" })).toEqual({ sizes: [0], items: [] });
    const first = await page(ada);
    const borrowed = await page(bo, `?cursor=${first.nextCursor}`);
    expect(borrowed.items).toEqual([]);
  });

  it("refuses a cursor it did not make", async () => {
    for (const cursor of ["garbage", "W10", Buffer.from('["x","y","z"]').toString("base64url"), "%00"]) {
      const response = await call(t.app, `/api/dreams?cursor=${cursor}`, { cookie: ada.cookie });
      expect(response.status).toBe(400);
      expect((await json(response)).error.reason).toBe(DREAM_MESSAGES.invalidCursor);
    }
  });
});
