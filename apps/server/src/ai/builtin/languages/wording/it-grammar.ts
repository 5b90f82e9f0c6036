/** The small grammar of the Italian wording (./it.ts): agreement with the images, dates after an article. */

/** Images named with a plural article, or several of them ("i denti", "**il mare** e **la casa**"). */
const many = (words: string) => /^\**(?:i|gli|le) |\*\* e \*\*|\*\*, \*\*/.test(words);
/** The verb or noun phrase agreeing with `words`: one image, or several. */
export const agree = (words: string, one: string, more: string) => (many(words) ? more : one);

const ELIDED = { il: "l’", Il: "L’", del: "dell’", dal: "dall’", Dal: "Dall’" } as const;
/** A written-out date after its article or preposition: "il 3 marzo 2026", "dell’8 marzo", "dal 1º marzo". */
export const on = (word: keyof typeof ELIDED, date: string) =>
  /^(?:8|11)\s/.test(date) ? `${ELIDED[word]}${date}` : `${word} ${date.replace(/^1(?=\s)/, "1º")}`;

/** How many earlier dreams: "un sogno precedente", "3 sogni precedenti". */
export const earlierDreams = (earlier: number) =>
  earlier === 1 ? "un sogno precedente" : `${earlier} sogni precedenti`;
/** Since when, after a count of earlier dreams: the one dream's date, or the first one's. */
export const from = (earlier: number, since: string | null) =>
  since ? (earlier === 1 ? `, ${on("il", since)}` : `, ${on("dal", since)} in poi`) : "";
/** An ordinal before a masculine noun: "quarto", then "11º". */
const ORDINALS = "primo secondo terzo quarto quinto sesto settimo ottavo nono decimo".split(" ");
export const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}º`;
