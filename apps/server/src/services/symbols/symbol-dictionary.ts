import type { Locale } from "@somnia/shared/locales";
import { SOURCE_KEYS, type SymbolDictionary } from "@somnia/shared/symbols";
import { languageOfLocale, type OtherLanguage } from "../../domain/languages";
import { SYMBOLS_IN } from "../../domain/symbols/in-languages";
import { LEXICON } from "../../domain/symbols/lexicon";
import { SOURCES } from "../../domain/symbols/lexicon/sources";
import { symbolTexts } from "../../domain/symbols/texts";

/**
 * A term as words a person types: 'wave:n' → 'wave' (the part-of-speech mark is the matcher's), and
 * another language's 'énerv*', '=mer', '*angst', 'regte .. auf' → 'énerv', 'mer', 'angst', 'regte auf'.
 */
const asWords = (term: string) =>
  term
    .replace(/:[nv]$/, "")
    .replace(/(^|\s)\.\.(?=\s)/g, "")
    .replace(/[=*]/g, "")
    .replace(/\s+/g, " ")
    .trim();

function english(): SymbolDictionary["symbols"] {
  return LEXICON.map((entry) => ({
    id: entry.id,
    label: entry.label,
    theme: entry.theme,
    emotions: [...entry.emotions],
    reading: entry.reading,
    question: entry.question,
    sources: [...entry.sources],
    words: [...new Set(entry.terms.map(asWords))],
  }));
}

/** The entries in `language`: its names, readings, questions and words (domain/symbols/). */
function inLanguage(language: OtherLanguage): SymbolDictionary["symbols"] {
  const local = new Map(SYMBOLS_IN[language].map((symbol) => [symbol.id, symbol]));
  const texts = symbolTexts(language);
  return english().map((entry) => {
    const symbol = local.get(entry.id);
    const text = texts.get(entry.id);
    if (!symbol || !text) throw new Error(`The symbol "${entry.id}" is not written in ${language}`);
    const words = [symbol.name.toLocaleLowerCase(language), ...symbol.terms.map(asWords)];
    return { ...entry, label: symbol.name, ...text, words: [...new Set([...words, ...entry.words])] };
  });
}

const built = new Map<Locale, SymbolDictionary>();

/**
 * The dream dictionary (GET /api/symbols) in `locale`'s language: every lexicon symbol with its name,
 * reading and question in that language, its emotions, family and sources, the words that bring it
 * up (the language's and English), and the cited works. The same for everyone and for the life of
 * the server, so each language's is built once, on first asked.
 */
export function symbolDictionary(locale: Locale): SymbolDictionary {
  let dictionary = built.get(locale);
  if (!dictionary) {
    const language = languageOfLocale(locale);
    dictionary = {
      symbols: language === "en" ? english() : inLanguage(language),
      sources: SOURCE_KEYS.map((key) => ({ key, ...SOURCES[key] })),
    };
    built.set(locale, dictionary);
  }
  return dictionary;
}
