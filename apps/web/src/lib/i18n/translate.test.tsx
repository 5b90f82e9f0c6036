import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { AUTH_MESSAGES } from "@somnia/shared/auth";
import { DREAM_MESSAGES } from "@somnia/shared/dreams";
import { REQUEST_MESSAGES } from "@somnia/shared/errors";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadMessages } from "./catalogues";
import { Message } from "./message";
import { messageText, quotedList, t } from "./translate";

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

describe("messageText", () => {
  afterEach(() => i18n.activate("en"));

  it("words a message code of packages/shared, its placeholders filled", () => {
    expect(messageText(AUTH_MESSAGES.invalidEmail)).toBe("Please enter a valid email address");
    expect(messageText(DREAM_MESSAGES.basicDreamLimit, { limit: 3 })).toBe(
      "You have used this month's 3 dreams of the Basic plan. Upgrade to Plus for unlimited dreams.",
    );
    expect(messageText(REQUEST_MESSAGES.rateLimited, { seconds: 1 })).toBe(
      "Too many requests. Please wait 1 second and try again.",
    );
  });

  it("never shows text that is not a code: the fallback instead", () => {
    expect(messageText("Something only a library says")).toBe("Something went wrong. Please try again.");
    expect(messageText("Registration failed - permission denied", undefined, "Could not turn it on")).toBe(
      "Could not turn it on",
    );
    expect(messageText(undefined)).toBe("Something went wrong. Please try again.");
  });

  it("words a code in the active locale", () => {
    i18n.load("xx", { [`messages.${AUTH_MESSAGES.invalidEmail}`]: ["Bitte eine gültige Adresse"] });
    i18n.activate("xx");
    expect(messageText(AUTH_MESSAGES.invalidEmail)).toBe("Bitte eine gültige Adresse");
  });
});
