import { lexiconEntry } from "../../domain/symbols/lexicon";
import type { DreamFacts } from "./interpret-facts";
import { boldLabel, boldStart, count, dateNear, ordinal, type Voice } from "./interpret-voice";
import type { DreamSign, InterpretInput, RelatedDream } from "./types";
import { listOf } from "./wording";

/** The first letter in capitals, past any "**". */
const capital = (text: string) =>
  text.replace(
    /^(\*\*)?(\w)/,
    (_, stars: string | undefined, c: string) => `${stars ?? ""}${c.toUpperCase()}`,
  );
const labelOf = (symbol: string) => lexiconEntry(symbol)?.label ?? symbol;
const boldLabels = (symbols: string[]) => listOf(symbols.map((symbol) => boldLabel(labelOf(symbol))));

type SignFrame = (label: string, Label: string, nth: string, earlier: string, since: string) => string;
const SIGN_FRAMES: SignFrame[] = [
  (_label, Label, nth, _earlier, since) =>
    `${Label} is one of your dream signs: this is your ${nth} dream with it since ${since}.`,
  (label, _Label, nth, _earlier, since) =>
    `This is the ${nth} dream in your journal with ${label} since ${since}, which makes it one of your dream signs.`,
  (_label, Label, _nth, earlier, since) =>
    `${Label} keeps coming back: ${earlier} since ${since} held it too.`,
  (label, _Label, nth, earlier, since) =>
    `Your journal shows ${label} in ${earlier}, the first on ${since}; this is the ${nth}.`,
  (label, _Label, nth, _earlier, since) =>
    `With ${label}, one of your dream signs, this is your ${nth} such dream since ${since}.`,
  (_label, Label, _nth, earlier, since) =>
    `${Label} is a dream sign of yours, already in ${earlier} since ${since}.`,
  (label, _Label, nth, _earlier, since) =>
    `Since ${since}, ${label} has come up again and again; this is its ${nth} dream.`,
  (label, _Label, _nth, earlier, since) =>
    `You have met ${label} before, in ${earlier} since ${since}: it is one of your dream signs.`,
];

/** What is new, or the same, this time among the dreams that hold the sign. */
function patternSentence(sign: DreamSign, facts: DreamFacts, voice: Voice, label: string): string {
  const lucid = sign.earlierTypes.lucid ?? 0;
  const nightmares = sign.earlierTypes.nightmare ?? 0;
  if (facts.types.includes("lucid")) {
    return lucid === 0
      ? voice.choose("pattern-lucid-first", [
          "It is the first of them in which you knew you were dreaming.",
          "And for the first time in that series, you knew you were dreaming.",
          "What is new this time is that you knew you were dreaming.",
        ])
      : voice.choose("pattern-lucid", [
          `It is the ${ordinal(lucid + 1)} of them in which you knew you were dreaming.`,
          `In ${count(lucid, "of the earlier ones", "of the earlier ones")} you were lucid too.`,
        ]);
  }
  if (facts.types.includes("nightmare")) {
    return nightmares === 0
      ? voice.choose("pattern-nightmare-first", [
          "It is the first of them to turn into a nightmare.",
          "This time, for the first time, it became a nightmare.",
          "What is new is the fear: none of the earlier ones was a nightmare.",
        ])
      : voice.choose("pattern-nightmare", [
          `It is the ${ordinal(nightmares + 1)} of them to become a nightmare.`,
          `${capital(count(nightmares, "of the earlier ones", "of the earlier ones"))} turned into ${nightmares > 1 ? "nightmares" : "a nightmare"} as well.`,
        ]);
  }
  const some = (n: number) => count(n, "of the earlier ones", "of the earlier ones");
  if (nightmares > 0) {
    const plural = nightmares > 1;
    return voice.choose<(n: string) => string>("pattern-calmer", [
      (n) => `Unlike ${n}, this one was no nightmare.`,
      (n) => `${capital(n)} turned into ${plural ? "nightmares" : "a nightmare"}; this one did not.`,
      (n) => `This time it stayed short of a nightmare, which ${n} did not.`,
      (n) => `It is gentler than ${n}, ${plural ? "which were nightmares" : "which was a nightmare"}.`,
      (n) =>
        `Where ${n} became ${plural ? "nightmares" : "a nightmare"}, this one did not, and that change may be worth noticing.`,
      (n) => `The fear of ${n} is missing this time: no nightmare.`,
    ])(some(nightmares));
  }
  if (lucid > 0) {
    return voice.choose<(n: string) => string>("pattern-unaware", [
      (n) => `In ${n} you knew you were dreaming; not this time.`,
      (n) => `Unlike ${n}, this one did not become lucid.`,
      (n) => `${capital(n)} became lucid; here you stayed inside the dream.`,
    ])(some(lucid));
  }
  return voice.choose("pattern-open", [
    `An image that returns this often may point to something still unsettled, so ${label} deserves your attention.`,
    `When ${label} comes back like this, what it stands for in your life now may matter more than any dictionary meaning.`,
    `That ${label} keeps returning suggests the concern behind it is still open.`,
    `Each return of ${label} is a chance to see what has changed, in the dream and around it.`,
    `Returning images tend to follow a concern that has not been settled, and ${label} may be yours.`,
  ]);
}

function signSentences(signs: DreamSign[], facts: DreamFacts, voice: Voice): string[] {
  const [sign, ...more] = signs.filter((each) => each.earlier > 0);
  if (!sign) return [];
  const since = sign.since ? dateNear(sign.since, facts.date) : "you began your journal";
  const label = boldLabel(sign.label);
  const earlier = count(sign.earlier, "earlier dream");
  const parts = [
    voice.choose("sign", SIGN_FRAMES)(
      label,
      boldStart(sign.label),
      ordinal(sign.earlier + 1),
      earlier,
      since,
    ),
    patternSentence(sign, facts, voice, label),
  ];
  if (more.length > 0) {
    const others = listOf(
      more.slice(0, 3).map((each) => `${boldLabel(each.label)} (${count(each.earlier, "earlier dream")})`),
    );
    parts.push(
      voice.choose("more-signs", [
        `${more.length > 1 ? "Other dream signs of yours are" : "Another dream sign of yours is"} here as well: ${others}.`,
        `It also holds ${others}, ${more.length > 1 ? "dream signs" : "a dream sign"} too.`,
        `Your journal knows ${others} from before as well.`,
        `${capital(others)} ${more.length > 1 ? "are" : "is"} familiar from earlier dreams too.`,
        `Besides, ${others} ${more.length > 1 ? "recur" : "recurs"} in your journal.`,
        `There is more that recurs: ${others}.`,
      ]),
    );
  }
  return parts;
}

/** Why an earlier dream is linked, said: the signs it shares, or the two-plus symbols; and its types. */
function reasonOf(related: RelatedDream, facts: DreamFacts, named: Set<string>, voice: Voice): string {
  const signs = related.signs ?? [];
  const which = (items: string) =>
    voice.choose(`link-${related.title}`, [
      `which also held ${items}`,
      `with ${items} again`,
      `where ${items} appeared too`,
      `which shares ${items}`,
      `another dream of ${items}`,
      `also with ${items}`,
    ]);
  const signNote = signs.some((s) => !named.has(s))
    ? `, ${signs.length > 1 ? "dream signs" : "a dream sign"} of yours`
    : "";
  const reason =
    signs.length > 0
      ? `${which(boldLabels(signs.slice(0, 2)))}${signNote}`
      : voice.choose(`link-two-${related.title}`, [
          `which shared ${boldLabels(related.sharedSymbols.slice(0, 3))} with it`,
          `with both ${boldLabels(related.sharedSymbols.slice(0, 2))}`,
          `holding ${boldLabels(related.sharedSymbols.slice(0, 3))} as well`,
          `where ${boldLabels(related.sharedSymbols.slice(0, 3))} came together too`,
        ]);
  const types = (related.types ?? []).filter((type) => type !== "recurring");
  const same = types.filter((type) => facts.types.includes(type));
  const kind = (type: string) => (type === "lucid" ? "lucid" : "a nightmare");
  const typed =
    same.length > 0
      ? `${kind(same.includes("nightmare") ? "nightmare" : "lucid")} too, `
      : types.length > 0
        ? `${types.includes("nightmare") ? "a nightmare" : "a lucid dream"}, `
        : "";
  return `${typed}${reason}`;
}

/** Families whose images recur by chance: a person, a place or an object met in passing. */
const PASSING_THEMES = new Set(["people", "places", "objects"]);
/** A linked dream is named when what it shares is at least a third of its images (not a passing mention). */
const MIN_SHARE = 1 / 3;

/**
 * The related dreams a reading names (at most three), among those the context links (a shared dream
 * sign, or two-plus symbols): what they share includes one of this dream's three strongest images
 * and is at least a third of the earlier dream's images; and they share two or more symbols, or a
 * dream sign that has come back in at least two earlier dreams (a pattern, not a coincidence) and
 * stands out in this one (said twice, or not a person, place or object met in passing). Two
 * or more shared symbols come first. The others inform the context only.
 */
function linksWorthNaming(related: RelatedDream[], facts: DreamFacts, signs: DreamSign[]): RelatedDream[] {
  const recurring = new Set(signs.filter((sign) => sign.earlier >= 2).map((sign) => sign.symbol));
  const central = new Set(facts.ranked.slice(0, 3).map((symbol) => symbol.symbol));
  const share = (dream: RelatedDream) =>
    dream.sharedSymbols.length / Math.max(dream.symbolCount ?? 0, dream.sharedSymbols.length, 1);
  const named = related.filter(
    (dream) =>
      dream.title.trim().length > 0 &&
      share(dream) >= MIN_SHARE &&
      dream.sharedSymbols.some((symbol) => central.has(symbol)),
  );
  const strong = named.filter((dream) => dream.sharedSymbols.length >= 2);
  // One image in common links two dreams only when it stands out in this one.
  const vivid = (symbol: string) =>
    facts.ranked.some(
      (found) => found.symbol === symbol && (found.count >= 2 || !PASSING_THEMES.has(found.entry.theme)),
    );
  const signed = named.filter(
    (dream) =>
      dream.sharedSymbols.length < 2 &&
      (dream.signs ?? []).some((sign) => central.has(sign) && recurring.has(sign) && vivid(sign)),
  );
  return [...strong, ...signed].slice(0, 3);
}

function relatedSentence(
  related: RelatedDream[],
  signs: DreamSign[],
  facts: DreamFacts,
  voice: Voice,
  named: Set<string>,
): string | null {
  const shown = linksWorthNaming(related, facts, signs);
  const items = shown.map(
    (dream) =>
      `“${dream.title.trim()}” (${dateNear(dream.date, facts.date)}), ${reasonOf(dream, facts, named, voice)}`,
  );
  const [only] = items;
  if (!only) return null;
  if (items.length === 1) {
    return voice.choose("related-one", [
      `It links to ${only}.`,
      `An earlier dream belongs with it: ${only}.`,
      `Set it beside ${only}.`,
      `Your journal already holds ${only}.`,
      `It has a forerunner in ${only}.`,
      `Think back to ${only}.`,
    ]);
  }
  const all = items.join("; ");
  return voice.choose("related-many", [
    `It links to earlier dreams: ${all}.`,
    `Earlier dreams belong with it: ${all}.`,
    `Your journal already holds its relatives: ${all}.`,
    `Set it beside ${items.join("; and ")}.`,
    `It has forerunners: ${all}.`,
    `Read it next to ${items.join(", and next to ")}.`,
    `It connects with ${count(items.length, "earlier dream")}: ${all}.`,
    `Look back at ${items.join("; then ")}.`,
  ]);
}

/**
 * This dream in the journal: the dream signs it holds (how often, since when, and what is new this
 * time: "the first where you knew you were dreaming") and the earlier dreams linked to it, each
 * with its reason (a shared dream sign, or two-plus symbols) and its types. Null when neither.
 */
export function journalParagraph(input: InterpretInput, facts: DreamFacts, voice: Voice): string | null {
  const signs = input.signs ?? [];
  const parts = signSentences(signs, facts, voice);
  const named = new Set(parts.length > 0 ? signs.filter((s) => s.earlier > 0).map((s) => s.symbol) : []);
  const related = relatedSentence(input.related, signs, facts, voice, named);
  if (related) parts.push(related);
  return parts.length > 0 ? parts.join(" ") : null;
}
