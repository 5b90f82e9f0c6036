import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/**
 * Portuguese words and idioms of surprise, awe and confusion (../types.ts): not knowing what was
 * happening or what to do, the situation and not a fact ("sem saber o que fazer", "não fazia ideia
 * do que se passava"); "fiquei de cara" and "fiquei passada" (Brazil); "boquiaberto", "de queixo
 * caído"; a strange feeling ("uma sensação estranha"), not the writer's label for the dream.
 */
export const PORTUGUESE_CONFUSION: LocalFeelings[] = [
  {
    emotion: "surprise",
    intensity: 2,
    terms: terms(`
      =surpreso, =surpresos, =surpresa, =surpresas, surpreendid*, me surpreendi, surpreendi me,
      me surpreendeu, surpreendeu me, espantad*, =espantei, =espanto, chocad*, em choque, boquiabert*,
      fiquei de boca aberta, ficou de boca aberta, fiquei com a boca aberta, ficou com a boca aberta,
      ficamos de boca aberta, ficaram de boca aberta, ficava de boca aberta, pasm*, atônit*, atónit*,
      estupefact*, estupefat*, incrédul*, não acreditava, não podia acreditar, não acreditei no que,
      não acreditava no que, mal podia acreditar, mal acreditava, custava a acreditar,
      não conseguia acreditar, nem acreditei, nem acreditava, fiquei de cara, fiquei de queixo caído,
      de queixo caído, o queixo caiu, caiu me o queixo, caiu o queixo, abismad*, embasbacad*, estarrecid*,
      bestificad*, fiquei sem palavras, ficou sem palavras, sem reação, sem reacção
    `),
  },
  {
    emotion: "awe",
    intensity: 2,
    terms: terms(`
      maravilhad*, deslumbrad*, fascinad*, encantad*, admirad*, extasiad*, arrebatad*, fascínio,
      impressionad*, em êxtase, me encantei, encantei me
    `),
  },
  {
    emotion: "awe",
    intensity: 2,
    kind: "stimulus",
    terms: terms(`
      maravilhos*, =deslumbrante, =deslumbrantes, magnífic*, lindíssim*, =espetacular, =espetaculares,
      =incrível, =incrivel, =incríveis, =incriveis
    `),
  },
  {
    emotion: "confusion",
    intensity: 2,
    terms: terms(`
      confus*, perplex*, desnorteado, desnorteada, baralhad*, embaralhad*, atordoad*, desorientad*,
      desconcertad*, atrapalhad*, atarantad*, aparvalhad*, encucad*, baratinad*, intrigad*, zonz*, aturdid*,
      sem entender, sem entender nada, sem entender o que, não entendia nada, não entendi nada,
      não entendia o que, não entendia como, não entendia por que, não entendia porque, não percebia nada,
      não percebi nada, não percebia o que, não percebia como, sem perceber nada, sem perceber o que,
      sem perceber como, não sabia o que estava acontecendo, não sabia o que tava acontecendo,
      não sabia o que se passava, não sabia o que estava a acontecer, não fazia ideia do que, sem fazer ideia,
      nada fazia sentido, não fazia sentido nenhum, sem saber onde eu estava, não sabia onde eu estava
    `),
  },
  {
    emotion: "confusion",
    intensity: 2,
    terms: terms(`
      sem saber o que fazer, sem saber o que pensar, sem saber o que dizer, sem saber o que responder,
      sem saber o que falar, sem saber como reagir, sem saber como agir, sem saber pra onde ir,
      sem saber para onde ir, sem saber se, sem saber o que era real, não soube responder,
      não soube o que dizer, não soube o que responder, não soube o que fazer, não soube como reagir,
      não sabia o que fazer, não sabia o que pensar, não sabia o que dizer, não sabia o que responder,
      não sabia o que falar, não sabia como reagir, não sabia pra onde ir, não sabia para onde ir,
      não sabia se era sonho, fiquei passada, fiquei passado, =ficou =passada, =ficou =passado,
      fiquei sem entender
    `),
  },
  {
    emotion: "confusion",
    intensity: 2,
    terms: terms(`
      achei estranho, achei estranha, achei estranhíssimo, achei esquisito, achei esquisita, achei muito
      estranho, achei muito esquisito, achei tudo estranho, achei tudo muito estranho, achei aquilo
      estranho, achei aquilo esquisito, achei bizarro, achei aquilo bizarro, =estranhei, sensação estranha,
      sensação esquisita, sensação muito estranha, sensação bizarra, me senti estranh*, senti me estranh*,
      sentia me estranh*, me sentia estranh*, me senti esquisit*, senti me esquisit*
    `),
  },
];
