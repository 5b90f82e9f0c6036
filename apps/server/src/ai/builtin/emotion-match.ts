import { FEELINGS, type FeelingGroup, NOT_FEELINGS } from "./feelings";
import { compilePattern, coveredBy, formsOf, matchAt, type Pattern } from "./match";
import type { Token } from "./nlp";

/** One stretch of a sentence that states a feeling: tokens `start`…`end` of the clause tokens. */
export interface FeelingMatch {
  group: FeelingGroup;
  start: number;
  end: number;
}

interface Term {
  group: FeelingGroup;
  pattern: Pattern;
}

let vocabulary: { byFirstWord: Map<string, Term[]>; except: Pattern[]; words: Set<string> } | null = null;

function compiled() {
  if (vocabulary) return vocabulary;
  const byFirstWord = new Map<string, Term[]>();
  for (const group of FEELINGS) {
    for (const term of group.terms) {
      const pattern = compilePattern(term);
      const first = pattern.words[0];
      if (!first) continue;
      byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), { group, pattern }]);
    }
  }
  vocabulary = {
    byFirstWord,
    except: NOT_FEELINGS.map(compilePattern),
    words: new Set(FEELINGS.flatMap((group) => group.terms).filter((term) => !/[\s:-]/.test(term))),
  };
  return vocabulary;
}

/** The terms that could start at this token, longest first ("heart was pounding" before "heart"). */
function candidates(token: Token): Term[] {
  const { byFirstWord } = compiled();
  return [...formsOf(token)]
    .flatMap((form) => byFirstWord.get(form) ?? [])
    .sort((a, b) => b.pattern.words.length - a.pattern.words.length);
}

/** Is the token a one-word feeling term ("fear", "panicked")? */
export function isFeelingWord(token: Token): boolean {
  const { words } = compiled();
  return [...formsOf(token)].some((form) => words.has(form));
}

/**
 * A sentence's tokens, punctuation kept (a comma ends a clause), minus the hyphen inside a
 * hyphenated word, whose parts then match a hyphenated term ("self-conscious"); `joined` holds the
 * tokens that continue such a word ("happy" in "trigger-happy").
 */
export function clauseTokens(tokens: Token[]): { tokens: Token[]; joined: Set<Token> } {
  const kept: Token[] = [];
  const joined = new Set<Token>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const previous = tokens[i - 1];
    const next = tokens[i + 1];
    const inWord =
      token.text === "-" && previous?.isWord && next?.isWord && !token.spaceBefore && !next.spaceBefore;
    if (inWord && next) joined.add(next);
    else kept.push(token);
  }
  return { tokens: kept, joined };
}

/** Words a "feel …" term may have between its verb and the rest: "felt completely free", "felt bitter and left out". */
const BETWEEN_FEEL = new Set(["ADV", "ADJ", "PART"]);
const JOINERS = new Set(["and", ",", "a", "bit", "little", "so", "very", "really"]);
const LINKING_VERBS = new Set(["feel", "look", "seem"]);

/** A term matched at `start`; a "feel …" ("look …", "seem …") term also across adverbs and other feeling adjectives. */
function matchTerm(pattern: Pattern, tokens: Token[], start: number): Token[] | null {
  const direct = matchAt(pattern, tokens, start);
  const verb = pattern.words[0] ?? "";
  if (direct || !LINKING_VERBS.has(verb) || pattern.words.length < 2) return direct;
  if (!formsOf(tokens[start] as Token).has(verb)) return null;
  const rest: Pattern = { words: pattern.words.slice(1) };
  for (let at = start + 1; at <= start + 5 && at < tokens.length; at++) {
    const token = tokens[at] as Token;
    const tail = matchAt(rest, tokens, at);
    if (tail) return tokens.slice(start, at + tail.length);
    if (!BETWEEN_FEEL.has(token.pos) && !JOINERS.has(token.normal)) return null;
    // "felt a bit strange", but "felt a strange calm": the adjective qualifies the noun after it.
    if (token.normal === "a" && !["bit", "little"].includes(tokens[at + 1]?.normal ?? "")) return null;
  }
  return null;
}

/** Every feeling term in the tokens, longest first at each position, minus other senses of the words. */
export function feelingMatches(tokens: Token[], joined: Set<Token>): FeelingMatch[] {
  const { except } = compiled();
  const found: FeelingMatch[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (const { group, pattern } of candidates(tokens[start] as Token)) {
      const matched = matchTerm(pattern, tokens, start);
      if (!matched) continue;
      const end = start + matched.length - 1;
      const otherSense = matched.some((_, offset) => coveredBy(except, tokens, start + offset));
      // A term that starts inside a hyphenated word is part of another word: "trigger-happy".
      const compound = joined.has(tokens[start] as Token);
      // "a sad smile", "nervous laughter": the adjective says the feeling, the noun only shows it.
      const previous = found.at(-1);
      const shown =
        previous?.end === start - 1 && tokens[previous.end]?.pos === "ADJ" && matched[0]?.pos === "NOUN";
      if (!otherSense && !compound && !shown) found.push({ group, start, end });
      start = end;
      break;
    }
  }
  return found;
}
