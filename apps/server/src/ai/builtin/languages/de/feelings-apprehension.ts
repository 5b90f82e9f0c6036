import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/**
 * German words and idioms of fear, worry, embarrassment, shame and regret (../types.ts), with the
 * spellings of a phone without umlauts ("aengstlich") and the southern and Austrian ones ("geniert").
 */
export const GERMAN_APPREHENSION: LocalFeelings[] = [
  {
    emotion: "fear",
    intensity: 3,
    terms: terms(`
      todesangst, *todesangst, panik, panisch, in panik, panikattacke, entsetz*, =das =grauen, =ein =grauen,
      voller grauen, grauen packte, packte mich das grauen, =blankes =grauen, grauste, grauste mich,
      schreckliche angst, furchtbare angst, riesige angst, höllische angst, wahnsinnige angst,
      tierische angst, panische angst, zu tode erschrocken, starr vor angst, starr vor schreck,
      wie gelähmt vor angst, das blut gefror, blut in den adern, in die hose gemacht, schiss, höllenangst,
      heidenangst, scheißangst, scheissangst, mordsangst, riesenangst, schockstarre, angst und bange,
      herz in die hose, herz .. in die hose, in die hose gerutscht, stockte mir der atem, der atem stockte,
      blut stockte, haare .. zu berge, wie espenlaub, eiskalt den rücken, kalt den rücken,
      kalt über den rücken, schauer über den rücken, muffensausen, fracksausen, hosenflattern, angstschweiß,
      riesenschreck, mordsschreck, heidenschreck, zu tode geängstigt, zu tode erschreckt, außer mir vor angst,
      fast gestorben vor angst, panikartig, kopflos vor angst, hätte vor angst, hätte .. vor angst,
      wäre vor angst, wäre .. vor angst, mir wurde ganz anders, wurde mir ganz anders, ganz anders zumute,
      nicht geheuer, gar nicht geheuer
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    terms: terms(`
      =angst, =ängste, =aengste, *angst, angst haben, angst hatte, ängstlich, aengstlich, verängstigt,
      veraengstigt, fürchtete, fürchte, fürchteten, gefürchtet, fuerchtete, gefuerchtet, furcht, erschrak,
      erschrocken, erschreckt, schreck, schreckte, schreckhaft, bange, bang, beklommen, beklemmung, mulmig,
      unheimlich zumute, gänsehaut, schauder, schauderte, gruselte, gegruselt, gruselig zumute, grauste,
      gegraut, graute mir, grausen, ängstigte, geängstigt, beängstigt, in angst, vor angst, voller angst,
      angsterfüllt, angstvoll, hilflos, schutzlos, ausgeliefert gefühlt, fühlte mich .. ausgeliefert,
      völlig ausgeliefert, hilflos ausgeliefert, schutzlos ausgeliefert, ausgeliefert war, herz raste,
      herz .. raste, herz .. gerast, herzrasen, herz klopfte, herz .. klopfte, herz .. geklopft,
      klopfendem herzen, klopfenden herzens, herz pochte, herz .. gepocht, herz .. gehämmert, herz hämmerte,
      herz .. bis zum hals, herz .. stehen geblieben, herz blieb .. stehen, knie .. geschlottert,
      knie schlotterten, hände .. gezittert, hände zitterten, mit zitternden händen, weiche knie,
      zitterte vor angst, gezittert vor angst, zitternd vor angst, schlecht vor angst, übel vor angst,
      eingeschüchtert, fürchterliche angst, schreckensstarr, wie versteinert, gelähmt vor, bibberte,
      gebibbert, verschreckt
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "stimulus",
    terms: terms(`
      gruselig, gruselige, gruseligen, unheimlich, unheimliche, unheimlichen, beängstigend, erschreckend,
      furchterregend, furchteinflößend, schaurig, bedrohlich, bedrohliche, bedrohlichen, beklemmend,
      albtraumhaft, alptraumhaft, angsteinflößend, schrecklich, schreckliche, grauenhaft, grauenvoll, creepy,
      gespenstisch, gruslig, angstmachend, furchtbar unheimlich
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "sign",
    terms: terms(`
      zitterte, zitternd, gezittert, am ganzen körper, kalt den rücken, schlotterte*, geschlottert, erstarrte,
      erstarrt, wie gelähmt, wie erstarrt, schrie, schreiend, schrien, =geschrien, kreischte, gekreischt,
      knie zitterten, kalter schweiß, kaltem schweiß, festgekrallt, krallte mich, klammerte mich, keuchend,
      nach luft geschnappt, schnappte nach luft
    `),
  },
  {
    emotion: "worry",
    intensity: 2,
    terms: terms(`
      sorgen, sorge, war besorgt, besorgt war, sehr besorgt, total besorgt, ganz besorgt, besorgt um,
      besorgt aus, besorgt gefragt, besorgten blick, besorgtes gesicht, sorgte mich,
      machte mir sorgen, sorgen gemacht, nervös, nervoes, nervosität, unruhig, unruhe, angespannt, =anspannung,
      gestresst, stress, stressig, gehetzt, aufgeregt, vor aufregung, voller aufregung, unsicher,
      unsicherheit, ungutes gefühl, ungutes gefuehl, schlechtes gefühl, komisches gefühl im bauch,
      böse ahnung, vorahnung, flau im magen, flaues gefühl, beunruhigt, beunruhigte, beunruhigend,
      panisch suchte, in sorge, sorgenvoll, bammel, lampenfieber, nicht getraut, nicht .. getraut,
      traute mich nicht, traute .. nicht, trau mich nicht, unwohl, unbehagen, unbehaglich, zappelig, hibbelig,
      kribbelig, nervenbündel, nerven .. blank, nervlich am ende, kotzübel vor, übel vor aufregung,
      schlecht vor aufregung, bauchweh vor, magenschmerzen vor, prüfungsangst, überfordert, überforderung,
      hektisch wurde, ins schwitzen, verunsichert
    `),
  },
  {
    emotion: "embarrassment",
    intensity: 2,
    terms: terms(`
      peinlich, peinliche, peinlichen, peinlichkeit, schämte, schämen, schäme, geschämt, schaemte, geschaemt,
      scham, beschämt, war verlegen, ganz verlegen, etwas verlegen, =verlegene, =verlegenen,
      verlegen gelächelt, verlegen gegrinst, =verlegenheit, rot geworden, wurde rot, knallrot geworden,
      puterrot geworden, hochrot geworden, knallrot angelaufen, wurde knallrot, wurde puterrot,
      rot angelaufen, roten kopf, rotem kopf, im boden versinken, im erdboden versinken,
      erdboden verschlucken, fremdschäm*, blamiert, blamage, blamierte, geniert, genierte, =genieren, genant,
      bloßgestellt, blossgestellt, vor scham, kleinlaut, blut in den kopf, blut .. in den kopf,
      röte ins gesicht, wäre am liebsten .. versunken, wär am liebsten .. versunken,
      wäre .. am liebsten .. versunken, am liebsten im erdboden
    `),
  },
  {
    emotion: "shame",
    intensity: 2,
    terms: terms(`
      schuldgefühl*, schlechtes gewissen, gewissensbisse, gedemütigt, =demütigung, erniedrigt,
      fühlte mich schuldig, schuldig gefühlt, schuldig fühlte, mitschuld fühlte
    `),
  },
  {
    emotion: "regret",
    intensity: 2,
    terms: terms(`bereute, bereut, bedauerte, reue, hätte ich doch, zerknirscht`),
  },
];
