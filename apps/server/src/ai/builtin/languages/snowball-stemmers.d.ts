/** The Snowball stemmers' JavaScript port (https://github.com/mazko/jssnowball): it ships no types. */
declare module "snowball-stemmers" {
  export function newStemmer(algorithm: string): { stem(word: string): string };
  export function algorithms(): string[];
}
