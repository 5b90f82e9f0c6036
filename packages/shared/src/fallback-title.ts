/**
 * The title a dream gets when the person leaves it empty and no AI title is available
 * (docs/product.md, 'Rules and limits'): 'Dream about ' + one or two long words; else 'Dream: ' +
 * the start of the text.
 */
const STOP_WORDS = new Set(
  [
    "about",
    "above",
    "after",
    "again",
    "against",
    "along",
    "among",
    "around",
    "because",
    "before",
    "behind",
    "being",
    "below",
    "between",
    "could",
    "didn't",
    "doesn't",
    "during",
    "every",
    "first",
    "found",
    "going",
    "gonna",
    "having",
    "however",
    "inside",
    "itself",
    "later",
    "little",
    "maybe",
    "might",
    "never",
    "night",
    "other",
    "outside",
    "really",
    "remember",
    "seemed",
    "should",
    "since",
    "something",
    "started",
    "still",
    "suddenly",
    "their",
    "theirs",
    "there",
    "these",
    "thing",
    "things",
    "think",
    "those",
    "though",
    "through",
    "today",
    "together",
    "under",
    "until",
    "wanted",
    "wasn't",
    "weird",
    "were",
    "where",
    "which",
    "while",
    "whole",
    "would",
    "wouldn't",
    "yesterday",
    "dream",
    "dreamed",
    "dreamt",
    "dreaming",
    "dreams",
    "woke",
    "myself",
    "someone",
    "somebody",
    "everything",
    "anything",
    "nothing",
    "without",
    "within",
    "toward",
    "towards",
    "looked",
    "looking",
    // frequent function words of other languages people write dreams in
    "sobre",
    "entre",
    "desde",
    "hasta",
    "porque",
    "cuando",
    "donde",
    "estaba",
    "einem",
    "einer",
    "eines",
    "nicht",
    "schon",
    "wieder",
    "über",
    "avant",
    "après",
    "parce",
    "quand",
    "comme",
    "était",
  ].map((w) => w.toLowerCase()),
);

const MIN_KEYWORD_LENGTH = 5; // "longer than 4 letters"
const MAX_KEYWORD_LENGTH = 20; // a run of unspaced script is a phrase, not a word
const SNIPPET_LENGTH = 30;

function keywords(text: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const match of text.matchAll(/[\p{L}][\p{L}\p{M}'’-]*/gu)) {
    const word = match[0].replace(/['’-]+$/u, "");
    const key = word.toLocaleLowerCase();
    const length = [...word].length;
    if (length < MIN_KEYWORD_LENGTH || length > MAX_KEYWORD_LENGTH) continue;
    if (STOP_WORDS.has(key) || seen.has(key)) continue;
    seen.add(key);
    found.push(key);
    if (found.length === 2) break;
  }
  return found;
}

function snippet(text: string): string {
  const firstSentence = text.split(/(?<=[.!?。！？])\s/u)[0] ?? text;
  const chars = [...firstSentence.trim()];
  if (chars.length <= SNIPPET_LENGTH) return chars.join("");
  return `${chars.slice(0, SNIPPET_LENGTH).join("").trimEnd()}…`;
}

export function fallbackDreamTitle(content: string): string {
  const text = content.replace(/\s+/gu, " ").trim();
  const words = keywords(text);
  if (words.length > 0) return `Dream about ${words.join(" and ")}`;
  if (/[\p{L}\p{N}]/u.test(text)) return `Dream: ${snippet(text)}`;
  return "Untitled dream";
}
