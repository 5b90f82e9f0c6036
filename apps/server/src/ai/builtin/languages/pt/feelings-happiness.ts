import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** Portuguese words and idioms of joy, laughter, relief, love and calm (../types.ts). */
export const PORTUGUESE_HAPPINESS: LocalFeelings[] = [
  {
    emotion: "joy",
    intensity: 2,
    terms: terms(`
      =feliz, =felizes, felicidade, alegre, alegres, alegria, contente, contentes, radiante,
      eufóric*, euforic*, euforia, empolg*, entusiasmad*, entusiasmo, animad*, emocionad*, comovid*,
      chorando e rindo, rindo e chorando, chorei e ri, ri e chorei, chor* de alegria, chor* de
      felicidade, chor* de emoção, chor* de orgulho, chor* de alívio, chor* de rir, choro bom,
      lágrimas de alegria, lágrimas de felicidade, rindo, =ria, =riu, =ri, =rir, =riam, =riram, =rimos,
      =ríamos, a rir, ria se, riu se, ri me, ria me, ri muito, dei risada, dava risada, dando risada,
      gargalh*, às gargalhadas, =sorri, =sorria, =sorriu, =sorrindo, =sorrimos, a sorrir, sorridente*,
      morri de rir, morrendo de rir, achei graça, achava graça, exultante, felizão, felizona, amarradão,
      na maior felicidade, feliz da vida, nas nuvens, no sétimo céu, pulando de alegria, a saltar de
      alegria, realizad*, orgulhos*, orgulho, =pimpão, =pimpona, todo besta, toda besta, fiquei boba,
      fiquei bobo, toda boba, todo bobo, coração quentinho, coração quente, coração aquecido, frio na
      barriga bom, frio na barriga gostoso, me diverti, nos divertimos, divertindo, divertia, diversão,
      =curti, =curtia, =curtindo, adorei, adorando, gostei muito, amei, =oba, =eba, =uhu, satisfeit*, contentinh*, felicíssim*,
      bem disposto, bem disposta, em pulgas de alegria
    `),
  },
  {
    emotion: "joy",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`divertido, divertida, engraçado, engraçada, gostoso, gostosa, delicioso, deliciosa`),
  },
  {
    emotion: "relief",
    intensity: 2,
    terms: terms(`
      =ufa, alívio, alivio, aliviad*, que alívio, respirei fundo, respirei de alívio, suspirei de alívio,
      peso das costas, peso dos ombros, tirei um peso
    `),
  },
  {
    emotion: "love",
    intensity: 2,
    terms: terms(`
      amor, apaixonad*, carinho, ternura, afeto, afecto, afeição, adorava, amava, querid*, enamorad*,
      gostava muito, gostava tanto, coração cheio
    `),
  },
  {
    emotion: "calm",
    intensity: 2,
    terms: terms(`
      =calmo, =calma, =calmos, =calmas, calmamente, tranquil*, sossegad*, sereno, serena, serenamente,
      serenidade, em paz, paz, relaxad*, descontraíd*, à vontade, a vontade, de boa, numa boa,
      tranquilão, tranquilona, zen, em segurança
    `),
  },
];
