import { type LocalSymbol, terms } from "../terms";

/** The lexicon's water entries in German: names and the words for them. */
export const GERMAN_WATER_SYMBOLS: LocalSymbol[] = [
  {
    id: "water",
    name: "Wasser",
    article: "das Wasser",
    terms: terms(`
      wasser, gewässer, pfütze, pfützen, unter wasser, unterwasser, wasseroberfläche
    `),
    except: terms(`
      =wasserglas,
      glas wasser, flasche wasser, schluck wasser, wasser getrunken, wasser trinken, trank .. wasser, rotz und
      wasser, wasser in den augen, wasser in die augen,
      =fest .. ins wasser gefallen, *fest .. ins wasser gefallen, feier .. ins wasser gefallen, party .. ins
      wasser
      gefallen, urlaub .. ins wasser gefallen, *ausflug .. ins wasser gefallen, ausflug .. ins wasser gefallen,
      hochzeit .. ins wasser gefallen, plan .. ins wasser gefallen, pläne .. ins wasser gefallen, alles .. ins
      wasser gefallen, *fest fiel .. ins wasser, feier fiel .. ins wasser, urlaub fiel .. ins wasser, blut und
      wasser, nah am wasser, mit allen wassern, das wasser reichen, wasser auf
      die mühlen, wasser im mund, stille wasser
    `),
  },
  {
    id: "ocean",
    name: "Meer",
    article: "das Meer",
    terms: terms(`
      meer, meere, ozean, ozeane, atlantik, pazifik, nordsee, ostsee, südsee, mittelmeer, wattenmeer, tiefsee,
      meeresgrund, meeresboden, meeresrauschen, =küste, =küsten, brandung, gischt, =welle, =wellen, auf see, auf
      hoher see, ebbe, ebbe und flut
    `),
    except: terms(`
      meer von, meer aus, meer an, welle der, welle von, wellen der, welle des, welle aus angst
    `),
  },
  {
    id: "flood",
    name: "Überschwemmung",
    article: "die Überschwemmung",
    terms: terms(`
      überflut*, überschwemm*, hochwasser, =flut, sturmflut, springflut, sintflut, flutete, fluteten, geflutet,
      stand unter wasser, standen unter wasser, steht unter wasser, stehen unter wasser, wasser stieg, wasser
      stiegen, wasser steigt, wasser stieg .. höher, wasser ist .. gestiegen, wasser war .. gestiegen, steigende
      wasser, steigendes wasser, =überlief, wassermassen, land unter, vollgelaufen, voll gelaufen, lief =voll,
      liefen =voll
    `),
    except: terms(`
      flut von, flut an, flut aus, ebbe und flut
    `),
  },
  {
    id: "tidal-wave",
    name: "Flutwelle",
    article: "die Flutwelle",
    terms: terms(`
      tsunami, tsunamis, flutwelle, flutwellen, riesenwelle, riesenwellen, monsterwelle, monsterwellen, riesige
      welle, riesige wellen, riesigen welle, gigantische welle, gigantischen welle, haushohe welle, haushohe
      wellen,
      meterhohe welle, meterhohe wellen, welle .. immer höher, welle .. so hoch wie, welle .. höher als
    `),
  },
  {
    id: "drowning",
    name: "Ertrinken",
    article: "das Ertrinken",
    terms: terms(`
      ertrink*, ertrank, ertranken, ertrunken, ertränkt*, untergegangen, versank, versanken, versinke,
      versinken,
      wasser geschluckt, nach unten gezogen, unter wasser gezogen, in die tiefe gezogen, abgesoffen, absaufen,
      ersoffen, ersaufen
    `),
    except: terms(`
      im lärm untergegangen, im trubel untergegangen, im getöse untergegangen,
      sonne .. untergegangen, welt .. untergegangen, ertrink* in arbeit, ertrank in .. arbeit, ertrinke in ..
      arbeit, versank in gedanken,
      versinke in gedanken, versinken in gedanken, erdboden versinken, erdboden versank, im boden versinken, in
      grund
      und boden versinken, versank in der menge
    `),
  },
  {
    id: "swimming",
    name: "Schwimmen",
    article: "das Schwimmen",
    terms: terms(`
      schwimmen, schwimme, schwimmst, schwimmt, schwimmend, =schwamm, =schwammen, geschwommen, *schwimmen,
      *geschwommen, tauchen, tauche, tauchte, tauchten, *getaucht, runtergetaucht, untergetaucht,
      abgetaucht, taucher, taucherin, tauchgang, schnorchel*
    `),
    except: terms(`
      =verschwimmen, ins schwimmen, im geld schwimm*, im geld geschwommen, schwamm drüber, =ein =schwamm, =einem
      =schwamm,
      =den =schwamm, =der =schwamm, =mit =dem =schwamm, tauchte .. auf, tauchten .. auf, taucht .. auf, tauchen
      ..
      auf, tauche .. auf, licht getaucht, in .. licht getaucht, mir schwamm, schwamm .. kopf, schwimmt .. kopf,
      =aufgetaucht, *aufgetaucht, geschwommen wie =ein =boot, schwamm wie =ein =boot, schwimmt wie =ein =boot
    `),
  },
  {
    id: "river",
    name: "Fluss",
    article: "der Fluss",
    terms: terms(`
      fluss, flüsse, flussufer, flussbett, flusslauf, nebenfluss, gebirgsfluss, =bach, =bäche, =bächlein,
      gebirgsbach, wildbach, wasserfall*, stromschnelle*
    `),
    except: terms(`
      bach runter, bach hinunter, bach runtergegangen, bach runtergeht, von =bach, sebastian =bach
    `),
  },
  {
    id: "lake",
    name: "See",
    article: "der See",
    terms: terms(`
      =see, =seen, =sees, *see, teich, teiche, *teich, *teiche, =weiher, *weiher, tümpel, =talsperre, stausee
    `),
    except: terms(`
      =ostsee, =nordsee, =südsee, =tiefsee, =chaussee, =frikassee, =armee, auf see, auf hoher see, =zur =see,
      =die =see, =an =die =see, =an =der =see, =in =see
    `),
  },
  {
    id: "pool",
    name: "Schwimmbad",
    article: "das Schwimmbad",
    terms: terms(`
      pool, pools, swimmingpool, schwimmbad, schwimmbäder, hallenbad, freibad, erlebnisbad, spaßbad, strandbad,
      schwimmbecken, planschbecken, nichtschwimmerbecken, =badi, bademeister, bademeisterin, sprungturm,
      sprungbrett
    `),
  },
  {
    id: "rain",
    name: "Regen",
    article: "der Regen",
    terms: terms(`
      =regen, =regens, regnen, regnet, regnete, geregnet, regnerisch*, verregnet*, regentropfen, regenschirm*,
      regenschauer,
      regenwetter, regenguss, nieselregen, platzregen, starkregen, dauerregen, sommerregen, wolkenbruch,
      nieselte,
      nieseln, zu tröpfeln, es tröpfelte, tröpfelte es, es schüttete, es hat geschüttet, es goss
    `),
    except: terms(`
      sich .. regen, zu regen, vom regen in die traufe
    `),
  },
  {
    id: "boat",
    name: "Boot",
    article: "das Boot",
    terms: terms(`
      =faehre, =faehren,
      boot, boote, *boot, *boote, bootsfahrt, bootstour, bootsausflug, schiff, schiffe, *schiff,
      *schiffe, =fähre, =fähren, *fähre, kahn, kanu, kanus, kajak, kajaks, jacht, yacht, segeln, gesegelt,
      =rudern, =ruderte, =ruderten, =gerudert, =dampfer, =kutter, =frachter, =tanker, galeere
    `),
    except: terms(`
      raumschiff*, luftschiff*, kirchenschiff*, =weltraumschiff, im selben boot, im gleichen boot, oliver kahn
    `),
  },
  {
    id: "beach",
    name: "Strand",
    article: "der Strand",
    terms: terms(`
      strand, strände, *strand, *strände, strandkorb*, strandpromenade, sandburg*, muschel, muscheln, *muschel,
      *muscheln
    `),
    except: terms(`
      miesmuschel*
    `),
  },
  {
    id: "bath",
    name: "Bad oder Dusche",
    article: "das Bad",
    terms: terms(`
      badewanne*, =wanne, dusche, duschen, duschte, duschten, geduscht, duscht, schaumbad, vollbad, ein bad
      genommen, ein bad nehmen, bad einlassen, badewasser, mich gewaschen, sich gewaschen, wusch mich, wusch
      sich,
      wasche mich, wusch mir
    `),
    except: terms(`
      kalte dusche
    `),
  },
  {
    id: "ice",
    name: "Eis",
    article: "das Eis",
    terms: terms(`
      eisfläche*, eisscholle*, eisberg*, eiszapfen, eisdecke, eisschicht, eiskristall*, eislauf*, eisbahn,
      glatteis,
      gletscher*, vereist*, zugefroren*, zugefroren* see, zugefroren* teich, zugefroren* weiher, gefroren* see,
      gefroren* teich, see .. zugefroren, see .. gefroren, teich .. zugefroren, weiher .. zugefroren,
      schlittschuh*, auf dem eis, aufs eis,
      übers eis, durchs eis, unter dem eis, unterm eis, ins eis, dünnes eis, dünne eis, dünnen eis, das eis
      brach,
      das eis knackte, eis knackte, aus eis, im eis eingefroren, im eis eingebrochen
    `),
    except: terms(`
      aufs glatteis, das eis war gebrochen, brach das eis zwischen,
      auf eis gelegt, auf eis legen, aufs eis gelegt, aufs eis legen
    `),
  },
  {
    id: "snow",
    name: "Schnee",
    article: "der Schnee",
    terms: terms(`
      schnee, *schnee, schneit, schneite, geschneit, schneien, schneeflocke*, schneesturm*, schneemann,
      schneemänner,
      schneeball*, schneedecke, schneefall, schneegestöber, schneeverweh*, schneewehe*, schneebedeckt*,
      verschneit*, eingeschneit, lawine, lawinen, blizzard
    `),
    except: terms(`
      eischnee, wie schnee, wie schneeflock*, =wie =frischer =schnee
    `),
  },
];
