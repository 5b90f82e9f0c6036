import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** Portuguese words and idioms of joy, laughter, relief, love and calm (../types.ts). */
export const PORTUGUESE_HAPPINESS: LocalFeelings[] = [
  {
    emotion: "joy",
    intensity: 2,
    terms: terms(`
      =feliz, =felizes, felicidade, alegre, alegres, alegria, contente, contentes, radiante, eufóric*,
      euforic*, euforia, empolg*, entusiasmad*, entusiasmo, animad*, emocionad*, comovid*, chorando e rindo,
      rindo e chorando, chorei e ri, ri e chorei, chor* de alegria, chor* de felicidade, chor* de emoção,
      chor* de orgulho, chor* de alívio, chor* de rir, choro bom, lágrimas de alegria, lágrimas de felicidade,
      chor* .. de alegria, chor* .. de felicidade, chor* .. de emoção, chor* .. de alívio,
      lágrima* .. de alegria, lágrima* .. de felicidade, lágrima* .. de emoção, chor* .. de tanta alegria,
      chor* .. de tanta felicidade, chor* .. de tanta emoção, lágrima* .. de tanta alegria, sentimento bom,
      sentimento muito bom, sentimento gostoso, =grato, =grata, =gratos, =gratas, gratidão, de bem com a vida,
      rindo, =ria, =riu, =ri, =rir, =riam, =riram, =rimos, =ríamos, a rir, ria se, riu se, ri me, ria me,
      ri muito, dei risada, dava risada, dando risada, gargalh*, às gargalhadas, =sorri, =sorria, =sorriu,
      =sorrindo, =sorrimos, a sorrir, sorridente*, morri de rir, morrendo de rir, achei graça, achava graça,
      exultante, felizão, felizona, amarradão, na maior felicidade, feliz da vida, nas nuvens, no sétimo céu,
      pulando de alegria, a saltar de alegria, me senti realizad*, senti me realizad*, fiquei realizad*,
      me sentia realizad*, sentia me realizad*, me senti amad*, senti me amad*, me sentia amad*,
      sentia me amad*, me senti acolhid*, senti me acolhid*, me senti livre, senti me livre, me sentia livre,
      sentia me livre, orgulhos*, orgulho, =pimpão, =pimpona, todo besta, toda besta, fiquei boba,
      fiquei bobo, toda boba, todo bobo, coração quentinho, coração quente, coração aquecido,
      frio na barriga bom, frio na barriga gostoso, me diverti, nos divertimos, divertindo, divertia,
      diversão, =curti, =curtia, =curtindo, adorei, adorando, gostei muito, amei, =oba, =eba, =uhu,
      satisfeit*, contentinh*, felicíssim*, bem disposto, bem disposta, em pulgas de alegria, felizinh*,
      contentíssim*, =emocionei, emocionou me, me emocionou, =comovi, comoveu me, me comoveu, alegrei,
      alegrou me, me alegrou, =vibrei, vibrando de alegria, achei o máximo, achou o máximo, achava o máximo,
      achei demais, adorava aquilo, =sorrisão, com um sorriso, com um sorrisão, sorriso de orelha a orelha,
      sorriso no rosto, sorriso na cara, um sorriso parvo, sorriso bobo, abri um sorriso, todo prosa,
      toda prosa, cheio de orgulho, cheia de orgulho, me senti orgulhos*, senti me orgulhos*
    `),
  },
  {
    emotion: "joy",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`
      =divertido, =divertida, =divertidos, =divertidas, engraçado, engraçada, =hilário, =hilária,
      =hilariante, sensação gostosa, sensação
      deliciosa, sensação boa, que delícia
    `),
  },
  {
    emotion: "relief",
    intensity: 2,
    terms: terms(`
      =ufa, alívio, alivio, aliviad*, que alívio, respirei fundo, respirei de alívio, suspirei de alívio,
      peso das costas, peso dos ombros, tirei um peso, consolad*, reconfortad*, aliviou me, me aliviou,
      =aliviei, ainda bem que
    `),
  },
  {
    emotion: "love",
    intensity: 2,
    terms: terms(`
      amor, apaixonad*, carinho, ternura, =afeto, =afecto, afeição, adorava, amava, enamorad*,
      gostava muito, gostava tanto, coração cheio, paixão, apaixonei me, me apaixonei, caidinh*, =gamado,
      =gamada, toda derretida, todo derretido, fiquei derretid*
    `),
  },
  {
    emotion: "calm",
    intensity: 2,
    terms: terms(`
      =calmo, =calma, =calmos, =calmas, calmamente, calmíssim*, calminh*, tranquil*, sossegad*, sereno,
      serena, serenamente, serenidade, em paz, paz, relaxad*, descontraíd*, à vontade, a vontade, tava de
      boa, tô de boa, to de boa, estava de boa, estou de boa, fiquei de boa, ficou de boa, ficava de boa,
      de boa na lagoa, numa boa, tranquilão, tranquilona, zen, em segurança, =acalmei, aconchegad*,
      me senti segur*, senti me segur*, me sentia segur*, sentia me segur*, me senti protegid*, senti me
      protegid*, me sentia protegid*, sentia me protegid*, me senti leve, senti me leve, me sentia leve,
      sentia me leve, me senti mais leve, senti me mais leve, me senti bem, senti
      me bem, me sentia bem, sentia me bem, me senti tão bem, me senti muito bem, me senti em casa, senti
      me em casa, sensação de bem estar, plenitude, me senti confortável, senti me confortável
    `),
  },
];
