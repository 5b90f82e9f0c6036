import { type LocalSymbol, terms } from "../terms";

/** The lexicon's life entries in German: names and the words for them. */
export const GERMAN_LIFE_SYMBOLS: LocalSymbol[] = [
  {
    id: "exam",
    name: "Prüfung",
    article: "die Prüfung",
    terms: terms(`
      prüfung, *prüfung, prüfungs*, klausur, *klausur, examen, *examen, abitur, =abi, matura, =test, =tests,
      schularbeit, schulaufgabe, klassenarbeit, =prüfer, =prüferin, =prüfern, prüfungskommission, prüfung bestanden, prüfung ..
      bestanden, examen bestanden, test bestanden, abitur bestanden, durch die *prüfung gefallen, durch die *prüfung geflogen, durch die prüfung gefallen, durch .. prüfung gefallen, durch die prüfung geflogen, durch ..
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
      unvorbereitet, nicht vorbereitet, schlecht vorbereitet, nicht gelernt, nie gelernt, nichts gelernt, kein wort
      gelernt, nicht geübt, nie geübt, nichts geübt, wusste keine antwort, wusste die antwort nicht, wusste .. antworten
      nicht, keine der fragen, kopf war leer, kopf war wie leergefegt, blackout, black out, hausaufgaben nicht gemacht,
      hausaufgaben vergessen, referat vergessen, vergessen zu lernen, vergessen .. zu lernen
    `),
  },
  {
    id: "nakedness",
    name: "Nacktheit",
    article: "die Nacktheit",
    terms: terms(`
      nackt, splitternackt, splitterfasernackt, pudelnackt, halbnackt, nacktheit, nackig, =nackert, =nackerte, =nackerten, unbekleidet, hüllenlos, entblößt, ohne kleider, ohne kleidung, ohne
      klamotten, ohne hose, ohne unterhose, in unterwäsche, in der unterwäsche, in meiner unterwäsche, in unterhose,
      in unterhosen, in der unterhose, in boxershorts, schlafanzug, *schlafanzug, pyjama, *pyjama, oben ohne,
      adamskostüm, evakostüm
    `),
    except: terms(`
      nackte angst, nackten angst, nackte wahrheit, nackten wahrheit, nackte zahlen, nackten zahlen, nackte füße,
      nackten füßen, nackten fuß, nackte wände, nackten wänden, nackten wände, nackten boden, nackte boden, nackten
      fels, nackte fels, nackte beton, nackten beton, nackte glühbirne, nackten glühbirne
    `),
  },
  {
    id: "losing-something",
    name: "Etwas verlieren",
    article: "der Verlust",
    terms: terms(`
      verloren, =verlor, verliere, verlierst, verliert, abhanden, abhandengekommen, mein .. war weg,
      meine .. war weg, meine .. waren weg, waren meine .. weg, war mein .. weg, war meine .. weg, sachen waren weg,
      sachen weg, nicht mehr finden, nirgends finden, nirgendwo finden, fand .. nirgends
    `),
    except: terms(`
      orientierung verloren, weg verloren, verstand verloren, kontrolle verloren, gleichgewicht verloren, bewusstsein
      verloren, halt verloren, zeitgefühl verloren, zeit verloren, gefühl verloren, hoffnung verloren, geduld verloren,
      nerven verloren, aus den augen verloren, spiel verloren, partie verloren, match verloren, gespielt und verloren,
      haben verloren, krieg verloren, kampf verloren, wette verloren, verlorene zeit, verloren gefühlt, fühlte mich ..
      verloren, ganz verloren, völlig verloren, blut verloren, kein wort verloren, nichts verloren, nichts zu
      verlieren, die ich .. .. verloren hatte, den ich .. .. verloren hatte, das ich .. .. verloren hatte, die ich ..
      .. verloren habe, den ich .. .. verloren habe, das ich .. .. verloren habe, mann verloren, frau verloren, vater verloren, mutter
      verloren, kind verloren, sohn verloren, tochter verloren, baby verloren, eltern verloren, höhe verloren, boden
      verloren, interesse verloren, faden verloren, fassung verloren, gesicht verloren, mut verloren, lust verloren,
      verliere .. verstand, verlor .. verstand, verlor .. gleichgewicht, verlor .. orientierung, verlor .. kontrolle,
      verlor .. bewusstsein
    `),
  },
  {
    id: "being-lost",
    name: "Sich verirren",
    article: "das Verirren",
    terms: terms(`
      mich .. verlaufen, sich .. verlaufen, uns .. verlaufen, dich .. verlaufen, verlief mich, verliefen uns, verlief
      sich, verliefen sich, verirrt*, verirrte*, mich verfahren, uns verfahren, orientierung verloren, die orientierung
      verloren, jede orientierung, den weg verloren, weg nicht mehr, weg nicht finden, weg .. nicht mehr gefunden, fand
      .. den weg nicht, fand nicht mehr zurück, fanden nicht mehr zurück, nicht zurückfinden, wo ich mich befand, wo ich mich befinde, orientierungslos, ohne orientierung, nicht wo ich war, nicht
      wo ich bin, nicht mehr wo, keine ahnung wo ich, irrte* umher, umhergeirrt, herumgeirrt, irrte .. herum, irrten
      .. herum
    `),
  },
  {
    id: "searching",
    name: "Suche",
    article: "die Suche",
    terms: terms(`
      =suche, =suchen, =suchst, =sucht, =suchte, =suchten, =suchend, =gesucht, abgesucht, durchgesucht, herumgesucht,
      rumgesucht, durchsuch*, durchwühlt*, durchwühlte, auf der suche, nach .. ausschau, ausschau gehalten, hielt
      ausschau, hielten ausschau, stöberte, gestöbert, kramte, gekramt
    `),
    except: terms(`
      das weite gesucht, suchte das weite, suchten das weite, das weite suchen, schutz gesucht, schutz suchen, suchte
      schutz, suchten schutz, suchte .. schutz, sucht schutz, nach worten gesucht, suchte nach worten, zuflucht
      gesucht, suchte zuflucht, zuflucht suchen
    `),
  },
  {
    id: "repeated-attempts",
    name: "Immer wieder versuchen",
    article: "die vergeblichen Versuche",
    terms: terms(`
      egal wie sehr, egal wie lange, egal wie oft, egal wie fest, egal wie schnell, egal wie laut, egal was ich, so
      sehr ich .. auch, so oft ich .. auch, wie sehr ich mich auch, immer wieder probiert, immer wieder versucht,
      versuchte es immer wieder, versuchten es immer wieder, versuchte es wieder, versuchte es erneut, versuchte es
      nochmal, noch einmal versucht, nochmal versucht, erneut versucht, wieder versucht, wieder probiert, nochmal
      probiert, noch einmal probiert, wieder und wieder, immer und immer wieder, x mal, zigmal, zig mal, nochmal neu,
      noch einmal neu, wieder von vorne, wieder von vorn, nichts hat geholfen, nichts half, half alles nichts, es half
      nichts, vergeblich, vergebens, erfolglos, klappte einfach nicht, klappte wieder nicht
    `),
  },
  {
    id: "wedding",
    name: "Hochzeit",
    article: "die Hochzeit",
    terms: terms(`
      hochzeit, *hochzeit, hochzeits*, heirat*, geheiratet, =braut, brautkleid, brautpaar, brautstrauß, brautjungfer*,
      bräutigam, trauung, standesamt, traualtar, jawort, ringtausch, polterabend, hochzeitstorte
    `),
    except: terms(`
      hochzeitstag, vor der hochzeit, nach der hochzeit, müssen zur hochzeit, silberhochzeit, goldene hochzeit
    `),
  },
  {
    id: "funeral",
    name: "Beerdigung",
    article: "die Beerdigung",
    terms: terms(`
      beerdig*, begräbnis*, beisetzung, beigesetzt, trauerfeier, bestattung*, bestattet, leichenschmaus, sarg, *sarg,
      trauergäste, trauerzug, trauergemeinde, grabrede, aufbahrung, aufgebahrt, totenwache, =begraben, =begrub,
      =begruben, zu grabe, ins grab, leichenwagen, kondolenz*, trauerkleidung
    `),
    except: terms(`
      hund begraben, lebendig begraben, unter .. begraben, mich noch ins grab, mich .. ins grab, ins grab bringen
    `),
  },
  {
    id: "death",
    name: "Tod",
    article: "der Tod",
    terms: terms(`
      =tod, =todes, tot, gestorben, =starb, =starben, =stirbt, =sterben, =sterbe, sterbend*, leiche, leichen,
      *leiche, leichnam, skelett, umgekommen, ums leben, leblos
    `),
    except: terms(`
      halb tot, tote hose, toter winkel, toten winkel, totes kapital, tot vor, sterben vor angst, sterben vor
      langeweile, sterben vor scham, sterben vor lachen, gestorben vor angst, gestorben vor lachen, gestorben vor
      scham, vor angst gestorben, vor lachen gestorben, vor scham gestorben, vor langeweile gestorben, vor angst
      sterben, vor scham sterben, über meine leiche, leichen im keller, mehr tot als
    `),
  },
  {
    id: "romance",
    name: "Romantik",
    article: "die Romantik",
    terms: terms(`
      kuss, küsst*, geküsst, =küsste, küsschen, verliebt*, verknallt, =date, =dates, rendezvous, romantisch*, romantik,
      =sex, miteinander geschlafen, mit ihm geschlafen, mit ihr geschlafen, flirt*, geflirtet, knutsch*, geknutscht,
      geschmust, schmusten, kuscheln, kuschelten, gekuschelt, händchen gehalten, händchenhaltend, liebeserklärung
    `),
  },
  {
    id: "pregnancy",
    name: "Schwangerschaft",
    article: "die Schwangerschaft",
    terms: terms(`
      schwanger*, babybauch, hebamme, kreißsaal, entbind*, entbunden, =geburt, in den wehen, presswehen, ultraschall*,
      kind bekommen, baby bekommen, ein kind erwartet, ein baby erwartet, erwartete ein kind, erwartete ein baby,
      erwartet ein kind, erwartet ein baby, in anderen umständen, niederkunft
    `),
  },
  {
    id: "moving-house",
    name: "Umzug",
    article: "der Umzug",
    terms: terms(`
      umzug, umzugs*, umgezogen, umziehen, zogen um, ziehen um, ziehe um, zieht um, zog um, aus .. haus aus, aus ..
      wohnung aus, ausgezogen aus, sind eingezogen, bin eingezogen, neu eingezogen, neue wohnung, neuen wohnung, neues
      haus, möbelwagen, möbelpacker, kartons gepackt, kisten gepackt, kisten packen, kartons packen, =zügeln, =zügelten,
      =gezügelt
    `),
    except: terms(`
      mich umgezogen, sich umgezogen, uns umgezogen, mich .. umgezogen, sich .. umgezogen, uns .. umgezogen, habe ..
      umgezogen, hab .. umgezogen, hat .. umgezogen, hatte .. umgezogen, mich umziehen, sich umziehen, uns umziehen, zog mich um, zog sich
      um, zogen sich um, ziehe mich um, zieht sich um, ziehen sich um, umziehen .. kleid, zum umziehen
    `),
  },
  {
    id: "food",
    name: "Essen",
    article: "das Essen",
    terms: terms(`
      =essen, =esse, =isst, =aß, =aßen, =gegessen, *gegessen, =fressen, =frisst, =fraß, =fraßen, gefressen,
      *gefressen, hunger, hungrig, frühstück*, mittagessen, abendessen, abendbrot, sonntagsessen, festessen,
      weihnachtsessen, dessert, nachtisch, nachspeise, vorspeise, buffet, büfett, festmahl, mahlzeit, picknick,
      gepicknickt, jause, brotzeit, znüni, zvieri, brot, *brot, brötchen, *brötchen, semmel*, brezel*, brezn, breze,
      croissant*, =kuchen, *kuchen, torte, *torte, keks, kekse, plätzchen, pizza, pasta, nudel*, spaghetti, suppe,
      *suppe, salat, käse, *käse, wurst, würstchen, *wurst, *würstchen, *würste, schnitzel, =braten, *braten, rösti,
      maultasche*, klöße, knödel*, kartoffel*, pommes, burger, döner, sandwich, pfannkuchen, palatschinken, rührei,
      spiegelei, =ei, =eier, =apfel, äpfel, obst, marillen, kirschen, oliven, nüsse, karotten, möhren, zuckerwatte,
      lakritz, schokolade, bonbon*, süßigkeiten, ein eis, eis gegessen, eis serviert, =glace, eiscreme, eisbecher,
      maroni, sahne, honig, marmelade, müsli, gemüse, spätzle, kaiserschmarrn, lebkuchen*, =stollen, kostprobe*,
      schlemm*, geschlemmt
    `),
    except: terms(`
      hunger nach, wie =ein .. brötchen, wie =ein .. brot, sauren apfel, narren gefressen, braten gerochen, braten riechen, so ein käse,
      so einen käse, alles käse, ist mir wurst, mir .. wurst, wurst egal, auf den keks, friede freude eierkuchen
    `),
  },
  {
    id: "winning",
    name: "Sieg",
    article: "der Sieg",
    terms: terms(`
      gewonnen, gewinn*, =gewann, =gewannen, sieg, *sieg, siegtor, siegte*, gesiegt, sieger*, jackpot, lotto,
      lotterie*, lottogewinn, hauptgewinn, pokal, trophäe, medaille*, goldmedaille, meisterschaft, weltmeister*,
      wurde befördert, beförderung, erster platz, ersten platz, erste platz, prüfung bestanden, prüfung .. bestanden, examen
      bestanden, test bestanden, abitur bestanden, =abi bestanden, führerschein bestanden
    `),
    except: terms(`
      zeit zu gewinnen, zeit gewinnen, höhe gewonnen, lieb gewonnen, eindruck gewonnen, oberhand gewonnen, gewann ..
      oberhand, überhand gewonnen, abstand gewonnen, abstand zu gewinnen, nicht bestanden, gewinnend
    `),
  },
  {
    id: "failing",
    name: "Versagen",
    article: "das Versagen",
    terms: terms(`
      durchgefallen, durchgerasselt, nicht bestanden, durch die prüfung gefallen, durch .. prüfung gefallen, durch die
      prüfung =fiel, durch die prüfung geflogen, durch .. prüfung geflogen, durch die *prüfung gefallen, durch die
      *prüfung geflogen, versagt, versag*, versager*, gescheitert, scheiter*, kündigung,
      mir .. gekündigt, wurde gekündigt, gefeuert, rausgeschmissen, wurde rausgeworfen, fristlos, wurde .. abgelehnt,
      hat mich abgelehnt, abgewiesen, absage bekommen, eine absage, spiel verloren, partie verloren, match verloren,
      gespielt und verloren, haushoch verloren, haben verloren, beim schach geschlagen, im schach geschlagen, haushoch
      geschlagen, vernichtend geschlagen, verlierer*
    `),
    except: terms(`
      stimme versag*, versagte .. stimme, versagten .. beine, versagte .. beine, bremsen versag*, beine versag*, knie versag*, kräfte versag*, nerven versag*, scheiterhaufen
    `),
  },
];
