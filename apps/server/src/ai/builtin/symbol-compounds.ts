import type { LexiconEntry } from "../../domain/symbols/lexicon";
import type { Token } from "./nlp";

/** Kin words that are also a title before a name: "Father Michael", "Sister Agnes", "Mama Tunde". */
const TITLE_ENTRIES = new Set(["mother", "father", "siblings"]);
const OWN = new Set(["my", "our"]);

/**
 * A capitalised kin word right before a name is someone's title, a priest, a nun or an elder
 * ("Father Michael", "Mama Tunde"), not the dreamer's family; "my Mum" still is.
 */
export function kinTitle(entry: LexiconEntry, matched: Token[], tokens: Token[]): boolean {
  const [word] = matched;
  if (!word || matched.length !== 1 || !TITLE_ENTRIES.has(entry.id)) return false;
  if (!/^[A-Z][a-z]/.test(word.text)) return false;
  const next = tokens[word.position + 1];
  const before = tokens[word.position - 1];
  return !!next && /^[A-Z][a-z]+$/.test(next.text) && !OWN.has(before?.normal ?? "");
}

/** "T-shirt", "X-ray", "U-turn": a single capital letter joined to a word is a common noun. */
export function letterCompound(tokens: Token[], position: number): boolean {
  const letter = tokens[position];
  const dash = tokens[position + 1];
  return !!letter && /^[A-Z]$/.test(letter.text) && dash?.normal === "-" && !dash.spaceBefore;
}
