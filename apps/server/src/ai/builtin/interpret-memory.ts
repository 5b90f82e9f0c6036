import type { Detection } from "./detect";
import type { DreamFacts } from "./interpret-facts";
import { bold, boldLabel, type Voice } from "./interpret-voice";
import { matchRecurring } from "./recurring-match";
import type { InterpretInput } from "./types";
import { listOf, quote } from "./wording";

type Detector = (text: string) => Detection;

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

const capitalFirst = (text: string) =>
  text.replace(
    /^(\*\*)?([a-z])/,
    (_, stars: string | undefined, letter: string) => `${stars ?? ""}${letter.toUpperCase()}`,
  );

function notesSentences(input: InterpretInput, facts: DreamFacts, detect: Detector, voice: Voice): string[] {
  const notes = input.distilled.map((note) => note.trim()).filter(Boolean);
  if (notes.length === 0) return [];
  const own = new Set(facts.detection.found.map((symbol) => symbol.symbol));
  const shared = detect(notes.join(" ")).found.filter((symbol) => own.has(symbol.symbol));
  const shown = listOf(notes.slice(0, 2).map((note) => quote(keyPoint(note), 14)));
  const parts = [
    `Earlier reflections you saved, such as ${shown}, ${voice.choose("notes", [
      "form the background to this dream",
      "sit behind this one",
      "are part of what it answers to",
      "may help to place it",
      "give it a history",
      "run alongside it",
    ])}.`,
  ];
  if (shared.length > 0) {
    const labels = shared.slice(0, 2).map((symbol) => boldLabel(symbol.label));
    const them = capitalFirst(listOf(labels));
    parts.push(
      voice.choose("notes-shared", [
        `${them} ${labels.length > 1 ? "appear" : "appears"} there too.`,
        `${them} ${labels.length > 1 ? "were" : "was"} already in those notes.`,
        `Those notes mention ${listOf(labels)} as well.`,
      ]),
    );
  }
  return parts;
}

function recurringSentences(
  input: InterpretInput,
  facts: DreamFacts,
  detect: Detector,
  voice: Voice,
): string[] {
  const recurring = input.recurring?.trim();
  if (!recurring) return [];
  const said = quote(recurring, 18);
  const intro = voice.choose("recurring-intro", [
    `You have described recurring dreams: ${said}.`,
    `Among your recurring dreams you wrote ${said}.`,
    `Your recurring dreams, as you described them: ${said}.`,
    `You told Somnia about recurring dreams, ${said}.`,
  ]);
  const match = matchRecurring(input.dream.content, recurring);
  if (match) {
    const images = bold(
      [...match.symbols.map((symbol) => symbol.label.toLowerCase()), ...match.words].slice(0, 3),
    );
    const which =
      match.recurring === recurring ? "what you describe" : `one of them, ${quote(match.recurring, 14)}`;
    return [
      intro,
      // Its own images and the recurring dream's words make this sentence this dream's alone.
      `This dream comes close to ${which}: it shares ${images}, so it may be that dream returning, and the concern behind it may still be active.`,
    ];
  }
  const own = new Set(facts.detection.found.map((symbol) => symbol.symbol));
  const shared = detect(recurring).found.filter((symbol) => own.has(symbol.symbol));
  if (shared.length > 0) {
    const images = bold(shared.slice(0, 3).map((symbol) => symbol.label.toLowerCase()));
    return [
      intro,
      voice.choose("recurring-shared", [
        `This dream shares ${images} with them, which may mean the concern behind them is still active.`,
        `It shares ${images} with them, so something of those recurring dreams may be at work here too.`,
      ]),
    ];
  }
  return [
    intro,
    voice.choose("recurring-none", [
      "This dream does not repeat their images, which may itself be worth noticing: something may be shifting.",
      "This one does not repeat their images; that difference may say something is shifting.",
      "It does not repeat their images, which may be a change worth noticing.",
    ]),
  ];
}

/** Earlier reflections and recurring dreams, where the dreamer has saved them. */
export function memorySentences(
  input: InterpretInput,
  facts: DreamFacts,
  detect: Detector,
  voice: Voice,
): string[] {
  return [...notesSentences(input, facts, detect, voice), ...recurringSentences(input, facts, detect, voice)];
}
