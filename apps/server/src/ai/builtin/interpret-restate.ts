import { type Asked, DO, mainQuestion, PLURAL_PRONOUNS, parse } from "./interpret-asked";
import { joined, low, past, thirdPerson } from "./interpret-words";
import type { Token } from "./nlp";

/**
 * A question said back: as a statement of its answer ("Did the sea feel calm?" + "Yes" → "the sea
 * felt calm") or inside a sentence ("whether the sea felt calm"). The question is read by
 * interpret-asked.ts.
 */

const singular = (subject: Token[]) =>
  !(subject.length === 1 && PLURAL_PRONOUNS.has(low(subject[0]))) &&
  !subject.some((token) => token.pos === "CCONJ") &&
  !/s$/.test(low(subject.at(-1))) === true;

/** The subject, its verb as a statement has it ("did feel" → "felt"), and the rest. */
export function declarative(asked: Asked, rest: Token[] = asked.rest, negative = false): string {
  const aux = asked.aux;
  const subject = joined(
    asked.subject.map((token, i) => (i === 0 && token.pos !== "PROPN" ? low(token) : token)),
  );
  if (!aux) return joined(rest);
  const verb = rest[0];
  const auxWord = low(aux);
  const isVerb =
    verb?.pos === "VERB" ||
    ["have", "do", "be"].includes(low(verb)) ||
    (verb?.pos === "NOUN" && verb === asked.rest[0]);
  if (DO.has(auxWord) && verb && isVerb) {
    if (negative) return joined([subject, auxWord, "not", ...rest]);
    const base = verb.pos === "VERB" && verb.lemma ? verb.lemma : low(verb);
    const form =
      auxWord === "did"
        ? past(base)
        : auxWord === "does" && singular(asked.subject)
          ? thirdPerson(base)
          : base;
    return joined([subject, form, ...rest.slice(1)]);
  }
  if (negative && subject === "there") return negativeThere(auxWord, rest);
  return joined([subject, auxWord, ...(negative ? ["not"] : []), ...rest]);
}

/** "there is no …", "there is nothing …": a negative answer to "Is there …?". */
function negativeThere(aux: string, rest: Token[]): string {
  const [first, ...more] = rest;
  const none: Record<string, string> = { something: "nothing", someone: "no one", somewhere: "nowhere" };
  const word = low(first);
  if (none[word]) return joined(["there", aux, none[word], ...more]);
  if (word === "a" || word === "an" || word === "any") return joined(["there", aux, "no", ...more]);
  return joined(["there", aux, "no", ...rest]);
}

/** The question said back inside a sentence: "what the sea made you feel", "whether the boat felt safe". */
export function indirectQuestion(question: string): string | null {
  const { main, lead } = mainQuestion(question);
  const asked = parse(main);
  if (!asked) return null;
  const wh = asked.wh ? joined(asked.whPhrase).replace(/^\w/, (c) => c.toLowerCase()) : "whether";
  const said = `${wh} ${declarative(asked)}`;
  if (!lead) return said;
  // "If the dream went on tonight, what would happen next?" → "what would happen next if the dream went on tonight".
  return /^if\b/i.test(lead)
    ? `${said} ${lead.charAt(0).toLowerCase()}${lead.slice(1)}`
    : `${said}, ${lead.charAt(0).toLowerCase()}${lead.slice(1)}`;
}
