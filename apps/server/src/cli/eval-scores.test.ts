import { describe, expect, it } from "vitest";
import { percentile, score } from "./eval-scores";

describe("eval:analyst scores", () => {
  it("gives per-class precision, recall and F1 over reports, and their macro average", () => {
    const { perClass, macroF1 } = score([
      { expected: ["anger"], found: ["anger"] },
      { expected: ["anger", "sadness"], found: ["apprehension"] },
      { expected: [], found: ["anger"] },
    ]);
    expect(perClass.anger).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5, support: 2 });
    expect(perClass.apprehension).toMatchObject({ precision: 0, recall: 1, f1: 0, support: 0 });
    expect(perClass.sadness).toMatchObject({ precision: 1, recall: 0, f1: 0, support: 1 });
    // Confusion and happiness: nobody coded them and nobody found them.
    expect(perClass.confusion.f1).toBe(1);
    expect(macroF1).toBeCloseTo((0.5 + 0 + 0 + 1 + 1) / 5);
  });

  it("takes the nearest-rank percentile", () => {
    const times = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(times, 0.95)).toBe(19);
    expect(percentile([3], 0.95)).toBe(3);
    expect(percentile([], 0.95)).toBe(0);
  });
});
