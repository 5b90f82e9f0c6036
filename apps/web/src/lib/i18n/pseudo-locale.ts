import type { Messages } from "@lingui/core";

/**
 * en-XA, the pseudo-locale of the end-to-end build (`npm run build:e2e`, VITE_PSEUDO_LOCALE=on;
 * docs/translating.md, "Checks"): every English message in ⟦ ⟧, its letters accented and
 * lengthened by about 40 %, so a text that never went through the catalogue stands out in
 * e2e/pseudo-locale.spec.ts, and a layout that cannot take a longer language shows it. Made from
 * English's compiled messages as they load: never a catalogue of its own, never in a production build,
 * and fetched only by a page that chose it (./catalogues.ts).
 */
export { PSEUDO_LOCALE, pseudoLocaleChosen } from "./pseudo-locale-choice";

/** A compiled message (@lingui/message-utils): text, `#`, or [argument, type?, format or cases?]. */
type Token = string | [name: string, type?: string, format?: unknown];

const ACCENTED: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ó",
  u: "ú",
  y: "ý",
  c: "ç",
  n: "ñ",
  A: "Á",
  E: "É",
  I: "Í",
  O: "Ó",
  U: "Ú",
  Y: "Ý",
  C: "Ç",
  N: "Ñ",
};
/** Words of up to five letters, so that the padding breaks across lines as a real language does. */
const PADDING = "ŀőŕéḿ íƥšúḿ ďőŀőŕ šíţ áḿéţ ";
// A markup tag of a message (`<0>`, `</0>`, `<0/>`) is the code's, never text.
const TAG = /(<\/?\d+\/?>)/;
const TAGS = /<\/?\d+\/?>/g;
const CHOICES = new Set(["plural", "select", "selectordinal"]);

const accent = (text: string) =>
  text
    .split(TAG)
    .map((part) =>
      TAG.test(part) ? part : part.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter),
    )
    .join("");

/** The cases of a plural or select, each a message of its own (`offset` is a number). */
const cases = (format: unknown): [string, unknown][] =>
  format && typeof format === "object" ? Object.entries(format) : [];

function accentTokens(tokens: Token[]): Token[] {
  return tokens.map((token) => {
    if (typeof token === "string") return token === "#" ? token : accent(token);
    const [name, type, format] = token;
    if (!type || !CHOICES.has(type)) return token;
    const accented = cases(format).map(([key, value]) => [
      key,
      Array.isArray(value) ? accentTokens(value as Token[]) : value,
    ]);
    return [name, type, Object.fromEntries(accented)];
  });
}

/** How many characters the message's text has: the longest case of a plural or select. */
function length(tokens: Token[]): number {
  return tokens.reduce<number>((sum, token) => {
    if (typeof token === "string") return sum + token.replace(TAGS, "").length;
    const [, type, format] = token;
    if (!type || !CHOICES.has(type)) return sum + 4;
    const lengths = cases(format).map(([, value]) => (Array.isArray(value) ? length(value as Token[]) : 0));
    return sum + Math.max(0, ...lengths);
  }, 0);
}

/** One message in en-XA: `⟦Çáñçél ŀőŕ⟧`, its placeholders, cases and markup as they were. */
function pseudoMessage(message: unknown): Token[] {
  const tokens: Token[] = Array.isArray(message) ? message : [String(message)];
  const padding = Math.max(1, Math.round(length(tokens) * 0.4));
  const words = PADDING.repeat(Math.ceil(padding / PADDING.length)).slice(0, padding - 1);
  return ["⟦", ...accentTokens(tokens), ` ${words}`.trimEnd(), "⟧"];
}

/** A compiled English catalogue area in en-XA. */
export function pseudoLocalize(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message)]));
}
