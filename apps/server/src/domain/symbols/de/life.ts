import { type LocalSymbol, terms } from "../terms";

/** The lexicon's life entries in German: names and the words for them. */
export const GERMAN_LIFE_SYMBOLS: LocalSymbol[] = [
  {
    id: "exam",
    name: "Prüfung",
    article: "die Prüfung",
    terms: terms(`
      =pruefung, =pruefungen,
      prüfung, *prüfung, prüfungs*, klausur, *klausur, examen, *examen, abitur, =abi, matura, =test, =tests,
      schularbeit, schulaufgabe, klassenarbeit, =prüfer, =prüferin, =prüfern, prüfungskommission, prüfung
      bestanden, prüfung ..
      bestanden, examen bestanden, test bestanden, abitur bestanden, durch die *prüfung gefallen, durch die
      *prüfung geflogen, durch die prüfung gefallen, durch .. prüfung gefallen, durch die prüfung geflogen,
      durch ..
      prüfung geflogen
    `),
    except: terms(`
      überprüfung, *überprüfung, corona test, covid test, pcr test
    `),
  },
  {
    id: "unprepared",
    name: "Unvorbereitet sein",
    article: "die fehlende Vorbereitung",
    terms: terms(`
      unvorbereitet, nicht vorbereitet, schlecht vorbereitet, nicht gelernt, nie gelernt, nichts gelernt, kein
      wort
      gelernt, nicht geübt, nie geübt, nichts geübt, wusste keine antwort, wusste die antwort nicht, wusste ..
      antworten
      nicht, keine der fragen, kopf war leer, kopf war wie leergefegt, blackout, black out, hausaufgaben nicht
      gemacht,
      hausaufgaben vergessen, referat vergessen, vergessen zu lernen, vergessen .. zu lernen
    `),
  },
  {
    id: "nakedness",
    name: "Nacktheit",
    article: "die Nacktheit",
    terms: terms(`
      nackt, splitternackt, splitterfasernackt, pudelnackt, halbnackt, nacktheit, nackig, =nackert, =nackerte,
      =nackerten, unbekleidet, hüllenlos, entblößt, ohne kleider, ohne kleidung, ohne
      klamotten, ohne hose, ohne unterhose, in unterwäsche, in der unterwäsche, in meiner unterwäsche, in
      unterhose,
      in unterhosen, in der unterhose, in boxershorts, schlafanzug, *schlafanzug, pyjama, *pyjama, oben ohne,
      adamskostüm, evakostüm
    `),
    except: terms(`
      nackte angst, nackten angst, nackte wahrheit, nackten wahrheit, nackte zahlen, nackten zahlen, nackte
      füße,
      nackten füßen, nackten fuß, nackte wände, nackten wänden, nackten wände, nackten boden, nackte boden,
      nackten
      fels, nackte fels, nackte beton, nackten beton, nackte glühbirne, nackten glühbirne
    `),
  },
  {
    id: "losing-something",
    name: "Etwas verlieren",
    article: "der Verlust",
    terms: terms(`
      verloren, =verlor, verliere, verlierst, verliert, abhanden, abhandengekommen, mein .. war weg,
      meine .. war weg, meine .. waren weg, waren meine .. weg, war mein .. weg, war meine .. weg, sachen waren
      weg,
      sachen weg, nicht mehr finden, nirgends finden, nirgendwo finden, fand .. nirgends
    `),
    except: terms(`
      =hat =verloren, =hatte =verloren, =hab =verloren, =habe =verloren, =hatten =verloren, kontrolle verliere,
      kontrolle verlieren, geduld verliere, nerven verliere, verstand verliere, orientierung verliere,
      gleichgewicht verliere, halt verliere, verliere .. kontrolle, verliere .. geduld, verliere .. nerven, zeit
      verliere, zeit verlieren, keine zeit verlieren,
      orientierung verloren, weg verloren, verstand verloren, kontrolle verloren, gleichgewicht verloren,
      bewusstsein
      verloren, halt verloren, zeitgefühl verloren, zeit verloren, gefühl verloren, hoffnung verloren, geduld
      verloren,
      nerven verloren, aus den augen verloren, spiel verloren, partie verloren, match verloren, gespielt und
      verloren,
      haben verloren, krieg verloren, kampf verloren, wette verloren, verlorene zeit, verloren gefühlt, fühlte
      mich ..
      verloren, ganz verloren, völlig verloren, blut verloren, kein wort verloren, nichts verloren, nichts zu
      verlieren, die ich .. .. verloren hatte, den ich .. .. verloren hatte, das ich .. .. verloren hatte, die
      ich ..
      .. verloren habe, den ich .. .. verloren habe, das ich .. .. verloren habe, mann verloren, frau verloren,
      vater verloren, mutter
      verloren, kind verloren, sohn verloren, tochter verloren, baby verloren, eltern verloren, höhe verloren,
      boden
      verloren, interesse verloren, faden verloren, fassung verloren, gesicht verloren, mut verloren, lust
      verloren,
      verliere .. verstand, verlor .. verstand, verlor .. gleichgewicht, verlor .. orientierung, verlor ..
      kontrolle,
      verlor .. bewusstsein
    `),
  },
  {
    id: "being-lost",
    name: "Sich verirren",
    article: "das Verirren",
    terms: terms(`
      mich .. verlaufen, sich .. verlaufen, uns .. verlaufen, dich .. verlaufen, verlief mich, verliefen uns,
      verlief
      sich, verliefen sich, verirrt*, verirrte*, mich verfahren, uns verfahren, orientierung verloren, die
      orientierung
      verloren, jede orientierung, den weg verloren, weg nicht mehr, weg nicht finden, weg .. nicht mehr
      gefunden, fand
      .. den weg nicht, fand nicht mehr zurück, fanden nicht mehr zurück, nicht zurückfinden, wo ich mich
      befand, wo ich mich befinde, orientierungslos, ohne orientierung, nicht wo ich war, nicht
      wo ich bin, nicht mehr wo, keine ahnung wo ich, irrte* umher, umhergeirrt, herumgeirrt, irrte .. herum,
      irrten
      .. herum
    `),
  },
  {
    id: "searching",
    name: "Suche",
    article: "die Suche",
    terms: terms(`
      =suche, =suchen, =suchst, =sucht, =suchte, =suchten, =suchend, =gesucht, abgesucht, durchgesucht,
      herumgesucht,
      rumgesucht, durchsuch*, durchwühlt*, durchwühlte, auf der suche, nach .. ausschau, ausschau gehalten,
      hielt
      ausschau, hielten ausschau, stöberte, gestöbert, kramte, gekramt
    `),
    except: terms(`
      das weite gesucht, suchte das weite, suchten das weite, das weite suchen, schutz gesucht, schutz suchen,
      suchte
      schutz, suchten schutz, suchte .. schutz, sucht schutz, nach worten gesucht, suchte nach worten, zuflucht
      gesucht, suchte zuflucht, zuflucht suchen
    `),
  },
  {
    id: "repeated-attempts",
    name: "Immer wieder versuchen",
    article: "die vergeblichen Versuche",
    terms: terms(`
      egal wie sehr, egal wie lange, egal wie oft, egal wie fest, egal wie schnell, egal wie laut, egal was ich,
      so
      sehr ich .. auch, so oft ich .. auch, wie sehr ich mich auch, immer wieder probiert, immer wieder
      versucht,
      versuchte es immer wieder, versuchten es immer wieder, versuchte es wieder, versuchte es erneut, versuchte
      es
      nochmal, noch einmal versucht, nochmal versucht, erneut versucht, wieder versucht, wieder probiert,
      nochmal
      probiert, noch einmal probiert, wieder und wieder, immer und immer wieder, x mal, zigmal, zig mal, nochmal
      neu,
      noch einmal neu, wieder von vorne, wieder von vorn, nichts hat geholfen, nichts half, half alles nichts,
      es half
      nichts, vergeblich, vergebens, erfolglos, klappte einfach nicht, klappte wieder nicht
    `),
  },
];
