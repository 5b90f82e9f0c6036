import type { Feeling } from "./detect-emotions";
import type { FeelingGroup } from "./feelings/types";
import { formsOf } from "./match";
import type { Sentence, Token } from "./nlp";

/**
 * Feelings that need the scene around them. A bodily sign ("heart pounding", "shaking") states
 * fear only beside a threat, in its sentence or the one before: "I hid behind the car, my heart
 * pounding" is fear, "I ran for the bus, heart pounding" is not. And a sentence's feelings are
 * read together (inTheirSentence).
 */
const THREATS = new Set(
  `chase hunt follow stalk hide flee escape attack monster intruder burglar gun knife shoot kill stab murder
  scream dark darkness trap trapped stuck danger zombie ghost demon wolf bear snake spider creature shadow
  footstep grab drown fire flame crash fall falling bomb explosion police soldier coming closer behind`
    .trim()
    .split(/\s+/),
);
const EXCITEMENT = new Set(["excited", "excitement", "thrill", "thrilled", "giddy"]);

/** Does the sentence, or the one before it, hold a threat? */
export function threatNear(sentences: Sentence[], index: number): boolean {
  return [sentences[index - 1], sentences[index]].some((sentence) =>
    sentence?.tokens.some((token) => [...formsOf(token)].some((form) => THREATS.has(form))),
  );
}

const TEARS = /^(?:cry|cried|crying|cries|tears|in tears|tearful|teary|sob|sobbed|sobbing)$/i;
const who = (feeling: Feeling) => feeling.whoName ?? feeling.who;

/**
 * A sentence's feelings, read together: no joy in the excitement of someone who is, in the same
 * sentence, angry ("I got excited and started shouting insults"), and no sadness in the tears of
 * someone who is, in the same sentence, happy ("I was so happy I started crying").
 */
export function inTheirSentence(feelings: Feeling[]): Feeling[] {
  const persons = (emotions: string[]) =>
    new Set(feelings.filter((f) => emotions.includes(f.emotion)).map(who));
  const angry = persons(["anger", "annoyance"]);
  const happy = persons(["joy", "relief"]);
  return feelings.filter(
    (f) =>
      !(f.emotion === "joy" && EXCITEMENT.has(f.words.toLowerCase()) && angry.has(who(f))) &&
      !(f.emotion === "sadness" && TEARS.test(f.words) && happy.has(who(f))),
  );
}

const LINKING = new Set(["was", "is", "were", "are", "seemed", "looked", "sounded"]);
const THIRD_PERSONS = new Set(["he", "she", "they"]);
const CLOSING = new Set([".", "!", "?", ",", '"', "”", "'", "’"]);

/**
 * A word that only sounds like a feeling here: a word of praise someone says ("he said
 * 'lovely'") or says of a person ("she was lovely", what she was like, not what anyone felt), and
 * "love" calling someone ("it's me, love").
 */
export function onlySaid(
  tokens: Token[],
  start: number,
  end: number,
  group: Pick<FeelingGroup, "emotion" | "kind">,
  quoted: boolean,
): boolean {
  if (group.kind === "stimulus") {
    if (quoted) return true;
    let verb = start - 1;
    while (tokens[verb]?.pos === "ADV") verb--;
    if (LINKING.has(tokens[verb]?.normal ?? "") && THIRD_PERSONS.has(tokens[verb - 1]?.normal ?? ""))
      return true;
  }
  const next = tokens[end + 1];
  return (
    group.emotion === "love" &&
    start === end &&
    tokens[start - 1]?.normal === "," &&
    (!next || CLOSING.has(next.text))
  );
}
