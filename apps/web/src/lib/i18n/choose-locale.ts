import { type Locale, localeCookie } from "@somnia/shared/locales";

/**
 * Keeps `locale` on this device (LOCALE_COOKIE: the server prerenders the sign-in page in it, the
 * app starts in it) and reloads the page in it: a language is chosen before the first render
 * (docs/decisions/038-languages.md).
 */
export function switchLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; localeCookie builds the value
  document.cookie = localeCookie(locale, window.location.protocol === "https:");
  window.location.reload();
}
