import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/**
 * German words and idioms of anger, sadness and confusion (../types.ts), with Austrian and Swiss
 * words ("grantig", "angefressen") and the spellings of a phone without umlauts ("wuetend").
 */
export const GERMAN_ANGER_SADNESS_CONFUSION: LocalFeelings[] = [
  {
    emotion: "anger",
    intensity: 3,
    terms: terms(`
      wütend, wuetend, wut, *wut, wutentbrannt, wutschnaubend, wutausbruch, stinkwütend, rasend, rasende wut,
      zorn, zornig, hass, hasste, hassen, gehasst, außer mir, ausgerastet, rastete .. aus, raste aus,
      platzte der kragen, kragen geplatzt, kochte vor wut, vor wut, tobte, tobend, tobsucht*, brüllte .. an,
      schrie .. an, angeschrien, angebrüllt, anschrie, anbrüllte, angeschnauzt, stocksauer, stinksauer,
      fuchsteufelswild, empört, =empörung, entrüstet, erbost, auf hundertachtzig, auf 180, auf die palme,
      auf der palme, sah rot, rot gesehen, zum mäusemelken, zum haareraufen, aus der haut fahren,
      aus der haut gefahren, laus über die leber, zornesrot, wie eine furie, in rage, rasend vor,
      hätte vor wut, hätte .. vor wut
    `),
  },
  {
    emotion: "anger",
    intensity: 2,
    terms: terms(`
      =sauer, ärgerte, =ärgerlich, geärgert, geaergert, verärgert, veraergert, eifersüchtig, eifersucht,
      neidisch, neid, beleidigt, gekränkt, aufgebracht, regte .. auf, aufgeregt über, mich .. aufgeregt,
      sich .. aufgeregt, uns .. aufgeregt, mich .. aufgeregt hab, streitlustig, angepisst,
      fassungslos vor wut, böse auf, boese auf, grantig, granteln, grantelte, angefressen, fuchsig, stinkig,
      geladen war, so geladen, richtig geladen, total geladen, ziemlich geladen, schimpfte, geschimpft,
      =fluchte, =geflucht, =fluchend, zeterte, gezetert, motzte, gemotzt, zickig, pampig, patzig,
      zischte .. an, anfauchte, angefaucht, mich geärgert, ärgerte mich, ärger verpufft, ganzer ärger,
      mein ärger, meine wut
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    terms: terms(`
      genervt, nervte mich, nervten mich, hat mich genervt, gereizt, ungeduldig, ungeduld, frustriert, frust,
      frustration, entnervt, verstimmt, schlecht gelaunt, mies gelaunt, die nase voll, gelangweilt,
      langweilte mich, sauer aufgestoßen, verdrossen, missmutig, mürrisch, muerrisch, launisch, angenervt,
      gestört hat mich
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`nervig, nervtötend, lästig, ätzend`),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      traurig, traurige, traurigen, traurigkeit, =trauer, trauerte, trauernd, weinte, weinten, geweint,
      weinend, =weinen, tränen, traenen, in tränen, heulte, geheult, heulend, losgeheult, losgeweint,
      schluchzte, schluchzend, geschluchzt, flennte, geflennt, plärrte, geplärrt, rotz und wasser, verheult*,
      verweint*, tränenüberströmt, nassem kissen, nassen kissen, nasses kissen, nassen augen, nasse augen,
      feuchten augen, feuchte augen, kloß im hals, kloss im hals, niedergeschlagen, deprimiert, depressiv,
      betrübt, bedrückt, geknickt, unglücklich, todunglücklich, verzweifelt, verzweiflung, herzzerreißend,
      herzschmerz, liebeskummer, sehnsucht, heimweh, vermisste, vermisse, vermissen, einsam, einsamkeit,
      mutterseelenallein, allein gelassen, verlassen fühlte, so allein gefühlt, allein gefühlt, so verloren,
      verloren gefühlt, kummer, wehmut, wehmütig, melancholisch, melancholie, schwermut, schwermütig,
      trübsinn*, schmerzlich, tieftraurig, todtraurig, am boden zerstört, das herz brach, brach mir das herz,
      gebrochenes herz, herz gebrochen, schweren herzens, schwer ums herz, schwerem herzen, verletzt fühlte,
      so verletzt, tief verletzt, innerlich verletzt, untröstlich, elend zumute, hundeelend, innerlich leer,
      leer gefühlt, zum heulen, zum weinen, kamen mir die tränen, kamen die tränen, tränen gekommen,
      tränen in den augen, den tränen nahe, trauig, hätte heulen können, hätte weinen können,
      hätte .. heulen können, hätte .. weinen können, zum heulen zumute, zum weinen zumute
    `),
  },
  {
    emotion: "disappointment",
    intensity: 2,
    terms: terms(`
      enttäuscht, enttaeuscht, enttäuschung, enttäuschte, ernüchtert, ernüchterung, leider .. aufgewacht,
      leider .. wach, leider nur ein traum, leider nur geträumt, leider vorbei
    `),
  },
  {
    emotion: "surprise",
    intensity: 2,
    terms: terms(`
      überrascht, ueberrascht, überraschung, überraschte, erstaunt, staunte, gestaunt, verblüfft, verwundert,
      wunderte, gewundert, baff, geschockt, schockiert, schock, sprachlos, fassungslos, perplex,
      traute meinen augen, meinen augen nicht, meinen ohren nicht, konnte es nicht glauben, nicht fassen,
      =ungläubig, verdattert, stutzig, große augen gemacht, kinnlade, mund .. offen stehen,
      fehlten mir die worte, mir fehlten die worte, aus allen wolken, ganz platt, völlig platt, total platt,
      echt platt, eher platt
    `),
  },
  {
    emotion: "awe",
    intensity: 2,
    terms: terms(
      `ehrfurcht, ehrfürchtig, fasziniert, faszination, gebannt, hingerissen, überwältigt, andächtig, staunend`,
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
      durcheinander, verstand nicht, verstand nichts, verstand .. nichts, verstand .. nicht mehr,
      kapierte nicht, kapierte .. nichts, begriff nicht, begriff .. nichts, keine ahnung, nicht verstanden,
      gar nicht verstanden, überhaupt nicht verstanden, nichts verstanden, nicht kapiert, gar nicht kapiert,
      nichts kapiert, nicht begriffen, gar nicht begriffen, was los war, was da los war, was hier los war,
      was eigentlich los war, wusste nicht mehr, was los ist, erst mal begreifen, erst einmal begreifen,
      wo ich eigentlich bin, wo ich eigentlich war, nicht mehr gewusst, gar nicht mehr gewusst, dumm geguckt,
      dumm geschaut, schwindelig, wie vom donner gerührt, wohin mit mir, komisch vor, seltsam vor,
      merkwürdig vor, verdutzt, konfus, benommen, wie benebelt, schwindlig, bahnhof verstanden, nur bahnhof,
      neben der spur, was ich machen soll, was ich machen sollte, was ich tun soll, was ich tun sollte,
      was ich sagen soll, was ich sagen sollte, was ich denken soll, was ich davon halten,
      wusste nicht weiter, nicht mehr weiter wusste, nicht weiter wusste, mir nicht sicher,
      mir nicht mehr sicher, mir nicht ganz sicher, seltsames gefühl, komisches gefühl, merkwürdiges gefühl,
      eigenartiges gefühl, fand es seltsam, fand das seltsam, fand es komisch, fand das komisch,
      fand es merkwürdig, fand das merkwürdig, fand es eigenartig, fand es sonderbar, was echt war,
      was real war, was jetzt echt, was wirklich war, wo ich überhaupt, wo ich hier bin, wo ich hier war,
      was mit mir los, ob ich träume, ob ich noch träume, ob das echt, ob das real, ob das wirklich,
      ratlosigkeit, verpeilt, durch den wind, hin und hergerissen, fragte mich .. warum, fragte mich .. wieso,
      rätselte
    `),
  },
];
