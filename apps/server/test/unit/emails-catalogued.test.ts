import { LOCALES } from "@somnia/shared/locales";
import { describe, expect, it, vi } from "vitest";
import type { MailMessage } from "../../src/mail";
import * as templates from "../../src/mail/templates";
import { reminderNotification } from "../../src/reminders/deliver";

/**
 * Every word of an e-mail and of the reminder notification is the catalogue's (docs/translating.md):
 * with each catalogue message marked ⟦…⟧, as the web's pseudo-locale marks them, nothing outside
 * the marks is left but whitespace, in every language, and what the reader is given (their name, the
 * links) is inside a message, as it was given.
 */
vi.mock("../../src/mail/catalogue", async (original) => {
  const catalogue = await original<typeof import("../../src/mail/catalogue")>();
  return {
    ...catalogue,
    emailText: (...args: Parameters<typeof catalogue.emailText>) => `⟦${catalogue.emailText(...args)}⟧`,
  };
});

const outsideMarks = (text: string) => text.replace(/⟦[^⟦⟧]*⟧/g, "");
const NAME = "Ana Lídia";
const LINKS = ["https://somnia.example/first?token=a", "https://somnia.example/second"];

// Every template the server sends from, found in the module, so a new one is checked too.
const emails = Object.entries(templates) as [string, (...args: string[]) => MailMessage][];

describe.each(LOCALES)("in %s", (locale) => {
  it.each(emails)("%s is the catalogue's words only", (_, email) => {
    const message = email(locale, "ana@example.com", NAME, ...LINKS);
    for (const part of [message.subject, message.text]) {
      expect(part).toMatch(/^⟦/);
      expect(outsideMarks(part).trim()).toBe("");
    }
    expect(message.text).toContain(NAME);
    // Every link on a line of its own (a message may end on one: its mark is not the link's).
    const lines = message.text.replace(/[⟦⟧]/g, "").split("\n");
    const links = lines.filter((line) => /https?:/.test(line));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(LINKS).toContain(link);
  });

  it("the reminder notification is the catalogue's words only", () => {
    const { title, body } = reminderNotification("https://somnia.example", locale);
    for (const part of [title, body]) expect(outsideMarks(part)).toBe("");
  });
});

it("finds every e-mail the server sends", () => {
  expect(emails.map(([name]) => name).sort()).toEqual([
    "dreamReminderEmail",
    "existingAccountEmail",
    "resetPasswordEmail",
    "verificationEmail",
  ]);
});
