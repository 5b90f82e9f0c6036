import { describe, expect, it } from "vitest";
import { dictationLanguage, insertDictated, readResults } from "./dictation-text";
import { dictationError, type SpeechResultList } from "./speech-recognition";

const at = (position: number) => ({ start: position, end: position });

describe("insertDictated", () => {
  it("puts the words at the cursor, spaced from the words on either side", () => {
    const text = "I stood on a bridge over green water.";
    const cursor = "I stood on a bridge".length;
    expect(insertDictated(text, at(cursor), "of old rope")).toEqual({
      text: "I stood on a bridge of old rope over green water.",
      caret: "I stood on a bridge of old rope".length,
    });
  });

  it("continues after the words just inserted, so consecutive results read in order", () => {
    const first = insertDictated("A bridge over water.", at("A bridge".length), "of rope");
    const second = insertDictated(first.text, at(first.caret), "and wood");
    expect(second.text).toBe("A bridge of rope and wood over water.");
    expect(second.caret).toBe("A bridge of rope and wood".length);
  });

  it("adds no second space where the text already has one, and none before clinging punctuation", () => {
    expect(insertDictated("in the ", at(7), "forest").text).toBe("in the forest");
    expect(insertDictated("in the forest", at(6), "dark").text).toBe("in the dark forest");
    expect(insertDictated("in the forest", at(13), ", alone").text).toBe("in the forest, alone");
    expect(insertDictated("a door", at(6), "…").text).toBe("a door…");
    expect(insertDictated("a door.", at(6), "that sang").text).toBe("a door that sang.");
    expect(insertDictated("(", at(1), "quietly").text).toBe("(quietly");
  });

  it("replaces the selected text and nothing else", () => {
    const text = "The moon was red tonight.";
    const selection = { start: "The moon was ".length, end: "The moon was red".length };
    expect(insertDictated(text, selection, "silver")).toEqual({
      text: "The moon was silver tonight.",
      caret: "The moon was silver".length,
    });
  });

  it("capitalises the first word of a sentence, of a line, or of an empty text", () => {
    expect(insertDictated("", at(0), "i was flying").text).toBe("I was flying");
    expect(insertDictated("I fell.", at(7), "then i woke").text).toBe("I fell. Then i woke");
    expect(insertDictated("Why?  ", at(6), "nobody knew").text).toBe("Why?  Nobody knew");
    expect(insertDictated("First part\n", at(11), "second part").text).toBe("First part\nSecond part");
    expect(insertDictated("a cat", at(5), "ran").text).toBe("a cat ran");
    expect(insertDictated("", at(0), "istanbul", "tr").text).toBe("İstanbul");
  });

  it("tidies the recognised words: outer spaces trimmed, inner runs of spaces made single", () => {
    expect(insertDictated("One.", at(4), "  two   three ").text).toBe("One. Two three");
  });

  it("changes nothing for empty words", () => {
    expect(insertDictated("Kept as is", at(4), "  ")).toEqual({ text: "Kept as is", caret: 4 });
  });

  it("keeps a cursor beyond the text (the text shrank meanwhile) within it", () => {
    expect(insertDictated("Short", at(40), "tale")).toEqual({ text: "Short tale", caret: 10 });
    expect(insertDictated("Short", { start: -3, end: 2 }, "sh")).toEqual({ text: "Sh ort", caret: 2 });
  });
});

/** A result list as the browser hands it over: [transcript, isFinal] per result. */
function results(...list: [string, boolean][]): SpeechResultList {
  return list.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal }));
}

describe("readResults", () => {
  it("tells words still being recognised apart from final ones", () => {
    expect(readResults(results(["a crow", false]), 0)).toEqual({ final: "", interim: "a crow" });
    expect(readResults(results(["a crow landed", true]), 0)).toEqual({
      final: "a crow landed",
      interim: "",
    });
  });

  it("takes final words only from resultIndex on: those before were handed over already", () => {
    const list = results(["a crow landed", true], [" on my shoulder", true], [" and", false]);
    expect(readResults(list, 1)).toEqual({ final: "on my shoulder", interim: "and" });
  });

  it("shows every result not final yet, including those before resultIndex", () => {
    const list = results(["done", true], ["still", false], [" going", false]);
    expect(readResults(list, 2)).toEqual({ final: "", interim: "still going" });
  });

  it("skips empty results", () => {
    expect(readResults(results([" ", true], ["", false]), 0)).toEqual({ final: "", interim: "" });
  });
});

describe("dictationLanguage", () => {
  it("is the page's language, made regional by the browser's language when they agree", () => {
    expect(dictationLanguage("en", ["en-GB", "en"])).toBe("en-GB");
    expect(dictationLanguage("en", ["fr-FR", "en-AU"])).toBe("en-AU");
    expect(dictationLanguage("en", ["fr-FR"])).toBe("en");
    expect(dictationLanguage("en-US", ["en-GB"])).toBe("en-US");
  });

  it("is the browser's language when the page has none", () => {
    expect(dictationLanguage("", ["de-DE", "en"])).toBe("de-DE");
    expect(dictationLanguage("", [])).toBe("");
  });
});

describe("dictationError", () => {
  it("tells why dictation stopped, and nothing when it was stopped on purpose", () => {
    expect(dictationError("not-allowed")).toBe("not-allowed");
    expect(dictationError("service-not-allowed")).toBe("not-allowed");
    expect(dictationError("no-speech")).toBe("no-speech");
    expect(dictationError("audio-capture")).toBe("audio-capture");
    expect(dictationError("network")).toBe("network");
    expect(dictationError("language-not-supported")).toBe("language");
    expect(dictationError("bad-grammar")).toBe("failed");
    expect(dictationError("aborted")).toBeNull();
  });
});
