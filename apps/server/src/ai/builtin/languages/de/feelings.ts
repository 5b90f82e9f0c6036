import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";
import { GERMAN_APPREHENSION } from "./feelings-apprehension";
import { GERMAN_ANGER_SADNESS_CONFUSION } from "./feelings-other";

/** German words and idioms of joy, relief, love and calm (../types.ts). */
const GERMAN_HAPPINESS: LocalFeelings[] = [
  {
    emotion: "joy",
    intensity: 2,
    terms: terms(`
      glücklich, glückliche, glücklichen, gluecklich, vor glück, pures glück, reines glück, voller glück,
      glücksgefühl*, froh, fröhlich, froehlich, freude, freute, freuten, freuen, freue, gefreut, freudig,
      vor freude, überglücklich, happy, begeistert, begeisterung, euphorisch, euphorie, ausgelassen, lachte,
      lachten, gelacht, lachend, lachen, kicher*, gekichert, grinste, gegrinst, grinsend, strahlte, gestrahlt,
      strahlend vor, freudestrahlend, glückstrahlend, lächelte, lächelten, gelächelt, lächelnd, schmunzelte,
      geschmunzelt, jubel*, gejubelt, juchzte, gejuchzt, juchzend, kreischte vor, gekreischt vor,
      vor vergnügen, vor begeisterung, vor freude geweint, vor glück geweint, vor freude geheult, selig,
      glückselig, dankbar, dankbarkeit, gerührt, mich getröstet, mich .. getröstet, getröstet gefühlt,
      war getröstet, tröstlich, amüsiert, amüsierte, warmes gefühl, beschwingt, heiter, vergnügt, stolz,
      zufrieden, zufriedenheit, erfüllt gefühlt, tief erfüllt, so erfüllt, leicht ums herz, im siebten himmel,
      auf wolke sieben, gute laune, bester laune, freudentränen, genoss, genossen, spaß, spass,
      aufgeregt vor freude, voller vorfreude, vorfreude, wie ein schneekönig, aus dem häuschen,
      feuer und flamme, totgelacht, kaputtgelacht, schiefgelacht, scheckig gelacht, weggeschmissen vor lachen,
      gekugelt vor lachen, kugelten .. vor lachen, lachanfall, lachkrampf, tränen gelacht, geheult vor lachen,
      traenen gelacht, geweint vor lachen, vor lachen geweint, vor lachen geheult, musste .. lachen,
      losgelacht, prustete, hochgefühl, pudelwohl, sauwohl, entzückt, verzückt, ganz gelöst, so gelöst,
      fühlte mich .. gelöst, innerlich gelöst, gut gelaunt, gut drauf, hin und weg, beglückt, jauchzte,
      gejauchzt, hätte vor freude, hätte .. vor freude, hätte vor glück, hätte .. vor glück
    `),
  },
  {
    emotion: "joy",
    intensity: 1,
    kind: "stimulus",
    terms: terms(
      `herrlich, lustig, lustige, witzig, toll, tolle, wunderbar, =lecker, =leckere, =leckeren, =leckeres, köstlich`,
    ),
  },
  {
    emotion: "relief",
    intensity: 2,
    terms: terms(`
      erleichtert, erleichterung, puh, gott sei dank, zum glück, fiel mir ein stein vom herzen,
      stein vom herzen, atmete auf, aufgeatmet, durchatmen, durchgeatmet, wie befreit, fühlte mich befreit,
      befreit gefühlt, wie erlöst, so erlöst, fühlte mich erlöst, war .. beruhigt, bin .. beruhigt,
      beruhigt war, beruhigte mich, hat mich beruhigt, mich .. beruhigt, beruhigt gefühlt, aufatmen, heilfroh
    `),
  },
  {
    emotion: "love",
    intensity: 2,
    terms: terms(`
      =liebe, liebte, geliebt, verliebt, verliebtheit, zärtlich, zärtlichkeit, zuneigung,
      fühlte mich geborgen, geborgen gefühlt, so geborgen, ganz geborgen, =geborgenheit, innig, hatte .. gern,
      mochte .. sehr, schmetterlinge im bauch, verknallt, verbunden gefühlt, nah gefühlt
    `),
  },
  {
    emotion: "calm",
    intensity: 2,
    terms: terms(`
      war .. ruhig, wurde .. ruhig, blieb .. ruhig, fühlte mich .. ruhig, ganz ruhig und, innere ruhe,
      ganz gelassen, blieb gelassen, war gelassen, ruhig und gelassen, gelassen geblieben, total gelassen, völlig gelassen, =gelassenheit, entspannt, entspannung, friedlich gefühlt, friedlich zumute, in sicherheit, sicher fühlte,
      fühlte mich wohl, fühlte mich sicher, wohlig, wohlgefühl, behaglich, unbeschwert, tiefenentspannt,
      zur ruhe, sicher gefühlt, wohl gefühlt, aufgehoben gefühlt, frieden in mir, innerer frieden
    `),
  },
];

/** German words and idioms that state a feeling, by emotion (../types.ts). */
export const GERMAN_FEELINGS: LocalFeelings[] = [
  ...GERMAN_APPREHENSION,
  ...GERMAN_ANGER_SADNESS_CONFUSION,
  ...GERMAN_HAPPINESS,
];
