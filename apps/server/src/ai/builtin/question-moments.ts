import type { DreamType } from "@somnia/shared/dreams";
import type { Detection } from "./detect";
import type { FoundSymbol } from "./detect-symbols";
import type { Sentence, Token } from "./nlp";
import { suggestTypes } from "./suggest-types";

/**
 * The dream's strongest moments for the questions: its turning point (the words after "suddenly",
 * "then", "until"…), the dream types its text shows (lucid, nightmare) and the words that picture
 * each symbol ("the water", "being chased").
 */

/** Words that turn a dream, strongest first: the clause after them is the turning point. */
const TURNS: string[][] = [
  ["suddenly", "all of a sudden", "out of nowhere", "without warning", "before i knew it"],
  ["until", "at that moment", "at that point", "just then", "next thing", "that is when", "that was when"],
  ["then"],
];
/** "then" in these is not a turn: "by then", "since then", "back then". */
const NOT_TURN_BEFORE = new Set(["by", "since", "back", "until", "till", "from", "even", "only", "than"]);
const CLAUSE_END = new Set([",", ";", ":", ".", "!", "?", "—", "–", "-", '"', "“", "”", "(", ")"]);
/** A clause about waking, remembering or the report itself is not the dream's turn. */
const NOT_DREAM = /\b(?:woke|wake|waking|awake|alarm|remember|dream|dreaming|dreamt|dreamed|that's all)\b/i;
const setOf = (list: string) => new Set(list.split(" "));
const SUBJECTS = setOf("i he she we they it my his her our their the a an");
const JOINS = setOf("and but so or");
const OPENS = setOf("when because while as before after until then which where");

function clauseAfter(tokens: Token[], start: number): string | null {
  const picked: Token[] = [];
  for (let i = start; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (CLAUSE_END.has(token.text)) break;
    // A new clause begins at "when", "because"…, or at "and", "but"… before a subject or one of those.
    const next = tokens[i + 1]?.normal ?? "";
    if (
      picked.length >= 3 &&
      (OPENS.has(token.normal) || (JOINS.has(token.normal) && (SUBJECTS.has(next) || OPENS.has(next))))
    )
      break;
    picked.push(token);
  }
  while (picked[0] && ["then", "that", "and", "so", "somehow", "suddenly"].includes(picked[0].normal))
    picked.shift();
  while (picked.length > 0 && JOINS.has(picked.at(-1)?.normal ?? "")) picked.pop();
  const words = picked.filter((token) => token.isWord);
  // A turn is something happening: a clause with a verb, of 3 to 12 words.
  if (words.length < 3 || words.length > 12 || !words.some((token) => token.pos === "VERB")) return null;
  // …with its subject: not "dropped several floors" (of "an elevator that suddenly dropped").
  if (/^(?:VERB|AUX|ADJ|ADV)$/.test(words[0]?.pos ?? "")) return null;
  const text = picked.reduce(
    (joined, token) => (joined === "" ? token.text : `${joined}${token.spaceBefore ? " " : ""}${token.text}`),
    "",
  );
  if (NOT_DREAM.test(text) || /["“”]/.test(text)) return null;
  // "I" stays capitalised; the clause's first word is lowercased unless it is a name.
  const named = words[0]?.pos === "PROPN";
  return named || /^(?:I\b|I'|[A-Z][a-z]+\s+[A-Z])/.test(text) || !/^[A-Z][a-z]/.test(text)
    ? text
    : `${text[0]?.toLowerCase()}${text.slice(1)}`;
}

/**
 * The turning point: the first clause after the strongest turning word, with the sentence it is in;
 * `unless` rules out a clause (one that only states a feeling, which has its own question).
 */
export function turningPoint(
  sentences: Sentence[],
  unless: (clause: string) => boolean = () => false,
): { clause: string; sentence: string } | null {
  for (const group of TURNS) {
    for (const sentence of sentences) {
      const tokens = sentence.tokens;
      for (let i = 0; i < tokens.length; i++) {
        for (const marker of group) {
          const words = marker.split(" ");
          if (!words.every((word, k) => tokens[i + k]?.normal === word)) continue;
          if (marker === "then" && NOT_TURN_BEFORE.has(tokens[i - 1]?.normal ?? "")) continue;
          const clause = clauseAfter(tokens, i + words.length);
          if (clause && !unless(clause)) return { clause, sentence: sentence.text };
        }
      }
    }
  }
  return null;
}

/** Words without which suggest-types.ts finds no lucid dream and no nightmare beyond intense fear. */
const TYPE_WORDS = /\b(?:dream|lucid|reality check|nightmare|dread)/i;
const WAKING_FEAR = /\b(?:wake|woke|waking|awake|awoke|awaken)/i;
const FEAR_SIGNS = /\b(?:scream|yell|shout|sweat|gasp|shak|shook|trembl|shiver|panic)/i;

/**
 * The dream types the text shows (suggest-types.ts, read only when the text has a word it needs).
 * Else from the Detection, as suggest-types.ts does: a nightmare when the dreamer's fear is intense
 * or felt on waking.
 */
export function dreamTypes(detection: Detection, text: string): DreamType[] {
  if (TYPE_WORDS.test(text) || (WAKING_FEAR.test(text) && FEAR_SIGNS.test(text))) return suggestTypes(text);
  const types: DreamType[] = [];
  const fear = detection.feelings.filter(
    (feeling) => feeling.who === "dreamer" && feeling.emotion === "fear",
  );
  if (fear.some((feeling) => feeling.intensity === 3 || feeling.waking)) types.push("nightmare");
  return types;
}

/** Words of a term that are verbs or adjectives, never an image's name. */
const NOT_NOUNS = new Set(
  `marry married die died dead dying kiss eat ate win won fail failed argue cheat bleed bled sick ill blind
  dark burn blaze erupt bloom crash collide travel pregnant search pray perform dial drown overflow
  submerge swim swam dive dove wash fight fought hit punch kick kill murder shot stabbed attack bite
  lucid famous naked nude stuck trapped lost late hurt injured haunted cursed magical sunny starry icy
  snowy rainy float soar hover fly flew fall fell run ran climb drive drove chase flee fled escape
  hurry rush sail sank sink`
    .trim()
    .split(/\s+/),
);
/** Words that never belong in an image's name ("again and again", "couldn't move", "weight on my chest"). */
const NOT_IN_IMAGES = new Set(
  `i me my we our you your he she they it his her their was were is are be been and or but not no never
  before again over up down out in on to of at the a an couldn't can't wouldn't didn't won't could would`.split(
    /\s+/,
  ),
);
const NOUN_ING = new Set([
  "wedding",
  "building",
  "ceiling",
  "painting",
  "evening",
  "meeting",
  "clothing",
  "ring",
]);
/** People one has a relation with: "your mother", not "the mother". */
const RELATIONS = new Set([
  "mother",
  "father",
  "parents",
  "siblings",
  "grandparents",
  "partner",
  "ex-partner",
  "friend",
  "boss",
]);

/** Does the evidence name a thing (not an action or a quality)? `verbs`: the dream's words never used as nouns. */
function namesThing(words: string[], verbs: Set<string>): boolean {
  const last = words.at(-1) ?? "";
  if (words.some((word) => NOT_IN_IMAGES.has(word)) || NOT_NOUNS.has(last) || NOT_NOUNS.has(words[0] ?? ""))
    return false;
  if (/(?:ed|ly)$/.test(last) || (/ing$/.test(last) && !NOUN_ING.has(last))) return false;
  return !verbs.has(last);
}

/**
 * How a question can name the symbol's image: "the water", "the houses", "the swimming pool" (the
 * dream's own words when they are one of the entry's terms and name a thing), "your mother" (a
 * relation), a gerund label ("being chased", "falling"), or the entry's title when the dream uses
 * its word ("the dog"); null when none reads naturally. `verbs`: the dream's words never used as nouns, when the text is known.
 */
export function imageOf(symbol: FoundSymbol, verbs: Set<string>): string | null {
  const { entry } = symbol;
  const terms = new Set(
    entry.terms.filter((term) => !term.endsWith(":v")).map((term) => term.replace(/:n$/, "")),
  );
  const article = RELATIONS.has(entry.id) ? "your" : "the";
  for (const evidence of symbol.evidence) {
    if (!/^[a-z]+(?: [a-z]+)*$/.test(evidence)) continue;
    const words = evidence.split(" ");
    const isTerm = [evidence, evidence.replace(/s$/, ""), evidence.replace(/es$/, "")].some((form) =>
      terms.has(form),
    );
    if (isTerm && namesThing(words, verbs)) return `${article} ${evidence}`;
  }
  const label = entry.label.toLowerCase();
  if (/ or | and /.test(label)) return null;
  if (/^(?:being \w+|\w+ing)$/.test(label) && !NOUN_ING.has(label)) return label;
  const said = symbol.evidence.some((words) => words.toLowerCase().split(" ").includes(label));
  if (said && entry.title?.toLowerCase() === `the ${label}`) return `${article} ${label}`;
  return null;
}
