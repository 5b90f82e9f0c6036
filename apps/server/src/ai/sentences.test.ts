import { describe, expect, it } from "vitest";
import { sentencesOf } from "./sentences";

describe("sentencesOf", () => {
  it("cuts after each sentence (closing quotes kept), the spaces and blank lines kept with it", () => {
    const text = "You said “it was cold.” The sea rose!\n\nWhy now? A **lighthouse** stood there";
    const pieces = sentencesOf(text);
    expect(pieces).toEqual([
      "You said “it was cold.” ",
      "The sea rose!\n\n",
      "Why now? ",
      "A **lighthouse** stood there",
    ]);
    expect(pieces.join("")).toBe(text);
  });

  it("does not cut inside a date written with an ordinal, as German writes it", () => {
    expect(sentencesOf("Im Traum vom 1. Januar 2026 tauchen Wölfe auf. Dann der Wald.")).toEqual([
      "Im Traum vom 1. Januar 2026 tauchen Wölfe auf. ",
      "Dann der Wald.",
    ]);
  });
});
