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
      nicht geheuer, gar nicht geheuer, hosen voll, riesenschiss, heidenschiss, mordsschiss,
      stockte der atem, stockte uns der atem, atem gestockt, gefror mir das blut, blut gefror,
      blut .. gefroren, kalte angst, nackte angst, namenlose angst, lähmende angst
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    terms: terms(`
      =angst, =ängste, =aengste, *angst, angst haben, angst hatte, ängstlich, aengstlich, verängstigt,
      veraengstigt, fürchtete, fürchte, fürchteten, gefürchtet, fuerchtete, gefuerchtet, furcht, erschrak,
      erschrocken, erschreckt, schreck, schreckte, schreckhaft, =bange, mir war bang, war mir bang,
      bang ums herz, bang zumute, beklommen, beklemmung, mulmig, unheimlich zumute, gänsehaut, schauder,
      schauderte, gruselte, gegruselt, gruselig zumute, grauste, gegraut, graute mir, grausen, ängstigte,
      geängstigt, beängstigt, in angst, vor angst, voller angst, angsterfüllt, angstvoll, hilflos, schutzlos,
      ausgeliefert gefühlt, fühlte .. mich .. ausgeliefert, völlig ausgeliefert, hilflos ausgeliefert,
      schutzlos ausgeliefert, ausgeliefert war, herz raste, herz .. raste, herz .. gerast, herzrasen,
      herz klopfte, herz .. klopfte, herz .. geklopft, klopfendem herzen, klopfenden herzens, herz pochte,
      herz .. gepocht, herz .. gehämmert, herz hämmerte, herz .. bis zum hals, herz .. stehen geblieben,
      herz blieb .. stehen, knie .. geschlottert, knie schlotterten, hände .. gezittert, hände zitterten,
      mit zitternden händen, weiche knie, zitterte vor angst, gezittert vor angst, zitternd vor angst,
      schlecht vor angst, übel vor angst, eingeschüchtert, fürchterliche angst, schreckensstarr,
      wie versteinert, gelähmt vor, bibberte, gebibbert, verschreckt, schlotterten .. knie,
      zitterten .. die knie, zitterten mir die knie, mit herzklopfen, mit herzrasen, manschetten,
      angst bekommen, angst gekriegt, vor angst kaum, nicht .. *getraut, traute sich .. nicht,
      trauten sich .. nicht, mir war ganz anders, war mir ganz anders, geheuer war .. nicht,
      geheuer war mir .. nicht, vor angst nicht, vor lauter angst, vor lauter angst nicht,
      vor lauter angst kaum, vor schreck nicht, ging mir die düse, mir ging .. die düse, ging .. die muffe,
      kreidebleich, käsebleich, leichenblass, bleich vor angst, blass vor angst, weiß wie die wand,
      bedroht gefühlt, fühlte .. mich bedroht, fühlte .. mich verfolgt, verfolgt gefühlt, horror davor,
      horror vor, hatte .. den horror, gfürchtet, gfürcht, derschrocken, daschrocken, angscht, =angscht,
      verschrocke
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
      nach luft geschnappt, schnappte nach luft, zuckte zusammen, zusammengezuckt, zittrig, festgeklammert,
      adrenalin, wurde blass, wurde bleich, wurde ich blass, wurde ich bleich, erbleichte, erblasste, kalkweiß
    `),
  },
  {
    emotion: "worry",
    intensity: 2,
    terms: terms(`
      sorgen, sorge, *bammel, war besorgt, besorgt war, sehr besorgt, total besorgt, ganz besorgt, besorgt um,
      besorgt aus, besorgt gefragt, besorgten blick, besorgtes gesicht, sorgte mich, machte mir sorgen,
      sorgen gemacht, nervös, nervoes, nervosität, unruhig, unruhe, angespannt, =anspannung, gestresst,
      stress, stressig, gehetzt, aufgeregt, vor aufregung, voller aufregung, unsicher, unsicherheit,
      ungutes gefühl, ungutes gefuehl, schlechtes gefühl, komisches gefühl im bauch, böse ahnung, vorahnung,
      flau im magen, flaues gefühl, beunruhigt, beunruhigte, beunruhigend, panisch suchte, in sorge,
      sorgenvoll, bammel, lampenfieber, nicht getraut, nicht .. getraut, traute mich nicht, traute .. nicht,
      trau mich nicht, unwohl, unbehagen, unbehaglich, zappelig, hibbelig, kribbelig, nervenbündel,
      nerven .. blank, nervlich am ende, kotzübel vor, übel vor aufregung, schlecht vor aufregung,
      bauchweh vor, magenschmerzen vor, prüfungsangst, überfordert, überforderung, hektisch wurde,
      ins schwitzen, verunsichert, befürchtete, befürchtet, befürchtung, ahnte nichts gutes, ahnte schlimmes,
      magen zog sich zusammen, magen .. zusammengezogen, knoten im magen, stein im magen, vor aufregung nicht,
      vor aufregung kaum, mulmiges gefühl, war mir nicht wohl, mir war nicht wohl, mir war nicht ganz wohl,
      nicht wohl gefühlt, gar nicht wohl gefühlt, fühlte .. mich nicht wohl, fühlte .. mich nicht so wohl,
      nicht wohl in meiner haut, unwohl gefühlt, mir war das .. unangenehm, mir ist das .. unangenehm,
      war mir .. unangenehm, beobachtet gefühlt, fühlte .. mich .. beobachtet, aufgewühlt, verstört,
      mit den nerven .. fertig, fertig mit den nerven, mit den nerven am ende
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
      wäre .. am liebsten .. versunken, am liebsten im erdboden, *peinlich, *peinliche, *peinlichen,
      begossener pudel, begossene pudel, begossenen pudel, fühlte .. mich ertappt, ertappt gefühlt,
      in grund und boden, fremdscham, gschämt, gschamt, wie ein idiot gefühlt, wie eine idiotin gefühlt,
      kam mir .. blöd vor, kam mir .. dumm vor, kam mir .. doof vor, kam mir .. lächerlich vor,
      lächerlich gemacht, fühlte .. mich .. lächerlich, so klein gefühlt, fühlte .. mich so klein
    `),
  },
  {
    emotion: "shame",
    intensity: 2,
    terms: terms(`
      schuldgefühl*, schlechtes gewissen, gewissensbisse, gedemütigt, =demütigung, erniedrigt,
      fühlte .. mich schuldig, schuldig gefühlt, schuldig fühlte, mitschuld fühlte
    `),
  },
  {
    emotion: "regret",
    intensity: 2,
    terms: terms(`bereute, bereut, bedauerte, reue, hätte ich doch, zerknirscht`),
  },
];
