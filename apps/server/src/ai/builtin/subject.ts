import { type FeelingMatch, isFeelingWord } from "./emotion-match";
import { formsOf } from "./match";
import { type Discourse, type Felt, namesDreamer, other, peopleAt } from "./mentions";
import type { Token } from "./nlp";

/** After these the emotion word is said of someone ("was scared", "got mad", "looked sad"). */
export const LINKING = new Set([
  "be",
  "get",
  "feel",
  "seem",
  "look",
  "become",
  "grow",
  "turn",
  "appear",
  "sound",
  "remain",
  "stay",
]);

const NOMINAL = new Set(["PRON", "NOUN", "PROPN"]);
/** Words a noun phrase is made of, leftwards from its head. */
const IN_PHRASE = new Set(["DET", "ADJ", "NUM", "NOUN", "PROPN"]);
const POSSESSIVES = new Set(["my", "our", "his", "her", "their", "your", "its"]);
/** A clause ends here for good: no subject is shared across. */
const HARD_BREAKS = new Set([";", ":", "—", "–"]);
/** Nouns that carry a feeling rather than name anyone: "a feeling of dread", "a bit sad". */
const CARRIERS = new Set(
  `feeling sense sensation wave surge rush pang twinge hint flash shiver mood emotion state bit lot kind
  sort tad little moment time fit bout chill jolt knot stab`.split(/\s+/),
);
/** Parts of a person that show their feeling: "my face went hot with shame", "his hands shook with fear". */
const BODY_PARTS = new Set(
  "face cheeks heart hands hand legs knees voice stomach chest eyes body skin mouth throat head".split(" "),
);
/** Non-person subjects that stand for the scene as the dreamer lived it: "it was sad". */
const THINGS = new Set(["it", "this", "everything", "something", "all", "what"]);
/** Verbs whose object is then described: "I saw my mother crying", "it made me furious". */
const OBJECT_DESCRIBED = new Set([
  "see",
  "watch",
  "hear",
  "find",
  "notice",
  "make",
  "leave",
  "keep",
  "catch",
]);
const RELATIVE = new Set(["who", "that", "which"]);
const PARTICLES = new Set(["up", "down", "in", "out", "back", "off", "over", "round", "around", "away"]);
/** Pronouns that are only ever subjects: "I could tell he was upset". */
const SUBJECT_CASE = new Set(["i", "he", "she", "we", "they", "i'm", "i've", "i'd", "i'll"]);
/** "general confusion", "mass panic": a crowd's or a place's state, not a person's. */
const SCENE_WORDS = new Set(["general", "mass", "widespread", "collective", "public"]);

function phraseStart(tokens: Token[], head: number): number {
  let start = head;
  if (tokens[head]?.pos === "PRON") return start;
  while (start > 0) {
    const before = tokens[start - 1] as Token;
    if (IN_PHRASE.has(before.pos) || POSSESSIVES.has(before.normal) || before.normal === "'s") start--;
    else break;
  }
  return start;
}

/**
 * The people the clause of `match` is about: the nearest noun phrase before it that is not inside
 * a prepositional phrase ("everyone around me") and not a verb's object ("I kicked the dog and
 * felt relieved"), unless the object is then described ("I saw her crying"). Joined subjects count
 * together ("Sarah and I"). "scene" when the words say how a thing or place was ("the sea was
 * calm", "general confusion in the hall"); null when the clause names nobody. `shared`: who felt the
 * sentence's previous feeling.
 */
export function subjectOf(
  tokens: Token[],
  match: FeelingMatch,
  discourse: Discourse,
  shared: Felt[] | null,
): Felt[] | "scene" | null {
  if (SCENE_WORDS.has(tokens[match.start - 1]?.normal ?? "")) return "scene";
  let carried = false;
  let verb = false;
  const creature = match.start === match.end && tokens[match.start]?.pos === "VERB";
  // Past "and" with no subject of its own: "I remembered he was dead and felt sad" is the dreamer's.
  let elided = false;
  for (let i = match.start - 1; i >= 0; i--) {
    const token = tokens[i] as Token;
    if (HARD_BREAKS.has(token.normal)) break;
    // "I felt jealous … and then strangely calm": a feeling joined to the one before shares its subject.
    // "… and laughed" is a verb with its subject left out: the walk goes on to that subject.
    if (token.pos === "CCONJ" && !verb && shared && tokens[match.end]?.pos !== "VERB") return shared;
    if (token.pos === "CCONJ" && verb) elided = true;
    if (token.pos === "VERB" || token.pos === "AUX") verb = true;
    const nominal = NOMINAL.has(token.pos) || namesDreamer(tokens, i, discourse.thirdPerson);
    // "a boy who was crying": the relative pronoun's noun, even inside a prepositional phrase.
    const antecedent = tokens[i - 1]?.normal === "," ? tokens[i - 2] : tokens[i - 1];
    if (nominal && RELATIVE.has(token.normal) && antecedent && ["NOUN", "PROPN"].includes(antecedent.pos)) {
      return peopleAt(tokens, i - 1, discourse) ?? "scene";
    }
    if (!nominal || ["who", "that", "which", "like"].includes(token.normal)) continue;
    if (CARRIERS.has(token.normal) || (token.pos === "NOUN" && isFeelingWord(token))) {
      carried = true;
      continue;
    }
    const start = phraseStart(tokens, i);
    const before = tokens[start - 1];
    // "When I came up Frau Brandt looked…": "up" is the verb's particle, not a preposition.
    const particle =
      before &&
      PARTICLES.has(before.normal) &&
      tokens[start - 2]?.pos === "VERB" &&
      ["VERB", "AUX"].includes(tokens[i + 1]?.pos ?? "");
    if (before?.pos === "ADP" && !particle) {
      i = start;
      continue;
    }
    if (elided && before?.pos === "VERB" && SUBJECT_CASE.has(token.normal)) continue;
    const object = !SUBJECT_CASE.has(token.normal) && before?.pos === "VERB";
    if (object && before && ![...formsOf(before)].some((form) => LINKING.has(form))) {
      const described = OBJECT_DESCRIBED.has(before.lemma) && i + 1 === match.start;
      if (described) return peopleAt(tokens, i, discourse) ?? "scene";
      i = start;
      continue;
    }
    if (token.normal === "there") return personAfter(tokens, match, discourse) ?? (carried ? null : "scene");
    // "my face went hot with shame": a part of someone feels for them.
    const owner = tokens[start];
    const part =
      BODY_PARTS.has(token.normal) && owner && POSSESSIVES.has(owner.normal) && owner.normal !== "its";
    const people = part ? peopleAt(tokens, start, discourse) : peopleAt(tokens, i, discourse);
    // "It was sad" is the dreamer's mood; "it wouldn't stop crying" is a creature's.
    if (!people && THINGS.has(token.normal)) return creature ? [other()] : null;
    // A bare noun right after "I" is a verb wink took for a noun ("I swam in…"): walk on.
    if (!people && start === i && SUBJECT_CASE.has(tokens[i - 1]?.normal ?? "")) continue;
    if (!people) return "scene";
    return [...joinedSubject(tokens, start, discourse), ...people];
  }
  return subjectAfterComma(tokens, match, discourse);
}

/** "Sarah and I were scared": Sarah as well as the dreamer. */
function joinedSubject(tokens: Token[], start: number, discourse: Discourse): Felt[] {
  if (tokens[start - 1]?.normal !== "and") return [];
  const head = start - 2;
  if (head < 0 || !NOMINAL.has(tokens[head]?.pos ?? "")) return [];
  const before = tokens[phraseStart(tokens, head) - 1];
  if (before && before.normal !== ",") return [];
  return peopleAt(tokens, head, discourse) ?? [];
}

/** "there was fear in her eyes", "panic among us": the person the feeling is placed in. */
function personAfter(tokens: Token[], match: FeelingMatch, discourse: Discourse): Felt[] | null {
  const preposition = tokens[match.end + 1];
  if (!preposition || !["in", "among", "on"].includes(preposition.normal)) return null;
  return peopleAt(tokens, match.end + 2, discourse);
}

/** "Terrified, I ran": an opening feeling belongs to the subject after the comma. */
function subjectAfterComma(tokens: Token[], match: FeelingMatch, discourse: Discourse): Felt[] | null {
  let i = match.end + 1;
  while (tokens[i] && ["ADJ", "ADV", "CCONJ"].includes(tokens[i]?.pos ?? "")) i++;
  if (tokens[i]?.normal !== ",") return null;
  for (i++; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (NOMINAL.has(token.pos)) return peopleAt(tokens, i, discourse);
    if (!["DET", "ADJ"].includes(token.pos)) return null;
  }
  return null;
}
