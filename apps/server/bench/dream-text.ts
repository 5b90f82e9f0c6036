/** Realistic, varied dream entries from a seeded generator, so every run seeds the same journal. */
import { SUGGESTED_TAGS } from "@somnia/shared/tags";

export interface DreamText {
  title: string;
  content: string;
  tags: string[];
}

/**
 * The words the search measurements look for: one in about a fifth of the dreams (only in "A clock
 * was ticking…"), one in exactly one dream (`RARE_SENTENCE`), one in none. "lighthouse" stays in
 * about 2% of them, as in earlier runs.
 */
export const SEARCH_WORDS = { common: "clock", one: "marmalade", none: "zeppelin", some: "lighthouse" };
/** The one dream that holds the rare word, the rare tag and (see chips.ts) the rare symbol. */
export const RARE_SENTENCE = `Someone had hidden a jar of ${SEARCH_WORDS.one} under my pillow.`;
/** A tag on exactly one dream. */
export const RARE_TAG = "eclipse";

const PLACES = [
  "my grandmother's kitchen",
  "an airport with no gates",
  "a school corridor that kept getting longer",
  "a beach at night",
  "the office, but underwater",
  "a forest of silver birches",
  "a train station in the rain",
  "a house I have never seen but knew was mine",
  "a crowded market",
  "the roof of a hospital",
  "a frozen lake",
  "a hotel with endless stairs",
  "my childhood bedroom",
  "a desert city",
  "a library",
];
const PEOPLE = [
  "my sister",
  "an old friend from school",
  "my boss",
  "a stranger in a red coat",
  "my father",
  "a child I did not recognise",
  "my partner",
  "a teacher",
  "a dog that could talk",
  "my neighbour",
];
const ACTIONS = [
  "I was trying to find my way home",
  "I was flying just above the rooftops",
  "something was chasing me",
  "I was late for an exam I had not studied for",
  "the floor gave way and I was falling",
  "I was looking for a key",
  "I kept missing the last train",
  "we were swimming in warm dark water",
  "my teeth were loose",
  "I was searching for a lost cat",
  "I could not speak when I tried to shout",
  "the phone would not dial the right number",
];
const DETAILS = [
  "The light was golden, like late afternoon.",
  "Everything smelled of salt and pine.",
  "A clock was ticking much too loudly.",
  "The walls were covered in handwriting I could not read.",
  "It was snowing indoors.",
  "Music came from somewhere below.",
  "The sky had two moons.",
  "Every door opened onto the same room.",
  "I felt calm even though it should have been frightening.",
  "I woke up with my heart racing.",
  "My hands were glowing faintly.",
  "The colours were brighter than real life.",
];
const FEELINGS = ["anxious", "peaceful", "confused", "excited", "sad", "curious", "relieved", "afraid"];
const TITLE_WORDS = [
  "Night",
  "Train",
  "Water",
  "Stairs",
  "Flight",
  "Key",
  "Forest",
  "Moons",
  "Lost",
  "House",
];
/**
 * Tags, most used first: the suggested ones, then a user's own, which get rarer down the list
 * (picked with `skewedPick`, so "flying" is on many dreams and "snow" on few).
 */
const TAGS = [
  ...SUGGESTED_TAGS,
  "lucid",
  "recurring",
  "travel",
  "childhood",
  "exam",
  "house",
  "ex",
  "grandma",
  "city",
  "beach",
  "teeth",
  "moving house",
  "wedding",
  "snow",
];

/** mulberry32: a tiny deterministic PRNG. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An index into a list of `n`, Zipf-like (weight 1/(rank+1)): the first entries common, the last
 * rare, as tags, emotions and symbols are in a real journal.
 */
export function skewedIndex(random: () => number, n: number): number {
  const total = harmonic(n);
  let left = random() * total;
  for (let i = 0; i < n; i++) {
    left -= 1 / (i + 1);
    if (left < 0) return i;
  }
  return n - 1;
}

function harmonic(n: number): number {
  let sum = 0;
  for (let i = 1; i <= n; i++) sum += 1 / i;
  return sum;
}

export function skewedPick<T>(random: () => number, list: readonly T[]): T {
  return list[skewedIndex(random, list.length)] as T;
}

/** A remembered dream's title, text and tags; `rare`: the one dream with the rare word and tag. */
export function dreamText(random: () => number, rare = false): DreamText {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const sentences = [
    `I was in ${pick(PLACES)} with ${pick(PEOPLE)}, and ${pick(ACTIONS)}.`,
    ...Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(DETAILS)),
    `Then ${pick(PEOPLE)} appeared and ${pick(ACTIONS)}.`,
    `I felt ${pick(FEELINGS)} when I woke up.`,
  ];
  if (random() < 0.02) sentences.splice(1, 0, `In the distance a ${SEARCH_WORDS.some} kept blinking.`);
  if (rare) sentences.splice(1, 0, RARE_SENTENCE);
  const tags = [...new Set(Array.from({ length: Math.floor(random() * 4) }, () => skewedPick(random, TAGS)))];
  if (rare) tags.push(RARE_TAG);
  const title = `${pick(TITLE_WORDS)} ${pick(["of", "and", "in the"])} ${pick(TITLE_WORDS).toLowerCase()}`;
  return { title, content: sentences.join(" "), tags };
}
