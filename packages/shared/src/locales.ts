/**
 * The languages Somnia speaks (docs/translating.md). English is the source; each other one is a
 * folder of the web app's catalogue (apps/web/src/locales/<locale>/). Brazilian Portuguese also
 * answers for Portugal's, the nearest one there is.
 */
export const LOCALES = ["en", "fr", "es", "de", "it", "pt-BR"] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = "en";

/** Each language's name in itself, as a language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  es: "Español",
  de: "Deutsch",
  it: "Italiano",
  "pt-BR": "Português (Brasil)",
};

/** The cookie that keeps a language chosen before sign-in (and on this device after it). */
export const LOCALE_COOKIE = "somnia-locale";

/** The Set-Cookie / document.cookie value that keeps `locale` on this device for a year. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of `tags` (a browser's languages, most wanted first) that Somnia speaks: the tag itself
 * (`pt-BR`), else its language (`fr-CA` → `fr`, `pt-PT` → `pt-BR`), else English.
 */
export function negotiateLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const wanted = tag.trim().toLowerCase();
    const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
    if (exact) return exact;
    const language = wanted.split("-")[0];
    const near = LOCALES.find((locale) => locale.toLowerCase().split("-")[0] === language);
    if (near) return near;
  }
  return SOURCE_LOCALE;
}

/** An Accept-Language header's tags, most wanted first (`q=0` and `*` left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== "" && tag !== "*" && q > 0 && !Number.isNaN(q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The language a `Cookie` header keeps in LOCALE_COOKIE, if it is one Somnia speaks. */
export function localeOfCookie(header: string | undefined): Locale | undefined {
  for (const pair of header?.split(";") ?? []) {
    const [name, value] = pair.trim().split("=");
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** The language of a request: the one chosen on this device, else the browser's. */
export function requestLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  return localeOfCookie(cookie) ?? negotiateLocale(acceptedLanguages(acceptLanguage));
}
