import { i18n, type Messages } from "@lingui/core";
import {
  isLocale,
  type Locale,
  localeOfCookie,
  negotiateLocale,
  SOURCE_LOCALE,
} from "@somnia/shared/locales";
import { PSEUDO_LOCALE, pseudoLocaleChosen } from "./pseudo-locale-choice";

/**
 * src/locales/<locale>/<area>.json, compiled by @lingui/vite-plugin (docs/decisions/017-message-catalogue.md).
 * The page's language's `common` is fetched before the first render (English's too only when the
 * page is in English, or when another language's cannot be fetched), and every other area with the
 * routes that show it.
 */
export type Area =
  | "auth"
  | "legal"
  | "onboarding"
  | "billing"
  | "dreams"
  | "analyzer"
  | "interpreter"
  | "calendar"
  | "profile"
  | "symbols";

// Keys relative to src/locales (`./fr/auth.json`); each module's export is `messages`. Each is a
// chunk of its own, none in the first load (the service worker precaches English's: vite.config.ts).
// `emails.json` is the server's (apps/server/src/mail/catalogue.ts): never loaded here.
type Catalogue = { messages: Messages };
const catalogues = import.meta.glob<Catalogue>(["./*/*.json", "!./*/emails.json"], {
  base: "../../locales",
  query: "?lingui",
});
const file = (locale: string, area: string) => `./${locale}/${area}.json`;

/**
 * en-XA (./pseudo-locale.ts), chosen by LOCALE_COOKIE in an end-to-end build only: a production
 * build has no VITE_PSEUDO_LOCALE, and this and everything it uses are left out of it. The page is
 * then English underneath (its dates, its numbers, the language it asks the account for), its
 * messages each English one in en-XA.
 */
export const pseudoLocale: boolean =
  import.meta.env.VITE_PSEUDO_LOCALE === "on" && pseudoLocaleChosen(globalThis.document?.cookie);

/** The en-XA transform, fetched only by a page that chose it (the sign-in page's first load stays small). */
const pseudoLocalize = pseudoLocale ? import("./pseudo-locale").then((m) => m.pseudoLocalize) : null;

/** Gives Lingui `messages` of `into`, or their en-XA form on a pseudo-locale page. */
async function loadInto(into: Locale, messages: Messages): Promise<void> {
  if (pseudoLocalize) i18n.load(PSEUDO_LOCALE, (await pseudoLocalize)(messages));
  else i18n.load(into, messages);
}

/** The active locale: English (with no messages yet) until the page's `common` has loaded. */
export let locale: Locale = SOURCE_LOCALE;
i18n.load(pseudoLocale ? PSEUDO_LOCALE : SOURCE_LOCALE, {});
i18n.activate(pseudoLocale ? PSEUDO_LOCALE : SOURCE_LOCALE);

/** Lingui's instance, active in `locale` (for I18nProvider). */
export { i18n };

/**
 * The language this page is for: a prerendered page's (the server chose it and wrote it in
 * `<html lang>`), else the one chosen on this device (LOCALE_COOKIE), else the first of the
 * browser's languages Somnia speaks, else English. English outside a browser.
 */
function pageLocale(): Locale {
  const document = globalThis.document;
  const lang = document?.documentElement.lang;
  if (document?.getElementById("root")?.hasChildNodes() && isLocale(lang)) return lang;
  return localeOfCookie(document?.cookie) ?? negotiateLocale(globalThis.navigator?.languages ?? []);
}

/** The language the page started in, whether or not its messages could be fetched. */
export const wantedLocale: Locale = pseudoLocale ? SOURCE_LOCALE : pageLocale();

const loaded = new Map<string, Promise<void>>();

/** Loads `next`'s `common` and makes it the active locale; false when it cannot be fetched. */
async function tryActivate(next: Locale): Promise<boolean> {
  const load = catalogues[file(next, "common")];
  try {
    if (load) await loadInto(next, (await load()).messages);
  } catch {
    return false;
  }
  i18n.activate(pseudoLocale ? PSEUDO_LOCALE : next);
  locale = next;
  return true;
}

/** `next`, or English when `next`'s messages cannot be fetched (offline, not cached yet). */
async function activate(next: Locale): Promise<void> {
  if (!(await tryActivate(next)) && next !== SOURCE_LOCALE) await tryActivate(SOURCE_LOCALE);
}

/** The locale being activated: an area asked for meanwhile is fetched in it beside its `common`. */
let target: Locale = wantedLocale;
let activation = activate(wantedLocale);

/**
 * Resolves once the page's language is active: await it before the first render. Areas asked for
 * before that (a route loading with the app) are loaded in it.
 */
export const localeReady = (): Promise<void> => activation;

/** Makes `next` the active locale (the prerender writes one page per language). */
export function activateLocale(next: Locale): Promise<void> {
  target = next;
  loaded.clear();
  activation = activation.then(() => activate(next));
  return activation;
}

/** `area`'s catalogue in `into` (English's where `into` has none), fetched once by the module loader. */
const fetchArea = (into: Locale, area: Area | "messages") =>
  (catalogues[file(into, area)] ?? catalogues[file(SOURCE_LOCALE, area)])?.();

function loadArea(area: Area | "messages"): Promise<void> {
  let loading = loaded.get(area);
  if (!loading) {
    // Fetched now, beside the locale's `common`, and given to Lingui once that is active.
    const early = target;
    const ahead = fetchArea(early, area);
    ahead?.catch(() => {});
    loading = activation.then(async () => {
      const into = locale;
      const catalogue = await (into === early ? ahead : fetchArea(into, area));
      if (catalogue) await loadInto(into, catalogue.messages);
    });
    // A failed fetch (offline) is tried again by the next route that needs the area.
    loading.catch(() => loaded.delete(area));
    loaded.set(area, loading);
  }
  return loading;
}

/**
 * The messages of `list` in the active locale, each area fetched once, with `messages` (the words
 * for packages/shared's message codes, which any page may need for an error, ./translate.ts) unless
 * the page loads them itself later (`loadMessageCodes`: the sign-in page, on the reader's first move).
 */
export function loadMessages(list: readonly Area[], { codes = true } = {}): Promise<void> {
  const all: (Area | "messages")[] = codes ? ["messages", ...list] : [...list];
  return activation.then(() => Promise.all(all.map(loadArea)).then(() => undefined));
}

/** The words for packages/shared's message codes in the active locale (fetched once). */
export const loadMessageCodes = (): Promise<void> => activation.then(() => loadArea("messages"));
