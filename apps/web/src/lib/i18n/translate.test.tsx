import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadMessages } from "./catalogues";
import { Message } from "./message";
import { quotedList, sharedMessage, t } from "./translate";

beforeAll(() => loadMessages(["auth", "calendar", "dreams", "profile", "onboarding"]));

describe("t", () => {
  it("fills placeholders", () => {
    expect(t("auth.redirectingIn", { seconds: 5 })).toBe("Redirecting in 5 seconds...");
    expect(t("onboarding.birthYearError", { min: 1900, max: 2026 })).toBe(
      "Enter a year between 1900 and 2026",
    );
    expect(t("calendar.yearTitle", { year: 2026 })).toBe("2026 in dreams");
  });

  it("counts in the plural the language needs", () => {
    expect(t("calendar.dreams", { count: 0 })).toBe("0 dreams");
    expect(t("calendar.dreams", { count: 1 })).toBe("1 dream");
    expect(t("calendar.dreams", { count: 3 })).toBe("3 dreams");
    expect(t("calendar.days", { count: 1 })).toBe("1 day");
    expect(t("profile.stats.inDreams", { count: 2 })).toBe("in 2 dreams");
    expect(t("calendar.monthDreams", { month: "March", count: 1 })).toBe("March: 1 dream");
  });

  it("chooses who felt an emotion", () => {
    expect(t("dreams.feltBy", { emotion: "fear", who: "dreamer", name: "" })).toBe("fear — felt by you");
    expect(t("dreams.feltBy", { emotion: "joy", who: "other", name: "Sarah" })).toBe("joy — felt by Sarah");
    expect(t("dreams.feltBy", { emotion: "fear", who: "dreamer", name: "", when: "waking" })).toBe(
      "fear — felt by you on waking",
    );
    expect(t("dreams.evidence", { words: quotedList(["a dark sea", "waves"]) })).toBe(
      "In your dream: “a dark sea”, “waves”",
    );
  });
});

describe("Message", () => {
  const render = (node: React.ReactNode) =>
    renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

  it("wraps tagged words in the given element", () => {
    expect(render(<Message id="auth.acceptTerms" components={{ 0: <em className="link" /> }} />)).toBe(
      'I accept the <em class="link">terms and conditions</em>',
    );
  });

  it("renders an element in place of a placeholder, bold words in <strong>", () => {
    expect(
      render(
        <Message id="auth.linkSentTo" values={{ email: "ada@example.org" }} components={{ 0: <strong /> }} />,
      ),
    ).toBe(
      "We sent a confirmation link to <strong>ada@example.org</strong>. Open it to activate your account.",
    );
  });
});

describe("sharedMessage", () => {
  afterEach(() => i18n.activate("en"));

  it("shows a shared message in English as it is, and any other text too", () => {
    expect(sharedMessage("Please enter a valid email address")).toBe("Please enter a valid email address");
    expect(sharedMessage("Something only better-auth says")).toBe("Something only better-auth says");
  });

  it("shows a translation keyed by the English message when the locale has one", () => {
    i18n.load("xx", { "Please enter a valid email address": ["Bitte eine gültige Adresse"] });
    i18n.activate("xx");
    expect(sharedMessage("Please enter a valid email address")).toBe("Bitte eine gültige Adresse");
    expect(sharedMessage("Passwords do not match")).toBe("Passwords do not match");
  });
});
