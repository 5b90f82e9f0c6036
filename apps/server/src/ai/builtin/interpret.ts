import { sentencesOf } from "../sentences";
import type { Detection } from "./detect";
import { answersParagraph } from "./interpret-answers";
import { closingParagraph } from "./interpret-closing";
import { factsOf, Quoter } from "./interpret-facts";
import { journalParagraph } from "./interpret-journal";
import { memorySentences } from "./interpret-memory";
import { personalSentences } from "./interpret-personal";
import { storyParagraph } from "./interpret-story";
import { typesParagraph } from "./interpret-types";
import { Voice } from "./interpret-voice";
import { interpretInLanguage } from "./languages/interpret";
import type { InterpretInput } from "./types";

type Detector = (text: string) => Detection;

/**
 * An interpretation in 3-6 short paragraphs read from this dream's own details: its images, people
 * and places in its words, the moment it turns on, its feeling and ending (interpret-story.ts); its
 * types, a lucid dream's lucidity and a nightmare's fear and what the dreamer did (interpret-types.ts);
 * the answers woven in, never asked again (interpret-answers.ts); the dream signs it holds and the
 * earlier dreams linked to it, each with its reason (interpret-journal.ts); earlier reflections,
 * recurring dreams, and the personal note only where it adds something (interpret-memory.ts,
 * interpret-personal.ts); and a closing thought that is none of the analysis's questions
 * (interpret-closing.ts). Every frame has many natural variants chosen by the text's hash
 * (interpret-voice.ts); quotations are whole clauses (wording.ts), never the same twice. Only
 * **bold** markup; the dreamer is never addressed by name. Yielded sentence by sentence as each
 * paragraph is composed (a blank line ends a paragraph); the pieces joined are the whole text.
 */
export function* interpretWith(input: InterpretInput, detect: Detector): Generator<string, void> {
  const detection = detect(input.dream.content);
  if (detection.language && detection.language !== "en") {
    // A dream in another language Somnia reads is read in that language (languages/interpret.ts).
    yield* interpretInLanguage(input, detection, detection.language);
    return;
  }
  const facts = factsOf(input, detection);
  const voice = new Voice(facts.hash);
  const quoter = new Quoter(facts.content);
  const context = () => {
    const parts = [
      ...memorySentences(input, facts, detect, voice),
      ...personalSentences(input, facts, detect, voice),
    ];
    return parts.length > 0 ? parts.join(" ") : null;
  };
  // A nightmare's fear and deed, and a lucid dream's moment of knowing, are quoted in their own
  // paragraph: composed first, so that the story quotes other passages.
  let types: string | null = null;
  const paragraphs: (() => string | null)[] = [
    () => {
      types = typesParagraph(facts, quoter, voice);
      return storyParagraph(facts, quoter, voice);
    },
    () => types,
    () => answersParagraph(input.answers, facts, detect, voice),
    () => journalParagraph(input, facts, voice),
    context,
    () => closingParagraph(facts, voice),
  ];
  let first = true;
  for (const compose of paragraphs) {
    const paragraph = compose();
    if (paragraph === null) continue;
    const sentences = sentencesOf(paragraph);
    if (!first && sentences[0] !== undefined) sentences[0] = `\n\n${sentences[0]}`;
    first = false;
    yield* sentences;
  }
}
