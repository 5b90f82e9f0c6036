import { SYMBOLS_IN } from "../../../../domain/symbols/in-languages";
import { terms } from "../../../../domain/symbols/terms";
import type { LanguageRules } from "../types";
import { GERMAN_FEELINGS } from "./feelings";
import { GERMAN_NOT_FEELINGS } from "./not-feelings";
import { GERMAN_SCENE } from "./not-symbols";

/** Comparatives whose "als" opens a comparison ("größer als ein Haus"): no image of the dream. */
const COMPARED = [
  "größer",
  "grösser",
  "höher",
  "kleiner",
  "länger",
  "breiter",
  "dicker",
  "schneller",
  "lauter",
  "heller",
  "schwerer",
  "älter",
  "stärker",
  "schlimmer",
  "schöner",
  "wärmer",
  "kälter",
  "tiefer",
  "weiter",
];

/**
 * German: how the analyst reads a dream written in German (../types.ts). Every noun is capitalised,
 * so no capitalised word is taken for a name; "ich" and "wir" name the dreamer, and so do "mir" and
 * "mich", who feel in "mir war mulmig" and "das hat mich genervt" (a possessive, "mein", is seldom
 * who feels, but for the dreamer's own feeling or heart: "meine Angst", "mein Herz"); a negation often follows the feeling ("ich freute mich nicht", "Angst hatte ich
 * keine"), and compounds carry the image at their end ("Schäferhund").
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
      =anstatt, =kaum, nicht mehr, gar nicht, überhaupt nicht, =nix, =nischt, =garnicht, =garnix, =null,
      =keinerlei, =niemand, =niemanden, =keiner, =keines, =nimmer, =net, =ned
    `),
    negationAfter: terms(
      "=nicht, =nie, =niemals, gar nicht, überhaupt nicht, =kaum, =garnicht, =net, =ned, =nimmer",
    ),
    negationUndone: terms("=so, =solche, =solch, =derart, =dermaßen, =mehr, =wie"),
    hypothetical: terms(`
      =falls, =hätte, =hätten, =hättest, =hätt, =wäre, =wären, =wärst, =wär, =würde, =würden, =würdest,
      =könnte, =könnten, =sollte, =sollten, =müsste, =müssten, =dürfte, =möchte, =wünschte, =hoffte,
      =hoffentlich, als ob, als wäre, als hätte, als würde, wie wenn, tat so, so tun, taten so, um nicht,
      damit ich nicht, damit er nicht, damit sie nicht, wenn ich, wenn wir, wenn er, wenn sie, wenn man,
      =vielleicht, =angeblich, =ob, =haette, =waere, =wuerde, =koennte, =muesste
    `),
    dreamer: terms(`
      =ich, =wir, =mir, =mich, =i, =mi, =das =war, =es =war, =das =ist, =es =ist, =das =hat =mich,
      =es =hat =mich, =mein =herz, =meine =angst, =meine =panik, =meine =wut, =mein =ärger, =mein =ganzer,
      =meine =ganze, =meine =freude, =meine =erleichterung, =meine =trauer, =meine =enttäuschung,
      =meine =überraschung, =meine =verwirrung, =meine =knie, =meine =hände, =das =hat =mir, =es =hat =mir
    `),
    we: terms("=wir"),
    // The dreamer as object: "mir" says who felt only just before the feeling's words, where the
    // feeling ends its clause ("hat mich genervt"), or in "mir Angst gemacht" (../feelings.ts).
    dreamerObject: terms(`
      =mir, =mich, =mich =so, =mich =total, =mich =richtig, =mich =echt, =mich =voll, =mich =ganz,
      =mich =sehr, =mich =ziemlich, =mich =furchtbar, =mich =irgendwie, =mir =so, =mir =total,
      =mir =richtig, =mir =echt, =mir =ganz, =mir =sehr, =mir =ziemlich, =mir * =gemacht,
      =mir * * =gemacht, =mich * =gemacht, =mich * * =gemacht, =mir * =eingejagt, =mir * * =eingejagt,
      =mir * =bereitet, =mir * * =bereitet
    `),
    others: terms(`
      =er, =sie, =du, =man, herr, verlobter, verlobte, bräutigam, braut, ex, exfreund, exfreundin, mutter,
      mama, mutti, vater, papa, vati, bruder, schwester, oma, opa, großmutter, großvater, tante, onkel,
      cousin, cousine, kusine, neffe, =nichte, sohn, tochter, kind, kinder, junge, mädchen, baby, mann, frau,
      freund, freundin, freunde, kumpel, kollege, kollegin, chef, chefin, lehrer, lehrerin, arzt, ärztin,
      nachbar, nachbarin, partner, partnerin, ehemann, ehefrau, typ, leute, =alle, dame, damen, herren,
      menschen, gäste, kollegen, mitbewohner, mitbewohnerin, schüler, passagiere, zuschauer, jemand, niemand,
      hund, katze, pferd, alle anderen, die anderen, =jeder, schwiegermutter, schwiegervater, eltern, familie,
      großeltern, geschwister, enkel, enkelin, enkelkind, schwager, schwägerin, schwiegersohn,
      schwiegertochter, mami, papi, omi, opi, grosi, polizist, polizistin, polizisten, soldat, soldaten,
      pfarrer, priester, schaffner, schaffnerin, verkäufer, verkäuferin, kellner, kellnerin, kassiererin,
      kassierer, fahrer, fahrerin, busfahrer, taxifahrer, pilot, pilotin, stewardess, krankenschwester,
      pfleger, pflegerin, hebamme, zahnarzt, zahnärztin, tierarzt, professor, professorin, direktor,
      direktorin, trainer, trainerin, publikum, fremde, fremder, unbekannte, unbekannter, kerl, bub, buben,
      jungs, mädels, mitschüler, mitschülerin, klassenkamerad*, mannschaft, team, besucher, kunde, kundin,
      chefin, boss, wachmann, nachbarn, ehepaar, männer, frauen, polizei, die beiden, die zwei, die kleine,
      der kleine, unsere kleine, unser kleiner
    `),
    waking: terms(`
      =aufgewacht, =aufwachte, =aufwachten, =wachte .. auf, =wache .. auf, =wachen .. auf, =erwachte,
      =erwacht, =erwache, beim aufwachen, nach dem aufwachen, =aufwachen, schreckte .. hoch, =hochgeschreckt,
      wurde wach, =wach wurde, wach geworden, bin .. wach, war .. wach, wecker klingelte, wecker ging,
      =aufzuwachen, =erwachen, =erwachten, =aufgeschreckt, schreckte .. auf, =wachgeworden, wieder wach,
      munter geworden, wurde .. munter, beim erwachen, nach dem erwachen, den ganzen morgen .. noch,
      den ganzen vormittag .. noch, noch den ganzen morgen, noch den ganzen vormittag, den restlichen tag,
      am morgen danach, wecker .. geklingelt, aus dem schlaf gerissen, aus dem schlaf hochgeschreckt,
      =ich =wach .. =auf, =wach =ich .. =auf, =danach =wach, =dann =wach, nicht mehr einschlafen,
      nicht mehr einzuschlafen, nicht wieder einschlafen, nicht wieder einzuschlafen,
      nicht mehr getraut einzuschlafen
    `),
    threats: terms(`
      verfolg*, jagte, jagten, gejagt, hinter mir her, monster, einbrecher, eindringling, messer, waffe,
      pistole, gewehr, schoss, schossen, geschossen, flücht*, floh, flohen, fliehen, versteck*, angriff,
      griff .. an, griffen .. an, angegriffen, bedroh*, töten, umbringen, mörder, ermord*, sterben, starb,
      tot, geist, gespenst, dämon, teufel, dunkel, dunkelheit, finster, schatten, gestalt, fiel, stürzte,
      ertrank, ertrinken, wolf, wölfe, schlange, spinne, hai, zombie, feuer, brannte, flammen, krieg, soldat,
      soldaten, explosion, blut, hexe, vampir, einstürzte, erdbeben, tsunami, gefallen, gestürzt, abgestürzt,
      stürzte .. ab, absturz, einbruch, angreifer, räuber, entführ*, geisel*, lawine, flut, überschwemm*,
      hochwasser, tornado, wirbelsturm, killer, verbrecher, krokodil, alien, außerirdisch*, mumie,
      eingesperrt, gefangen, gefesselt, schlafparalyse, brand, rauch, qualm, ertrunken, versank, sank,
      schüsse, bombe, terrorist*, attentäter, albtraum, alptraum, bär, unfall, crash, gecrasht, unheimlich*,
      gruselig*, abgrund, schlucht, klippe, klippen, sturmhaube, maskiert*
    `),
    clauseBreaks: terms(`
      =aber, =doch, =weil, =denn, =als, =wenn, =dann, =während, =obwohl, =dass, =bis, =sondern, =nachdem,
      =bevor, =sobald, =damit, =sodass, =ob, =jedoch, =woraufhin, =wobei, =seit, =seitdem, =solange, =ehe,
      =indem, =weshalb, =weswegen, =trotzdem, =deshalb, =deswegen
    `),
    // A comparison ("wie ein Dieb", "wie zwei Kinder") names no image of the dream.
    ...GERMAN_SCENE,
    notSymbols: terms(`
      wie =ein *, wie =eine *, wie =einen *, wie =einem *, wie =einer *, wie =zwei *, wie =im *,
      wie =in =einem *, wie =in =einer *, wie =ein * *, wie =eine * *, wie =einen * *, wie =einem * *,
      wie =einer * *, so * wie *, so * wie =ein * *, so * wie =eine * *, genauso * wie *, ähnlich wie *,
      groß wie *, klein wie *, fast wie *, zäh wie *, zäher wie *, süß wie *, weich wie *, hart wie *,
      kalt wie *, weiß wie *, schwarz wie *, rot wie *, schnell wie *, leicht wie *, schwer wie *,
      still wie *, dunkel wie *, hell wie *, klar wie *, glatt wie *, dünn wie *, dick wie *, alt wie *,
      stark wie *, frei wie *, nass wie *, schlau wie *, stur wie *, hungrig wie *, müde wie *, fleißig wie *,
      treu wie *, mutig wie *, gesund wie *, aussah wie *, aussah wie =ein * *, aussah wie =eine * *,
      aussahen wie *, sah aus wie *, sahen aus wie *, sah .. aus wie *, roch wie *, roch nach *, klang wie *,
      schmeckte wie *, schmeckte nach *, anfühlte wie *, wie in *, wie auf *, wie bei *, wie aus *
    `).concat(
      COMPARED.flatMap((than) => [
        `${than} als *`,
        `${than} als =ein *`,
        `${than} als =eine *`,
        `${than} als =jedes *`,
        `${than} als =jeder *`,
        `${than} als =die *`,
        `${than} als =der *`,
        `${than} als =das *`,
        `${than} als =mein *`,
        `${than} als =meine *`,
      ]),
    ),
    notFeelings: GERMAN_NOT_FEELINGS,
  },
};
