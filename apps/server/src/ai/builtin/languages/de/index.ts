import { SYMBOLS_IN } from "../../../../domain/symbols/in-languages";
import { terms } from "../../../../domain/symbols/terms";
import type { LanguageRules } from "../types";
import { GERMAN_FEELINGS } from "./feelings";

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
 * who feels); a negation often follows the feeling ("ich freute mich nicht", "Angst hatte ich
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
      =ich, =wir, =mir, =mich, =i, =das =war, =es =war, =das =ist, =es =ist, =das =hat =mich, =es =hat =mich
    `),
    others: terms(`
      =er, =sie, =du, =man, herr, verlobter, verlobte, bräutigam, braut, ex, exfreund, exfreundin, mutter,
      mama, mutti, vater, papa, vati, bruder, schwester, oma, opa, großmutter, großvater, tante, onkel,
      cousin, cousine, kusine, neffe, =nichte, sohn, tochter, kind, kinder, junge, mädchen, baby, mann, frau,
      freund, freundin, freunde, kumpel, kollege, kollegin, chef, chefin, lehrer, lehrerin, arzt, ärztin,
      nachbar, nachbarin, partner, partnerin, ehemann, ehefrau, typ, leute, =alle, dame, damen, herren,
      menschen, gäste, kollegen, mitbewohner, mitbewohnerin, schüler, passagiere, zuschauer, jemand, niemand,
      hund, katze, pferd, alle anderen, die anderen, jeder, schwiegermutter, schwiegervater, eltern, familie,
      großeltern, geschwister, enkel, enkelin, enkelkind, schwager, schwägerin, schwiegersohn,
      schwiegertochter, mami, papi, omi, opi, grosi, polizist, polizistin, polizisten, soldat, soldaten,
      pfarrer, priester, schaffner, schaffnerin, verkäufer, verkäuferin, kellner, kellnerin, kassiererin,
      kassierer, fahrer, fahrerin, busfahrer, taxifahrer, pilot, pilotin, stewardess, krankenschwester,
      pfleger, pflegerin, hebamme, zahnarzt, zahnärztin, tierarzt, professor, professorin, direktor,
      direktorin, trainer, trainerin, publikum, fremde, fremder, unbekannte, unbekannter, kerl, bub, buben,
      jungs, mädels, mitschüler, mitschülerin, klassenkamerad*, mannschaft, team, besucher, kunde, kundin,
      chefin, boss, wachmann, nachbarn, ehepaar, männer, frauen, polizei
    `),
    waking: terms(`
      =aufgewacht, =aufwachte, =aufwachten, =wachte .. auf, =wache .. auf, =wachen .. auf, =erwachte,
      =erwacht, =erwache, beim aufwachen, nach dem aufwachen, =aufwachen, schreckte .. hoch, =hochgeschreckt,
      wurde wach, =wach wurde, wach geworden, bin .. wach, war .. wach, wecker klingelte, wecker ging,
      =aufzuwachen, =erwachen, =erwachten, =aufgeschreckt, schreckte .. auf, =wachgeworden, wieder wach,
      munter geworden, wurde .. munter, beim erwachen, nach dem erwachen, den ganzen morgen .. noch,
      den ganzen vormittag .. noch, noch den ganzen morgen, noch den ganzen vormittag, den restlichen tag,
      am morgen danach, wecker .. geklingelt, aus dem schlaf gerissen, aus dem schlaf hochgeschreckt
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
      gruselig*
    `),
    clauseBreaks: terms(`
      =aber, =doch, =weil, =denn, =als, =wenn, =dann, =während, =obwohl, =dass, =bis, =sondern, =nachdem,
      =bevor, =sobald, =damit, =sodass, =ob, =jedoch, =woraufhin, =wobei, =seit, =seitdem, =solange, =ehe,
      =indem, =weshalb, =weswegen, =trotzdem, =deshalb, =deswegen
    `),
    // A comparison ("wie ein Dieb", "wie zwei Kinder") names no image of the dream.
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
      schmeckte wie *, schmeckte nach *, anfühlte wie *
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
    notFeelings: terms(`
      alles gute, frohe weihnachten, frohes neues, frohes fest, herzlichen glückwunsch, liebe grüße,
      lass mich in ruhe, ließ mich in ruhe, in ruhe lassen, ruhe in frieden, ruhe bewahren, mit ruhe,
      in aller ruhe, in ruhe, ruhige straße, ruhiges meer, ruhige see, ruhiger see, das meer war ruhig,
      die see war ruhig, wasser war ruhig, ruhiges wasser, ruhige gegend, ruhiges viertel, ruhiger ort,
      trauriges lied, traurige musik, traurige geschichte, horrorfilm, gruselfilm, angsthase, keine ahnung,
      zum glück, glück gehabt, viel glück, glücksspiel, spaß beiseite, aus spaß, zum spaß, schwein gehabt,
      frieden schließen, frieden geschlossen, frieden machen, sorgen für, sorgte für, sorgte dafür,
      sorgen dafür, wie wahnsinnig, mach dir keine sorgen, keine sorge, keine angst, hab keine angst,
      schreckliches wetter, schöne grüße, schönen tag, alles durcheinander, na toll, toll gemacht,
      der boden zitterte, die erde bebte, alles zitterte, wände zitterten, fast die tränen, fast geweint,
      fast geheult, beinahe geweint, fast losgeheult, aus heiterem himmel, mich angeschrien, mich angebrüllt,
      mich angeschnauzt, mich anschrie, mich anbrüllte, schrie mich .. an, brüllte mich .. an,
      schreit mich .. an, brüllt mich .. an, zum glück, glück bringt, glück bringen, glück bedeutet,
      bedeutet glück, viel spaß, frohe ostern, freut mich, freut uns, sehr erfreut, angst vor der angst,
      keine panik, nur keine panik, wie verrückt, ruhe vor dem sturm, sicherheitshalber,
      in sicherheit bringen, in sicherheit gebracht, horrorfilm, horrorfilme, schocker, mit freuden,
      rasend schnell, rasender geschwindigkeit, rasende geschwindigkeit, rasendem tempo, rasendes tempo,
      * war ich nicht, * war ich gar nicht, * war ich überhaupt nicht, * war ich aber nicht,
      * war ich jedoch nicht, * war ich eigentlich nicht, * war ich zum glück nicht,
      * war ich komischerweise nicht, * war ich da nicht, * war ich kein bisschen, * hatte ich keine,
      * hatte ich gar keine, * hatte ich überhaupt keine, * hatte ich aber keine, * hatte ich jedoch keine,
      * hatte ich eigentlich keine, * hatte ich zum glück keine, * hatte ich komischerweise keine,
      * hatte ich da keine, * hatte ich nicht, * hab ich keine, * hab ich nicht, * hab ich aber keine,
      * habe ich keine, * habe ich nicht, * bin ich nicht, * bin ich aber nicht, sturm tobte, tobte der sturm,
      tobende, tobenden, meer tobte, wellen tobten, leidenschaft, happy end, lag .. durcheinander,
      lagen .. durcheinander, wild durcheinander, redeten durcheinander, riefen durcheinander,
      schrien durcheinander, pferde angespannt, pferd angespannt, pferde .. angespannt, ochsen angespannt,
      lustig gemacht, lustig machen, lustig machten, lustig zu machen, unheimlich viel, unheimlich viele,
      unheimlich nett, unheimlich schön, unheimlich gut, unheimlich groß, unheimlich schnell,
      unheimlich lange, unheimlich müde, unheimlich laut, unheimlich heiß, unheimlich kalt, unheimlich lecker,
      unheimlich freundlich, unheimlich lieb, unheimlich wichtig, unheimlich hoch, schrecklich müde,
      schrecklich heiß, schrecklich kalt, schrecklich laut, schrecklich viel, schrecklich viele,
      schrecklich nett, schrecklich lange, schrecklich gern
    `),
  },
};
