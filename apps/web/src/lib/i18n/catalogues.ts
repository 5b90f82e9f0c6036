import { i18n, type Messages } from "@lingui/core";

/**
 * src/locales/<locale>/<area>.json, compiled by @lingui/vite-plugin (docs/decisions/017-message-catalogue.md).
 * `common` is in the first load; every other area is fetched with the routes that show it.
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

const SOURCE_LOCALE = "en";
const common = import.meta.glob<Messages>("../../locales/*/common.json", {
  query: "?lingui",
  import: "messages",
  eager: true,
});
const areas = import.meta.glob<Messages>(["../../locales/*/*.json", "!../../locales/*/common.json"], {
  query: "?lingui",
  import: "messages",
});
const file = (locale: string, area: string) => `../../locales/${locale}/${area}.json`;

/** The locales with a catalogue: a translation is the folder src/locales/<locale>/. */
export const LOCALES: readonly string[] = Object.keys(common).map((path) => path.split("/").at(-2) ?? "");

/** The first of the browser's languages that has a catalogue, else English. */
export function pickLocale(languages: readonly string[]): string {
  for (const tag of languages) {
    const language = tag.toLowerCase().split("-")[0] ?? "";
    if (LOCALES.includes(language)) return language;
  }
  return SOURCE_LOCALE;
}

export const locale = pickLocale(globalThis.navigator?.languages ?? []);
i18n.load(locale, common[file(locale, "common")] ?? {});
i18n.activate(locale);

/** Lingui's instance, active in `locale` (for I18nProvider). */
export { i18n };

const loaded = new Map<string, Promise<void>>();

function loadArea(area: Area | "shared"): Promise<void> {
  let loading = loaded.get(area);
  if (!loading) {
    const load = areas[file(locale, area)] ?? areas[file(SOURCE_LOCALE, area)];
    loading = load ? load().then((messages) => i18n.load(locale, messages)) : Promise.resolve();
    // A failed fetch (offline) is tried again by the next route that needs the area.
    loading.catch(() => loaded.delete(area));
    loaded.set(area, loading);
  }
  return loading;
}

/**
 * The messages of `list` in the active locale, each area fetched once. A translation also loads
 * `shared` (packages/shared's messages keyed by their English text, see ./translate.ts); English
 * has no need: a message missing from the catalogue is shown as it is.
 */
export function loadMessages(list: readonly Area[]): Promise<void> {
  const all: (Area | "shared")[] = locale === SOURCE_LOCALE ? [...list] : ["shared", ...list];
  return Promise.all(all.map(loadArea)).then(() => undefined);
}
