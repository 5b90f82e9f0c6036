import { parse } from "./interpret-asked";
import { declarative } from "./interpret-restate";
import { joined, low } from "./interpret-words";
import type { Token } from "./nlp";
import { capitalise } from "./wording";

/**
 * A short answer said as a statement with its question's content, the way the reading and the
 * memory keep it: "Did the sea feel calm or threatening?" + "Calm" → "The sea felt calm"; "Is
 * there something you would like to wash away?" + "No" → "There is nothing you would like to wash
 * away". Longer answers are kept in the person's own words instead.
 */

const YES =
  /^(?:yes|yeah|yep|yup|definitely|absolutely|sure|of course|i think so|very much|totally|kind of|sort of|a bit|a little|somewhat|probably|maybe|perhaps)$/;
const NO = /^(?:no|nope|not really|not at all|never|i don't think so|not much|hardly|none|nothing)$/;
const HEDGE = /^(?:kind of|sort of|a bit|a little|somewhat|probably|maybe|perhaps|i think so)$/;

const bare = (answer: string) =>
  answer
    .trim()
    .toLowerCase()
    .replace(/[.!?…]+$/, "")
    .replace(/^(?:well|hmm|um),?\s+/, "")
    .trim();

/** Hedges said around a short answer: "Work, probably", "My sister, I think". */
const AROUND =
  /^(?:probably|maybe|perhaps|mostly)\s+|,?\s*(?:i think|i guess|probably|maybe|mostly|i suppose)$/i;

/** A short answer without its hedges, lowercased unless it starts with a name or "I". */
function core(answer: string): string {
  const text = answer
    .trim()
    .replace(/[.!?…]+$/, "")
    .replace(AROUND, "")
    .replace(AROUND, "")
    .trim();
  return /^(?:I\b|[A-Z][a-z]+\b(?!\s+[a-z]))/.test(text) &&
    !/^(?:My|The|A|An|Our|Your|Not|No|Yes)\b/.test(text)
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
}

/** A bare yes or no, or a few words that are no clause of their own ("Calm", "My sister, I think"). */
export function isShortAnswer(answer: string): boolean {
  const text = bare(answer);
  if (YES.test(text) || NO.test(text)) return true;
  const words = core(answer).split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 3) return false;
  return !words.some((word) => /^(?:i|i'm|it|he|she|we|they|it's|there|was|is|were|felt|had)$/i.test(word));
}

const isIng = (token: Token | undefined) => /ing$/.test(low(token));

/** The alternative of "calm or rough" (or "calm, tense or sad") an answer picks, as the rest of the statement. */
function chosen(rest: Token[], answer: string): Token[] | null {
  const or = rest.findIndex((token) => low(token) === "or");
  if (or <= 0) return null;
  const words = answer
    .split(/[\s,]+/)
    .filter((word) => word && !/^(?:a|an|the|more|very|quite|really)$/.test(word));
  const picks = (tokens: Token[]) =>
    words.length > 0 && words.every((w) => tokens.some((t) => low(t).startsWith(w)));
  const comma = rest.findIndex((token, i) => i > or && token.text === ",");
  const right = rest.slice(or + 1, comma < 0 ? rest.length : comma);
  const left = rest.slice(0, or);
  // The left alternative parallels the right one: it starts at the same word, the same kind of verb, else after the verb.
  const head = right[0];
  let start = left.findLastIndex((token) => low(token) === low(head));
  if (start < 0 && head?.pos === "VERB") {
    start = left.findLastIndex((token) => token.pos === "VERB" && isIng(token) === isIng(head));
  }
  if (start < 0) {
    const verb = left.findLastIndex((token) => token.pos === "VERB" || token.pos === "AUX");
    start = Math.max(verb >= 0 && verb < left.length - 1 ? verb + 1 : 0, left.length - right.length);
  }
  while (start >= 2 && left[start - 1]?.text === ",") start -= 2;
  const alternatives: Token[][] = [[]];
  for (const token of left.slice(start)) {
    if (token.text === ",") alternatives.push([]);
    else alternatives.at(-1)?.push(token);
  }
  alternatives.push(right);
  const pick = alternatives.find(picks);
  return pick ? [...left.slice(0, start), ...pick] : null;
}

/** "safe or scary": a choice between two predicates, which a bare yes does not answer. */
function asksToChoose(rest: Token[]): boolean {
  const PREDICATE = new Set(["ADJ", "ADV", "VERB"]);
  return rest.some(
    (token, i) =>
      low(token) === "or" &&
      PREDICATE.has(rest[i - 1]?.pos ?? "") &&
      (PREDICATE.has(rest[i + 1]?.pos ?? "") || ["a", "an"].includes(low(rest[i + 1]))),
  );
}

/**
 * A short answer as a statement with the question's content, in the second person: "The sea felt
 * calm", "There is nothing you would like to wash away", "Work feels most pressing in your life
 * right now", "Fear is what the sea made you feel". Null when the answer is longer (keep it in the
 * person's own words) or the question cannot be read.
 */
export function answerStatement(question: string, answer: string): string | null {
  if (!isShortAnswer(answer)) return null;
  const asked = parse(question);
  if (!asked) return null;
  const text = bare(answer);
  if (!asked.wh) {
    if (NO.test(text)) {
      // "No" does not pick between "easy or a struggle" (but "Is there…?" + "No" denies it all).
      if (asksToChoose(asked.rest) && low(asked.subject[0]) !== "there") return null;
      const not = text === "not really" ? "not really" : "not";
      return capitalise(declarative(asked, asked.rest, true).replace(/\bnot\b/, not));
    }
    const affirmed = declarative(asked)
      .replace(/^anything\b/, "something")
      .replace(/^anyone\b/, "someone");
    if (YES.test(text)) {
      if (asksToChoose(asked.rest)) return null;
      if (!HEDGE.test(text)) return capitalise(affirmed);
      return `${capitalise(text === "i think so" ? "I think" : text)}, ${affirmed}`;
    }
    const pick = chosen(asked.rest, text);
    if (pick) return capitalise(declarative(asked, pick));
    // "Is there a part of yourself you find hard to accept?" + "My temper": that is the part.
    return asksToChoose(asked.rest) ? null : `${capitalise(affirmed)}: ${core(answer)}`;
  }
  if (YES.test(text)) return null; // "Yes" does not answer "what"
  if (NO.test(text)) {
    // "What has brought up that worry?" + "Nothing" → "Nothing has brought up that worry".
    if (asked.aux || !["what", "who", "which"].includes(asked.wh)) return null;
    return `${asked.wh === "who" ? "No one" : "Nothing"} ${joined(asked.rest)}`;
  }
  const said = capitalise(core(answer));
  if (!asked.aux) return `${said} ${joined(asked.rest)}`; // the wh-word was the subject
  if (asked.rest.some((token) => low(token) === "like")) return null; // "what … like"
  const clause = declarative(asked);
  if (asked.wh === "where" || asked.wh === "when") return `${said}, ${clause}`;
  if (asked.wh === "what" || asked.wh === "which") return `${said} is what ${clause}`;
  if (asked.wh === "who" || asked.wh === "whom") return `${said} is who ${clause}`;
  return null;
}
