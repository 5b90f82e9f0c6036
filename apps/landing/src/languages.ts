import { LOCALE_NAMES, LOCALES, type Locale, SOURCE_LOCALE } from "@somnia/shared/locales";
import { escapeHtml } from "./html";

/**
 * Where each language's pages are (docs/decisions/028-landing-host.md): English at the root (`/`,
 * `/terms`), every other language under its lowercase code (`/fr/`, `/pt-br/terms`).
 */

/** A language's first path segment (`fr`, `pt-br`); English has none. */
const segment = (locale: Locale) => locale.toLowerCase();

/** Where `route` (`/`, `/terms`) is in `locale`: `/terms`, `/fr/`, `/pt-br/terms`. */
export function localePath(locale: Locale, route: string): string {
  return locale === SOURCE_LOCALE ? route : `/${segment(locale)}${route}`;
}

/** The folder of `locale`'s files in `dist/` (`fr/`), empty for English. */
export function localeFolder(locale: Locale): string {
  return locale === SOURCE_LOCALE ? "" : `${segment(locale)}/`;
}

/** The language a path is in, by its first segment (`/de/terms` → de); English otherwise. */
export function localeOfPath(path: string): Locale {
  const first = path.split("/")[1]?.toLowerCase();
  return LOCALES.find((locale) => locale !== SOURCE_LOCALE && segment(locale) === first) ?? SOURCE_LOCALE;
}

/** Open Graph's name of each language (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = {
  en: "en_US",
  fr: "fr_FR",
  es: "es_ES",
  de: "de_DE",
  it: "it_IT",
  "pt-BR": "pt_BR",
};

/** `<link rel="alternate">` to `route` in every language, and English as the default. */
export function alternateLinks(siteUrl: string, route: string): string {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${siteUrl}${localePath(locale, route)}`)}">`;
  return [...LOCALES.map((locale) => link(locale, locale)), link("x-default", SOURCE_LOCALE)].join("\n");
}

/** A globe (Lucide's, ISC licence), the language menu's icon. */
const GLOBE =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="10"/><path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z"/></svg>';

/**
 * The language menu, without JavaScript: a `<details>` whose links lead to `route` in each
 * language (each language's home from the 404 page), each named in its own language. Its button
 * shows the current language's name, or its code on a phone.
 */
export function languageMenu(current: Locale, route: string | null, label: string): string {
  const links = LOCALES.map((locale) => {
    const currentMark = locale === current ? ` aria-current="${route === null ? "true" : "page"}"` : "";
    return `<li><a href="${localePath(locale, route ?? "/")}" lang="${locale}" hreflang="${locale}"${currentMark}>${escapeHtml(LOCALE_NAMES[locale])}</a></li>`;
  });
  const code = current.split("-")[0]?.toUpperCase() ?? "";
  return `<details class="languages">
<summary>${GLOBE}<span class="sr-only">${escapeHtml(label)} </span><span class="lang-name">${escapeHtml(LOCALE_NAMES[current])}</span><span class="lang-code" aria-hidden="true">${code}</span></summary>
<ul>
${links.join("\n")}
</ul>
</details>`;
}
