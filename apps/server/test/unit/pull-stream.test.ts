import { describe, expect, it, vi } from "vitest";
import { pullStream } from "../../src/services/export/pull-stream";

describe("pullStream", () => {
  /** Pieces "0", "1", … counted as they are produced; `ended` settles when the generator finishes. */
  function counted(failAt = Number.POSITIVE_INFINITY) {
    const produced: number[] = [];
    let end: () => void = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    async function* pieces() {
      try {
        for (let i = 0; i < 100; i++) {
          if (i === failAt) throw new Error(`piece ${i} failed`);
          produced.push(i);
          yield `${i}`;
        }
      } finally {
        end();
      }
    }
    return { pieces: pieces(), produced, ended };
  }
  /** Lets every pending callback and promise of the stream machinery run (a turn of the event loop, no clock). */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it("produces a piece only when the reader asks for one, and stops when it cancels", async () => {
    const { pieces, produced, ended } = counted();
    const reader = pullStream(pieces, { onError: vi.fn() }).getReader();
    await settle();
    expect(produced).toEqual([]);
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("0");
    await settle();
    expect(produced).toEqual([0]);
    await reader.read();
    await reader.cancel();
    await ended;
    expect(produced).toEqual([0, 1]);
  });

  it("errors the stream, and reports it, when a piece fails", async () => {
    const { pieces, ended } = counted(2);
    const onError = vi.fn();
    const reader = pullStream(pieces, { onError }).getReader();
    await reader.read();
    await reader.read();
    await expect(reader.read()).rejects.toThrow("the export failed after the response began");
    await ended;
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ message: "piece 2 failed" }));
  });

  it("stops producing when the request is aborted, and a later read fails", async () => {
    const { pieces, produced, ended } = counted();
    const request = new AbortController();
    const onError = vi.fn();
    const reader = pullStream(pieces, { signal: request.signal, onError }).getReader();
    await reader.read();
    request.abort();
    await ended;
    await expect(reader.read()).rejects.toThrow();
    expect(produced).toEqual([0]);
    expect(onError).not.toHaveBeenCalled();
  });
});
