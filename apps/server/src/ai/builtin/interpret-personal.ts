import type { Detection } from "./detect";
import type { DreamFacts } from "./interpret-facts";
import type { Voice } from "./interpret-voice";
import { quote } from "./wording";

type Detector = (text: string) => Detection;

/** What the personal note says: gender and year of birth ("Gender: female; born in 1990."), and anything more. */
interface Person {
  gender: "female" | "male" | null;
  born: number | null;
  /** The note says more than gender and year ("I am a teacher"). */
  more: boolean;
}

function personOf(note: string): Person {
  const lower = note.toLowerCase();
  const gender = /\b(?:female|woman|she)\b/.test(lower)
    ? "female"
    : /\b(?:male|man|he)\b/.test(lower)
      ? "male"
      : null;
  const year = /\b(19\d{2}|20\d{2})\b/.exec(note);
  const rest = lower
    .replace(/gender:\s*\w+;?/g, " ")
    .replace(/\b(?:the dreamer(?:'s gender)? is|born in|born|female|male|other|woman|man|gender)\b/g, " ")
    .replace(/\b\d{4}\b/g, " ")
    .replace(/[^a-z]+/g, " ")
    .trim();
  const words = rest
    .split(" ")
    .filter((word) => word.length > 2 && !["and", "the", "was", "year"].includes(word));
  return { gender, born: year ? Number(year[1]) : null, more: words.length > 0 };
}

type Aged = (age: number) => string;
/** Life stages a dream can be about, each with what the dreamer's age adds to it. */
const STAGES: { symbols: string[]; says: (person: Person, age: number, voice: Voice) => string | null }[] = [
  {
    symbols: ["school", "exam", "teacher", "unprepared", "failing"],
    says: (_person, age, voice) =>
      age >= 25
        ? voice.choose<Aged>("age-school", [
            (a) =>
              `At ${a}, your own school days are years behind you, so a dream like this is seldom about school itself and more often about something now that feels like a test.`,
            (a) =>
              `Exam and school dreams go on long after school (Schredl); at ${a}, this one is more likely about being judged or unprepared somewhere in your present life.`,
            (a) =>
              `At ${a}, you left school long ago, which makes the school here a stage set for a present-day test rather than a memory.`,
          ])(age)
        : voice.choose<Aged>("age-school-young", [
            (a) =>
              `At ${a}, school and exams may still be close, so this dream may be nearer to your days than it looks.`,
            (a) =>
              `At ${a}, tests and teachers may be part of your waking weeks, and the dream may simply be working through them.`,
          ])(age),
  },
  {
    symbols: ["wedding"],
    says: (_person, age, voice) =>
      voice.choose<Aged>("age-wedding", [
        (a) =>
          `At ${a}, a wedding in a dream may touch real questions of commitment, yours or those of people close to you.`,
        (a) =>
          `At ${a}, weddings may be part of your world or your thoughts, and the dream may be sorting what commitment means to you now.`,
      ])(age),
  },
  {
    symbols: ["pregnancy", "baby"],
    says: (person, age, voice) =>
      person.gender === "female" && age >= 18 && age <= 45
        ? voice.choose<Aged>("age-pregnancy", [
            (a) =>
              `As a woman of ${a}, a dream like this can touch a real question about children, or simply something new taking shape in your life.`,
            (a) =>
              `At ${a}, and as a woman, you may meet this dream with real questions about having children; it can also stand for a project or change growing in you.`,
          ])(age)
        : person.gender === "male"
          ? `Pregnancy and baby dreams come to men too, often when a plan or change is taking shape; at ${age}, that may be where to look.`
          : `At ${age}, a dream of a pregnancy or a baby may be about something new you are responsible for as much as about children.`,
  },
  {
    symbols: ["aging"],
    says: (_person, age) =>
      age >= 50
        ? `At ${age}, a dream of ageing may follow real thoughts about the years ahead.`
        : `At ${age}, a dream of growing old is seldom about age itself; it more often marks time passing or a change of stage.`,
  },
  {
    symbols: ["workplace", "boss"],
    says: (_person, age) =>
      age >= 58
        ? `At ${age}, with retirement near or already here, a dream of work may be about what work has meant to you.`
        : null,
  },
  {
    symbols: ["childhood-home", "moving-house"],
    says: (_person, age, voice) =>
      voice.choose<Aged>("age-home", [
        (a) =>
          `At ${a}, going back to a home in a dream often comes when something from an earlier stage of life is stirring again.`,
        (a) =>
          `At ${a}, a change of home in a dream may be about a change of stage as much as a change of address.`,
      ])(age),
  },
];

/**
 * The personal note, only where it adds something to this dream: the dreamer's age (and, for a
 * pregnancy, gender) when the dream is about a stage of life (school, exams, a wedding, a
 * pregnancy, ageing, retirement, a childhood home); the note itself when it shares an image with
 * the dream. Never as filler.
 */
export function personalSentences(
  input: { personal: string | null },
  facts: DreamFacts,
  detect: Detector,
  voice: Voice,
): string[] {
  const note = input.personal?.trim();
  if (!note) return [];
  const person = personOf(note);
  const own = new Set(facts.detection.found.map((symbol) => symbol.symbol));
  const year = Number(facts.date.slice(0, 4));
  const age = person.born && year > person.born ? year - person.born : null;
  const stage = STAGES.find((each) => each.symbols.some((symbol) => own.has(symbol)));
  const said = stage && age !== null ? stage.says(person, age, voice) : null;
  const sharesImage = detect(note).found.some((symbol) => own.has(symbol.symbol));
  const parts: string[] = [];
  if (person.more && (stage || sharesImage)) {
    parts.push(
      voice.choose("personal-note", [
        `What you have told Somnia about yourself, ${quote(note, 14)}, bears on this dream.`,
        `You have said of yourself ${quote(note, 14)}, and that matters here.`,
        `Your note about yourself, ${quote(note, 14)}, is part of the picture here.`,
      ]),
    );
  }
  if (said) parts.push(said);
  return parts;
}
