import { describe, expect, it } from "vitest";
import { personalInfoSentence, shownPersonalInfo } from "./onboarding";

describe("personal information from onboarding", () => {
  it("is saved neutrally, never about 'the dreamer'", () => {
    expect(personalInfoSentence("female", 1990)).toBe("Gender: female; born in 1990.");
    expect(personalInfoSentence("other", 2001)).not.toMatch(/dreamer/i);
  });

  it("shows the sentence once saved in the third person as today's, and anything else as written", () => {
    expect(shownPersonalInfo("The dreamer's gender is female and they were born in 1990.")).toBe(
      "Gender: female; born in 1990.",
    );
    expect(shownPersonalInfo("I am a nurse and I work nights.")).toBe("I am a nurse and I work nights.");
  });
});
