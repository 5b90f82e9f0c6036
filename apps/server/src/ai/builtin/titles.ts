import type { Sentence, Token } from "./nlp";

/** The words of a dream that name rather than describe: titles and given names. */
export interface Named {
  /** Never a symbol: "Sister" in "a novel called Sister Carrie" or "someone called Brother Mike". */
  words: Set<number>;
  /** Never a character either: a work's title, and a religious title before a name ("Sister Carrie"). */
  notPeople: Set<number>;
}

const set = (text: string) => new Set(text.split(" "));
/** Nouns after which capitalised words are a work's title: "the novel Sister Carrie". */
const WORKS = set(
  "book novel film movie show series song album magazine poem play story programme program painting",
);
/** Verbs after which they are one too: "I was reading Sister Carrie", "a book titled…". */
const WORK_VERBS = set("read title entitle");
/** After an indefinite person or thing, these give a name: "someone called Brother Mike", "a dog named Rex". */
const NAMING = set("called named");
/** Between a work and its title: "a novel called Sister Carrie", "a book titled…". */
const TITLING = set("called named titled entitled");
const INDEFINITE = set("a an some someone somebody something");
/** Family words that are religious or honorary titles before a name: Sister Mary, Father Brown. */
const TITLE_WORDS = set("sister brother father mother");
/** Small words a title may hold between its capitalised ones: "The Lord of the Rings". */
const SMALL = set("of the a an and in on to for with at by from");
const SKIP = set("the a an , : “ ” \" '");

const capitalised = (token: Token | undefined) =>
  !!token && token.isWord && /^[A-Z0-9]/.test(token.text) && token.text !== "I";

/** The capitalised run starting at `from` (small words allowed inside it), as token positions. */
function runFrom(tokens: Token[], from: number): number[] {
  const run: number[] = [];
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    let next = i;
    while (run.length > 0 && SMALL.has(tokens[next]?.normal ?? "")) next++;
    if (capitalised(token)) run.push(i);
    else if (next > i && capitalised(tokens[next])) run.push(i);
    else break;
  }
  return run;
}

/** Is the naming verb at `at` said of something indefinite ("a girl called", not "my mother called")? */
function namesIndefinite(tokens: Token[], at: number): boolean {
  let i = at - 1;
  while (tokens[i]?.pos === "ADJ") i--;
  const before = tokens[i];
  if (before && INDEFINITE.has(before.normal)) return true;
  return before?.pos === "NOUN" && INDEFINITE.has(tokens[i - 1]?.normal ?? "");
}

/** Quoted words in title case, two or more: “Little Women”, not “Help me”. */
function quotedTitles(tokens: Token[], mark: (positions: number[], person: boolean) => void): void {
  let open = -1;
  tokens.forEach((token, i) => {
    if (!["“", "”", '"'].includes(token.text)) return;
    if (open < 0 || token.text === "“") {
      open = i;
      return;
    }
    const inside = tokens.slice(open + 1, i).filter((word) => word.isWord);
    const big = inside.filter((word) => !SMALL.has(word.normal));
    if (inside.length >= 2 && big.every(capitalised)) {
      mark(
        inside.map((word) => tokens.indexOf(word)),
        false,
      );
    }
    open = -1;
  });
}

/** Titles of works, names given with "called", and religious titles, sentence by sentence. */
export function namedTokens(sentences: Sentence[]): Named {
  const named: Named = { words: new Set(), notPeople: new Set() };
  for (const { tokens } of sentences) {
    const mark = (positions: number[], person: boolean) => {
      for (const position of positions) {
        const index = (tokens[position] as Token).index;
        named.words.add(index);
        if (!person) named.notPeople.add(index);
      }
    };
    quotedTitles(tokens, mark);
    tokens.forEach((token, i) => {
      const work =
        (token.pos === "NOUN" && WORKS.has(token.lemma)) ||
        (token.pos === "VERB" && WORK_VERBS.has(token.lemma));
      const naming = NAMING.has(token.normal) && namesIndefinite(tokens, i);
      if (work || naming) {
        let from = i + 1;
        // "a novel called Sister Carrie": the title follows the naming verb.
        while (
          tokens[from] &&
          (SKIP.has(tokens[from]?.normal ?? "") || (work && TITLING.has(tokens[from]?.normal ?? "")))
        )
          from++;
        const run = runFrom(tokens, from);
        // "I read Mom's letter": a possessive is a person, not a title.
        const owner = tokens[(run.at(-1) ?? i) + 1]?.normal === "'s";
        if (!owner) mark(run, naming);
      }
      if (TITLE_WORDS.has(token.normal) && capitalised(token) && capitalised(tokens[i + 1])) mark([i], false);
    });
  }
  return named;
}
