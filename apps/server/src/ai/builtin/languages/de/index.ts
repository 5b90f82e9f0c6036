import { SYMBOLS_IN } from "../../../../domain/symbols/in-languages";
import { terms } from "../../../../domain/symbols/terms";
import type { LanguageRules } from "../types";
import { GERMAN_FEELINGS } from "./feelings";

/**
 * German: how the analyst reads a dream written in German (../types.ts). Every noun is capitalised,
 * so no capitalised word is taken for a name; only "ich" and "wir" name the dreamer (a
 * possessive or an object, "mein", "mir", "ihn", is seldom who feels); a negation often follows the feeling ("ich freute mich
 * nicht"), and compounds carry the image at their end ("Schäferhund").
 */
export const GERMAN: LanguageRules = {
  language: "de",
  stemmer: "german",
  verbLast: true,
  feelings: GERMAN_FEELINGS,
  symbols: SYMBOLS_IN.de,
  cues: {
    negation: terms(`
      =nicht, =nichts, =kein, =keine, =keinen, =keinem, =keiner, =nie, =niemals, =ohne, =weder, =statt,
      =anstatt, =kaum, nicht mehr, gar nicht, überhaupt nicht
    `),
    negationAfter: terms("=nicht, =nie, =niemals, gar nicht, überhaupt nicht, =kaum"),
    negationUndone: terms("=so, =solche, =solch, =derart, =dermaßen, =mehr, =wie"),
    hypothetical: terms(`
      =falls, =hätte, =hätten, =hättest, =wäre, =wären, =würde, =würden, =könnte, =könnten, =sollte,
      =möchte, =wünschte, =hoffte, als ob, als wäre, als hätte, tat so, so tun, um nicht, damit ich nicht,
      wenn ich, wenn wir, =vielleicht, =angeblich
    `),
    dreamer: terms(`
      =ich, =wir
    `),
    others: terms(`
      =er, =sie, =du, =man, herr, verlobter, verlobte, bräutigam, braut, ex, exfreund, exfreundin,
      mutter, mama, mutti, vater, papa, vati, bruder, schwester, oma, opa, großmutter, großvater, tante, onkel,
      cousin, cousine, kusine, neffe, =nichte, sohn, tochter, kind, kinder, junge, mädchen, baby, mann, frau,
      freund, freundin, freunde, kumpel, kollege, kollegin, chef, chefin, lehrer, lehrerin, arzt, ärztin,
      nachbar, nachbarin, partner, partnerin, ehemann, ehefrau, typ, leute, =alle, dame, damen, herren, menschen, gäste, kollegen, mitbewohner, mitbewohnerin, schüler,
      passagiere, zuschauer, jemand, niemand, hund,
      katze, pferd, alle anderen, die anderen, jeder, schwiegermutter, schwiegervater
    `),
    waking: terms(`
      =aufgewacht, =aufwachte, =aufwachten, =wachte .. auf, =wache .. auf, =wachen .. auf, =erwachte,
      =erwacht, =erwache, beim aufwachen, nach dem aufwachen, =aufwachen, schreckte .. hoch, =hochgeschreckt,
      wurde wach, =wach wurde, wach geworden, bin .. wach, war .. wach, wecker klingelte, wecker ging
    `),
    threats: terms(`
      verfolg*, jagte, jagten, gejagt, hinter mir her, monster, einbrecher, eindringling, messer, waffe,
      pistole, gewehr, schoss, schossen, geschossen, flücht*, floh, flohen, fliehen, versteck*, angriff,
      griff .. an, griffen .. an, angegriffen, bedroh*, töten, umbringen, mörder, ermord*, sterben, starb,
      tot, geist, gespenst, dämon, teufel, dunkel, dunkelheit, finster, schatten, gestalt, fiel, stürzte,
      ertrank, ertrinken, wolf, wölfe, schlange, spinne, hai, zombie, feuer, brannte, flammen, krieg,
      soldat, soldaten, explosion, blut, hexe, vampir, einstürzte, erdbeben, tsunami
    `),
    clauseBreaks: terms(`
      =aber, =doch, =weil, =denn, =als, =wenn, =dann, =während, =obwohl, =dass, =bis, =sondern, =nachdem,
      =bevor, =sobald, =damit, =sodass
    `),
    // A comparison ("wie ein Dieb", "wie zwei Kinder") names no image of the dream.
    notSymbols: terms(`
      wie =ein *, wie =eine *, wie =einen *, wie =einem *, wie =einer *, wie =zwei *, wie =im *,
      wie =in =einem *, wie =in =einer *
    `),
    notFeelings: terms(`
      alles gute, frohe weihnachten, frohes neues, frohes fest, herzlichen glückwunsch, liebe grüße,
      lass mich in ruhe, ließ mich in ruhe, in ruhe lassen, ruhe in frieden, ruhe bewahren, mit ruhe,
      in aller ruhe, in ruhe, ruhige straße, ruhiges meer, ruhige see, ruhiger see, das meer war ruhig,
      die see war ruhig, wasser war ruhig, ruhiges wasser, ruhige gegend, ruhiges viertel, ruhiger ort,
      trauriges lied, traurige musik, traurige geschichte, horrorfilm, gruselfilm, angsthase, keine ahnung,
      zum glück, glück gehabt, viel glück, glücksspiel, spaß beiseite, aus spaß, zum spaß, schwein gehabt,
      stolz wie, frieden schließen, frieden geschlossen, frieden machen, sorgen für, sorgte für, sorgte dafür,
      sorgen dafür, wie wahnsinnig, mach dir keine sorgen, keine sorge, keine angst, hab keine angst,
      schreckliches wetter, schöne grüße, schönen tag, alles durcheinander, na toll, toll gemacht, der boden zitterte,
      die erde bebte, alles zitterte, wände zitterten
    `),
  },
};
