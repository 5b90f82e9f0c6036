import type { OtherLanguage } from "../../../domain/languages";

/**
 * Words a quotation of a noun or a verb may open on, in each language: articles, possessives,
 * demonstratives, numbers and personal pronouns ("les cierges", "je cherchais", "einen Hund"; not
 * German's pronouns, which its word order parts from the verb: "dann haben wir Maroni gegessen"), so
 * that the dream's own words for an image are quoted as a phrase a reader would recognise, never
 * cut after a preposition ("de cierges") or before a noun's article.
 */
const STARTERS: Record<OtherLanguage, ReadonlySet<string>> = {
  fr: new Set(
    `le la les l un une des mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet cette ces
    deux trois quatre cinq plusieurs quelques je j tu il elle on nous vous ils elles me m te t se s`.split(
      /\s+/,
    ),
  ),
  es: new Set(
    `el la los las lo un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras este esta estos
    estas ese esa esos esas aquel aquella dos tres cuatro varios varias unos yo él ella nosotros ellos ellas
    me te se nos`.split(/\s+/),
  ),
  de: new Set(
    `der die das den dem des ein eine einen einem einer eines mein meine meinen meinem meiner meines dein
    deine deinen deinem sein seine seinen seinem ihr ihre ihren ihrem unser unsere unseren unserem dieser
    diese dieses diesen diesem zwei drei vier`.split(/\s+/),
  ),
  it: new Set(
    `il lo la l i gli le un uno una mio mia miei mie tuo tua suo sua nostro nostra questo questa questi queste
    quel quella quei quelle due tre quattro io tu lui lei noi voi loro mi ti si ci`.split(/\s+/),
  ),
  pt: new Set(
    `o a os as um uma uns umas meu minha meus minhas teu tua seu sua seus suas nosso nossa este esta estes
    estas esse essa esses essas aquele aquela dois duas três eu ele ela nós você eles elas me te se`.split(
      /\s+/,
    ),
  ),
};

/**
 * A preposition merged with an article ("au", "del", "nella", "no", "im"): it opens a quotation only
 * right before the matched words ("au supermarché", "no mercado"); further back it begins another
 * phrase ("à noite procurando").
 */
const CONTRACTIONS: Record<OtherLanguage, ReadonlySet<string>> = {
  fr: new Set("du au aux".split(" ")),
  es: new Set("del al".split(" ")),
  de: new Set("im ins am vom zum zur beim".split(" ")),
  it: new Set(
    `del della dello dell dei degli delle al alla allo all ai agli alle nel nella nello nell nei negli nelle
    sul sulla sullo sull sui sugli sulle dal dalla dallo dall dai dagli dalle`.split(/\s+/),
  ),
  pt: new Set("do da dos das no na nos nas num numa ao aos à às".split(" ")),
};

/**
 * Prepositions and conjunctions in each language: a phrase of the dream's words neither reaches back
 * across one ("un cornet de frites" is more than the fries) nor ends on one ("perdu dans").
 */
const LINKS: Record<OtherLanguage, ReadonlySet<string>> = {
  fr: new Set("de d à en dans sur sous pour par avec sans chez vers entre et ou que qu qui".split(" ")),
  es: new Set("de a en con por para sin sobre entre hacia y e o u que".split(" ")),
  de: new Set("in an auf aus bei mit nach von zu für über unter und oder dass".split(" ")),
  it: new Set("di a in con col coi per su da tra fra e o che".split(" ")),
  pt: new Set("de em com por para sem sobre entre e ou que".split(" ")),
};

/** A word as the readings' figures count one: letters, with one elision or apostrophe inside. */
const WORD = /\p{L}+(?:['’]\p{L}+)?/gu;
/** A piece of text before the evidence: a word, with an elided article or pronoun kept whole ("l'"). */
const TOKEN = /[\p{L}\p{N}]+['’]?/gu;
/** Punctuation that ends a clause: a quotation never reaches across it. */
const BREAK = /[.!?…;:,()«»"“”„—–\n]/u;
const MAX_BACK = 2;
const MAX_WORDS = 6;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const normal = (text: string) => text.toLocaleLowerCase().replace(/’/g, "'").replace(/\s+/g, " ").trim();

/**
 * The dream's own words for an image whose `evidence` (the words the reader matched, apostrophes
 * split: "l aspirateur") is in `text`: the matched words with the article or pronoun that opens
 * their phrase, as written ("une immense cathédrale", "mon alliance"). At least two words and at
 * most six; null when no such phrase opens within three words of the match, or when the phrase is
 * only the lexicon's own name for the image (`name`, with its article), which says nothing new.
 */
export function ownWords(
  text: string,
  evidence: string,
  language: OtherLanguage,
  name: string,
): string | null {
  const parts = evidence.split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${parts.map(escaped).join("[^\\p{L}\\p{N}]{1,3}")}(?![\\p{L}\\p{N}]|-\\p{L})`,
    "iu",
  );
  const match = pattern.exec(text);
  if (!match) return null;
  const links = LINKS[language];
  const starters = STARTERS[language];
  const contractions = CONTRACTIONS[language];
  // The match's end, without a preposition or an article it happens to close on.
  let matched = match[0];
  for (let last = /[\p{L}\p{N}]+$/u.exec(matched); last; last = /[\p{L}\p{N}]+$/u.exec(matched)) {
    const word = normal(last[0]);
    if (!links.has(word) && !starters.has(word) && !contractions.has(word)) break;
    matched = matched.slice(0, last.index).replace(/[^\p{L}\p{N}]+$/u, "");
  }
  if (!matched) return null;
  const end = match.index + matched.length;
  const before = text.slice(0, match.index);
  // The clause up to the evidence: a quotation never starts before its last break.
  const clauseStart = Math.max(...[...before.matchAll(new RegExp(BREAK, "gu"))].map((m) => m.index + 1), 0);
  const tokens = [...before.slice(clauseStart).matchAll(TOKEN)];
  const count = (phrase: string) => (phrase.match(WORD) ?? []).length;
  // Matched words that open their own phrase ("le chat du voisin") need nothing before them.
  let phrase: string | null =
    starters.has(normal(parts[0] as string)) && count(matched) >= 2 ? matched : null;
  // An elided article is one word with its noun ("l'aspirateur"): one more step back to a pronoun.
  const elided = /['’]$/.test(tokens.at(-1)?.[0] ?? "");
  const reach = Math.min(tokens.length, MAX_BACK + (elided ? 1 : 0));
  for (let back = 1; !phrase && back <= reach; back++) {
    const token = tokens[tokens.length - back] as RegExpExecArray;
    const candidate = text.slice(clauseStart + token.index, end);
    const opener = normal(token[0]).replace(/'$/, "");
    if (links.has(opener) || (back > 1 && contractions.has(opener))) break;
    // German capitalises its nouns: a capital between the article and the match is another noun
    // ("der Dorfkirmes Autoscooter"), not an adjective of it ("einen großen Hund").
    const opens = starters.has(opener) || contractions.has(opener);
    if (language === "de" && !opens && /^\p{Lu}/u.test(token[0])) break;
    if (opens && count(candidate) >= 2) {
      // A possessive after its article is one phrase with it: "la mia gatta", "nella mia stanza".
      const article = tokens[tokens.length - back - 1];
      const articleWord = article ? normal(article[0]).replace(/'$/, "") : "";
      const withArticle = article && (starters.has(articleWord) || contractions.has(articleWord));
      phrase = withArticle ? text.slice(clauseStart + article.index, end) : candidate;
    }
  }
  if (!phrase || count(phrase) > MAX_WORDS) return null;
  // "un loup" for "le loup" differs by its article only: the name already says it.
  const head = (words: string) =>
    normal(words).replace(/^[\p{L}]+(?:'|\s+)/u, (opener) =>
      starters.has(opener.replace(/'|\s+/g, "")) || contractions.has(opener.trim()) ? "" : opener,
    );
  return head(phrase) === head(name) ? null : phrase.replace(/\s+/g, " ");
}
