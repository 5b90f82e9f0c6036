import { LOCALE_COOKIE } from "@somnia/shared/locales";

/** en-XA, the pseudo-locale of the end-to-end build (./pseudo-locale.ts). */
export const PSEUDO_LOCALE = "en-XA";

/**
 * Whether `cookie` (document.cookie) chooses en-XA, the way LOCALE_COOKIE chooses a language. Kept
 * apart from the pseudo-locale itself, which only a page that chose it fetches.
 */
export function pseudoLocaleChosen(cookie: string | undefined): boolean {
  return (cookie ?? "").split(";").some((pair) => pair.trim() === `${LOCALE_COOKIE}=${PSEUDO_LOCALE}`);
}
