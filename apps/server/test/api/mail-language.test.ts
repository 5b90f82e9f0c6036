import { randomUUID } from "node:crypto";
import { LOCALE_COOKIE, type Locale } from "@somnia/shared/locales";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reminders } from "../../src/db/schema";
import { emailText } from "../../src/mail/catalogue";
import { createUser } from "../helpers/factories";
import { call, randomIp } from "../helpers/http";
import { lastMailTo, mailsTo } from "../helpers/outbox";
import { BERLIN_0730, schedulerOf } from "../helpers/reminders";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
const subject = (locale: Locale, kind: "verification" | "resetPassword" | "reminder") =>
  emailText(locale, `emails.${kind}.subject`);

async function signUp(headers: Record<string, string>) {
  const body = {
    email: `lang-${randomUUID().slice(0, 8)}@example.com`,
    password: "a lantern over still water",
    name: "Noor",
  };
  const response = await call(t.app, "/api/auth/sign-up/email", { body, headers, ip: randomIp() });
  expect(response.status).toBe(200);
  return body.email;
}

async function resetMail(email: string, headers: Record<string, string> = {}) {
  const body = { email, redirectTo: "/reset-password" };
  const asked = await call(t.app, "/api/auth/request-password-reset", { body, headers, ip: randomIp() });
  expect(asked.status).toBe(200);
  return lastMailTo(t.dataDir, email);
}

describe("e-mails in the reader's language", () => {
  it("writes the sign-up e-mail in the language the page asked for", async () => {
    const german = await signUp({ "accept-language": "de-DE,de;q=0.9,en;q=0.5" });
    const mail = await lastMailTo(t.dataDir, german);
    expect(mail.subject).toBe(subject("de", "verification"));
    expect(mail.subject).not.toBe(subject("en", "verification"));
    expect(mail.text).toMatch(/^Hallo Noor,/);
    expect(mail.links).toHaveLength(1);

    // The language chosen on the device wins over the browser's.
    const french = await signUp({ "accept-language": "de", cookie: `${LOCALE_COOKIE}=fr` });
    expect((await lastMailTo(t.dataDir, french)).subject).toBe(subject("fr", "verification"));
    // A language Somnia does not speak: English.
    const other = await signUp({ "accept-language": "ja" });
    expect((await lastMailTo(t.dataDir, other)).subject).toBe(subject("en", "verification"));
  });

  it("writes in the language chosen for the account, whatever the browser that asks", async () => {
    const user = await createUser(t);
    await call(t.app, "/api/me", { method: "POST", cookie: user.cookie });
    // None chosen yet: the language of the page that asked.
    expect((await resetMail(user.email, { "accept-language": "de" })).subject).toBe(
      subject("de", "resetPassword"),
    );
    const chosen = await call(t.app, "/api/me", {
      method: "PATCH",
      cookie: user.cookie,
      body: { locale: "es" },
    });
    expect(chosen.status).toBe(200);
    expect((await resetMail(user.email, { "accept-language": "de" })).subject).toBe(
      subject("es", "resetPassword"),
    );
    // Choosing another language in the Profile changes the next e-mail.
    await call(t.app, "/api/me", { method: "PATCH", cookie: user.cookie, body: { locale: "it" } });
    const mail = await resetMail(user.email);
    expect(mail.subject).toBe(subject("it", "resetPassword"));
    expect(mail.text.trimEnd().endsWith(emailText("it", "emails.team"))).toBe(true);
  });

  it("sends the morning reminder in the language it was set in, or the account's", async () => {
    const user = await createUser(t);
    await call(t.app, "/api/me", { method: "POST", cookie: user.cookie });
    const saved = await call(t.app, "/api/reminders", {
      method: "PUT",
      cookie: user.cookie,
      body: BERLIN_0730,
      headers: { "accept-language": "pt-BR" },
    });
    expect(saved.status).toBe(200);
    const reminderMailsIn = async (locale: Locale) =>
      (await mailsTo(t.dataDir, user.email)).filter((m) => m.subject === subject(locale, "reminder"));
    const scheduler = schedulerOf(t);
    const nextAt = async () => {
      const [row] = await t.ctx.db.select().from(reminders).where(eq(reminders.userId, user.id));
      expect(row?.nextAt).toBeInstanceOf(Date);
      return row?.nextAt as Date;
    };
    await scheduler.tick(await nextAt());
    const portuguese = await reminderMailsIn("pt-BR");
    expect(portuguese).toHaveLength(1);
    expect(portuguese[0]?.text).toContain(emailText("pt-BR", "emails.signOff"));

    await call(t.app, "/api/me", { method: "PATCH", cookie: user.cookie, body: { locale: "fr" } });
    await scheduler.tick(await nextAt());
    expect(await reminderMailsIn("fr")).toHaveLength(1);
  });
});

describe("the e-mail catalogue", () => {
  it("has no id that the server does not write", async () => {
    const { readFile } = await import("node:fs/promises");
    const english = new URL("../../../web/src/locales/en/emails.json", import.meta.url);
    const ids = Object.keys(JSON.parse(await readFile(english, "utf8")));
    const source = await Promise.all(
      ["../../src/mail/templates.ts", "../../src/reminders/deliver.ts"].map((file) =>
        readFile(new URL(file, import.meta.url), "utf8"),
      ),
    );
    const written = source.join("\n");
    const kinds = ["verification", "resetPassword", "existingAccount", "reminder"];
    const unused = ids.filter((id) => {
      if (written.includes(`"${id}"`)) return false;
      const [, kind, part] = id.split(".");
      return !(
        kinds.includes(kind ?? "") &&
        ["subject", "body"].includes(part ?? "") &&
        written.includes(`"${kind}"`)
      );
    });
    expect(unused).toEqual([]);
  });
});
