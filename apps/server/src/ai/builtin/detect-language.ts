/**
 * English or not, from the share of common English function words. English prose is usually
 * 35-50 % function words; French, Spanish, German, Italian or Portuguese text shares only a few
 * (a, me, in), and a text in another script shares none. The built-in analyst only reads English,
 * so for anything else it says so instead of guessing.
 */
const ENGLISH = new Set(
  (
    "the a an and or but i me my we our you your he him his she her it its they them their was were is am " +
    "are be been being have has had do did not no of to in on at for with from by about into through " +
    "over under then there this that these those what when where who which while as so if just like very " +
    "all some up down out back again felt saw dream dreamt dreamed"
  ).split(" "),
);
/** Frequent words of other Latin-script languages that are not English words. */
const OTHER = new Set(
  (
    "el la los las que y de del en un una es por con para se su al lo como pero muy yo mi soñé sueño " +
    "le les et je j'ai une des du est pas dans qui mais avec pour sur au ce cette mon ma rêve rêvé " +
    "der die das und ich ein eine ist nicht mit sich auf den dem zu war mein meine traum geträumt " +
    "il di che non è sono ho io della nel per ma sogno sognato e o não eu com uma os em sonhei sonho"
  ).split(" "),
);

export interface LanguageGuess {
  english: boolean;
  /** Share of English function words among the words, 0..1. */
  englishRatio: number;
}

export function detectLanguage(text: string): LanguageGuess {
  const letters = [...text].filter((char) => /\p{L}/u.test(char));
  const latin = letters.filter((char) => /\p{Script=Latin}/u.test(char));
  if (letters.length > 0 && latin.length / letters.length < 0.5) return { english: false, englishRatio: 0 };
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length === 0) return { english: true, englishRatio: 0 };
  const english = words.filter((word) => ENGLISH.has(word)).length;
  const other = words.filter((word) => OTHER.has(word) && !ENGLISH.has(word)).length;
  const englishRatio = english / words.length;
  if (words.length < 4) return { english: other === 0, englishRatio };
  return { english: englishRatio >= 0.12 && english > other, englishRatio };
}
