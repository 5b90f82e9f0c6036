import { sentencesOf } from "../sentences";
import type { Detection } from "./detect";
import { strongestFeelings } from "./detect-emotions";
import { rankSymbols } from "./detect-symbols";
import { lexiconEntry } from "./lexicon";
import { matchRecurring } from "./recurring-match";
import type { InterpretInput } from "./types";
import { EMOTION_WORDING, feltBy, inSentence, listOf, longDate, quote } from "./wording";

type Detector = (text: string) => Detection;
const bold = (labels: string[]) => listOf(labels.map((label) => `**${inSentence(label)}**`));

function dreamParagraph(input: InterpretInput, dream: Detection): string {
  const title = input.dream.title?.trim() || "this dream";
  const opening = `The dream “${title}” from ${longDate(input.dream.date)}`;
  const ranked = rankSymbols(dream.found);
  // The feeling with the strongest evidence, quoted by the words that state it.
  const feeling = strongestFeelings(dream.feelings)[0];
  const parts = [
    ranked.length > 0
      ? `${opening} centres on ${bold(ranked.slice(0, 4).map((symbol) => symbol.label))}.`
      : `${opening} holds none of the images in the symbol lexicon, so this reading leans on what you have said about it.`,
  ];
  if (feeling) {
    const whose = feeling.who === "dreamer" ? "" : `${feltBy(dream.people, feeling.whoName)}'s `;
    const said = quote(feeling.evidence, 12, feeling.words);
    parts.push(`Its clearest feeling is ${whose}${EMOTION_WORDING[feeling.emotion].noun}: ${said}.`);
  }
  if (ranked[0]) parts.push(ranked[0].entry.reading);
  return parts.join(" ");
}

function answersParagraph(input: InterpretInput, detect: Detector): string {
  const answers = input.answers.filter((pair) => pair.answer.trim().length > 0);
  const [first, second] = answers;
  if (!first) {
    return "There are no follow-up answers for this dream yet, so this reading stays close to the images themselves; your own associations would count for more than any general reading.";
  }
  const parts = [
    `Your answers give these images a personal meaning. Asked ${quote(first.question, 24)}, you said ${quote(first.answer, 16)}.`,
  ];
  if (second) parts.push(`You also said ${quote(second.answer, 14)}.`);
  const felt = [
    ...new Set(
      answers.flatMap((pair) =>
        detect(pair.answer).emotions.map((emotion) => EMOTION_WORDING[emotion.emotion].noun),
      ),
    ),
  ];
  if (felt.length > 0) {
    parts.push(
      `The ${listOf(felt.slice(0, 2))} in those words may be the waking feeling this dream is working over.`,
    );
  }
  return parts.join(" ");
}

function contextParagraph(input: InterpretInput, dream: Detection, detect: Detector): string | null {
  const notes = input.distilled.map((note) => note.trim()).filter(Boolean);
  const personal = input.personal?.trim();
  if (notes.length === 0 && !personal) return null;
  const parts: string[] = [];
  if (notes[0]) {
    const shown = notes.slice(0, 2).map((note) => quote(keyPoint(note), 14));
    parts.push(`Earlier reflections you saved, such as ${listOf(shown)}, form the background to this dream.`);
    const own = new Set(dream.found.map((symbol) => symbol.symbol));
    const shared = detect(notes.join(" ")).found.filter((symbol) => own.has(symbol.symbol));
    if (shared.length > 0) {
      const labels = shared.slice(0, 2).map((symbol) => symbol.label);
      parts.push(`${capitalFirst(bold(labels))} ${labels.length > 1 ? "appear" : "appears"} there too.`);
    }
  }
  if (personal) {
    parts.push(
      `What you have told about yourself (${quote(personal, 14)}) matters as well: dreams tend to follow the concerns of one's own stage of life.`,
    );
  }
  return parts.join(" ");
}

function recurringParagraph(input: InterpretInput, dream: Detection, detect: Detector): string | null {
  const recurring = input.recurring?.trim();
  if (!recurring) return null;
  const intro = `You have described recurring dreams: ${quote(recurring, 18)}.`;
  // A close match (recurring-match.ts) is named: this dream may be that one returning.
  const match = matchRecurring(input.dream.content, recurring);
  if (match) {
    const images = bold([...match.symbols.map((symbol) => symbol.label), ...match.words].slice(0, 3));
    const which =
      match.recurring === recurring ? "what you describe" : `one of them, ${quote(match.recurring, 14)}`;
    return `${intro} This dream comes close to ${which}: it shares ${images}, so it may be that dream returning, and the concern behind it may still be active.`;
  }
  const own = new Set(dream.found.map((symbol) => symbol.symbol));
  const shared = detect(recurring).found.filter((symbol) => own.has(symbol.symbol));
  return shared.length > 0
    ? `${intro} This dream shares ${bold(shared.slice(0, 3).map((symbol) => symbol.label))} with them, which may mean the concern behind them is still active.`
    : `${intro} This dream does not repeat their images, which may itself be worth noticing: something may be shifting.`;
}

function relatedParagraph(input: InterpretInput): string | null {
  const related = input.related.filter((dream) => dream.title.trim().length > 0).slice(0, 3);
  if (related.length === 0) return null;
  const echoes = related.map((dream) => {
    const labels = dream.sharedSymbols.slice(0, 3).map((symbol) => lexiconEntry(symbol)?.label ?? symbol);
    const shared = labels.length > 0 ? `, which also held ${bold(labels)}` : "";
    return `“${dream.title.trim()}” from ${longDate(dream.date)}${shared}`;
  });
  return `It echoes earlier dreams in your journal: ${echoes.join("; ")}. Images that return across dreams often point to a concern that is still open.`;
}

/** A saved note's first key point, without the "Dream “…” (date):" that heads distilled notes. */
function keyPoint(note: string): string {
  const lines = note
    .split("\n")
    .map((line) =>
      line
        .replace(/^\s*-\s*/, "")
        .replace(/^Dream “[^”]*”(?: \([^)]*\))?:\s*/, "")
        .trim(),
    )
    .filter((line) => line.length > 0);
  return lines[0] ?? note;
}

function capitalFirst(text: string): string {
  return text.replace(
    /^(\*\*)?([a-z])/,
    (_, stars: string | undefined, letter: string) => `${stars ?? ""}${letter.toUpperCase()}`,
  );
}

/**
 * An interpretation in 3-6 short paragraphs that visibly uses every input: the dream, the answers,
 * earlier distilled notes and personal info, recurring dreams and related earlier dreams (this
 * dream's own notes repeat its answers, which are quoted instead). Quotations are whole clauses or
 * sentences (wording.ts), and the clearest feeling is the one with the strongest evidence. Only **bold**
 * markup; the dreamer is never addressed by name (the input carries none). Yielded sentence by
 * sentence as each paragraph is composed (a blank line ends a paragraph); the pieces joined are the
 * whole text.
 */
export function* interpretWith(input: InterpretInput, detect: Detector): Generator<string, void> {
  const dream = detect(input.dream.content);
  const top = rankSymbols(dream.found)[0];
  const paragraphs: (() => string | null)[] = [
    () => dreamParagraph(input, dream),
    () => answersParagraph(input, detect),
    () => contextParagraph(input, dream, detect),
    () => recurringParagraph(input, dream, detect),
    () => relatedParagraph(input),
    () =>
      `Dreams rarely carry one fixed meaning, so treat this as a starting point. A question to carry with you: ${top ? top.entry.question : "which moment of this dream would you most like to understand?"}`,
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
