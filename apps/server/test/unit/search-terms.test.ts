import { normalize, wordsOf } from "@somnia/shared/words";
import { describe, expect, it } from "vitest";
import {
  blindHasher,
  bloomOf,
  type Namespace,
  probesOf,
  termIdOf,
} from "../../src/services/search/blind-terms";
import { indexEntries } from "../../src/services/search/index-entries";
import { lookupTerm, matchesWords, prefixesOf } from "../../src/services/search/words";

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);

/** Whether all 8 probe bits of a term are set in a '0'/'1' filter. */
const mayContain = (bloom: string, namespace: Namespace, value: string) =>
  probesOf(key, namespace, value).every((probe) => bloom[probe % bloom.length] === "1");

describe("search words", () => {
  it("folds case, width and accents", () => {
    expect(normalize("Café ÜBER ｆｕｌｌ")).toBe("cafe uber full");
    expect([...wordsOf("Deep-blue sea, 42 ships! naïve")]).toEqual([
      "deep",
      "blue",
      "sea",
      "42",
      "ships",
      "naive",
    ]);
  });

  it("indexes a word by its beginnings from three characters, up to sixteen", () => {
    expect(prefixesOf("ox")).toEqual(["ox"]);
    expect(prefixesOf("light")).toEqual(["lig", "ligh", "light"]);
    const long = "incomprehensibilities";
    expect(prefixesOf(long).at(-1)).toBe(long.slice(0, 16));
    expect(lookupTerm(long)).toBe(long.slice(0, 16));
    expect(lookupTerm("light")).toBe("light");
  });

  it("matches when every query word begins a word, and short ones are whole", () => {
    const words = wordsOf("The lighthouse and an ox");
    expect(matchesWords(["lighth", "ox"], words)).toBe(true);
    expect(matchesWords(["ighthouse"], words)).toBe(false);
    expect(matchesWords(["o"], words)).toBe(false);
    expect(matchesWords(["lighthouses"], words)).toBe(false);
  });
});

describe("the keyed Bloom filter", () => {
  const words = Array.from({ length: 300 }, (_, i) => `word${i}`);
  const bloom = bloomOf(
    key,
    words.map((value) => ({ namespace: "word" as const, value })),
  );

  it("holds every term it was built from, sized to them", () => {
    expect(bloom).toMatch(/^[01]+$/);
    expect(bloom.length).toBe(300 * 12);
    for (const word of words) expect(mayContain(bloom, "word", word)).toBe(true);
  });

  it("lets few absent terms through, and keeps namespaces apart", () => {
    const absent = Array.from({ length: 20_000 }, (_, i) => `absent${i}`);
    const falsePositives = absent.filter((word) => mayContain(bloom, "word", word)).length;
    expect(falsePositives / absent.length).toBeLessThan(0.01);
    expect(words.filter((word) => mayContain(bloom, "tag", word)).length).toBeLessThan(10);
  });

  it("hashes the same term differently under another user's key", () => {
    expect(termIdOf(key, "tag", "flying")).not.toBe(termIdOf(otherKey, "tag", "flying"));
    expect(probesOf(key, "word", "sea")).not.toEqual(probesOf(otherKey, "word", "sea"));
    expect(termIdOf(key, "tag", "sea")).not.toBe(termIdOf(key, "word", "sea"));
  });
});

describe("a dream's index entries", () => {
  it("are its words, tags, emotions, symbols and types; nothing for an 'I don't remember' entry", () => {
    const dream = {
      notRemembered: false,
      title: "Flood",
      content: "Water everywhere",
      tags: ["Sea", "Sea"],
      emotions: ["fear"],
      symbols: ["water"],
      types: ["nightmare" as const],
    };
    const { bloom, chips } = indexEntries(blindHasher(key), dream);
    expect(chips.map(({ kind, value }) => [kind, value])).toEqual([
      [1, "Sea"],
      [2, "fear"],
      [3, "water"],
      [4, "nightmare"],
    ]);
    expect(mayContain(bloom, "type", "nightmare")).toBe(true);
    expect(mayContain(bloom, "type", "lucid")).toBe(false);
    expect(mayContain(bloom, "word", "everyw")).toBe(true);
    expect(mayContain(bloom, "tag", "Sea")).toBe(true);
    const none = indexEntries(blindHasher(key), { ...dream, notRemembered: true });
    expect(none.chips).toEqual([]);
    expect(none.bloom).not.toContain("1");
  });
});
