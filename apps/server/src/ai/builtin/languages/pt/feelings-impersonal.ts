import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/**
 * A feeling that "came" or "struck", with no one named ("deu medo", "bateu uma bad", "dava pena",
 * "me deu um aperto"): the one who perceived it, the dreamer, felt it, not the last person named
 * before ("o meu irmão apareceu e deu um medo"). The `stimulus` kind of ../types.ts.
 */
const struck = (nouns: string) =>
  terms(nouns).flatMap((noun) =>
    ["deu", "dava", "bateu", "batia", "veio"].flatMap((verb) => [
      `=${verb} ${noun}`,
      `=${verb} =um ${noun}`,
      `=${verb} =uma ${noun}`,
    ]),
  );

export const PORTUGUESE_IMPERSONAL: LocalFeelings[] = [
  {
    emotion: "fear",
    intensity: 2,
    kind: "stimulus",
    terms: struck("medo, medão, pavor, pânico, desespero, cagaço"),
  },
  {
    emotion: "worry",
    intensity: 2,
    kind: "stimulus",
    terms: struck("nervoso, aflição, agonia, angústia, ansiedade"),
  },
  { emotion: "embarrassment", intensity: 2, kind: "stimulus", terms: struck("vergonha, vergonha alheia") },
  { emotion: "anger", intensity: 2, kind: "stimulus", terms: struck("raiva, ódio, nojo") },
  {
    emotion: "sadness",
    intensity: 2,
    kind: "stimulus",
    terms: [
      ...struck("tristeza, saudade, bad, aperto, vazio, dó, pena, vontade de chorar"),
      "=que =dó",
      "que pena",
    ],
  },
  { emotion: "joy", intensity: 2, kind: "stimulus", terms: struck("alegria, felicidade, vontade de rir") },
  { emotion: "relief", intensity: 2, kind: "stimulus", terms: struck("alívio, alivio") },
];
