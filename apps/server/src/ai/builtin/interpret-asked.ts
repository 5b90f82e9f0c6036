import { low } from "./interpret-words";
import { readSentences, type Token } from "./nlp";

/**
 * What an analyzer question asked, read from its words (wink's parts of speech): its wh-word, its
 * subject and the rest, so that it can be said back (interpret-restate.ts) as an indirect question
 * ("what the sea made you feel", "whether the boat felt safe") and a short answer turned into a
 * statement with its content (interpret-statement.ts). Only the question's first clause is read:
 * "Was the dog friendly or threatening, and does it remind you of someone?" asks about the dog
 * first. Everything stays in the second person; `toFirstPerson` (interpret-words.ts) gives the
 * dreamer's own voice.
 */

const WH = new Set(["what", "who", "whom", "whose", "which", "where", "when", "why", "how"]);
export const DO = new Set(["do", "does", "did"]);
const AUX = new Set([
  ...DO,
  ..."is are was were am has have had would will can could might should must may".split(" "),
]);
const SUBJECT_POS = new Set(["DET", "PRON", "NOUN", "PROPN", "ADJ", "NUM", "PART"]);
export const PLURAL_PRONOUNS = new Set(["you", "we", "they", "i", "these", "those"]);
/** Pronouns that, after a noun, start a relative clause ("something you relied on"). */
const RELATIVE_SUBJECTS = new Set(["you", "i", "we", "they", "he", "she", "it", "that", "who", "which"]);

export interface Asked {
  /** "what", "where"…; null for a yes/no question. */
  wh: string | null;
  /** The wh-word and the words it governs: "What deadline or expectation", "Where in your life". */
  whPhrase: Token[];
  /** The question's auxiliary once its subject has been moved before it ("did" in "Did the sea…"). */
  aux: Token | null;
  subject: Token[];
  /** What follows the subject (or the wh-phrase, when the wh-word is the subject). */
  rest: Token[];
}

/** The tokens of the question's first clause (a comma starts a new one when a new question follows). */
function firstClause(question: string): Token[] {
  const tokens = readSentences(question.trim()).flatMap((sentence) => sentence.tokens);
  const end = tokens.findIndex((token, i) => {
    if (token.text === "?") return true;
    if (token.text !== ",") return false;
    const next = tokens[i + 1]?.pos === "CCONJ" ? tokens[i + 2] : tokens[i + 1];
    return i >= 3 && (WH.has(low(next)) || AUX.has(low(next)));
  });
  return tokens.slice(0, end < 0 ? tokens.length : end).filter((token) => token.text !== "?");
}

const BE = new Set(["is", "are", "was", "were", "am"]);

/** A word of a noun phrase: "your", "life", and "waking" in "your waking life"; not an adjective. */
function inNounPhrase(tokens: Token[], k: number): boolean {
  const token = tokens[k];
  if (!token) return false;
  if (SUBJECT_POS.has(token.pos) && token.pos !== "ADJ") return true;
  const before = tokens[k - 1]?.pos;
  return token.pos === "VERB" && /ing$/.test(low(token)) && (before === "DET" || before === "PRON");
}

/**
 * The subject starting at `start` (a noun phrase; a relative clause after it, "something you relied
 * on") as [its end, where the rest starts].
 */
function subjectAt(tokens: Token[], start: number): [number, number] {
  const first = tokens[start];
  if (!first) return [start, start];
  if (low(first) === "there" || (first.pos === "PRON" && PLURAL_PRONOUNS.has(low(first)))) {
    return [start + 1, start + 1];
  }
  // "Does feeling embarrassed in this dream say…": a gerund's phrase up to the main verb.
  if ((first.pos === "VERB" || first.pos === "AUX") && /ing$/.test(low(first))) {
    const verb = tokens.findIndex((t, i) => i > start && t.pos === "VERB" && low(t) === t.lemma);
    if (verb > start && DO.has(low(tokens[start - 1]))) return [verb, verb];
    // "Was swimming easy…": the gerund and its object are the subject.
    let end = start + 1;
    while (["NOUN", "PRON", "PROPN"].includes(tokens[end]?.pos ?? "")) end++;
    return [end, end];
  }
  let end = start;
  while (end < tokens.length) {
    const token = tokens[end] as Token;
    const next = tokens[end + 1];
    if (end > start && (token.pos === "CCONJ" || token.text === ",") && SUBJECT_POS.has(next?.pos ?? "")) {
      end++;
      continue;
    }
    if (end > start && token.text === "," && next?.pos === "CCONJ") {
      end++;
      continue;
    }
    if (!SUBJECT_POS.has(token.pos)) break;
    // An adjective after the noun is the predicate ("the water calm or rough").
    const afterArticle = ["DET", "PRON"].includes(tokens[end - 1]?.pos ?? "");
    if (
      token.pos === "ADJ" &&
      end > start &&
      !afterArticle &&
      !["NOUN", "PROPN", "ADJ", "PART"].includes(next?.pos ?? "")
    )
      break;
    // "the wolf hunting, guarding or watching": an -ing word after the noun is the predicate.
    if (end > start + 1 && /ing$/.test(low(token)) && (next === undefined || [",", "or"].includes(low(next))))
      break;
    if (RELATIVE_SUBJECTS.has(low(token)) && end > start && next?.pos !== "PART") {
      // "the first thing that comes to mind…" after "is": the rest is the subject.
      if (BE.has(low(tokens[start - 1]))) return [tokens.length, tokens.length];
      // "something you relied on felt": a relative clause up to the main verb.
      const verb = tokens.findIndex((t, i) => i > end && t.pos === "VERB");
      // After "does" the main verb is a bare one ("the choice you made … compare").
      const bare = DO.has(low(tokens[start - 1]));
      const main = tokens.findIndex(
        (t, i) =>
          i > verb &&
          verb > 0 &&
          (bare ? t.pos === "VERB" && low(t) === t.lemma : t.pos === "VERB" || t.pos === "AUX"),
      );
      if (verb > 0 && main > 0) return [main, main];
      break;
    }
    end++;
  }
  // "anything in this dream connect", "the mood of this dream closer": a phrase after the noun.
  if (end > start && tokens[end]?.pos === "ADP") {
    let k = end + 1;
    while (k < tokens.length && inNounPhrase(tokens, k)) k++;
    const after = tokens[k]?.pos ?? "";
    const aux = low(tokens[start - 1]);
    const predicate = after === "ADJ" || after === "ADV" || after === "AUX";
    if (k > end + 1 && (after === "VERB" || (!DO.has(aux) && predicate))) end = k;
  }
  let rest = end;
  while (tokens[rest]?.text === ",") rest++;
  while (end > start && tokens[end - 1]?.text === ",") end--;
  // "Did the moonlight show you": a verb read as a noun ends the subject a word early.
  const aux = low(tokens[start - 1]);
  const verbLike = tokens[end - 1];
  const after = tokens[rest];
  const verbAfter = after?.pos === "VERB" || after?.pos === "AUX";
  if (DO.has(aux) && end - start >= 2 && !verbAfter && verbLike?.pos === "NOUN") {
    end--;
    rest = end;
  }
  return [end, rest];
}

const OPENS_QUESTION =
  "what|who|whom|whose|which|where|when|why|how|is|are|was|were|do|does|did|has|have|had|would|could|can|will|might";
const LED = new RegExp(`^([^,:?]+)[,:]\\s+((?:${OPENS_QUESTION})\\b.+)$`, "i");
const ASIDE = /,\s*(?:if any|big or small|or who|or what|or where|or why)\s*,/gi;

/**
 * The question itself, without what leads into it ("Looking back, what strikes you…" → "what
 * strikes you…", with "Looking back" as its lead) or an aside (", if any,").
 */
export function mainQuestion(question: string): { main: string; lead: string | null } {
  const text = question.trim().replace(ASIDE, "");
  const led = LED.exec(text);
  if (!led?.[1] || !led[2] || new RegExp(`^(?:${OPENS_QUESTION})\\b`, "i").test(led[1])) {
    return { main: text, lead: null };
  }
  return { main: led[2], lead: led[1].trim() };
}

export function parse(question: string): Asked | null {
  const tokens = firstClause(mainQuestion(question).main);
  const first = tokens[0];
  if (!first) return null;
  if (AUX.has(low(first))) {
    const [end, rest] = subjectAt(tokens, 1);
    if (end <= 1) return null;
    return { wh: null, whPhrase: [], aux: first, subject: tokens.slice(1, end), rest: tokens.slice(rest) };
  }
  if (!WH.has(low(first))) return null;
  let verb = 1;
  while (
    verb < tokens.length &&
    (!["VERB", "AUX"].includes(tokens[verb]?.pos ?? "") || inNounPhrase(tokens, verb))
  ) {
    verb++;
  }
  const aux = tokens[verb];
  if (!aux) return null;
  const whPhrase = tokens.slice(0, verb);
  const next = tokens[verb + 1];
  // "What does being chased have in common…": after "does", a gerund is the subject.
  const gerund =
    DO.has(low(aux)) &&
    next !== undefined &&
    /ing$/.test(low(next)) &&
    (next.pos === "VERB" || next.pos === "AUX");
  const inverted =
    AUX.has(low(aux)) && next !== undefined && ((SUBJECT_POS.has(next.pos) && next.pos !== "ADJ") || gerund);
  if (!inverted) return { wh: low(first), whPhrase, aux: null, subject: [], rest: tokens.slice(verb) };
  const [end, rest] = subjectAt(tokens, verb + 1);
  if (end <= verb + 1) return null;
  return {
    wh: low(first),
    whPhrase,
    aux,
    subject: tokens.slice(verb + 1, end),
    rest: tokens.slice(rest),
  };
}
