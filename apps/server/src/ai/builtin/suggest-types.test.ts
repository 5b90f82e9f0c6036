import { describe, expect, it } from "vitest";
import { suggestTypes } from "./suggest-types";

const RECURRING = ["I keep having the same dream: a house with rooms I never knew existed."];

describe("built-in analyst: suggested dream types", () => {
  const cases: [string, string[]][] = [
    // Lucid: the dreamer knows, in the dream, that it is a dream.
    ["I was walking in a forest when I realised I was dreaming. I started to fly.", ["lucid"]],
    ["Suddenly I knew it was a dream, so I jumped off the roof.", ["lucid"]],
    ["'I'm dreaming', I thought, and the sky turned green.", ["lucid"]],
    ["I became lucid and could control the dream.", ["lucid"]],
    ["I took control of my dream and flew over the city.", ["lucid"]],
    ["I did a reality check and my hand had six fingers.", ["lucid"]],
    ["I didn't realise I was dreaming until the very end.", []],
    ["Then I woke up and realised it was only a dream.", []],
    ["I wish I could control my dreams.", []],
    ["I have never had a lucid dream.", []],
    ["Was I dreaming?", []],
    // Nightmare: strong fear felt by the dreamer, fear on waking, or the dream called one.
    ["A man chased me through a dark house. I was terrified.", ["nightmare"]],
    ["I woke up screaming.", ["nightmare"]],
    ["I woke in a sweat.", ["nightmare"]],
    ["The lift fell. Then I woke up. I was drenched in sweat and shaking.", ["nightmare"]],
    ["I woke up scared.", ["nightmare"]],
    ["I felt a sense of dread as the door opened.", ["nightmare"]],
    ["I had a nightmare about spiders.", ["nightmare"]],
    ["It wasn't a nightmare at all, it was lovely.", []],
    ["I was a bit nervous before the concert, but it went well.", []],
    ["My sister was terrified of the spider but I laughed.", []],
    ["I woke up in a forest and walked to a lake.", []],
    // Both at once.
    ["I was terrified of the monster until I realised I was dreaming.", ["lucid", "nightmare"]],
  ];
  for (const [text, expected] of cases) {
    it(`"${text}" → ${expected.join(", ") || "none"}`, () => {
      expect(suggestTypes(text)).toEqual(expected);
    });
  }

  it("suggests Recurring for a close match with a recurring dream of the profile, and only then", () => {
    expect(suggestTypes("I was in a childhood house with many unknown rooms.", RECURRING)).toEqual([
      "recurring",
    ]);
    expect(suggestTypes("I was at my friend's house eating cake.", RECURRING)).toEqual([]);
    expect(suggestTypes("I was in a childhood house with many unknown rooms.")).toEqual([]);
  });

  it("suggests nothing for a dream it cannot read", () => {
    expect(
      suggestTypes("Soñé que estaba en una casa con muchas habitaciones y tenía miedo.", RECURRING),
    ).toEqual([]);
  });
});
