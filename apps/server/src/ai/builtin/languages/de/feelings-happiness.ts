import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** German words and idioms of joy, relief, love and calm (../types.ts). */
export const GERMAN_HAPPINESS: LocalFeelings[] = [
  {
    emotion: "joy",
    intensity: 2,
    terms: terms(`
      glücklich, glückliche, glücklichen, gluecklich, vor glück, pures glück, reines glück, voller glück,
      glücksgefühl*, froh, fröhlich, froehlich, freude, freute, freuten, freuen, freue, gefreut, freudig,
      vor freude, überglücklich, happy, begeistert, begeisterung, euphorisch, euphorie, ausgelassen, lachte,
      lachten, gelacht, lachend, =lachen, kicher*, gekichert, grinste, gegrinst, grinsend, strahlte,
      gestrahlt, strahlend vor, freudestrahlend, glückstrahlend, lächelte, lächelten, gelächelt, lächelnd,
      schmunzelte, geschmunzelt, jubel*, gejubelt, juchzte, gejuchzt, juchzend, kreischte vor, gekreischt vor,
      vor vergnügen, vor begeisterung, vor freude geweint, vor glück geweint, vor freude geheult, =selig,
      glückselig, dankbar, dankbarkeit, war gerührt, gerührt war, so gerührt, ganz gerührt, tief gerührt,
      sehr gerührt, total gerührt, richtig gerührt, irgendwie gerührt, zu tränen gerührt, mich getröstet,
      mich .. getröstet, getröstet gefühlt, war getröstet, tröstlich, amüsiert, amüsierte, warmes gefühl,
      beschwingt, heiter, vergnügt, stolz, zufrieden, zufriedenheit, erfüllt gefühlt, tief erfüllt,
      so erfüllt, leicht ums herz, im siebten himmel, auf wolke sieben, gute laune, bester laune,
      freudentränen, genoss, genossen, spaß, spass, aufgeregt vor freude, voller vorfreude, vorfreude,
      wie ein schneekönig, aus dem häuschen, feuer und flamme, totgelacht, kaputtgelacht, schiefgelacht,
      scheckig gelacht, weggeschmissen vor lachen, gekugelt vor lachen, kugelten .. vor lachen, lachanfall,
      lachkrampf, tränen gelacht, geheult vor lachen, traenen gelacht, geweint vor lachen, vor lachen geweint,
      vor lachen geheult, musste .. lachen, losgelacht, prustete, hochgefühl, pudelwohl, sauwohl, entzückt,
      verzückt, ganz gelöst, so gelöst, fühlte .. mich .. gelöst, innerlich gelöst, gut gelaunt, gut drauf,
      hin und weg, beglückt, jauchzte, gejauchzt, vor freude nicht, vor freude kaum, vor glück nicht,
      vor glück kaum, vor rührung nicht, vor rührung kaum, tief berührt, sehr berührt, zutiefst berührt,
      so berührt, ganz berührt, tief ergriffen, so ergriffen, ganz ergriffen, hätte vor freude,
      hätte .. vor freude, hätte vor glück, hätte .. vor glück, rührung, vor rührung, ging .. das herz auf,
      geht .. das herz auf, herz ging .. auf, herz aufgegangen, warm ums herz, leicht .. ums herz,
      mit einem lächeln aufgewacht, mit einem lächeln im gesicht aufgewacht, bin ich mit einem lächeln,
      wachte mit einem lächeln auf, mit einem grinsen aufgewacht, bin ich mit einem grinsen, luftsprünge,
      luftsprung, freudensprung, super gelaunt, bestens gelaunt, blendend gelaunt, prächtig gelaunt,
      top gelaunt, belustigt, schmunzeln, musste .. grinsen, =ich =lache, =lache =ich, =wir =lachen,
      =lachen =wir, lache mich kaputt, lachen uns kaputt, lache mich tot, lachen uns tot, lacht sich kaputt,
      hat mir gefallen, hat mir so gefallen, hat mir sehr gefallen, hat mir gut gefallen,
      hat mir richtig gut gefallen, gefiel mir, gut angefühlt, so gut angefühlt, fühlte .. mich gut,
      fühlte .. mich so gut, fühlte .. mich richtig gut, gut gefühlt, so gut gefühlt, leicht gefühlt,
      frei gefühlt, fühlte .. mich leicht, fühlte .. mich so leicht, fühlte .. mich frei,
      fühlte .. mich so frei, lebendig gefühlt, fühlte .. mich so lebendig, =das =schönste =überhaupt,
      =war =das =schönste, =schönes gefühl, =wunderschönes gefühl, herrliches gefühl, tolles gefühl,
      irgendwie getröstet, auch getröstet, so getröstet, ganz getröstet, total gelöst, völlig gelöst,
      richtig gelöst, glücksmoment, überglücklich, fand das .. lustig, fanden das .. lustig,
      fand es .. lustig, fanden es .. lustig, fand das .. witzig, fanden das .. witzig, gfreut, gfröit,
      fand es .. cool, fand das .. cool, fanden es .. cool, fanden das .. cool, fand es .. =schön,
      fand das .. =schön, fand es .. =toll, fand das .. =toll, fand es .. =super, fand das .. =super,
      fand es .. =genial, fand das .. =genial, fand es .. =herrlich, fand das .. =herrlich
    `),
  },
  {
    emotion: "joy",
    intensity: 1,
    kind: "stimulus",
    terms: terms(
      `herrlich, lustig, lustige, witzig, toll, tolle, wunderbar, =lecker, =leckere, =leckeren, =leckeres,
      köstlich,
      =es =war =so =schön, =es =war =wunderschön, =es =war =einfach =schön, =es =war =total =schön,
      =das =war =so =schön, =das =war =wunderschön, =so =schön =war =es, =das =war =schön, =es =war =schön`,
    ),
  },
  {
    emotion: "relief",
    intensity: 2,
    terms: terms(`
      erleichtert, erleichterung, puh, gott sei dank, zum glück, fiel mir ein stein vom herzen,
      stein vom herzen, atmete auf, aufgeatmet, durchatmen, durchgeatmet, wie befreit, fühlte .. mich befreit,
      befreit gefühlt, wie erlöst, so erlöst, fühlte .. mich erlöst, war .. beruhigt, bin .. beruhigt,
      beruhigt war, beruhigte mich, hat mich beruhigt, mich .. beruhigt, beruhigt gefühlt, aufatmen, heilfroh
    `),
  },
  {
    emotion: "love",
    intensity: 2,
    terms: terms(`
      =liebe, liebte, geliebt, verliebt, verliebtheit, zärtlich, zärtlichkeit, zuneigung,
      fühlte .. mich geborgen, geborgen gefühlt, so geborgen, ganz geborgen, =geborgenheit, innig,
      hatte .. gern, mochte .. sehr, schmetterlinge im bauch, verknallt, verbunden gefühlt, nah gefühlt,
      ins herz geschlossen, hingezogen gefühlt, fühlte .. mich .. hingezogen, in ihn verschossen,
      in sie verschossen, vernarrt
    `),
  },
  {
    emotion: "calm",
    intensity: 2,
    terms: terms(`
      ich war .. ruhig, war ich .. ruhig, ich wurde .. ruhig, wurde ich .. ruhig, ich blieb .. ruhig,
      blieb ich .. ruhig, wir waren .. ruhig, er war .. ruhig, sie war .. ruhig, mir war .. ruhig,
      fühlte .. mich .. ruhig, ganz ruhig und, innere ruhe, ruhig geblieben, ganz gelassen, blieb gelassen,
      war gelassen, ruhig und gelassen, gelassen geblieben, total gelassen, völlig gelassen, =gelassenheit,
      entspannt, entspannung, friedlich gefühlt, friedlich zumute, in sicherheit, sicher fühlte,
      fühlte .. mich wohl, fühlte .. mich sicher, wohlig, wohlgefühl, behaglich zumute, behaglich gefühlt,
      unbeschwert, tiefenentspannt, zur ruhe, sicher gefühlt, wohl gefühlt, aufgehoben gefühlt,
      frieden in mir, innerer frieden, tiefer frieden, seelenfrieden, friedlich zumute, ausgeglichen,
      tiefenruhe, feierlich zumute, die ruhe selbst, im reinen mit mir, ruhe breitete sich .. in mir,
      ruhe überkam mich, ruhe in mir, fühlte .. mich total wohl, fühlte .. mich so wohl,
      fühlte .. mich richtig wohl, fühlte .. mich sehr wohl, fühlte .. mich ganz wohl,
      fühlte .. mich pudelwohl
    `),
  },
];
