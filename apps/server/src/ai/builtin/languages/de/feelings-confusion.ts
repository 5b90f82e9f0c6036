import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** Words that find a situation strange ("das war aber merkwürdig"), never a person or a thing. */
const STRANGE = ["seltsam", "merkwürdig", "eigenartig", "sonderbar", "komisch", "surreal", "unwirklich"];
/** What may stand between "das war" and the word: "das war aber merkwürdig", "es war so seltsam". */
const DEGREE = [
  "",
  "aber",
  "so",
  "echt",
  "total",
  "ganz",
  "irgendwie",
  "schon",
  "sehr",
  "ziemlich",
  "alles so",
];

/**
 * "Das war seltsam", said of what just happened (../../fixtures/CORPUS.md: "it felt strange"), and
 * "das ist aber seltsam" thought in the moment; not "es war seltsam still", a manner, nor "es ist
 * seltsam, dass ich so oft…", the teller speaking awake. The words are exact, so "das war ein
 * seltsamer Mann" stays a man.
 */
const STRANGE_SITUATION = terms(
  [
    ...["das war", "war das"].flatMap((said) => DEGREE.map((degree) => `${said} ${degree}`)),
    "es war alles so",
    "alles war so",
    "alles war irgendwie",
    "das ist aber",
    "das ist ja",
    "das ist doch",
  ]
    .flatMap((said) => STRANGE.map((word) => `${said.trim().replace(/(\S+)/g, "=$1")} =${word}`))
    .join(", "),
);

/**
 * German words and idioms of surprise, awe and confusion (../types.ts): astonishment ("baff",
 * "platt", "von den Socken"), disorientation ("wie im falschen Film", "auf dem Schlauch stehen"),
 * not knowing what to do or what is real ("ob ich träume").
 */
export const GERMAN_CONFUSION: LocalFeelings[] = [
  {
    emotion: "surprise",
    intensity: 2,
    terms: terms(`
      überrascht, ueberrascht, zu .. überraschung, vor überraschung, überraschung war .. groß, überraschte,
      erstaunt, staunte, gestaunt, verblüfft, verwundert, wunderte, gewundert, baff, geschockt, schockiert,
      schock, sprachlos, fassungslos, perplex, traute meinen augen, meinen augen nicht, meinen ohren nicht,
      konnte es nicht glauben, nicht fassen, =ungläubig, verdattert, stutzig, große augen gemacht, kinnlade,
      mund .. offen stehen, fehlten mir die worte, mir fehlten die worte, aus allen wolken, ganz platt,
      völlig platt, total platt, echt platt, eher platt, geplättet, von den socken, hat mich umgehauen,
      haute mich um, vom hocker gehauen, haute mich vom hocker, platt wie eine flunder, seh nicht richtig,
      sehe nicht richtig, sah nicht richtig, ich glaub ich spinne, dachte ich spinne, war erschüttert,
      zutiefst erschüttert, tief erschüttert, völlig erschüttert, wie vor den kopf gestoßen,
      blieb mir die spucke weg, mir blieb die spucke weg, vor staunen, vor staunen nicht, vor staunen kaum,
      nicht schlecht gestaunt, staunte nicht schlecht, mit offenem mund, mund stand .. offen,
      mund blieb .. offen, dumm aus der wäsche
    `),
  },
  {
    emotion: "awe",
    intensity: 2,
    terms: terms(
      `ehrfurcht, ehrfürchtig, fasziniert, faszination, gebannt, hingerissen, überwältigt, andächtig,
      staunend, geflasht`,
    ),
  },
  {
    emotion: "awe",
    intensity: 2,
    kind: "stimulus",
    terms: terms(`atemberaubend, überwältigend, magisch, magische, ehrfurchtgebietend`),
  },
  {
    emotion: "confusion",
    intensity: 2,
    terms: terms(`
      verwirrt, verwirrung, verwirrend, verunsichert, irritiert, ratlos, orientierungslos, desorientiert,
      ganz durcheinander, völlig durcheinander, total durcheinander, ziemlich durcheinander,
      etwas durcheinander, bisschen durcheinander, so durcheinander, durcheinander gebracht,
      ich war durcheinander, war ich durcheinander, verstand nicht, verstand nichts, verstand .. nichts,
      verstand .. nicht mehr, kapierte nicht, kapierte .. nichts, begriff nicht, begriff .. nichts,
      keine ahnung, nicht verstanden, gar nicht verstanden, überhaupt nicht verstanden, nichts verstanden,
      gar nichts verstanden, überhaupt nichts verstanden, nicht kapiert, gar nicht kapiert,
      überhaupt nicht kapiert, nichts kapiert, nicht begriffen, gar nicht begriffen,
      überhaupt nicht begriffen, was los war, was da los war, was hier los war, was eigentlich los war,
      wusste nicht mehr, wusste ich nicht mehr, wusste ich gar nicht mehr, wusste ich nicht weiter,
      erst mal begreifen, erst einmal begreifen, wo ich eigentlich bin, wo ich eigentlich war,
      nicht mehr gewusst, gar nicht mehr gewusst, dumm geguckt, dumm geschaut, schwindelig,
      wie vom donner gerührt, wohin mit mir, komisch vor, seltsam vor, merkwürdig vor, unwirklich vor,
      surreal vor, unwirklich an, surreal an, verdutzt, konfus, ganz benommen, wie benommen, völlig benommen,
      leicht benommen, etwas benommen, total benommen, noch benommen, benommen aufgewacht, wie benebelt,
      schwindlig, bahnhof verstanden, nur bahnhof, neben der spur, was ich machen soll, was ich machen sollte,
      was ich tun soll, was ich tun sollte, was ich sagen soll, was ich sagen sollte, was ich denken soll,
      was ich davon halten, wusste nicht weiter, nicht mehr weiter wusste, nicht weiter wusste,
      weder ein noch aus, nicht mehr ein noch aus, mir nicht sicher, mir nicht mehr sicher,
      mir nicht ganz sicher, seltsames gefühl, komisches gefühl, merkwürdiges gefühl, eigenartiges gefühl,
      fand es seltsam, fand das seltsam, fand es komisch, fand das komisch, fand es merkwürdig,
      fand das merkwürdig, fand es eigenartig, fand es sonderbar, was echt war, was real war, was jetzt echt,
      was wirklich war, wo ich überhaupt, wo ich hier bin, wo ich hier war, was mit mir los, ob ich .. träume,
      ob ich noch träume, ob das echt, ob das real, ob das wirklich, ratlosigkeit, verpeilt, durch den wind,
      hin und hergerissen, fragte mich .. warum, fragte mich .. wieso, rätselte, wie im falschen film,
      auf dem schlauch, verständnislos, verstehe die welt nicht mehr, =ich =staune, =staune =ich,
      kam mir .. fremd vor, =nix gecheckt, =nichts gecheckt, =gar =nichts gecheckt, =nix kapiert,
      =nix verstanden, =nichts =mehr verstanden, =gar =nichts =mehr verstanden,
      =überhaupt =nichts =mehr verstanden, =nichts =mehr kapiert, wusste nicht wo ich,
      wusste nicht mehr wo ich
    `),
  },
  { emotion: "confusion", intensity: 1, kind: "stimulus", terms: STRANGE_SITUATION },
  {
    emotion: "confusion",
    intensity: 1,
    kind: "stimulus",
    terms: terms("ergab keinen sinn, ergab alles keinen sinn, machte keinen sinn, machte alles keinen sinn"),
  },
];
