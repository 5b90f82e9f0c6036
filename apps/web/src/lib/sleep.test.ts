import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { sleep } from "./sleep";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it("resolves once the time has passed, not before", async () => {
  const done = vi.fn();
  void sleep(1000).then(done);
  await vi.advanceTimersByTimeAsync(999);
  expect(done).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(done).toHaveBeenCalledOnce();
});

it("rejects with the abort's reason as soon as the signal aborts, and leaves no timer behind", async () => {
  const controller = new AbortController();
  const waiting = sleep(1000, controller.signal);
  controller.abort(new Error("left"));
  await expect(waiting).rejects.toThrow("left");
  expect(vi.getTimerCount()).toBe(0);
});

it("rejects at once for a signal that has already aborted", async () => {
  await expect(sleep(1000, AbortSignal.abort(new Error("gone")))).rejects.toThrow("gone");
  expect(vi.getTimerCount()).toBe(0);
});
