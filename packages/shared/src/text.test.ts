import { describe, expect, it } from "vitest";
import { analysisAnswerSchema } from "./analysis";
import { signUpBodySchema } from "./auth";
import { createDreamSchema, listDreamsQuerySchema } from "./dreams";
import { saveMemorySchema } from "./memory";
import { avatarUrlSchema, updateProfileSchema } from "./profile";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

const dream = { dreamDate: "2026-01-02", notRemembered: false, content: "A quiet sea", tags: [] };

describe("text fields refuse control characters", () => {
  it("refuses NUL, escape and DEL in one-line fields, with the field's message", () => {
    expect(firstMessage(updateProfileSchema.safeParse({ displayName: "ab\u0000cd" }))).toBe(
      "AUTH_NAME_CONTROL_CHARACTER",
    );
    expect(
      firstMessage(
        signUpBodySchema.safeParse({ email: "a@b.co", password: "x".repeat(12), name: "a\u001bb" }),
      ),
    ).toBe("AUTH_NAME_CONTROL_CHARACTER");
    expect(firstMessage(createDreamSchema.safeParse({ ...dream, title: "one\ntwo" }))).toBe(
      "DREAM_TITLE_CONTROL_CHARACTER",
    );
    expect(firstMessage(createDreamSchema.safeParse({ ...dream, tags: ["sea\u007f"] }))).toBe(
      "DREAM_TAG_CONTROL_CHARACTER",
    );
    expect(firstMessage(listDreamsQuerySchema.safeParse({ q: "\u0000" }))).toBe(
      "DREAM_SEARCH_CONTROL_CHARACTER",
    );
  });

  it("keeps line breaks and tabs in written text and refuses the rest", () => {
    expect(createDreamSchema.safeParse({ ...dream, content: "line one\r\n\tline two" }).success).toBe(true);
    expect(firstMessage(createDreamSchema.safeParse({ ...dream, content: "a\u0000b" }))).toBe(
      "DREAM_CONTENT_CONTROL_CHARACTER",
    );
    expect(firstMessage(analysisAnswerSchema.safeParse({ answer: "yes\u0008" }))).toBe(
      "ANALYSIS_ANSWER_CONTROL_CHARACTER",
    );
    expect(firstMessage(saveMemorySchema.safeParse({ infoType: "personal", content: "a\u0085b" }))).toBe(
      "MEMORY_CONTROL_CHARACTER",
    );
    expect(saveMemorySchema.safeParse({ infoType: "personal", content: "first\nsecond" }).success).toBe(true);
  });

  it("accepts letters of every script, emoji and non-breaking spaces", () => {
    expect(updateProfileSchema.safeParse({ displayName: "Zoë 夢 🌙\u00a0Ana" }).success).toBe(true);
  });
});

describe("profile image addresses", () => {
  it("accepts the avatar services and refuses any other host", () => {
    for (const url of [
      "https://lh3.googleusercontent.com/a/photo=s96-c",
      "https://www.gravatar.com/avatar/abc",
      "https://gravatar.com/avatar/abc",
      "https://avatars.githubusercontent.com/u/1?v=4",
    ]) {
      expect(avatarUrlSchema.safeParse(url).success, url).toBe(true);
    }
    expect(firstMessage(avatarUrlSchema.safeParse("https://evil.example/a.png"))).toBe(
      "PROFILE_IMAGE_HOST_NOT_ALLOWED",
    );
    expect(firstMessage(avatarUrlSchema.safeParse("https://googleusercontent.com.evil.example/a.png"))).toBe(
      "PROFILE_IMAGE_HOST_NOT_ALLOWED",
    );
  });

  it("keeps the protocol message for anything that is not http(s)", () => {
    expect(firstMessage(avatarUrlSchema.safeParse("javascript:alert(1)"))).toBe("PROFILE_INVALID_IMAGE_URL");
    expect(firstMessage(avatarUrlSchema.safeParse("https://www.gravatar.com/\u0000"))).toBe(
      "PROFILE_INVALID_IMAGE_URL",
    );
  });
});
