import { describe, expect, it } from "vitest";
import { readAhead } from "../../src/services/import/read-ahead";

/** A source of `count` numbers that records how far it has been read, and whether it was closed. */
function source(count: number, failAt?: number) {
  const state = { read: 0, closed: false };
  async function* items() {
    try {
      for (let i = 0; i < count; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        if (i === failAt) throw new Error(`unreadable at ${i}`);
        state.read = i + 1;
        yield i;
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, items: items() };
}

describe("readAhead", () => {
  it("gives every item in order, the source read ahead of the caller", async () => {
    const { state, items } = source(10);
    const got: number[] = [];
    for await (const item of readAhead(items, 3)) {
      if (item === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        // While the caller worked on the first item, the next ones were read.
        expect(state.read).toBeGreaterThanOrEqual(3);
        expect(state.read).toBeLessThanOrEqual(5);
      }
      got.push(item);
    }
    expect(got).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(state.closed).toBe(true);
  });

  it("throws the source's failure where its item would have come, after the items before it", async () => {
    const { state, items } = source(10, 4);
    const got: number[] = [];
    await expect(
      (async () => {
        for await (const item of readAhead(items, 3)) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          got.push(item);
        }
      })(),
    ).rejects.toThrow("unreadable at 4");
    expect(got).toEqual([0, 1, 2, 3]);
    expect(state.closed).toBe(true);
  });

  it("closes the source when the caller stops early", async () => {
    const { state, items } = source(100);
    for await (const item of readAhead(items, 5)) if (item === 2) break;
    expect(state.closed).toBe(true);
    expect(state.read).toBeLessThan(100);
  });
});
