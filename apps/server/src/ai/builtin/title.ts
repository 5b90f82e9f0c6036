import { fallbackDreamTitle } from "@somnia/shared/fallback-title";
import type { LexiconEntry } from "../../domain/symbols/lexicon";
import type { Detection } from "./detect";
import { type FoundSymbol, rankSymbols } from "./detect-symbols";
import { titleInLanguage } from "./languages/analysis";
import { EMOTION_WORDING } from "./wording";

const SMALL_WORDS = new Set(["the", "a", "an", "of", "in", "for", "and"]);

function titleCase(text: string): string {
  return text
    .split(" ")
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word.toLowerCase())
        ? word.toLowerCase()
        : (word[0]?.toUpperCase() ?? "") + word.slice(1),
    )
    .join(" ");
}

const titleOf = (entry: LexiconEntry) => entry.title ?? entry.label;

/** A setting titled by the dream's own word when it names one thing: "the Cliff", not "the Mountain". */
function asNamed(symbol: FoundSymbol): LexiconEntry {
  const word = symbol.evidence[0] ?? "";
  const title = titleOf(symbol.entry);
  const terms = symbol.entry.terms.map((term) => term.replace(/:[nv]$/, ""));
  const isTerm = terms.includes(word.toLowerCase()) || terms.includes(word.toLowerCase().replace(/s$/, ""));
  if (!/^the /.test(title) || !/^[a-z]+$/i.test(word) || !isTerm) return symbol.entry;
  return { ...symbol.entry, title: `the ${word[0]?.toUpperCase() ?? ""}${word.slice(1).toLowerCase()}` };
}
const bare = (text: string) => text.replace(/^the /i, "");
/** Settings an action can happen in or through: "Chased Through Water", "Naked in the Shop". */
const SETTINGS = new Set(["places", "water", "nature"]);
const isSetting = (entry: LexiconEntry) => !entry.prep && SETTINGS.has(entry.theme);

/** The candidate within 2-4 words, dropping articles when that makes it fit. */
function fitting(candidates: string[]): string | null {
  for (const candidate of candidates) {
    const words = candidate.split(" ");
    const shorter = words.filter((word, i) => i === 0 || !["the", "a", "an"].includes(word.toLowerCase()));
    for (const option of [words, shorter]) {
      if (option.length >= 2 && option.length <= 4) return titleCase(option.join(" "));
    }
  }
  return null;
}

/**
 * A 2-4 word title from the strongest symbols and the clearest emotion, deterministic: an action
 * with an image ("Chased Through Water"), an action with its feeling ("Falling in Fear"), two images
 * ("Snakes and Water"), an image with a feeling ("Frightening Forest"), one symbol ("Dream of
 * Teeth"), a feeling alone ("A Joyful Dream"); with nothing found, the shared fallback title.
 */
export function titleFrom(text: string, detection: Detection): string {
  if (detection.language && detection.language !== "en")
    return titleInLanguage(detection, detection.language, text);
  const found = rankSymbols(detection.found);
  const ranked = found.map((symbol) => symbol.entry);
  const actionFound = found.find((symbol) => symbol.entry.prep);
  const action = actionFound?.entry;
  // The setting told nearest after the action belongs to it: "fell off a cliff into the sea".
  const distance = (symbol: FoundSymbol) => {
    const gap = symbol.first - (actionFound?.first ?? 0);
    return gap >= 0 ? gap : 10 - gap;
  };
  const images = found
    .filter((symbol) => isSetting(symbol.entry))
    .sort((a, b) => distance(a) - distance(b))
    .map(asNamed);
  const others = ranked.filter((entry) => entry !== action);
  const feeling =
    detection.emotions.find((emotion) => emotion.who === "dreamer" && !emotion.when)?.emotion ??
    detection.emotions.find((emotion) => !emotion.when)?.emotion;
  const wording = feeling ? EMOTION_WORDING[feeling] : null;

  const candidates: string[] = [];
  if (action) {
    const objects = action.prep === "for" ? others.filter((entry) => entry.theme !== "people") : images;
    for (const image of objects.slice(0, 2))
      candidates.push(`${titleOf(action)} ${action.prep} ${titleOf(image)}`);
    if (wording) candidates.push(`${titleOf(action)} in ${wording.noun}`);
  }
  const [first, second] = action ? others : ranked;
  if (first && second && first !== second)
    candidates.push(`${bare(titleOf(first))} and ${bare(titleOf(second))}`);
  if (first && wording) candidates.push(`${wording.titleAdjective} ${bare(titleOf(first))}`);
  const solo = action ?? first;
  if (solo) candidates.push(solo.prep ? solo.label : titleOf(solo), `Dream of ${bare(titleOf(solo))}`);
  if (wording) candidates.push(`A ${wording.titleAdjective} Dream`);
  return fitting(candidates) ?? fallbackDreamTitle(text);
}
