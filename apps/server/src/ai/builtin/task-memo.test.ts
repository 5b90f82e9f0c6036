import { describe, expect, it } from "vitest";
import { memoForTask } from "./task-memo";

describe("memoForTask", () => {
  it("answers the same arguments once within a task, and again in the next", async () => {
    let calls = 0;
    const lengthOf = memoForTask(
      (text: string) => {
        calls += 1;
        return { length: text.length };
      },
      (text) => text,
    );
    const first = lengthOf("a dream");
    expect(lengthOf("a dream")).toBe(first);
    expect(calls).toBe(1);
    expect(lengthOf("another dream")).toEqual({ length: 13 });
    expect(calls).toBe(2);
    // Past the task, nothing is kept: the same text is read again.
    await new Promise((resolve) => setImmediate(resolve));
    expect(lengthOf("another dream")).toEqual({ length: 13 });
    expect(calls).toBe(3);
  });
});
