import type { Locale } from "@somnia/shared/locales";

/** The language's English name, as a model is told it ("German", "Brazilian Portuguese"). */
const languageName = (locale: Locale) =>
  new Intl.DisplayNames("en", { type: "language" }).of(locale) ?? locale;

/**
 * The line that tells a model which language to write in when it cannot tell the dream's (a line,
 * a mix of two): the reader's (services/account/reader-locale.ts); nothing without one.
 */
export function readerFallback(reader?: Locale): string {
  return reader
    ? `If you cannot tell which language the dream is written in, write in ${languageName(reader)}.\n\n`
    : "";
}
