import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "@/test/memory-storage";
import { forgetSavedCopy, keepSavedCopy, restoreSavedCopy, savedCopyState } from "./saved-copy";

const HOUR = 3_600_000;
const session = (id: string, expiresIn = HOUR) => ({
  user: { id, email: `${id}@example.com`, name: id, image: null },
  session: {
    id: "session-1",
    token: "secret-token",
    expiresAt: new Date(Date.now() + expiresIn).toISOString(),
  },
});
const dream = (title: string) => ({ id: title, title, content: `${title}, in full` });
const journal = {
  pages: [{ items: [dream("A")], nextCursor: "c1" }, { items: [dream("B")] }],
  pageParams: [undefined, "c1"],
};
const UNFILTERED = ["dreams", "list", { q: undefined, tag: undefined }];

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("localStorage", storage);
  vi.useFakeTimers();
});
afterEach(() => {
  forgetSavedCopy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A client holding what the server gave a signed-in `user`, saved as it would be in the app. */
async function savedFor(user: string, changedAt = () => 0, expiresIn = HOUR) {
  const client = new QueryClient();
  const stop = keepSavedCopy(client, changedAt);
  client.setQueryData(["session"], session(user, expiresIn));
  client.setQueryData(["me"], { name: user, plan: "plus" });
  client.setQueryData(["stats", "profile"], { totalDreams: 2 });
  client.setQueryData(UNFILTERED, journal);
  client.setQueryData(["dreams", "list", { q: "harbour" }], journal);
  client.setQueryData(["dreams", "detail", "A"], dream("A"));
  client.setQueryData(["stats", "calendar", "2026-11"], { count: 2 });
  await vi.advanceTimersByTimeAsync(1000);
  stop();
  return client;
}

describe("the saved copy", () => {
  it("keeps who is signed in (never the session's token), the profile, its figures and the journal's first page", async () => {
    await savedFor("ada");
    const text = storage.getItem("somnia.saved-copy") ?? "";
    expect(text).not.toContain("secret-token");
    expect(text).not.toContain("session-1");
    const fresh = new QueryClient();
    restoreSavedCopy(fresh);
    expect(fresh.getQueryData(["session"])).toMatchObject({ user: { id: "ada", email: "ada@example.com" } });
    expect(fresh.getQueryData(["me"])).toEqual({ name: "ada", plan: "plus" });
    expect(fresh.getQueryData(["stats", "profile"])).toEqual({ totalDreams: 2 });
    expect(fresh.getQueryData(UNFILTERED)).toEqual({ pages: [journal.pages[0]], pageParams: [undefined] });
    // Each is asked for again as soon as it is shown, however recently it was saved.
    expect(fresh.getQueryState(UNFILTERED)?.isInvalidated).toBe(true);
    expect(fresh.getQueryState(["session"])?.isInvalidated).toBe(true);
    // A search, a single dream and a month are asked of the server each time.
    expect(fresh.getQueryData(["dreams", "list", { q: "harbour" }])).toBeUndefined();
    expect(fresh.getQueryData(["dreams", "detail", "A"])).toBeUndefined();
    expect(fresh.getQueryData(["stats", "calendar", "2026-11"])).toBeUndefined();
  });

  it("is not used once the session it was saved with has expired, and is then deleted", async () => {
    await savedFor("ada", () => 0, 30 * 60_000);
    vi.setSystemTime(Date.now() + HOUR);
    const fresh = new QueryClient();
    restoreSavedCopy(fresh);
    expect(fresh.getQueryData(UNFILTERED)).toBeUndefined();
    expect(fresh.getQueryData(["session"])).toBeUndefined();
    expect(storage.getItem("somnia.saved-copy")).toBeNull();
  });

  it("saves nothing after the session changed in another tab, until it has been read again", async () => {
    await savedFor("ada", () => Date.now() + 1);
    expect(storage.getItem("somnia.saved-copy")).toBeNull();
  });

  it("saves nothing with no one signed in, and is deleted on sign-out", async () => {
    const client = new QueryClient();
    const stop = keepSavedCopy(client, () => 0);
    client.setQueryData(["session"], null);
    client.setQueryData(["me"], { name: "nobody" });
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(storage.getItem("somnia.saved-copy")).toBeNull();
    await savedFor("ada");
    expect(storage.getItem("somnia.saved-copy")).not.toBeNull();
    forgetSavedCopy();
    expect(storage.getItem("somnia.saved-copy")).toBeNull();
  });

  it("says data is the saved copy while it is updated, offline once it could not be, and nothing once replaced", async () => {
    await savedFor("ada");
    const savedAt = Date.now();
    vi.setSystemTime(savedAt + HOUR / 2);
    const fresh = new QueryClient();
    restoreSavedCopy(fresh);
    const state = fresh.getQueryState(UNFILTERED);
    const dataUpdatedAt = state?.dataUpdatedAt ?? 0;
    expect(dataUpdatedAt).toBeLessThanOrEqual(savedAt);
    expect(savedCopyState({ dataUpdatedAt, fetchStatus: "fetching", isError: false })).toEqual({
      state: "updating",
      savedAt: dataUpdatedAt,
    });
    expect(savedCopyState({ dataUpdatedAt, fetchStatus: "paused", isError: false })?.state).toBe("offline");
    expect(savedCopyState({ dataUpdatedAt, fetchStatus: "idle", isError: true })?.state).toBe("offline");
    expect(savedCopyState({ dataUpdatedAt: Date.now(), fetchStatus: "idle", isError: false })).toBeNull();
  });
});
