import { mix, pick } from "./hash";
import { inSentence, listOf, longDate } from "./wording";

/**
 * How a reading words its frames: each frame has many natural variants, chosen by the dream text's
 * hash and the frame's own key (hash.ts), so two dreams seldom share a sentence once their own
 * words are set aside, while the same dream is always read the same way.
 */
export class Voice {
  constructor(private readonly hash: number) {}

  /** One of `variants`, fixed for this dream and this frame. */
  choose<T>(frame: string, variants: readonly T[]): T {
    return pick(variants, mix(frame, this.hash), 0);
  }

  /** True for about `share` of dreams, fixed per dream and frame. */
  chance(frame: string, share: number): boolean {
    return (mix(frame, this.hash) % 1000) / 1000 < share;
  }
}

/** "**the cold ocean**", "**the lighthouse** and **your mother**". */
export const bold = (items: string[]) => listOf(items.map((item) => `**${item}**`));

/** A symbol's label inside a sentence, in bold: "**being chased**", "**water**". */
export const boldLabel = (label: string) =>
  `**${/^[A-Z](?:[a-z]| )/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : inSentence(label)}**`;

/** "**Water**" at the start of a sentence. */
export const boldStart = (label: string) => `**${label.charAt(0).toUpperCase()}${label.slice(1)}**`;

const ORDINALS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
];

/** "fifth"; "21st" past twelve. */
export function ordinal(n: number): string {
  if (n >= 1 && n <= ORDINALS.length) return ORDINALS[n - 1] as string;
  const suffix =
    n % 10 === 1 && n % 100 !== 11
      ? "st"
      : n % 10 === 2 && n % 100 !== 12
        ? "nd"
        : n % 10 === 3 && n % 100 !== 13
          ? "rd"
          : "th";
  return `${n}${suffix}`;
}

const NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "three dreams", "one dream", "14 dreams". */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${NUMBERS[n] ?? n} ${n === 1 ? noun : plural}`;
}

/** "3 March 2026", or "3 March" when in the same year as `ref`. */
export function dateNear(date: string, ref: string): string {
  const long = longDate(date);
  return date.slice(0, 4) === ref.slice(0, 4) ? long.replace(/ \d{4}$/, "") : long;
}

/** "the dream", "“Night Train”": how a reading names a dream. */
export const titled = (title: string | null) => (title ? `“${title}”` : "this dream");

/** The first letter in lower case, unless the text starts with "I" or a name. */
export const lowerFirst = (text: string) =>
  /^(?:I\b|[A-Z][a-z]*[A-Z]|[A-Z][a-z]+\s[A-Z])/.test(text)
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
