import type { DreamFacts } from "./interpret-facts";
import { boldLabel, type Voice } from "./interpret-voice";

const CLOSINGS = [
  (image: string) => `Over the next few days, it may be worth noticing when waking life feels like ${image}.`,
  (image: string) =>
    `If ${image} comes back, note what the day before held; that is often where a dream's meaning starts.`,
  (image: string) =>
    `You might tell this dream to someone close, starting from ${image}, and notice which part you linger on.`,
  (image: string) =>
    `Try sketching ${image} as you remember it: what you add or leave out is part of the reading.`,
  (image: string) => `Keep ${image} in mind this week and see where it turns up while you are awake.`,
  (image: string) =>
    `Take this as a first reading; ${image} may mean more once you have lived with it for a few days.`,
  (image: string) =>
    `A dream seldom has one meaning, and ${image} may show another side the next time it appears.`,
  (image: string) =>
    `Tomorrow, write a line about what ${image} brings to mind then; the second thought is often the truer one.`,
  (image: string) =>
    `When ${image} next crosses your mind, let it stay a moment before deciding what it means.`,
  (image: string) =>
    `If you dream of ${image} again, compare the two dreams: what changes is usually the message.`,
  (image: string) => `Let ${image} sit with you for a while; meanings tend to surface sideways.`,
  (image: string) => `Reread your answers beside ${image} in a week or so; the link may be clearer then.`,
  (image: string) =>
    `Nothing here is fixed: ${image} is yours to read, and your own sense of it outranks any dictionary.`,
  (image: string) =>
    `It may help to give ${image} a few words of your own in your journal, before its meaning settles.`,
];

/**
 * The closing thought: something to do with the dream's own central image, never a question the
 * analysis asked (those have been answered or set aside).
 */
export function closingParagraph(facts: DreamFacts, voice: Voice): string {
  const image = facts.images.find((each) => each.phrase && each.symbol.entry.theme !== "people");
  const named = image?.phrase
    ? `**${image.phrase}**`
    : facts.ranked[0]
      ? boldLabel(facts.ranked[0].label)
      : "this dream";
  return voice.choose("closing", CLOSINGS)(named);
}
