import type { Locale as SomniaLocale } from "@somnia/shared/locales";
import type { Locale } from "date-fns";

/**
 * Each locale's date-fns locale (src/lib/dates.ts formats with it), fetched before the first
 * render: date-fns itself loads with the first page that shows a date, not before the first paint.
 */
const DATE_FNS_LOCALES: Record<SomniaLocale, () => Promise<Locale>> = {
  en: () => import("date-fns/locale/en-US").then((m) => m.enUS),
  fr: () => import("date-fns/locale/fr").then((m) => m.fr),
  es: () => import("date-fns/locale/es").then((m) => m.es),
  de: () => import("date-fns/locale/de").then((m) => m.de),
  it: () => import("date-fns/locale/it").then((m) => m.it),
  "pt-BR": () => import("date-fns/locale/pt-BR").then((m) => m.ptBR),
};

/**
 * The date-fns locale of the active locale, also for react-day-picker's `locale`; undefined until
 * loaded, or if it could not be (offline), and both then use their English default.
 */
export let dateLocale: Locale | undefined;

/** Loads the date-fns locale of `next`, before the first render. */
export async function loadDateLocale(next: SomniaLocale): Promise<void> {
  dateLocale = await DATE_FNS_LOCALES[next]();
}
