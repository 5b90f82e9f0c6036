import type { Detection } from "./detect";
import type { FoundSymbol } from "./detect-symbols";
import { inflectionBases, tokenForms } from "./morph";
import type { Sentence } from "./nlp";

/**
 * What a dream already says, for the questions: a question is never asked when the dream answers
 * it, from the text's words and the Detection's feelings.
 */
export interface DreamFacts {
  /** Every form of every word of the dream (word, lemma, inflection bases). */
  forms: Set<string>;
  /** The dream names someone: a proper name or a relation ("my brother", "the teacher"). */
  namesSomeone: boolean;
  /** The dream names where it happens or where someone was going. */
  namesPlace: boolean;
  /** The dreamer states a feeling in the dream; on waking. */
  feelsInDream: boolean;
  feelsOnWaking: boolean;
  /** Symbols the dream describes (an adjective next to the image: "the sky was red"); acting ("my dad was handing"). */
  described: Set<string>;
  acting: Set<string>;
}

const list = (text: string) => new Set(text.trim().split(/\s+/));
const WORDS = (text: string) => text.toLowerCase().match(/[a-z]+(?:['’][a-z]+)?/g) ?? [];

/** Nouns that say who someone is; "a man" or "a stranger" does not. */
const RELATIONS = list(`mother mom mum mommy mama father dad daddy papa parents sister brother
  grandmother grandma granny nan nana grandfather grandpa grandad aunt uncle cousin son daughter husband
  wife boyfriend girlfriend partner fiance fiancee niece nephew friend boss teacher coworker colleague
  classmate neighbour neighbor roommate flatmate housemate manager doctor ex landlady landlord`);
/** Nouns and words that say where the dream is, or where someone was headed. */
const PLACES = list(`house home flat apartment school office hospital church beach forest wood woods
  city town village street road park garden kitchen bedroom bathroom room hotel airport station shop
  store supermarket restaurant cafe bar library museum farm field mountain lake river sea ocean island
  desert car train bus plane boat ship classroom hall university college work towards toward heading`);
/** Words that say nothing about the dream's content, left out of what a question asks about. */
const FILLER = list(`a an the to of in on at for from into onto with by about as than that this these
  those it its it's you your yourself yours i me my we us our they them their he him his she her what
  which who whom whose how why when where was were did do does is are be been being had has have
  and or but so if not no any some something someone somebody anything anyone else other both either
  neither more less most very much many feel feeling felt seem seemed like look looked get got go going
  gone try trying make made dream dreams dreaming dreamt dreamed there here then now just really
  kind sort way part one ones thing things time waking life could would should might may can will`);

/** Forms of words that count as the same choice ("murky" is answered by "muddy"). */
const SAME = [
  "calm still smooth peaceful gentle flat",
  "rough choppy stormy wild violent churning",
  "clear crystal transparent clean",
  "murky muddy dirty cloudy filthy",
  "open opened ajar unlocked",
  "locked shut closed bolted jammed",
  "friendly playful wagging licked cuddly tame",
  "threatening growled growling snarling vicious aggressive attacked bit barking",
  "up upward upstairs ascending rising",
  "down downward downstairs descending sinking",
  "safe secure comfortable cosy cozy",
  "strange weird odd unfamiliar",
  "familiar recognised recognized",
  "foreign abroad",
  "welcoming welcomed",
  "overwhelming overwhelmed crowded",
  "easy effortless",
  "struggle struggled struggling hard difficult exhausting",
  "gloomy dreary grey gray",
  "cleansing refreshing fresh",
  "peaceful quiet serene",
  "isolating isolated lonely alone",
  "threat danger dangerous",
  "protection protect protected protecting",
  "searching search look looking find hunt",
  "watching watch watched staring",
].map(list);

function choiceForms(word: string): string[] {
  const forms = new Set(inflectionBases(word));
  for (const group of SAME) if (group.has(word)) for (const other of group) forms.add(other);
  return [...forms];
}

/** The last word of each piece of evidence, by symbol: where the image is in the text. */
function imageWords(found: FoundSymbol[]): Map<string, string[]> {
  const at = new Map<string, string[]>();
  for (const symbol of found) {
    for (const evidence of symbol.evidence) {
      const last = WORDS(evidence).at(-1);
      if (last) at.set(last, [...(at.get(last) ?? []), symbol.symbol]);
    }
  }
  return at;
}

/** Which symbols the text describes (an adjective beside the image) or shows acting (a verb after it). */
function readImages(sentences: Sentence[], found: FoundSymbol[]) {
  const described = new Set<string>();
  const acting = new Set<string>();
  const at = imageWords(found);
  for (const sentence of sentences) {
    const words = sentence.tokens.filter((token) => token.isWord);
    for (const [i, token] of words.entries()) {
      const symbols = at.get(token.normal);
      if (!symbols) continue;
      const near = (from: number, to: number) => words.slice(Math.max(0, i + from), i + to + 1);
      const linked = words[i + 1]?.pos === "AUX" ? near(2, 3) : [];
      if ([...near(-2, -1), ...linked].some((word) => word.pos === "ADJ"))
        for (const id of symbols) described.add(id);
      if (near(1, 2).some((word) => word.pos === "VERB")) for (const id of symbols) acting.add(id);
    }
  }
  return { described, acting };
}

export function factsFrom(detection: Detection, sentences: Sentence[]): DreamFacts {
  const feelsInDream = detection.feelings.some((feeling) => feeling.who === "dreamer" && !feeling.waking);
  const feelsOnWaking = detection.feelings.some((feeling) => feeling.waking);
  const forms = new Set<string>();
  let relation = false;
  let place = false;
  let capitalised = false;
  for (const sentence of sentences) {
    const words = sentence.tokens.filter((token) => token.isWord);
    for (const [i, token] of words.entries()) {
      for (const form of tokenForms(token.normal, token.lemma)) forms.add(form);
      if (RELATIONS.has(token.normal) || RELATIONS.has(token.lemma)) relation = true;
      if (PLACES.has(token.normal) || PLACES.has(token.lemma)) place = true;
      // A capitalised word inside a sentence may be a name.
      if (i > 0 && /^[A-Z][a-z]/.test(token.text) && token.normal !== "i") capitalised = true;
    }
  }
  const named = detection.people.some((person) => !/^(?:a|an|some|someone|somebody|people)\b/i.test(person));
  return {
    forms,
    namesSomeone: named || relation || capitalised,
    namesPlace: detection.places.length > 0 || place,
    feelsInDream,
    feelsOnWaking,
    ...readImages(sentences, detection.found),
  };
}

/** Does the dream use this word, or one counted as the same choice? */
export function says(facts: DreamFacts, word: string): boolean {
  return choiceForms(word).some((form) => facts.forms.has(form));
}

const PAST =
  /\b(?:was|were|did|had|held|stood|saw|took|came|went|gave|told|said|(?!need|feed|speed|seed|bleed)\w{3,}ed)\b/i;
/** A clause about the dreamer's life rather than the dream. */
const LIFE =
  /\b(?:your life|waking|awake|lately|these days|right now|at the moment|day before|before this dream|next time|since|tonight)\b/i;
/** Verbs that ask for a detail of what happened ("What did your father say?"). */
const DETAIL_VERBS = list(
  "say said do see saw show wear buy find hear tell give hold carry eat write read ask",
);

/** The clauses of a question: split at commas, colons and ", and". */
const clausesOf = (question: string) =>
  question
    .replace(/\?$/, "")
    .split(/[,;:]\s*/)
    .map((clause) => clause.replace(/^(?:and|or|but|so)\s+/i, ""))
    .filter(Boolean);

/** Words of the symbol itself, which a question about it always names ("the water", "the crowd"). */
function ownWords(symbol: FoundSymbol | undefined): Set<string> {
  if (!symbol) return new Set();
  const own = new Set<string>();
  for (const text of [symbol.label, ...symbol.evidence])
    for (const word of WORDS(text)) for (const form of inflectionBases(word)) own.add(form);
  return own;
}

/**
 * Why the dream already answers the question, or null when it does not (the analyst's own rules):
 * - an either/or or yes/no about the dream ("Was the water clear or murky?", "Did the boat feel
 *   safe?") whose choices the dream uses, or any choice list ("safe, strange or familiar");
 * - a "who" about the dream ("Who were you fighting?") when the dream names someone;
 * - a "where" about the dream ("Where were you headed?") when the dream names a place;
 * - a detail ("What were you wearing?", "What did your father say?") when the dream uses its verb;
 * - how it felt, when the dreamer says how it felt (in the dream, or on waking for a waking question).
 * `symbol` is the image the question is about: its own words are not choices.
 */
export function answeredBy(asked: string, facts: DreamFacts, symbol?: FoundSymbol): string | null {
  // The dream's own words quoted in a question ask nothing of it.
  const question = asked.replace(/“[^”]*”/g, "that");
  const own = ownWords(symbol);
  const yesNo = /^(?:was|were|did|had)\b/i.test(question);
  const content = (clause: string) =>
    WORDS(clause).filter((word) => !FILLER.has(word) && !inflectionBases(word).some((form) => own.has(form)));
  for (const clause of clausesOf(question)) {
    const lower = clause.toLowerCase().trim();
    if (/\b(?:wake|woke|woken)\b|\bwaking up\b/.test(lower)) {
      if (facts.feelsOnWaking && /\b(?:feel|felt)\b/.test(lower)) return "says how you felt on waking";
      continue;
    }
    if (LIFE.test(lower)) continue;
    const aboutDream = PAST.test(lower);
    if (aboutDream && /^(?:how|what)\b.*\bfeel\b|\bmake you feel\b/.test(lower) && facts.feelsInDream)
      return "says how you felt";
    if (aboutDream && /\bwho(?:se|m)?\b/.test(lower) && facts.namesSomeone) return "names someone";
    if (aboutDream && /\bwhere\b/.test(lower) && facts.namesPlace) return "names a place";
    // Yes/no and either/or about the dream: every word it asks about.
    // …and a list of choices continuing it: "Was the water calm or rough, clear or murky?".
    const continued =
      yesNo && /\bor\b/.test(lower) && !/^(?:what|how|who|whose|where|why|which|when)\b/.test(lower);
    if (/^(?:was|were|did|had)\b/.test(lower) || (aboutDream && /\bor\b/.test(lower)) || continued) {
      const said = content(lower).find((word) => says(facts, word));
      if (said) return `says "${said}"`;
    }
    if (/^what\b(?:\s+\w+){0,3}\s+(?:was|were|did|had)\b/.test(lower)) {
      const id = symbol?.symbol ?? "";
      if (
        /^what (?:shape|state|colou?r|kind|sort)\b|\blike$|\bstood out\b/.test(lower) &&
        facts.described.has(id)
      )
        return "describes it";
      if (/\b(?:doing|do|say|said)\b/.test(lower) && facts.acting.has(id)) return "says what happened";
      const verbs = content(lower).filter((word) => /(?:ing|ed)$/.test(word) || DETAIL_VERBS.has(word));
      const said = verbs.find((word) => says(facts, word));
      if (said) return `says "${said}"`;
    }
  }
  // A list of choices anywhere: "…that place: safe, strange or familiar?".
  const listed = question.match(/((?:\b[a-z]+, )+[a-z]+ or [a-z]+)\?$/i)?.[1];
  if (listed && PAST.test(question)) {
    const said = content(listed).find((word) => says(facts, word));
    if (said) return `says "${said}"`;
  }
  return null;
}
