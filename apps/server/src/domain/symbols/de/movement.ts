import { type LocalSymbol, terms } from "../terms";

/** The lexicon's movement entries in German: names and the words for them. */
export const GERMAN_MOVEMENT_SYMBOLS: LocalSymbol[] = [
  {
    id: "falling",
    name: "Fallen",
    article: "das Fallen",
    terms: terms(`
      ich fiel, fiel ich, wir fielen, fielen wir, =fiel und =fiel, bin .. gefallen, sind .. gefallen,
      bin .. hingefallen, hingefallen, hinfiel, hinuntergefallen, heruntergefallen, hinabgefallen,
      =zu =fallen, ich falle, falle ich, ich stürzte, stürzte ich, bin .. gestürzt, sind .. gestürzt,
      abgestürzt, stürzte .. ab, stürzten .. ab, stürzte .. in die tiefe, stürzte .. hinab,
      stürzte .. hinunter, absturz, =sturz, ins bodenlose, freien fall, freier fall, gerutscht und gefallen,
      gestolpert und gefallen, ausgerutscht, hinuntergerutscht, runtergerutscht, abgerutscht,
      den boden unter den füßen, in die tiefe gestürzt, in die tiefe gefallen, in die tiefe fiel,
      ins leere gefallen, ins leere gestürzt, ins leere fiel, verlor das gleichgewicht,
      verlor .. gleichgewicht, gleichgewicht verloren, und stürzte, und stürzten
    `),
    except: terms(`
      schüsse gefallen, schuss gefallen, schüsse .. gefallen, schuss .. gefallen, entscheidung .. gefallen,
      groschen .. gefallen, durch die prüfung gefallen, durch .. prüfung gefallen, durch .. prüfung =fiel,
      durch die *prüfung gefallen, um den hals gefallen, aus allen wolken gefallen, ins wasser gefallen,
      ins auge gefallen, auf den kopf gefallen, in ohnmacht gefallen, fiel .. in ohnmacht,
      fiel .. um den hals, fiel .. aus allen wolken, schwer gefallen, leicht gefallen, würfel sind gefallen,
      computer abgestürzt, laptop abgestürzt, rechner abgestürzt, programm abgestürzt, handy abgestürzt,
      ich fiel auf, fiel ich auf, fiel ich ein, stürzte ich mich, stürzte .. ins zimmer, stürzte .. zur tür,
      stürzte .. hinaus, stürzte .. raus, stürzte .. herein, stürzte sich, stürzten sich, stürzte .. davon
    `),
  },
  {
    id: "flying",
    name: "Fliegen",
    article: "das Fliegen",
    terms: terms(`
      =fliegen, =fliege, =fliegst, =fliegt, =flog, =flogst, =flogen, =geflogen, =fliegend, =fliegende,
      losgeflogen, hochgeflogen, davongeflogen, emporgeflogen, schweb*, geschwebt, abgehoben, hob .. ab,
      durch die =lüfte, in die =lüfte, schwerelos, levitier*, segelte .. durch die luft,
      glitt .. durch die luft
    `),
    except: terms(`
      fliegen könnte, fliegen könnten, fliegen zu können, als würde ich fliegen, als würde ich schweben,
      als ob ich fliege, als ob ich schwebe, als könnte ich fliegen, als wäre ich geflogen,
      stühle .. geflogen, stühle flogen, gläser flogen, teller flogen, flogen .. stühle, flogen .. teller,
      flogen .. gläser, blätter flogen, papiere flogen, haare flogen, fliegen aus, fliegen gefischt,
      fliegen verscheucht, fliegen summten, fliegen surrten, fliegenklatsche, fliegen fangen, tür flog auf,
      türen flogen auf, flog die tür auf, flogen die türen auf, fenster flog auf, flog .. in die luft,
      flogen .. in die luft, in die luft geflogen, funken flogen, fetzen flogen, um die ohren, rausgeflogen,
      hinausgeflogen, herausgeflogen, schweben lassen, schweben ließ, durch die prüfung geflogen,
      durch die *prüfung geflogen, durch .. prüfung geflogen, durch die prüfung =fliegen,
      aus der schule geflogen, =flog raus, =flog .. raus, =flogen .. raus, geld abgehoben, geld .. abgehoben,
      bargeld abgehoben, hörer abgehoben, hörer ab, telefon abgehoben, hob .. hörer, hob .. hand, hob .. geld,
      die =fliegen, eine =fliege, der =fliege, =fliege an der wand, in der schwebe
    `),
  },
  {
    id: "chase",
    name: "Verfolgung",
    article: "die Verfolgung",
    terms: terms(`
      verfolg*, jagte mich, jagten mich, jagte uns, jagten uns, gejagt, jagd auf mich, jagd auf uns,
      hinter mir her, hinter uns her, war .. hinter mir, waren .. hinter mir, hinter mir waren,
      hinter mir war, dicht hinter mir, direkt hinter mir, knapp hinter mir, dicht auf den fersen,
      auf den fersen
    `),
    except: terms(`
      tür hinter mir, tür .. hinter mir, hinter mir zu, hinter mir geschlossen, hinter mir ins schloss,
      hinter mir lag, hinter mir lagen, hinter mir liegen
    `),
  },
  {
    id: "running",
    name: "Rennen",
    article: "das Rennen",
    terms: terms(`
      =rennen, =renne, =rennst, =rennt, =rannte, =rannten, =ranntest, =gerannt, *gerannt, =rennend, sprint*,
      gesprintet, joggen, joggte, joggten, jogger, joggerin, joggend, jogging, gejoggt, lief so schnell,
      liefen so schnell, so schnell ich konnte, so schnell wir konnten, lief um mein leben,
      rannte um mein leben, davongelaufen, weggelaufen, losgelaufen, losgerannt
    `),
    except: terms(`
      nie =rennt, die zeit =rennt, die zeit =rannte
    `),
  },
  {
    id: "escape",
    name: "Flucht",
    article: "die Flucht",
    terms: terms(`
      =flucht, fluchtweg, fluchtversuch, =flüchten, =flüchtete, =flüchteten, =flüchtet, =geflüchtet, =floh,
      =flohen, geflohen, =fliehen, =fliehe, =flieht, entkomm*, entkam*, entwischt, entflohen, mich versteckt,
      uns versteckt, sich versteckt, versteckte mich, versteckten uns, versteckte sich, versteckten sich,
      mich .. versteckt, uns .. versteckt, sich .. versteckt, mich verstecken, uns verstecken,
      sich verstecken, zu verstecken, ein versteck, im versteck, ins versteck, versteck gesucht,
      versteckt hielt, versteckt hielten, hielt mich .. versteckt, hielten uns .. versteckt, verkroch*,
      verkrochen, abgehauen, haute ab, hauten ab, davongerannt, weggerannt, davongelaufen, weggelaufen,
      das weite gesucht, suchte das weite, das weite suchen, in sicherheit, dagegengestemmt,
      gegen die tür gestemmt, verbarrikadiert
    `),
    except: terms(`
      verstecken gespielt, verstecken spielen, versteckspiel*, versteckte kamera, in sicherheit gewogen
    `),
  },
  {
    id: "slow-motion",
    name: "Nicht bewegen können",
    article: "die Bewegungsunfähigkeit",
    terms: terms(`
      nicht bewegen, nicht mehr bewegen, nicht rühren, nicht mehr rühren, keinen muskel, zeitlupe,
      slow motion, wie gelähmt, wie angewurzelt, wie festgewachsen, wie festgeklebt, wie eingefroren,
      beine .. wie blei, bleischwer, beine waren .. schwer, kam nicht vom fleck, kamen nicht vom fleck,
      nicht vom fleck, kein stück vorwärts, kam nicht voran, kamen nicht voran, ganz langsam bewegt,
      wie durch sirup, wie durch honig, wie durch kaugummi
    `),
    except: terms("wie in Zeitlupe"),
  },
  {
    id: "climbing",
    name: "Klettern",
    article: "das Klettern",
    terms: terms(`
      kletter*, geklettert, *geklettert, *kletterte, *kletterten, *klettern, erklomm*, erklimm*,
      hochgestiegen, hinaufgestiegen, raufgestiegen, emporgestiegen, kraxel*, gekraxelt, *gekraxelt,
      auf die =leiter, =leiter hoch, =leiter hinauf, =leiter rauf, =leiter runter, von der =leiter,
      die =leiter, strickleiter, feuerleiter, trittleiter, hühnerleiter, berg bestiegen, gipfel bestiegen
    `),
    except: terms(`
      treppe hochgestiegen, treppe .. hochgestiegen, treppen hochgestiegen, stufen hochgestiegen,
      stiege hinaufgestiegen, die =leiter der, die =leiter des
    `),
  },
  {
    id: "driving",
    name: "Autofahren",
    article: "das Autofahren",
    terms: terms(`
      lenkrad, *lenkrad, am steuer, ans steuer, hinterm steuer, hinters steuer, hinter dem steuer, bremse,
      bremsen, =bremste, gebremst, vollbremsung, bremspedal, gaspedal, gas gegeben, gab gas, gab .. gas,
      vollgas, fuhr .. auto, auto gefahren, auto fahren, autofahren, autofahrt, mit dem auto,
      mit meinem auto, mit unserem auto, mit dem lkw, mit dem lastwagen, mit dem wohnmobil, mit dem motorrad,
      mit dem traktor, mit dem ladewagen, traktor gefahren, fahr taxi, fahre taxi, fuhr taxi, taxi gefahren,
      taxifahrer, fahre .. linienbus, fuhr .. linienbus, linienbus gefahren, autoscooter, führerschein,
      fahrstunde, fahrschule, fahrlehrer, im stau, einparken, eingeparkt, ausparken
    `),
  },
  {
    id: "being-late",
    name: "Zu spät kommen",
    article: "die Verspätung",
    terms: terms(`
      zu spät, verspät*, verschlaf*, beeil*, keine zeit mehr, die zeit lief davon, die zeit rannte,
      in letzter minute, in letzter sekunde, höchste zeit, knapp dran, abgabe, abgabetermin, abgabefrist,
      deadline
    `),
    except: terms(`
      verschlafenes, verschlafenen, verschlafene
    `),
  },
];
