import { formsOf } from "./match";
import type { Token } from "./nlp";

/**
 * When a stated emotion is NOT reported. The rules look back from the emotion word inside its
 * clause (a clause ends at , ; : — and at but / and / because / when / while / then / although /
 * until / after / before and at why / what / how / who / which / where, so "I don't know why I
 * was so sad" keeps its sadness):
 *
 * 1. Negated: wink-nlp flags the word as in the scope of a negation within its clause ("I wasn't
 *    afraid", "I didn't feel at all scared", "I never felt happy"), or one of no / not / never / without / nobody / nothing /
 *    none / neither / nor / hardly / barely / lack stands in the 4 words before it ("no fear",
 *    "without any fear", "not even a little afraid", "nobody was scared"), or it directly follows
 *    "rather than" / "instead of" ("surprised rather than frightened").
 * 2. Hypothetical: a modal (would, could, might, may, should, 'd, must) or if / unless / whether /
 *    imagine / pretend / wish / hope / want / expect / supposed / in case precedes it in the clause
 *    ("I would have been scared", "if I had been afraid", "I thought I might panic", "I wanted to
 *    be happy"). "could feel / could see / could tell / could sense" states perception, so it is
 *    not hypothetical ("I could feel the fear").
 * 3. Asked, not stated: the sentence is a question ("Was I scared?").
 *
 * A negation or a modal reaches the emotion only through linking and perception verbs (be, feel,
 * get, seem, start, see…): "I didn't feel scared" is negated, but in "I tried not to show my fear"
 * the "not" is about showing, and in "I must admit I was embarrassed" the "must" about admitting,
 * so both feelings are real. "I couldn't stop laughing": the laughing happened.
 *
 * An emotion after its hypothetical is still reported: in "I was afraid I would fall" the fear is
 * real and only the fall is hypothetical.
 */
const NEGATORS = new Set([
  "no",
  "not",
  "never",
  "without",
  "nobody",
  "nothing",
  "none",
  "neither",
  "nor",
  "hardly",
  "barely",
  "lack",
  "no-one",
]);
const SUBJECT_NEGATORS = new Set(["nobody", "no-one", "none", "nothing", "neither"]);
const HYPOTHETICAL = new Set([
  "would",
  "could",
  "might",
  "may",
  "should",
  "must",
  "if",
  "unless",
  "whether",
  "imagine",
  "imagined",
  "pretend",
  "pretended",
  "wish",
  "wished",
  "hope",
  "hoped",
  "want",
  "wanted",
  "expect",
  "expected",
  "supposed",
  "case",
]);
/** Verbs a negation or a modal reaches through. */
const TRANSPARENT = new Set(
  "be have do feel get seem look become grow turn appear sound remain stay start begin see find notice hear think".split(
    " ",
  ),
);
const PERCEPTION = new Set(["feel", "see", "tell", "sense", "hear", "notice"]);
const CLAUSE_BREAKS = new Set([
  ",",
  ";",
  ":",
  "—",
  "–",
  "-",
  "but",
  "and",
  "because",
  "when",
  "while",
  "then",
  "although",
  "though",
  "until",
  "after",
  "before",
  "why",
  "what",
  "how",
  "who",
  "which",
  "where",
]);

/** The tokens of the clause before `position`, nearest first. */
function clauseBefore(tokens: Token[], position: number): Token[] {
  const clause: Token[] = [];
  for (let i = position - 1; i >= 0; i--) {
    const token = tokens[i];
    if (!token || CLAUSE_BREAKS.has(token.normal)) break;
    clause.push(token);
  }
  return clause;
}

/** No verb of its own stands between the word at `at` (nearest-first clause index) and the emotion. */
function reaches(clause: Token[], at: number): boolean {
  return clause
    .slice(0, at)
    .every((token) => token.pos !== "VERB" || [...formsOf(token)].some((form) => TRANSPARENT.has(form)));
}

export function isNegated(tokens: Token[], position: number): boolean {
  const clause = clauseBefore(tokens, position).filter((token) => token.isWord);
  const negator = clause.findIndex((token) => NEGATORS.has(token.normal));
  const [first, second] = clause;
  // "surprised rather than frightened", "calm instead of scared"
  if (first?.normal === "than" && second?.normal === "rather") return true;
  if (first?.normal === "of" && second?.normal === "instead") return true;
  if (negator < 0 || !reaches(clause, negator)) return false;
  // "I felt nothing but relief": the relief is felt.
  if (clause[negator]?.normal === "nothing" && clause[negator - 1]?.normal === "but") return false;
  // "I have never been so frightened", "never felt happier": never before so much, not never.
  const degree = clause.slice(0, negator).some((token) => ["so", "more", "as"].includes(token.normal));
  if (clause[negator]?.normal === "never" && (degree || /er$/.test(tokens[position]?.normal ?? "")))
    return false;
  // "Nobody seemed to think it was odd": a subject that is nobody negates its whole clause.
  if (SUBJECT_NEGATORS.has(clause[negator]?.normal ?? "")) return true;
  // wink's flag can run past a comma ("no fear, only joy"), so it counts inside the clause only.
  return tokens[position]?.negated === true || negator < 4;
}

export function isHypothetical(tokens: Token[], position: number): boolean {
  const clause = clauseBefore(tokens, position);
  return clause.some((token, i) => {
    if (!reaches(clause, i)) return false;
    if (token.normal === "i'd") return true;
    if (!HYPOTHETICAL.has(token.normal)) return false;
    if (token.normal === "could") {
      // clause is nearest-first, so the word after "could" is at i - 1.
      const next = clause[i - 1];
      if (next && PERCEPTION.has(next.lemma)) return false;
    }
    return true;
  });
}

/** Present-tense verbs and auxiliaries: "I am", "she knows I hate", "it doesn't make sense". */
const PRESENT = new Set(["am", "is", "are", "'m", "'re", "do", "does", "has", "have", "'ve"]);
const FIRST_AND_PLURAL = new Set(["i", "we", "you", "they"]);

/**
 * In a dream told in the past tense, a feeling stated in the present is the teller's, awake, not
 * the dream's: "…which she knows I hate", "…which doesn't make sense", "she's been dead six years
 * and I still miss her". Quoted speech is the dream's (a character speaking in it).
 */
export function isPresentAside(tokens: Token[], position: number): boolean {
  const clause = clauseBefore(tokens, position).filter((token) => token.isWord);
  const [nearest, next] = clause;
  if (nearest && PRESENT.has(nearest.normal)) return true;
  if (nearest?.pos === "ADV" && next && PRESENT.has(next.normal)) return true;
  const token = tokens[position];
  // "I hate", "they love": a feeling verb in its present form after its subject.
  return token?.pos === "VERB" && token.normal === token.lemma && FIRST_AND_PLURAL.has(nearest?.normal ?? "");
}

/** Words a question opens with: "Was I scared?", "Why was I so sad?". */
const ASKING =
  /^(?:["“]?)(?:was|were|am|is|are|did|do|does|could|would|should|will|can|have|had|why|what|how|who|where|when|which)\b/i;

/**
 * Asked, not stated: a sentence ending in "?" that opens as a question, or has no clause before it
 * ("I was a bit confused, like, early for what?" states the confusion).
 */
export function isQuestion(sentenceText: string): boolean {
  const text = sentenceText.trim();
  return text.endsWith("?") && (ASKING.test(text) || !text.includes(","));
}

/** What an `open` term may leave open and still state confusion: the situation, not a fact. */
const OPEN_SITUATION = new Set(["what", "why", "whether", "if", "which", "it", "this", "anything"]);

/**
 * Not knowing is confusion only when what is not known is the situation (`open` terms,
 * feelings/types.ts): "I had no idea what was going on", "I didn't know why", "I didn't
 * understand." (the clause ends), "I didn't know who I was"; not a fact or a skill: "I didn't know
 * who Bex was", "no idea how to fly it", "couldn't understand a word", "didn't know where the
 * toilets were", "people I didn't know".
 */
export function leavesSituationOpen(tokens: Token[], start: number, end: number): boolean {
  const [next, after, third] = tokens.slice(end + 1, end + 4);
  if (next?.normal === "how") return after?.normal !== "to";
  if (next?.normal === "who") return ["i", "we"].includes(after?.normal ?? "") && third?.lemma === "be";
  if (next?.normal === "any") return after?.normal === "of";
  if (next && OPEN_SITUATION.has(next.normal)) return true;
  if (next?.isWord && !["and", "but", "so", "because", "then", "when", "while"].includes(next.normal))
    return false;
  // "I didn't know." states it; "people I didn't know" (a relative clause) only says who they were.
  if (tokens[end]?.lemma !== "know" || tokens[start - 1]?.pos !== "PRON") return true;
  const before = tokens[start - 2];
  // wink may take a noun after "to" or "the" for a verb: "introducing me to people I didn't know".
  const noun =
    ["NOUN", "PROPN"].includes(before?.pos ?? "") ||
    (before?.pos === "VERB" && ["DET", "ADP", "PART"].includes(tokens[start - 3]?.pos ?? ""));
  return !noun;
}
