import { readSentences } from "../ai/builtin/nlp";

/**
 * Questions a dream's text already answers, found mechanically for `npm run eval:analyst`: an
 * either/or whose choice is written in the dream ("Was the water clear or murky?" of "clear
 * water"), a "who" when the dream names the person (a name, or a relation such as "my brother"),
 * and a "where" when it names the place. Deliberately strict: a question that might be answerable
 * counts against the analyst.
 */

const words = (text: string) => text.toLowerCase().match(/[a-z]+(?:['’][a-z]+)?/g) ?? [];

/** Relations and roles that say who someone is ("a stranger" or "a man" does not). */
const WHO_NOUNS = new Set(
  `mother mom mum father dad parents sister brother grandmother grandma grandfather grandpa aunt uncle
  cousin son daughter husband wife boyfriend girlfriend partner fiance fiancee niece nephew friend boss
  teacher coworker colleague classmate neighbour neighbor roommate flatmate manager doctor ex`
    .trim()
    .split(/\s+/),
);

/** Place nouns that say where a dream was ("somewhere" does not). */
const WHERE_NOUNS = new Set(
  `house home flat apartment school office hospital church beach forest wood woods city town village
  street road park garden kitchen bedroom bathroom room hotel airport station shop store supermarket
  restaurant cafe bar library museum farm field mountain lake river sea ocean island desert car train
  bus plane boat ship classroom hall university college work`
    .trim()
    .split(/\s+/),
);

const DETERMINERS = new Set(["a", "an", "the", "its", "their", "your", "more", "less"]);
/** The kind of word an either/or asks between: qualities ("clear or murky", "open or locked"), directions ("up or down"), things. */
function kindOf(token: { pos: string; normal: string }): string | null {
  if (token.pos === "ADJ" || (token.pos === "VERB" && /(?:ed|ing|en)$/.test(token.normal))) return "quality";
  if (token.pos === "ADV") return "direction";
  return token.pos === "NOUN" ? "thing" : null;
}

/**
 * The choices of an either/or question, when the words on both sides of "or" are of one kind (two
 * qualities or two things): "clear or murky", "home: safe, strange or familiar", "a threat or a protection";
 * not "stand out from the crowd or disappear into it".
 */
function choicesOf(question: string): string[] {
  const tokens = readSentences(question)
    .flatMap((sentence) => sentence.tokens)
    .filter((token) => token.isWord && !DETERMINERS.has(token.normal));
  const at = tokens.findIndex((token) => token.normal === "or");
  const before = tokens[at - 1];
  const after = tokens[at + 1];
  if (at < 1 || !before || !after) return [];
  const kind = kindOf(before);
  if (!kind || kind !== kindOf(after)) return [];
  const choices = [before, after];
  // "that home: safe, strange or familiar": a list of choices after a colon.
  const list = question.match(/:\s*((?:[a-z]+,\s*)+)[a-z]+ or [a-z]+\?$/i)?.[1] ?? "";
  for (const word of list.split(",").map((item) => item.trim().toLowerCase()))
    if (word) choices.push({ ...before, normal: word });
  return choices.map((token) => token.normal);
}

const FILLER = new Set(["not", "else", "both", "neither", "other"]);

/**
 * Why the dream's text already answers the question, or null when it does not. `names` are the
 * characters' proper names when the coders gave them; else any capitalised word inside a sentence
 * counts as one.
 */
export function answeredBy(question: string, dream: string, names?: string[]): string | null {
  const said = new Set(words(dream));
  // An either/or asks of the dream: "Was the water clear or murky?", "…that home: safe, strange or familiar?".
  const either =
    /^(?:was|were|did|do|does|is|are|had|has)\b/i.test(question) || /:[^:?]+\bor\b/.test(question);
  const choices = either ? choicesOf(question).filter((choice) => !FILLER.has(choice)) : [];
  const written = choices.filter((choice) => said.has(choice));
  if (choices.length >= 2 && written.length > 0) return `the dream says "${written[0]}"`;
  // A "who" about the dream itself ("Who was it?", "Who were you with?"), not about waking life.
  if (/^who (?:was|were|did)\b|\bwho (?:was|were) (?:it|they|that|he|she)\b/i.test(question)) {
    const named = names ? names[0] : dream.match(/(?<![.!?]\s|^)\b[A-Z][a-z]{2,}\b/)?.[0];
    const relation = words(dream).find((word) => WHO_NOUNS.has(word));
    if (named || relation) return `the dream names ${named ?? `"${relation}"`}`;
  }
  if (
    /^where (?:were you|was it|was this|did (?:it|this|the dream) (?:take place|happen))\b(?! headed| going)/i.test(
      question,
    )
  ) {
    const place = words(dream).find((word) => WHERE_NOUNS.has(word));
    if (place) return `the dream names "${place}"`;
  }
  return null;
}
