import { readSentences, type Token } from "./nlp";
import { capitalise } from "./wording";

/**
 * The small grammar the interpreter needs to say a question back: words joined as written, a
 * verb's past and third-person forms, and the dreamer's own voice ("you were" → "I was").
 */

export const low = (token: Token | undefined) => token?.text.toLowerCase() ?? "";

/** Words joined as written: no space before punctuation or "'s". */
export function joined(tokens: readonly (Token | string)[]): string {
  return tokens.reduce<string>((text, token) => {
    const word = typeof token === "string" ? token : token.text;
    const attached = /^(?:['’”]|n't$|[,;:.!?)])/i.test(word) || /[“(]$/.test(text);
    return text === "" ? word : `${text}${attached ? "" : " "}${word}`;
  }, "");
}

const IRREGULAR: Record<string, string> = {
  be: "was",
  bring: "brought",
  buy: "bought",
  come: "came",
  do: "did",
  eat: "ate",
  feel: "felt",
  fight: "fought",
  find: "found",
  get: "got",
  give: "gave",
  go: "went",
  have: "had",
  hear: "heard",
  hold: "held",
  keep: "kept",
  know: "knew",
  leave: "left",
  lose: "lost",
  make: "made",
  mean: "meant",
  meet: "met",
  put: "put",
  run: "ran",
  say: "said",
  see: "saw",
  sit: "sat",
  speak: "spoke",
  stand: "stood",
  take: "took",
  teach: "taught",
  tell: "told",
  think: "thought",
  wear: "wore",
  win: "won",
  write: "wrote",
};

export function past(verb: string): string {
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  if (verb.endsWith("e")) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(verb)) return `${verb}${verb.at(-1)}ed`;
  return `${verb}ed`;
}

export function thirdPerson(verb: string): string {
  if (verb === "have") return "has";
  if (verb === "be") return "is";
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Words after which "you" is the subject even when wink reads them as prepositions. */
const CLAUSE_OPENERS = new Set(
  "than that because while if whether as since until unless after before when once".split(" "),
);
/** Verbs whose object takes a bare verb: "made you feel", "let you go". */
const CAUSATIVE = new Set("make let help have watch see hear".split(" "));

/** The same words in the dreamer's voice: "you were" → "I was", "your" → "my", "made you" → "made me". */
export function toFirstPerson(text: string): string {
  const tokens = readSentences(text).flatMap((sentence) => sentence.tokens);
  const out = tokens.map((token, i) => {
    const lower = low(token);
    const previous = tokens[i - 1];
    const next = tokens[i + 1];
    const keepCase = (word: string) => (/^[A-Z]/.test(token.text) && word !== "I" ? capitalise(word) : word);
    if (lower === "you") {
      // "you might", "you relied" are subjects; "made you feel", "to you", "haunt you a little" objects.
      const verb = next?.pos === "ADV" ? tokens[i + 2] : next;
      const subject =
        next?.pos === "AUX" ||
        ((verb?.pos === "VERB" || verb?.pos === "AUX") &&
          !(previous?.pos === "VERB" && (CAUSATIVE.has(previous.lemma) || /ing$/.test(low(previous)))) &&
          !(previous?.pos === "ADJ" && /ing$/.test(low(previous))) &&
          !(previous?.pos === "ADP" && !CLAUSE_OPENERS.has(low(previous))));
      const object = !subject;
      return object ? keepCase("me") : "I";
    }
    if (lower === "your") return keepCase("my");
    if (lower === "yours") return keepCase("mine");
    if (lower === "yourself") return keepCase("myself");
    if (low(previous) === "you" && (lower === "are" || lower === "were")) {
      return lower === "are" ? "am" : "was";
    }
    return token.text;
  });
  // Spaced as written: "I'm", "my mother's" stay whole.
  return out.map((word, i) => (i > 0 && tokens[i]?.spaceBefore ? ` ${word}` : word)).join("");
}
