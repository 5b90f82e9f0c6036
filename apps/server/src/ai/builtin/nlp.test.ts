import { describe, expect, it } from "vitest";
import { readSentences } from "./nlp";

const read = (text: string) =>
  readSentences(text)
    .flatMap((sentence) => sentence.tokens)
    .map((token) => `${token.normal}/${token.pos}`)
    .join(" ");

describe("reading a dream", () => {
  it('reads the same text the same way whatever was read before (wink learns "Dad\'s" as one word)', () => {
    const text = "I was driving my dad's car down a steep hill.";
    const before = read(text);
    readSentences("It opened into our old bedroom at Mum and Dad's, bunk beds and everything.");
    expect(read(text)).toBe(before);
    expect(before).toContain("dad/NOUN 's/PART car/NOUN");
  });

  it("numbers the tokens in order, the possessive's own included", () => {
    const tokens = readSentences("Anna's dog barked. Tom's did not.").flatMap((sentence) => sentence.tokens);
    expect(tokens.map((token) => token.index)).toEqual(tokens.map((_, i) => i));
    expect(tokens.map((token) => token.text).slice(0, 3)).toEqual(["Anna", "'s", "dog"]);
  });
});
