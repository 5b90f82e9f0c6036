import { readFileSync } from "node:fs";
import { LOCALES } from "@somnia/shared/locales";
import { describe, expect, it } from "vitest";
import type { MailMessage } from "../../src/mail";
import { type EmailId, emailText } from "../../src/mail/catalogue";
import * as templates from "../../src/mail/templates";
import { reminderNotification } from "../../src/reminders/deliver";

/**
 * Every word of an e-mail and of the reminder notification is the catalogue's (docs/translating.md),
 * as the web's pseudo-locale checks its pages: with every message of the language's `emails.json`
 * taken out, nothing but whitespace is left, in every language; and what the reader is given (their
 * name, the links) arrives inside a message, each link on a line of its own.
 */
const NAME = "Ana Lídia";
const LINKS = ["https://somnia.example/first?token=a", "https://somnia.example/second"];
const VALUES = { name: NAME, url: LINKS[0] ?? "", logUrl: LINKS[0] ?? "", unsubscribeUrl: LINKS[1] ?? "" };
const IDS = Object.keys(
  JSON.parse(readFileSync(new URL("../../../web/src/locales/en/emails.json", import.meta.url), "utf8")),
) as EmailId[];

/** `text` without every message of `locale`'s catalogue (the longest first, so none hides another). */
function outsideCatalogue(locale: (typeof LOCALES)[number], text: string): string {
  const messages = IDS.map((id) => emailText(locale, id, VALUES)).sort((a, b) => b.length - a.length);
  return messages.reduce((rest, message) => rest.split(message).join(""), text);
}

// Every template the server sends from, found in the module, so a new one is checked too.
const emails = Object.entries(templates) as [string, (...args: string[]) => MailMessage][];

describe.each(LOCALES)("in %s", (locale) => {
  it.each(emails)("%s is the catalogue's words only", (_, email) => {
    const message = email(locale, "ana@example.com", NAME, ...LINKS);
    for (const part of [message.subject, message.text])
      expect(outsideCatalogue(locale, part).trim()).toBe("");
    expect(message.text).toContain(NAME);
    const links = message.text.split("\n").filter((line) => /https?:/.test(line));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(LINKS).toContain(link);
  });

  it("the reminder notification is the catalogue's words only", () => {
    const { title, body } = reminderNotification("https://somnia.example", locale);
    for (const part of [title, body]) expect(outsideCatalogue(locale, part)).toBe("");
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
