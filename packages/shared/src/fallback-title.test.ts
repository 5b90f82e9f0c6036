import { describe, expect, it } from "vitest";
import { fallbackDreamTitle } from "./fallback-title";

describe("fallbackDreamTitle", () => {
  it.each([
    ["I was flying over the ocean with whales", "Dream about flying and ocean"],
    ["A giant snake chased me", "Dream about giant and snake"],
    ["Suddenly there were teeth everywhere", "Dream about teeth and everywhere"],
    ["The exam", "Dream: The exam"],
    ["Ich träumte von einem Schloss am Meer", "Dream about träumte and schloss"],
    ["Soñé que volaba sobre montañas", "Dream about volaba and montañas"],
  ])("uses up to two long words: %s", (text, title) => {
    expect(fallbackDreamTitle(text)).toBe(title);
  });

  it("skips stop words and repeated words", () => {
    expect(fallbackDreamTitle("Something about water. Water, water everywhere.")).toBe(
      "Dream about water and everywhere",
    );
  });

  it("uses one word when only one is long enough", () => {
    expect(fallbackDreamTitle("a red horse")).toBe("Dream about horse");
  });

  it("falls back to the start of the text when no word is long enough", () => {
    expect(fallbackDreamTitle("I ran. It was odd. Then a cat sat on me and we all ate pie.")).toBe(
      "Dream: I ran.",
    );
    expect(fallbackDreamTitle("me and a cat and a dog and a pig and a cow and a hen")).toBe(
      "Dream: me and a cat and a dog and a p…",
    );
  });

  it("copes with unspaced scripts, digits and very long text", () => {
    expect(fallbackDreamTitle("空を飛んだ")).toBe("Dream about 空を飛んだ");
    expect(fallbackDreamTitle("我梦见自己在一个非常非常非常非常长的走廊里一直走一直走一直走到天亮")).toMatch(
      /^Dream: .{30}…$/u,
    );
    expect(fallbackDreamTitle("42 7 13")).toBe("Dream: 42 7 13");
    const long = `${"zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz ".repeat(500)}`;
    expect(fallbackDreamTitle(long).length).toBeLessThanOrEqual(40);
  });

  it("never returns an empty title for empty-ish input", () => {
    for (const text of ["", "   ", "\n\t", "!!!", "?!…", "— — —", "🙂🙂"]) {
      expect(fallbackDreamTitle(text)).toBe("Untitled dream");
    }
  });
});
