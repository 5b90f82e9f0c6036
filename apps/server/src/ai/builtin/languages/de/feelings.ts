import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** German words and idioms that state a feeling, by emotion (../types.ts). */
export const GERMAN_FEELINGS: LocalFeelings[] = [
  {
    emotion: "fear",
    intensity: 3,
    terms: terms(`
      todesangst, *todesangst, panik, panisch, in panik, panikattacke, entsetz*, =grauen, grauste, grauste mich,
      schreckliche angst, furchtbare angst, riesige angst, höllische angst, wahnsinnige angst, tierische angst,
      panische angst, zu tode erschrocken, starr vor angst, starr vor schreck, wie gelähmt vor angst,
      das blut gefror, blut in den adern, in die hose gemacht, schiss, höllenangst, heidenangst
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    terms: terms(`
      =angst, =ängste, *angst, angst haben, angst hatte, ängstlich, verängstigt, fürchtete, fürchte, fürchteten,
      gefürchtet, furcht, erschrak, erschrocken, erschreckt, schreck, schreckte, schreckhaft,
      bange, bang, beklommen, beklemmung, mulmig, unheimlich zumute, gänsehaut, schauder, schauderte,
      gruselte, gruselig zumute, ängstigte, beängstigt, in angst, vor angst, voller angst, angsterfüllt,
      hilflos, schutzlos, ausgeliefert, herz raste, herz .. raste,
      herz .. gerast, herzrasen, herz klopfte, herz .. klopfte, herz .. geklopft, klopfendem herzen,
      klopfenden herzens, herz pochte, herz .. gepocht, herz .. gehämmert, herz hämmerte, herz .. bis zum hals,
      kalter schweiß, kaltem schweiß, schweißgebadet, durchgeschwitzt, knie .. geschlottert, knie schlotterten,
      hände .. gezittert, hände zitterten, mit zitternden händen
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "stimulus",
    terms: terms(`
      gruselig, gruselige, gruseligen, unheimlich, unheimliche, unheimlichen, beängstigend, erschreckend,
      furchterregend, furchteinflößend, schaurig, bedrohlich, bedrohliche, bedrohlichen, beklemmend,
      albtraumhaft, alptraumhaft, angsteinflößend, schrecklich, schreckliche, grauenhaft, grauenvoll,
      creepy, gespenstisch
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "sign",
    terms: terms(`
      zitterte, zitternd, gezittert, am ganzen körper, kalt den rücken, schlotterte*, geschlottert,
      erstarrte, erstarrt, wie gelähmt, wie erstarrt, schrie, schreiend, schrien, weiche knie, knie zitterten
    `),
  },
  {
    emotion: "worry",
    intensity: 2,
    terms: terms(`
      sorgen, sorge, besorgt, sorgte mich, machte mir sorgen, nervös, nervosität, unruhig, unruhe, angespannt,
      anspannung, gestresst, stress, gehetzt, aufgeregt, unsicher, unsicherheit, ungutes gefühl,
      schlechtes gefühl, böse ahnung, vorahnung, flau im magen, flaues gefühl, kloß im hals,
      beunruhigt, beunruhigte, panisch suchte, in sorge, sorgenvoll, bedrückt, bammel, lampenfieber, nicht getraut, traute mich nicht, unwohl
    `),
  },
  {
    emotion: "embarrassment",
    intensity: 2,
    terms: terms(`
      peinlich, peinliche, peinlichen, peinlichkeit, schämte, schämen, schäme, geschämt, scham, beschämt,
      verlegen, verlegenheit, rot geworden, wurde rot, knallrot, im boden versinken, fremdschäm*, blamiert,
      blamage, blamierte
    `),
  },
  {
    emotion: "shame",
    intensity: 2,
    terms: terms(`
      schuldig, schuldgefühl*, schlechtes gewissen, gewissensbisse, gedemütigt, demütigung, erniedrigt
    `),
  },
  {
    emotion: "regret",
    intensity: 2,
    terms: terms(`bereute, bereut, bedauerte, reue, leid tat, tat mir leid, hätte ich doch`),
  },
  {
    emotion: "anger",
    intensity: 3,
    terms: terms(`
      wütend, wut, wutentbrannt, stinkwütend, rasend, rasende wut, zorn, zornig, hass, hasste, hassen,
      außer mir, ausgerastet, rastete .. aus, raste aus, platzte der kragen, kochte vor wut, tobte, tobend,
      brüllte .. an, schrie .. an, angeschrien, angebrüllt, stocksauer, fuchsteufelswild, empört, empörung
    `),
  },
  {
    emotion: "anger",
    intensity: 2,
    terms: terms(`
      =sauer, =ärger, ärgerte, =ärgerlich, geärgert, verärgert, zornig, eifersüchtig, eifersucht, neidisch, neid,
      beleidigt, gekränkt, aufgebracht, regte .. auf, aufgeregt über, streitlustig, angepisst, fassungslos vor wut
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    terms: terms(`
      genervt, nervte mich, nervten mich, gereizt, ungeduldig, ungeduld, frustriert, frust, frustration,
      entnervt, verstimmt, schlecht gelaunt, mies gelaunt, die nase voll, gelangweilt
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`nervig, nervtötend, lästig, ätzend, anstrengend, mühsam`),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      traurig, traurige, traurigen, =trauer, trauerte, trauernd, weinte, weinten, geweint, weinend, weinen,
      tränen, in tränen, heulte, geheult, schluchzte, schluchzend, geschluchzt, verheult*, nassem kissen, nassen kissen, nasses kissen, niedergeschlagen, deprimiert, depressiv,
      betrübt, unglücklich, verzweifelt, verzweiflung, herzzerreißend, herzschmerz, liebeskummer, sehnsucht,
      vermisste, vermisse, vermissen, einsam, einsamkeit, allein gelassen, verlassen fühlte, kummer,
      wehmut, wehmütig, melancholisch, melancholie, schmerzlich, tieftraurig, todtraurig, am boden zerstört,
      das herz brach, brach mir das herz, gebrochenes herz, verletzt fühlte, so verletzt, tief verletzt,
      innerlich verletzt
    `),
  },
  {
    emotion: "disappointment",
    intensity: 2,
    terms: terms(`enttäuscht, enttäuschung, enttäuschte, ernüchtert, ernüchterung`),
  },
  {
    emotion: "surprise",
    intensity: 2,
    terms: terms(`
      überrascht, überraschung, überraschte, erstaunt, staunte, gestaunt, verblüfft, verwundert, baff,
      geschockt, schockiert, schock, sprachlos, fassungslos, perplex, traute meinen augen, konnte es nicht
      glauben, nicht fassen, =ungläubig
    `),
  },
  {
    emotion: "awe",
    intensity: 2,
    terms: terms(
      `ehrfurcht, ehrfürchtig, fasziniert, faszination, gebannt, hingerissen, überwältigt, andächtig`,
    ),
  },
  {
    emotion: "awe",
    intensity: 2,
    kind: "stimulus",
    terms: terms(`
      atemberaubend, überwältigend, magisch, magische, ehrfurchtgebietend
    `),
  },
  {
    emotion: "confusion",
    intensity: 2,
    terms: terms(`
      verwirrt, verwirrung, verwirrend, verunsichert, irritiert, ratlos, orientierungslos, desorientiert,
      durcheinander, verstand nicht, verstand nichts, kapierte nicht, begriff nicht, keine ahnung,
      nicht verstanden,
      gar nicht verstanden, überhaupt nicht verstanden, nichts verstanden, nicht kapiert, gar nicht kapiert,
      nichts kapiert, nicht begriffen, gar nicht begriffen, was los war, was da los war, was hier los war,
      was eigentlich los war, wusste nicht mehr, was los ist, erst mal begreifen, erst einmal begreifen, wo ich eigentlich bin,
      wo ich eigentlich war, nicht mehr gewusst, gar nicht mehr gewusst, dumm geguckt,
      schwindelig, wie vom donner gerührt, wusste gar nicht wohin mit mir, komisch vor, seltsam vor, merkwürdig vor, verdutzt,
      konfus, benommen, wie benebelt, schwindlig
    `),
  },
  {
    emotion: "joy",
    intensity: 2,
    terms: terms(`
      glücklich, glückliche, glücklichen, glück, froh, fröhlich, freude, freute, freuten, gefreut, freudig,
      vor freude, überglücklich, happy, begeistert, begeisterung, euphorisch, euphorie, ausgelassen,
      lachte, lachten, gelacht, lachend, lachen, kicher*, gekichert, grinste, gegrinst, strahlte, gestrahlt,
      jubel*, gejubelt, juchzte, gejuchzt, kreischte vor, gekreischt vor, vor vergnügen, vor begeisterung,
      vor freude geweint, vor glück geweint, vor freude geheult, selig, dankbar, dankbarkeit, gerührt, getröstet, tröstlich, amüsiert, warmes gefühl,
      beschwingt, heiter, vergnügt, stolz, zufrieden, zufriedenheit, erfüllt, leicht ums herz,
      im siebten himmel, gute laune, bester laune, freudentränen, genoss, genossen, spaß, spass,
      aufgeregt vor freude, voller vorfreude, vorfreude
    `),
  },
  {
    emotion: "joy",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`herrlich, lustig, lustige, witzig, toll, tolle, wunderbar, lecker, köstlich`),
  },
  {
    emotion: "relief",
    intensity: 2,
    terms: terms(`
      erleichtert, erleichterung, puh, gott sei dank, zum glück, fiel mir ein stein vom herzen,
      stein vom herzen, atmete auf, aufgeatmet, durchatmen, durchgeatmet
    `),
  },
  {
    emotion: "love",
    intensity: 2,
    terms: terms(`
      =liebe, liebte, geliebt, verliebt, verliebtheit, zärtlich, zärtlichkeit, zuneigung, geborgen,
      geborgenheit, innig, hatte .. gern, mochte .. sehr, schmetterlinge im bauch
    `),
  },
  {
    emotion: "calm",
    intensity: 2,
    terms: terms(`
      war .. ruhig, wurde .. ruhig, blieb .. ruhig, fühlte mich .. ruhig, ganz ruhig und, innere ruhe, gelassen, gelassenheit, entspannt, entspannung, friedlich,
      in sicherheit, sicher fühlte, fühlte mich wohl, fühlte mich sicher, wohlig, wohlgefühl, behaglich,
      gemütlich, unbeschwert, seelenruhig, tiefenentspannt, zur ruhe
    `),
  },
];
