import { EMOTIONS, type Emotion, type EmotionDetection } from "@somnia/shared/detections";
import { type Character, characterAt, DREAMER_PRONOUNS, OTHER_PRONOUNS } from "./characters";
import { isHypothetical, isNegated, isQuestion } from "./emotion-rules";
import { CAUSATIVE_LEMMAS, EMOTION_WORDS } from "./lexicon/emotion-words";
import { compilePattern, matchAt, type Pattern } from "./match";
import { tokenForms } from "./morph";
import type { Sentence, Token } from "./nlp";

let patterns: { emotion: Emotion; pattern: Pattern }[] | null = null;

function emotionPatterns() {
  patterns ??= EMOTIONS.flatMap((emotion) =>
    EMOTION_WORDS[emotion].map((term) => ({ emotion, pattern: compilePattern(term) })),
  ).sort((a, b) => b.pattern.words.length - a.pattern.words.length);
  return patterns;
}

type Experiencer = { who: "dreamer" } | { who: "other"; whoName?: string };

const DREAMER: Experiencer = { who: "dreamer" };
const POSSESSIVES = new Set(["my", "our", "his", "their", "its", "your"]);
/** After these ("was scared when…") the word describes a state, not a cause. */
const LINKING = new Set(["be", "get", "feel", "seem", "look", "become", "grow"]);
const DETERMINERS = new Set(["my", "the", "a", "an", "his", "her", "our", "their"]);

function other(character: Character | null | undefined): Experiencer {
  return character ? { who: "other", whoName: character.name } : { who: "other" };
}

function isCausative(tokens: Token[], position: number): boolean {
  const token = tokens[position];
  const previous = tokens[position - 1];
  if (!token || (previous && LINKING.has(previous.lemma))) return false;
  return [...tokenForms(token.normal, token.lemma)].some((form) => CAUSATIVE_LEMMAS.has(form));
}

/**
 * Who felt the emotion at `position`:
 * 1. a causative verb followed by a person ("the dog scared me", "it frightened my sister") → that person;
 * 2. an emotion adjective before a person ("a frightened child") → that person;
 * 3. otherwise the nearest person before it in the sentence: I/me/we → the dreamer, a name or a
 *    person noun → that character, he/she/they → the last person mentioned before;
 * 4. nobody named → the dreamer (dream reports are told by the dreamer).
 */
function experiencer(
  tokens: Token[],
  position: number,
  end: number,
  lastPerson: Character | null,
): Experiencer {
  const next = tokens[end + 1];
  if (next && isCausative(tokens, position)) {
    if (DREAMER_PRONOUNS.has(next.normal)) return DREAMER;
    if (OTHER_PRONOUNS.has(next.normal)) return other(lastPerson);
    const character =
      characterAt(tokens, end + 1) ?? (DETERMINERS.has(next.normal) ? characterAt(tokens, end + 2) : null);
    if (character) return other(character);
  }
  if (tokens[position]?.pos === "ADJ") {
    const character = characterAt(tokens, end + 1);
    if (character) return other(character);
  }
  for (let i = position - 1; i >= 0; i--) {
    const before = tokens[i];
    if (!before || POSSESSIVES.has(before.normal)) continue;
    if (DREAMER_PRONOUNS.has(before.normal)) return DREAMER;
    const character = characterAt(tokens, i);
    if (character) return other(character);
    if (OTHER_PRONOUNS.has(before.normal)) return other(lastPerson);
  }
  return DREAMER;
}

function evidenceOf(sentence: Sentence): string {
  const text = sentence.text.replace(/\s+/g, " ");
  return text.length <= 240 ? text : `${text.slice(0, 237)}…`;
}

const PEOPLE_KINDS = new Set(["named", "family", "role"]);

/** Emotions the dream states or clearly shows, with who felt them; see emotion-rules.ts. */
export function detectEmotions(sentences: Sentence[]): EmotionDetection[] {
  const found = new Map<string, EmotionDetection>();
  let lastPerson: Character | null = null;
  for (const sentence of sentences) {
    // All tokens, punctuation included: a comma ends the clause a negation or modal reaches.
    const tokens = sentence.tokens;
    const question = isQuestion(sentence.text);
    for (let position = 0; position < tokens.length; position++) {
      const character = characterAt(tokens, position);
      if (character && PEOPLE_KINDS.has(character.kind)) lastPerson = character;
      if (question) continue;
      for (const { emotion, pattern } of emotionPatterns()) {
        const matched = matchAt(pattern, tokens, position);
        if (!matched) continue;
        const end = position + matched.length - 1;
        if (!isNegated(tokens, position) && !isHypothetical(tokens, position)) {
          const felt = experiencer(tokens, position, end, lastPerson);
          const whoName = felt.who === "other" ? felt.whoName : undefined;
          const key = `${emotion}|${felt.who}|${(whoName ?? "").toLowerCase()}`;
          if (!found.has(key)) {
            found.set(key, {
              emotion,
              who: felt.who,
              ...(whoName ? { whoName } : {}),
              evidence: evidenceOf(sentence),
            });
          }
        }
        position = end;
        break;
      }
    }
  }
  return [...found.values()];
}
