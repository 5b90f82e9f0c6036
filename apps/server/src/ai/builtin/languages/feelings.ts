import type { Term } from "../../../domain/symbols/terms";
import type { Feeling } from "../detect-emotions";
import { type CompiledRules, cueStarts } from "./compiled";
import type { LocalSentence, Word } from "./words";

const NEGATION_REACH = 5;
const NEGATION_AFTER_REACH = 2;

/**
 * Each phrase alone and followed by one or two words: a verb that gives a feeling and what leads
 * from it to the feeling's words ("me dio un", "m'a fait de la"), for a `dreamerObject` cue.
 */
export const leadingTo = (phrases: Term[]): Term[] =>
  phrases.flatMap((phrase) => [phrase, `${phrase} *`, `${phrase} * *`]);

/** Each word's clause in its sentence: punctuation and the language's clause words open a new one. */
function clausesOf(words: Word[], breaks: number[]): number[] {
  let clause = 0;
  return words.map((word, at) => {
    if (word.isBreak || breaks.includes(at)) clause++;
    return clause;
  });
}

function evidenceOf(sentence: LocalSentence): string {
  const text = sentence.text.replace(/\s+/g, " ");
  return text.length <= 240 ? text : `${text.slice(0, 237)}…`;
}

export interface Cued {
  negation: number[];
  negationAfter: number[];
  undone: number[];
  hypothetical: number[];
  dreamer: number[];
  /** Where a `dreamerObject` term starts, and where each of those that start there ends. */
  objectReach: Map<number, number[]>;
  /** Where a `dreamer` term of more than one word starts ("me sentía", "mi sono"). */
  dreamerPhrase: Set<number>;
  /** Where a `we` cue starts: the dreamer among others. */
  we: number[];
  others: number[];
  waking: number[];
  clause: number[];
}

/** Where each cue of the language sits in one sentence's words, and each word's clause. */
export function cuesOf(compiled: CompiledRules, words: Word[]): Cued {
  const at = (name: keyof CompiledRules["cues"]) => cueStarts(compiled.cues[name], words);
  const objectReach = new Map<number, number[]>();
  for (const { positions } of compiled.cues.dreamerObject(words)) {
    const start = positions[0] as number;
    objectReach.set(start, [...(objectReach.get(start) ?? []), positions[positions.length - 1] as number]);
  }
  const phrases = compiled.cues.dreamer(words).filter((match) => match.positions.length > 1);
  return {
    negation: at("negation"),
    negationAfter: at("negationAfter"),
    undone: at("negationUndone"),
    hypothetical: at("hypothetical"),
    dreamer: at("dreamer"),
    objectReach,
    dreamerPhrase: new Set(phrases.map((match) => match.positions[0] as number)),
    we: at("we"),
    others: at("others"),
    waking: at("waking"),
    clause: clausesOf(words, at("clauseBreaks")),
  };
}

/** A negation before the feeling in its clause, not undone by a comparison between them; or just after it. */
export function negated(cued: Cued, start: number, end: number): boolean {
  const clause = cued.clause[start];
  const before = cued.negation.some(
    (at) =>
      at < start &&
      start - at <= NEGATION_REACH &&
      cued.clause[at] === clause &&
      !cued.undone.some((undone) => undone > at && undone < start),
  );
  const after = cued.negationAfter.some(
    (at) => at > end && at - end <= NEGATION_AFTER_REACH && cued.clause[at] === clause,
  );
  return before || after;
}

type Person = Pick<Feeling, "who" | "whoName">;

/**
 * Where the dreamer, as object, is the experiencer of the feeling from `start` to `end`: a
 * `dreamerObject` term (../types.ts) that reaches its words ("me asustó", "m'a énervé", "me dio un
 * susto"). Where the verb comes last, only a feeling that ends its clause ("hat mich genervt"), or
 * one the term carries past: in "sie hat mich lachend umarmt" the laugh is hers.
 */
function experiencerAt(cued: Cued, start: number, end: number, verbLast: boolean): number | null {
  const endsClause = cued.clause[end + 1] === undefined || cued.clause[end + 1] !== cued.clause[end];
  let found: number | null = null;
  for (const [at, ends] of cued.objectReach) {
    if (at >= start || !cued.dreamer.includes(at)) continue;
    if (ends.some((last) => last > end || (last >= start - 1 && (endsClause || !verbLast))))
      found = Math.max(found ?? at, at);
  }
  return found;
}

/**
 * The person nearest before the feeling's last word in its sentence (a pronoun of the feeling's own
 * words counts: "me dio miedo"), a name included; the dreamer when no one is named. The dreamer as
 * a mere object, not reaching the feeling ("O motorista me olhou, rindo"), leaves it to the
 * subject of the pronoun's clause: another person or a name before it there, else the pronoun's
 * verb's person ("mi guardava ridendo") or the dreamer ("me escondi, tremendo"). "Nous", "wir",
 * "a gente" are the dreamer and others, as "we" is in English (../experiencer.ts).
 */
function whoFelt(cued: Cued, words: Word[], start: number, end: number, verbLast: boolean): Person[] {
  const dreamerAt = (at: number): Person[] =>
    cued.we.includes(at) ? [{ who: "dreamer" }, { who: "other" }] : [{ who: "dreamer" }];
  const experiencer = experiencerAt(cued, start, end, verbLast);
  let object: number | null = null;
  let fallback: Person[] = [{ who: "dreamer" }];
  for (let at = end; at >= 0; at--) {
    if (object !== null && cued.clause[at] !== cued.clause[object]) return fallback;
    if (at === experiencer) return dreamerAt(at);
    if (experiencer !== null && at > experiencer && at < start) continue;
    const objectOnly = cued.objectReach.has(at) && !cued.dreamerPhrase.has(at) && at < start;
    if (objectOnly && cued.dreamer.includes(at)) {
      if (object !== null) continue;
      object = at;
      // "Mi guardava ridendo": the verb after the pronoun is someone else's, in the feeling's clause
      // ("me daban el premio y estaba feliz" is the dreamer's).
      const theirs = cued.others.includes(at) && cued.clause[at] === cued.clause[start];
      fallback = theirs ? [{ who: "other" }] : dreamerAt(at);
      continue;
    }
    if (cued.dreamer.includes(at)) return dreamerAt(at);
    if (cued.others.includes(at)) return [{ who: "other", whoName: words[at]?.lower }];
    if (words[at]?.named) return [{ who: "other", whoName: words[at]?.text }];
  }
  return fallback;
}

/** A statement closed by a tag of one or two words: "…, sabe?", "…, oder?", "…, n'est-ce pas ?". */
const TAGGED = /,\s*[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s*\?\s*["»”)]*$/u;

/** A question: it opens as one ("¿…"), or ends with "?" outside any quotation and not as a tag. */
export const isAsked = (text: string) =>
  text.startsWith("¿") || (/\?\s*["»”)]*$/.test(text) && !/[«"“„]/.test(text) && !TAGGED.test(text));

/**
 * Every feeling the dream states in a language other than English, once per emotion, person and
 * moment, in the order first stated, by `compiled`'s vocabulary and cues (./types.ts): not
 * negated, hypothetical or asked; a bodily sign only beside a threat; after waking, on waking. A
 * report that opens on waking up ("I woke up in my old room, …") tells a dream that starts there:
 * waking in its first sentence ends nothing, when more follows.
 */
export function findLocalFeelings(compiled: CompiledRules, sentences: LocalSentence[]): Feeling[] {
  const found = new Map<string, Feeling>();
  let awake = false;
  let threatBefore = false;
  for (const sentence of sentences) {
    const { words } = sentence;
    const cued = cuesOf(compiled, words);
    if (sentence.index === 0 && sentences.length > 1) cued.waking = [];
    const threat = cueStarts(compiled.cues.threats, words).length > 0;
    const notFeelings = compiled.cues.notFeelings(words).flatMap((match) => match.positions);
    const asked = isAsked(sentence.text);
    const matches = compiled
      .feelings(words)
      // Longest first, then strongest, then the more specific term ("flippant*" before "flipp*").
      .sort(
        (a, b) =>
          b.positions.length - a.positions.length ||
          b.value.intensity - a.value.intensity ||
          b.term.length - a.term.length,
      );
    const taken = new Set<number>();
    for (const match of asked ? [] : matches) {
      const { positions, value: group } = match;
      if (positions.some((at) => taken.has(at) || notFeelings.includes(at))) continue;
      for (const at of positions) taken.add(at);
      const start = positions[0] as number;
      const end = positions[positions.length - 1] as number;
      if (negated(cued, start, end)) continue;
      if (cued.hypothetical.some((at) => at < start && cued.clause[at] === cued.clause[start])) continue;
      if (group.kind === "sign" && !threat && !threatBefore) continue;
      const people: Person[] =
        group.kind === "stimulus"
          ? [{ who: "dreamer" }]
          : whoFelt(cued, words, start, end, compiled.rules.verbLast === true);
      const waking =
        awake ||
        cued.waking.some(
          (at) => at < start || (compiled.rules.verbLast === true && cued.clause[at] === cued.clause[start]),
        );
      const said = words.slice(start, end + 1).filter((word) => !word.isBreak);
      for (const person of people)
        add(found, {
          emotion: group.emotion,
          ...person,
          evidence: evidenceOf(sentence),
          intensity: group.intensity,
          waking,
          mentions: 1,
          words: said.map((word) => word.text).join(" "),
          spans: [said.map((word) => word.index)],
        });
    }
    if (cued.waking.length > 0) awake = true;
    threatBefore = threat;
  }
  return [...found.values()].sort((a, b) => (a.spans[0]?.[0] ?? 0) - (b.spans[0]?.[0] ?? 0));
}

function add(found: Map<string, Feeling>, feeling: Feeling): void {
  const key = `${feeling.emotion}|${feeling.who}|${feeling.whoName ?? ""}|${feeling.waking}`;
  const before = found.get(key);
  if (!before) {
    found.set(key, feeling);
    return;
  }
  const spans = [...before.spans, ...feeling.spans].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
  const counted = { mentions: before.mentions + 1, spans };
  found.set(
    key,
    feeling.intensity > before.intensity ? { ...feeling, ...counted } : { ...before, ...counted },
  );
}
