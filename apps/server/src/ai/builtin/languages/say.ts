import { dateTimeFormat } from "@somnia/shared/dates";
import type { OtherLanguage } from "../../../domain/languages";
import { type SymbolText, symbolTexts } from "../../../domain/symbols/texts";
import type { Detection } from "../detect";
import { type FoundSymbol, rankSymbols } from "../detect-symbols";
import { excerpt } from "../wording";
import { RULES } from "./index";
import { ownWords } from "./own-words";
import { type LocalWording, WORDING } from "./wording";

/** Each language's symbol articles by lexicon id: "l’eau" for water. */
const articles = new Map<OtherLanguage, Map<string, string>>();

/** A lexicon entry with its article in `language` ("l’eau", "der Hund"), by its id. */
export function withArticle(language: OtherLanguage, symbol: string): string {
  let known = articles.get(language);
  if (!known) {
    known = new Map(RULES[language].symbols.map((entry) => [entry.id, entry.article]));
    articles.set(language, known);
  }
  return known.get(symbol) ?? symbol;
}

/** What the dictionary says of a lexicon entry in `language` (domain/symbols/texts): every entry has it. */
export function textOf(language: OtherLanguage, symbol: string): SymbolText {
  const text = symbolTexts(language).get(symbol);
  if (!text) throw new Error(`The symbol "${symbol}" has no text in ${language}`);
  return text;
}

/** "a, b et c", in the language's words. */
export const listOf = (wording: LocalWording, items: string[]) =>
  new Intl.ListFormat(wording.locale, { type: "conjunction" }).format(items);

/** How many words a quotation of the dream holds at most, unless told otherwise. */
export const QUOTED_WORDS = 12;

/** The person's words around `focus`, in the language's quotation marks. */
export const quoted = (wording: LocalWording, text: string, focus?: string, max = QUOTED_WORDS) =>
  `${wording.quotes[0]}${excerpt(text, max, focus)}${wording.quotes[1]}`;

/** The first letter in capitals, past any bold markers: "**L’eau** revient…". */
export const capitalised = (text: string) =>
  text.replace(/^(\**)(\p{L})/u, (_, bold, letter) => bold + letter.toUpperCase());

/** A yyyy-MM-dd date written out in the language ("3 mars 2026", "3. März 2026"), in UTC. */
export function longDateIn(language: OtherLanguage, date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const options = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
  return dateTimeFormat(WORDING[language].locale, options).format(parsed);
}

/** The images to name: the strongest symbols, those that are not people first, at most four. */
export function images(detection: Detection): FoundSymbol[] {
  const ranked = rankSymbols(detection.found);
  const things = ranked.filter((symbol) => symbol.entry.theme !== "people");
  return (things.length > 0 ? things : ranked).slice(0, 4);
}

/** Images in bold with their articles, joined as a list: "**l’eau** et **le chien**". */
export const boldImages = (language: OtherLanguage, ids: string[]) =>
  listOf(
    WORDING[language],
    ids.map((id) => `**${withArticle(language, id)}**`),
  );

/**
 * Images in bold with their articles, each followed by the dream's own words for it where they are
 * not the lexicon's name: "**l’église** (« une immense cathédrale ») et **la bougie** (« les cierges »)".
 */
export function boldOwnImages(language: OtherLanguage, found: FoundSymbol[], text: string): string {
  const { quotes } = WORDING[language];
  // Two images read in the same words ("einem dunklen Wald": the forest and the dark) quote them once.
  const said = new Set<string>();
  return listOf(
    WORDING[language],
    found.map((symbol) => {
      const name = withArticle(language, symbol.symbol);
      const own = symbol.evidence[0] ? ownWords(text, symbol.evidence[0], language, name) : null;
      if (!own || said.has(own.toLocaleLowerCase())) return `**${name}**`;
      said.add(own.toLocaleLowerCase());
      return `**${name}** (${quotes[0]}${own}${quotes[1]})`;
    }),
  );
}
