import type { DreamType } from "@somnia/shared/dreams";
import type { OtherLanguage } from "../../../domain/languages";
import { type Term, terms } from "../../../domain/symbols/terms";
import type { Feeling } from "../detect-emotions";
import { compile } from "./compiled";
import { cuesOf, isAsked, negated } from "./feelings";
import { RULES } from "./index";
import { type TermMatch, termMatcher } from "./term-match";
import { readLocal, type Word } from "./words";

type Kind = "lucid" | "nightmare" | "wakingFear";

/** How far before a lucid phrase a negation reaches, whatever the clause ("wusste nicht, dass ich träumte"). */
const LUCID_NEGATION = 6;

/**
 * The words that suggest a dream's type in each language (../suggest-types.ts says what each type
 * means): knowing in the dream that it is a dream, the dream called a nightmare, and waking in fear
 * ("réveillé en hurlant"), the last only after the dreamer wakes.
 */
const WORDS: Record<OtherLanguage, Record<Kind, Term[]>> = {
  fr: {
    lucid: terms(`
      rêve lucide, lucidité, devenu lucide, devenue lucide, sav* que je rêv*, sav* que c était un rêve,
      rend* compte que je rêv*, rend* compte que c était un rêve, compr* que je rêv*,
      compr* que c était un rêve, test de réalité, contrôl* le rêve, contrôl* mon rêve
    `),
    nightmare: terms("cauchemar"),
    wakingFear: terms("en sueur, en hurlant, en criant, en sursaut, en larmes, le cœur battant"),
  },
  es: {
    lucid: terms(`
      sueño lúcido, lucidez, me volví lúcido, me volví lúcida, sab* que estaba soñando,
      sab* que era un sueño, cuenta de que estaba soñando, cuenta de que era un sueño,
      entend* que estaba soñando, prueba de realidad, control* el sueño, control* mi sueño
    `),
    nightmare: terms("pesadilla"),
    wakingFear: terms(
      "sudando, empapado, empapada, gritando, sobresaltado, sobresaltada, llorando, el corazón a mil",
    ),
  },
  de: {
    lucid: terms(`
      klartraum, *klartraum, luzid*, dass ich träum*, dass ich gerade träum*, dass es ein traum war,
      dass das ein traum war, realitätscheck, realitätstest, traum .. =steuern, traum .. gesteuert,
      traum .. kontrollier*, =ld, =wbtb, =kt
    `),
    nightmare: terms("albtraum, alptraum, *albtraum, *alptraum"),
    wakingFear: terms(
      "schweißgebadet, schweissgebadet, schreiend, mit herzrasen, schreckte hoch, aufgeschreckt",
    ),
  },
  it: {
    lucid: terms(`
      sogno lucido, lucidità, diventato lucido, diventata lucida, sap* che stavo sognando,
      sap* che era un sogno, res* conto che stavo sognando, res* conto che era un sogno,
      capi* che stavo sognando, capi* che era un sogno, test di realtà, controll* il sogno
    `),
    nightmare: terms("incubo"),
    wakingFear: terms("sudato, sudata, urlando, gridando, di soprassalto, in lacrime, col cuore in gola"),
  },
  pt: {
    lucid: terms(`
      sonho lúcido, lucidez, fiquei lúcido, fiquei lúcida, sab* que estava sonhando,
      sab* que estava a sonhar, sab* que era um sonho, perceb* que estava sonhando,
      perceb* que estava a sonhar, perceb* que era um sonho, conta de que estava a sonhar,
      conta de que estava sonhando, teste de realidade, control* o sonho
    `),
    nightmare: terms("pesadelo"),
    wakingFear: terms(
      "suando, suado, suada, encharcado, encharcada, gritando, aos gritos, assustado, assustada, chorando",
    ),
  },
};

const matchers = new Map<OtherLanguage, (words: Word[]) => TermMatch<Kind>[]>();

function matcherOf(language: OtherLanguage) {
  let matcher = matchers.get(language);
  if (!matcher) {
    const words = WORDS[language];
    const kinds = Object.keys(words) as Kind[];
    matcher = termMatcher(
      kinds.map((kind) => ({ terms: words[kind], value: kind })),
      RULES[language],
    );
    matchers.set(language, matcher);
  }
  return matcher;
}

/**
 * The types a dream written in `language` suggests: lucid when the dreamer says, before waking,
 * that they knew it was a dream; a nightmare when it is called one, when the dreamer's fear is
 * intense or lasts into waking, or when they wake in fear. Not what is negated, hypothetical or
 * asked. (Recurring needs the profile's recurring dreams, read in English only so far.)
 */
export function suggestLocalTypes(language: OtherLanguage, text: string, feelings: Feeling[]): DreamType[] {
  const compiled = compile(RULES[language]);
  const found = new Set<Kind>();
  let awake = false;
  for (const { text: said, words } of readLocal(text, RULES[language])) {
    if (isAsked(said)) continue;
    const cued = cuesOf(compiled, words);
    const woke = cued.waking[0] ?? -1;
    for (const { value: kind, positions } of matcherOf(language)(words)) {
      const start = positions[0] as number;
      const end = positions[positions.length - 1] as number;
      const hypothetical = cued.hypothetical.some(
        (at) => at < start && cued.clause[at] === cued.clause[start],
      );
      if (negated(cued, start, end) || hypothetical) continue;
      // "Je ne savais pas, alors, que je rêvais": knowing is negated across the comma before "que".
      if (kind === "lucid" && cued.negation.some((at) => at < start && start - at <= LUCID_NEGATION))
        continue;
      if (kind === "lucid" && (awake || (woke >= 0 && woke < start))) continue;
      if (kind === "wakingFear" && !awake && (woke < 0 || woke > start)) continue;
      found.add(kind);
    }
    if (woke >= 0) awake = true;
  }
  const feared = feelings.some(
    (feeling) =>
      feeling.who === "dreamer" && feeling.emotion === "fear" && (feeling.intensity === 3 || feeling.waking),
  );
  const types: DreamType[] = [];
  if (found.has("lucid")) types.push("lucid");
  if (feared || found.has("nightmare") || found.has("wakingFear")) types.push("nightmare");
  return types;
}
