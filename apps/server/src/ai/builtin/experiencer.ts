import type { FeelingMatch } from "./emotion-match";
import { CAUSATIVE_LEMMAS, HVDC_CLASS } from "./feelings";
import { formsOf } from "./match";
import { type Discourse, DREAMER, type Felt, peopleAt } from "./mentions";
import type { Token } from "./nlp";
import { LINKING, subjectOf } from "./subject";

/** Nouns an emotion adjective can qualify without leaving the person: "a sad look", "an angry voice". */
const EXPRESSIONS = new Set(
  `face eyes voice expression look smile laugh tears feeling sense sensation mood sigh shiver moment time
  heart tone glance`.split(/\s+/),
);
const POSSESSIVES = new Set(["my", "our", "his", "her", "their", "your"]);
const MODIFIERS = new Set(["ADV", "ADJ"]);

/** Degree words before an adjective, as the words they end with: "a bit", "a little", "kind of". */
const DEGREE = new Map([
  ["bit", "a"],
  ["little", "a"],
  ["lot", "a"],
  ["of", "kind"],
]);

/** Skips adverbs, adjectives and degree words ("so", "very", "a bit") leftwards from `from`. */
function skipModifiers(tokens: Token[], from: number): number {
  let i = from;
  for (;;) {
    const token = tokens[i];
    if (!token) return i;
    const opener = DEGREE.get(token.normal);
    if (opener && [opener, "sort"].includes(tokens[i - 1]?.normal ?? "")) i -= 2;
    else if (MODIFIERS.has(token.pos)) i--;
    else return i;
  }
}

/** "was getting mad", "felt so very sad", or "made me mad" / "left her sad". */
export function isPredicative(tokens: Token[], start: number): boolean {
  const at = skipModifiers(tokens, start - 1);
  const before = tokens[at];
  if (!before) return false;
  // "felt betrayed and hurt": the second adjective shares the first one's verb.
  if (["and", "or", ","].includes(before.normal) && ["ADJ", "VERB"].includes(tokens[at - 1]?.pos ?? "")) {
    return isPredicative(tokens, at - 1);
  }
  if ([...formsOf(before)].some((form) => LINKING.has(form))) return true;
  const verb = tokens[skipModifiers(tokens, start - 1) - 1];
  return before.pos === "PRON" && !!verb && ["make", "leave", "keep"].includes(verb.lemma);
}

/** Nouns a feeling noun forms one word with and still says the feeling: "a panic attack". */
const STILL_FELT = new Set(["attack", "attacks"]);

/**
 * A feeling noun that names something else: a kind of thing ("a surprise visit", "a love letter")
 * or, for confusion, a scene's state ("in the confusion", "amid the chaos and confusion").
 */
function namesAThing(tokens: Token[], match: FeelingMatch): boolean {
  const word = tokens[match.start] as Token;
  if (match.start !== match.end || word.pos !== "NOUN") return false;
  const next = tokens[match.end + 1];
  if (next?.pos === "NOUN" && next.spaceBefore && !STILL_FELT.has(next.normal)) return true;
  if (HVDC_CLASS[match.group.emotion] !== "confusion") return false;
  const [before, second] = [tokens[match.start - 1], tokens[match.start - 2]];
  if (before?.normal === "the" && second?.pos === "ADP") return true;
  return before?.normal === "and" && second?.pos === "NOUN" && tokens[match.start - 3]?.normal === "the";
}

/** "felt like a scared child", "looked like a lost boy": the feeling word qualifies a comparison. */
function feltLike(tokens: Token[], start: number): boolean {
  const article = tokens[start - 1];
  const like = ["a", "an"].includes(article?.normal ?? "") ? tokens[start - 2] : article;
  return (
    like?.normal === "like" &&
    ["feel", "look", "seem"].includes(tokens[tokens.indexOf(like) - 1]?.lemma ?? "")
  );
}

/** A causative verb used as one ("the dog scared me"): its object's people, [] for a thing, null if not. */
function causedIn(tokens: Token[], match: FeelingMatch, discourse: Discourse): Felt[] | null {
  const token = tokens[match.start] as Token;
  // "to surprise him": an infinitive, though wink may tag it a noun after "to".
  const infinitive =
    token.pos === "NOUN" &&
    tokens[match.start - 1]?.normal === "to" &&
    tokens[match.start + 1]?.pos === "PRON";
  if (
    match.start !== match.end ||
    !(["VERB", "ADJ"].includes(token.pos) || infinitive) ||
    isPredicative(tokens, match.start)
  ) {
    return null;
  }
  // "a scared boy" qualifies the boy; "the dog scared me" (wink may tag it ADJ) has him as object.
  const previous = tokens[match.start - 1];
  if (token.pos === "ADJ" && (previous?.pos === "DET" || POSSESSIVES.has(previous?.normal ?? "")))
    return null;
  if (![...formsOf(token)].some((form) => CAUSATIVE_LEMMAS.has(form))) return null;
  // "flew out to surprise him", "hid to scare them": an aim, not a feeling anyone is said to have;
  // "the silence started to worry me" is one.
  const aim = tokens[match.start - 1]?.normal === "to";
  if (aim && !["start", "begin", "continue"].includes(tokens[match.start - 2]?.lemma ?? "")) return [];
  let at = match.end + 1;
  const next = tokens[at];
  if (!next || !["PRON", "DET", "NOUN", "PROPN"].includes(next.pos)) return null;
  if (next.pos === "PRON" && !POSSESSIVES.has(next.normal)) return peopleAt(tokens, at, discourse) ?? [];
  if (next.pos === "DET" || POSSESSIVES.has(next.normal)) at++;
  while (tokens[at]?.pos === "ADJ") at++;
  return peopleAt(tokens, at, discourse) ?? [];
}

/** Who a possessive or pronoun inside, before or after the words means: "to my surprise", "her fear", "fear in his eyes". */
function possessorOf(tokens: Token[], match: FeelingMatch, discourse: Discourse): Felt[] | null {
  const [preposition, owner, part] = tokens.slice(match.end + 1, match.end + 4);
  if (["in", "on"].includes(preposition?.normal ?? "") && EXPRESSIONS.has(part?.normal ?? "")) {
    const people = POSSESSIVES.has(owner?.normal ?? "") ? peopleAt(tokens, match.end + 2, discourse) : null;
    if (people) return people;
  }
  for (let i = match.start; i <= match.end; i++) {
    const token = tokens[i] as Token;
    if (token.pos === "PRON") return peopleAt(tokens, i, discourse);
  }
  let i = match.start - 1;
  while (tokens[i]?.pos === "ADJ") i--;
  const before = tokens[i];
  if (before && POSSESSIVES.has(before.normal)) return peopleAt(tokens, i, discourse);
  if (before?.normal === "'s") return peopleAt(tokens, i - 1, discourse);
  return null;
}

/**
 * Who felt the feeling at `match`, or null when the words are not a feeling here:
 * 1. a pronoun in or a possessive before it: "to my surprise", "her fear", "Anna's anger";
 * 2. a causative verb's object: "the dog scared me" (a thing as object: "she upset the vase", none);
 * 3. the person an adjective qualifies: "a frightened child"; a place or time qualified is no
 *    feeling ("a lonely road", "a gloomy evening"), except for what scared or struck the dreamer
 *    ("a scary house");
 * 4. words for what caused a feeling ("it was confusing"): the dreamer, who perceived it; a word
 *    for how something was ("strange", "funny") only when said of the situation ("it was strange",
 *    not "the house was strange");
 * 5. the subject of its clause (subject.ts): "we" is the dreamer and others, "everyone around
 *    me" the others; a thing as subject ("the sea was calm") is no feeling; a feeling joined to
 *    the sentence's previous one by "and" with no verb of its own shares its people (`shared`);
 *    nobody named: the dreamer.
 */
export function whoFelt(
  tokens: Token[],
  match: FeelingMatch,
  discourse: Discourse,
  shared: Felt[] | null = null,
): Felt[] | null {
  const { group } = match;
  const possessor = possessorOf(tokens, match, discourse);
  if (possessor) return possessor;
  if (namesAThing(tokens, match)) return null;
  const caused = causedIn(tokens, match, discourse);
  if (caused) return caused.length > 0 ? caused : null;
  const predicative = isPredicative(tokens, match.start);
  if (group.predicative && !predicative) return null;
  const last = tokens[match.end] as Token;
  let next = match.end + 1;
  while (tokens[next]?.pos === "ADJ") next++;
  const noun = tokens[next];
  const participle = last.pos === "ADJ" || (last.pos === "VERB" && /(ed|ing)$/.test(last.normal));
  if (!predicative && participle && noun && ["NOUN", "PROPN"].includes(noun.pos)) {
    const qualified = peopleAt(tokens, next, discourse);
    // "I felt like a scared little boy": the one who felt like it.
    if (qualified && group.kind !== "stimulus" && feltLike(tokens, match.start)) {
      const subject = subjectOf(tokens, match, discourse, shared);
      return subject === null ? [DREAMER] : subject === "scene" ? qualified : subject;
    }
    if (qualified && group.kind !== "stimulus") return qualified;
    if (!EXPRESSIONS.has(noun.normal))
      return group.kind === "stimulus" && group.intensity >= 2 ? [DREAMER] : null;
  }
  // "It was strange" says how the dream struck the dreamer; "the house was strange" and "he was
  // funny" only describe a thing or a person.
  if (group.kind === "stimulus" && group.predicative) {
    const subject = subjectOf(tokens, match, discourse, shared);
    return subject === null || (subject !== "scene" && subject.every((felt) => felt.who === "dreamer"))
      ? [DREAMER]
      : null;
  }
  if (group.kind === "stimulus") return [DREAMER];
  const subject = subjectOf(tokens, match, discourse, shared);
  if (subject === "scene") return null;
  return subject ?? [DREAMER];
}
