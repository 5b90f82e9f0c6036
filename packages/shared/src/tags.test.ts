import { describe, expect, it } from "vitest";
import { addTag, MAX_TAGS, removeTag, tagSuggestions, tagsForStorage } from "./tags";

describe("tag rules", () => {
  it("adds the trimmed tag and ignores blanks and duplicates", () => {
    expect(addTag([], "  ocean ")).toEqual(["ocean"]);
    expect(addTag(["ocean"], "ocean")).toEqual(["ocean"]);
    expect(addTag(["ocean"], "   ")).toEqual(["ocean"]);
    expect(addTag(["ocean"], "Ocean")).toEqual(["ocean", "Ocean"]);
  });

  it("caps the number and the length of tags", () => {
    const many = Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`);
    expect(addTag(many, "one more")).toHaveLength(MAX_TAGS);
    expect(addTag([], "x".repeat(100))[0]).toHaveLength(40);
  });

  it("removes a chosen tag", () => {
    expect(removeTag(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });

  it("suggests at most 8 tags that are not chosen", () => {
    expect(tagSuggestions([])).toEqual([
      "flying",
      "falling",
      "chase",
      "water",
      "family",
      "friends",
      "school",
      "work",
    ]);
    expect(tagSuggestions(["flying", "water"])).toEqual([
      "falling",
      "chase",
      "family",
      "friends",
      "school",
      "work",
      "animals",
      "nightmare",
    ]);
  });

  it("stores no tags as null", () => {
    expect(tagsForStorage([])).toBeNull();
    expect(tagsForStorage(["a"])).toEqual(["a"]);
  });
});
