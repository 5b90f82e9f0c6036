import { type Character, characterAt, personNames } from "./characters";
import type { Sentence, Token } from "./nlp";
import { quotedSpeakers, type Speaker } from "./quotes";

/** Who felt an emotion: the dreamer, or another character (named when the text names one). */
export type Felt = { who: "dreamer" } | { who: "other"; whoName?: string };

export const DREAMER: Felt = { who: "dreamer" };

export function other(character?: Character | null): Felt {
  return character ? { who: "other", whoName: character.name } : { who: "other" };
}

const list = (text: string) => new Set(text.trim().split(/\s+/));
const FEMALE = list(`mother mom mum mommy mama sister grandmother grandma granny aunt daughter wife girlfriend
  fiancee niece girl woman lady queen ex-girlfriend ex-wife`);
const MALE = list(`father dad daddy papa brother grandfather grandpa uncle son husband boyfriend fiance nephew
  boy man guy king policeman ex-boyfriend ex-husband`);
const DREAMER_WORDS = new Set(["i", "me", "myself", "my", "mine", "i'm", "i've", "i'd", "i'll"]);
const WE_WORDS = new Set(["we", "us", "ourselves", "our"]);
const HE = list("he him his himself");
const SHE = list("she her hers herself");
const THEY = list("they them their theirs themselves");

/** A person mentioned before, whom a later he, she or they can mean. */
interface Mention {
  felt: Felt;
  gender: "f" | "m" | "?";
  plural: boolean;
  /** Token index in the whole text. */
  index: number;
}

/** What the whole dream says about its characters, read once before its emotions. */
export interface Discourse {
  /** Written about "the dreamer" in the third person: then he or she can be the dreamer. */
  thirdPerson: boolean;
  /** In a third-person report, the dreamer's he or she, from the first pronoun after "the dreamer". */
  dreamerGender: "f" | "m" | "?";
  mentions: Mention[];
  /** Quoted tokens, by index, and where their speaker is named (quotes.ts). */
  quoted: Map<number, Speaker | null>;
  /** The characters' names (characters.ts personNames). */
  names: ReadonlySet<string>;
}

/** "The dreamer" (or, in a report with no I, "the subject") names the dreamer in a third-person report. */
export function namesDreamer(tokens: Token[], position: number, thirdPerson: boolean): boolean {
  const token = tokens[position];
  if (!thirdPerson || !token || token.pos === "VERB") return false;
  return ["dreamer", "subject"].includes(token.normal) && tokens[position - 1]?.normal === "the";
}

export function readDiscourse(sentences: Sentence[]): Discourse {
  const words = sentences.flatMap((sentence) => sentence.tokens);
  const firstPerson = words.some((token) => ["i", "me", "my"].includes(token.normal));
  const thirdPerson = words.some(
    (token, i) =>
      words[i - 1]?.normal === "the" &&
      (token.normal === "dreamer" || (!firstPerson && token.normal === "subject")),
  );
  const mentions: Mention[] = [];
  const names = personNames(sentences);
  let dreamerGender: Discourse["dreamerGender"] = "?";
  for (const sentence of sentences) {
    const tokens = sentence.tokens;
    tokens.forEach((token, position) => {
      if (namesDreamer(tokens, position, thirdPerson)) {
        mentions.push({ felt: DREAMER, gender: "?", plural: false, index: token.index });
        return;
      }
      // "The dreamer was in her home": the first he or she right after the dreamer is the dreamer's.
      const pronoun = HE.has(token.normal) ? "m" : SHE.has(token.normal) ? "f" : null;
      if (pronoun && dreamerGender === "?" && mentions.at(-1)?.felt === DREAMER) dreamerGender = pronoun;
      const character = characterAt(tokens, position, names);
      if (!character || character.kind === "animal") return;
      const noun = character.name.toLowerCase();
      const gender = FEMALE.has(noun) ? "f" : MALE.has(noun) ? "m" : "?";
      const plural =
        character.kind === "group" || (character.kind !== "named" && token.normal !== token.lemma);
      mentions.push({ felt: other(character), gender, plural, index: token.index });
    });
  }
  return { thirdPerson, dreamerGender, mentions, quoted: quotedSpeakers(sentences), names };
}

/** He, she or they: the latest person mentioned before it who fits; else an unnamed other. */
export function resolvePronoun(token: Token, discourse: Discourse): Felt[] | null {
  const gender = HE.has(token.normal)
    ? "m"
    : SHE.has(token.normal)
      ? "f"
      : THEY.has(token.normal)
        ? "p"
        : null;
  if (!gender) return null;
  // A third-person report is about the dreamer: his or her is the dreamer's once known to be.
  if (discourse.thirdPerson && gender === discourse.dreamerGender) return [DREAMER];
  for (let i = discourse.mentions.length - 1; i >= 0; i--) {
    const mention = discourse.mentions[i] as Mention;
    if (mention.index >= token.index) continue;
    const fits =
      gender === "p"
        ? mention.plural
        : !mention.plural && (mention.gender === gender || mention.gender === "?");
    if (fits) return [mention.felt];
  }
  return [other()];
}

/** The people a pronoun, name or person noun at `position` refers to; null when it is not one. */
export function peopleAt(tokens: Token[], position: number, discourse: Discourse): Felt[] | null {
  const token = tokens[position];
  if (!token) return null;
  if (discourse.quoted.has(token.index) && (DREAMER_WORDS.has(token.normal) || WE_WORDS.has(token.normal))) {
    const speaker = discourse.quoted.get(token.index);
    return (speaker && peopleAt(speaker.tokens, speaker.position, discourse)) || [other()];
  }
  if (DREAMER_WORDS.has(token.normal)) return [DREAMER];
  if (WE_WORDS.has(token.normal)) return [DREAMER, other()];
  if (namesDreamer(tokens, position, discourse.thirdPerson)) return [DREAMER];
  // "Everyone was laughing": the others. The dreamer is among them only when the report says "we".
  if (token.normal === "everyone" || token.normal === "everybody") return [other()];
  const pronoun = resolvePronoun(token, discourse);
  if (pronoun) return pronoun;
  const character = characterAt(tokens, position, discourse.names);
  return character ? [other(character)] : null;
}
