import { readFileSync } from "node:fs";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LOCALES, type Locale, SOURCE_LOCALE } from "@somnia/shared/locales";

/**
 * The e-mails' and notifications' words: `emails.json` of each language's catalogue
 * (apps/web/src/locales/<locale>/, docs/translating.md), the same folder the web app's text is in,
 * compiled once on first use.
 */
const LOCALES_DIR = new URL("../../../web/src/locales/", import.meta.url);

export type EmailId = keyof typeof import("../../../web/src/locales/en/emails.json");

let catalogues: Map<Locale, I18n> | undefined;

function load(): Map<Locale, I18n> {
  const all = new Map<Locale, I18n>();
  for (const locale of LOCALES) {
    const file = new URL(`${locale}/emails.json`, LOCALES_DIR);
    const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    const i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.loadAndActivate({ locale, messages });
    all.set(locale, i18n);
  }
  return all;
}

/** `id` in `locale` (English when it is not one of Somnia's), its `{placeholders}` filled. */
export function emailText(locale: Locale, id: EmailId, values?: Record<string, string>): string {
  catalogues ??= load();
  const i18n = catalogues.get(locale) ?? catalogues.get(SOURCE_LOCALE);
  if (!i18n) throw new Error("the English e-mail catalogue is missing");
  return i18n._(id, values);
}
