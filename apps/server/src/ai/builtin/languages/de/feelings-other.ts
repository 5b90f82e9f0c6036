import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/**
 * German words and idioms of anger and sadness (../types.ts), with Austrian and Swiss words
 * ("grantig", "angefressen", "hässig") and the spellings of a phone without umlauts ("wuetend").
 * Disgust is anger, as Hall and Van de Castle class it (../../fixtures/CORPUS.md).
 */
export const GERMAN_ANGER_SADNESS: LocalFeelings[] = [
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
      hätte vor wut, hätte .. vor wut, blut kochte, kochte innerlich, innerlich gekocht, rot vor wut,
      rot vor zorn, puterrot vor wut, galle .. hoch, vor wut nicht, vor wut kaum, vor lauter wut,
      außer mir vor wut
    `),
  },
  {
    emotion: "anger",
    intensity: 2,
    terms: terms(`
      =sauer, ärgerte, =ärgerlich, geärgert, geaergert, verärgert, veraergert, eifersüchtig, eifersucht,
      neidisch, neid, beneidete, beneidet, beleidigt, aufgebracht, regte .. auf, aufgeregt über,
      mich .. aufgeregt, sich .. aufgeregt, uns .. aufgeregt, mich .. aufgeregt hab, streitlustig, angepisst,
      fassungslos vor wut, böse auf, boese auf, grantig, granteln, grantelte, angefressen, fuchsig, stinkig,
      geladen war, so geladen, richtig geladen, total geladen, ziemlich geladen, schimpfte, geschimpft,
      =fluchte, =geflucht, =fluchend, zeterte, gezetert, motzte, gemotzt, zickig, pampig, patzig,
      zischte .. an, anfauchte, angefaucht, mich geärgert, ärgerte mich, ärger verpufft, ganzer ärger,
      mein ärger, meine wut, ärgere mich, ärgert mich, rege mich .. auf, regt mich .. auf, regt sich .. auf,
      schreie .. an, brülle .. an, hässig, hässige, haessig, über .. aufgeregt, zurückgebrüllt,
      zurückgeschrien, brüllte .. zurück, schrie .. zurück, keifte, gekeift, keifend, so einen hals,
      so nen hals, einen hals auf, nen hals auf, dicken hals, auf den tisch gehauen, auf den tisch gehaut,
      auf den tisch geschlagen, faust auf den tisch, haute .. auf den tisch, schlug .. auf den tisch, grollte,
      groll, verbittert, voller ärger, vor ärger, hutschnur geplatzt, hutschnur gerissen
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    terms: terms(`
      genervt, nervte mich, nervten mich, hat mich genervt, gereizt, ungeduldig, ungeduld, frustriert, frust,
      frustration, entnervt, verstimmt, schlecht gelaunt, mies gelaunt, die nase voll, gelangweilt,
      langweilte mich, sauer aufgestoßen, verdrossen, missmutig, mürrisch, muerrisch, launisch, angenervt,
      gestört hat mich, gefrustet, gefrusted, frustig, eingeschnappt, muffelig, schlecht drauf, mies drauf,
      mir .. auf die nerven, uns .. auf die nerven, mir .. auf den keks, mir .. auf den senkel,
      mir .. auf den zeiger, mir auf den wecker, mir auf den sack,
      uns auf den sack, hat mich gewurmt, wurmte mich, hat mich gefuchst, fuchste mich, geekelt, ekelte,
      angeekelt, vor ekel, voller ekel, ekelgefühl, angewidert, widerte mich an
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
      hätte .. heulen können, hätte .. weinen können, zum heulen zumute, zum weinen zumute, gekränkt,
      verlassen gefühlt, fühlte .. mich .. verlassen, im stich gelassen gefühlt,
      fühlte .. mich .. im stich gelassen, herz zerrissen, zerriss .. das herz, zerreißt .. das herz,
      herz zerriss, das herz blutete, blutete mir das herz, herz so schwer, herz ganz schwer,
      herz wurde .. schwer, herz war .. schwer, schweres herz, hat mir so gefehlt, hat mir so sehr gefehlt,
      fehlte mir so, fehlte mir so sehr, sehnte mich, gesehnt, voll down, total down, ziemlich down, so down,
      richtig down, niedergeschmettert, bekümmert, weltschmerz, nassem kopfkissen, nassen kopfkissen,
      nasses kopfkissen, kopfkissen war nass, vor trauer, vor trauer nicht, vor trauer kaum, voller trauer,
      trauer überkam, in der seele weh, =ich =weine, =ich =heule, =weine =ich, =heule =ich, =sie =weint,
      =er =weint, truurig, gwoant, gweint, greart, =heulen, am verzweifeln, war völlig aufgelöst,
      war total aufgelöst, war ganz aufgelöst, in tränen aufgelöst
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
];
