import { type LocalSymbol, terms } from "../terms";

/**
 * The lexicon's entries of life's events in German (weddings, deaths, meals, winning): names and the
 * words for them.
 */
export const GERMAN_LIFE_EVENTS_SYMBOLS: LocalSymbol[] = [
  {
    id: "wedding",
    name: "Hochzeit",
    article: "die Hochzeit",
    terms: terms(`
      hochzeit, *hochzeit, hochzeitsfeier, hochzeitsgäste, hochzeitsgast, hochzeitskleid, hochzeitsgesellschaft,
      hochzeitsparty, hochzeitsnacht, hochzeitsmarsch, hochzeitswalzer, hochzeitsessen, hochzeitsrede,
      hochzeitszeremonie, heirat*, geheiratet, =braut, brautkleid, brautpaar, brautstrauß, brautjungfer*,
      bräutigam, trauung, standesamt, traualtar, jawort, ringtausch, polterabend, hochzeitstorte
    `),
    except: terms(`
      auf zwei hochzeiten,
      hochzeitstag, vor der hochzeit, nach der hochzeit, müssen zur hochzeit, silberhochzeit, goldene hochzeit
    `),
  },
  {
    id: "funeral",
    name: "Beerdigung",
    article: "die Beerdigung",
    terms: terms(`
      beerdig*, begräbnis*, beisetzung, beigesetzt, trauerfeier, bestattung*, bestattet, leichenschmaus, sarg,
      *sarg,
      trauergäste, trauerzug, trauergemeinde, grabrede, aufbahrung, aufgebahrt, totenwache, =begraben, =begrub,
      =begruben, zu grabe, ins grab, leichenwagen, kondolenz*, trauerkleidung
    `),
    except: terms(`
      hund begraben, lebendig begraben, unter .. begraben, mich noch ins grab, mich .. ins grab, ins grab
      bringen
    `),
  },
  {
    id: "death",
    name: "Tod",
    article: "der Tod",
    terms: terms(`
      =tod, =todes, tot, gestorben, =starb, =starben, =stirbt, =sterben, =sterbe, sterbend*, leiche, leichen,
      =wasserleiche, =wasserleichen, =moorleiche, leichnam, skelett, umgekommen, ums leben, leblos
    `),
    except: terms(`
      seit den * tot,
      tot gestellt, tot stellen, stellte mich tot, stellten uns tot,
      vor angst .. gestorben, vor lachen .. gestorben, vor scham .. gestorben, vor schreck .. gestorben, vor
      langeweile .. gestorben,
      zum sterben, =todmüde, =totmüde,
      halb tot, tote hose, toter winkel, toten winkel, totes kapital, tot vor, sterben vor angst, sterben vor
      langeweile, sterben vor scham, sterben vor lachen, gestorben vor angst, gestorben vor lachen, gestorben
      vor
      scham, vor angst gestorben, vor lachen gestorben, vor scham gestorben, vor langeweile gestorben, vor angst
      sterben, vor scham sterben, über meine leiche, leichen im keller, mehr tot als
    `),
  },
  {
    id: "romance",
    name: "Romantik",
    article: "die Romantik",
    terms: terms(`
      kuss, küsst*, geküsst, =küsste, küsschen, verliebt*, verknallt, =date, =dates, rendezvous, romantisch*,
      romantik,
      =sex, miteinander geschlafen, mit ihm geschlafen, mit ihr geschlafen, flirt*, geflirtet, knutsch*,
      geknutscht,
      geschmust, schmusten, kuscheln, kuschelten, gekuschelt, händchen gehalten, händchenhaltend,
      liebeserklärung
    `),
  },
  {
    id: "pregnancy",
    name: "Schwangerschaft",
    article: "die Schwangerschaft",
    terms: terms(`
      schwanger*, babybauch, hebamme, kreißsaal, entbind*, entbunden, =geburt, in den wehen, presswehen,
      ultraschall*,
      kind bekommen, baby bekommen, ein kind erwartet, ein baby erwartet, erwartete ein kind, erwartete ein
      baby,
      erwartet ein kind, erwartet ein baby, in anderen umständen, niederkunft
    `),
  },
  {
    id: "moving-house",
    name: "Umzug",
    article: "der Umzug",
    terms: terms(`
      umzug, umzugs*, umgezogen, umziehen, zogen um, ziehen um, ziehe um, zieht um, zog um, aus .. haus aus, aus
      ..
      wohnung aus, ausgezogen aus, sind eingezogen, bin eingezogen, neu eingezogen, neue wohnung, neuen wohnung,
      neues
      haus, möbelwagen, möbelpacker, kartons gepackt, kisten gepackt, kisten packen, kartons packen, =zügeln,
      =zügelten,
      =gezügelt
    `),
    except: terms(`
      mich umgezogen, sich umgezogen, uns umgezogen, mich .. umgezogen, sich .. umgezogen, uns .. umgezogen,
      habe ..
      umgezogen, hab .. umgezogen, hat .. umgezogen, hatte .. umgezogen, mich umziehen, sich umziehen, uns
      umziehen, zog mich um, zog sich
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
      gepicknickt, jause, brotzeit, znüni, zvieri, brot, *brot, brötchen, *brötchen, semmel*, brezel*, brezn,
      breze,
      croissant*, =kuchen, *kuchen, torte, *torte, keks, kekse, plätzchen, pizza, pasta, nudel*, spaghetti,
      suppe,
      *suppe, salat, käse, *käse, wurst, würstchen, *wurst, *würstchen, *würste, schnitzel, =braten, *braten,
      rösti,
      maultasche*, klöße, knödel*, kartoffel*, pommes, =burger, =burgers, =cheeseburger, =döner, sandwich, pfannkuchen, palatschinken,
      rührei,
      spiegelei, =ei, =eier, =apfel, äpfel, obst, marillen, kirschen, oliven, nüsse, karotten, möhren,
      zuckerwatte,
      lakritz, schokolade, bonbon*, süßigkeiten, ein eis, eis gegessen, eis serviert, =glace, eiscreme,
      eisbecher,
      maroni, sahne, honig, marmelade, müsli, gemüse, spätzle, kaiserschmarrn, lebkuchen*, =stollen, kostprobe*,
      schlemm*, geschlemmt
    `),
    except: terms(`
      im =stollen, den =stollen,
      kloß im hals, kloss im hals,
      aus dem ei gepellt, äpfel mit birnen,
      in =essen, aus =essen, nach =essen, von =essen, =essener, den salat, haben wir den salat, suppe
      auslöffeln, suppe eingebrockt, honig ums maul, honig um den bart, =tomaten =auf =den =augen,
      hunger nach, wie =ein .. brötchen, wie =ein .. brot, sauren apfel, narren gefressen, braten gerochen,
      braten riechen, so ein käse,
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
      wurde befördert, beförderung, erster platz, ersten platz, erste platz, prüfung bestanden, prüfung ..
      bestanden, examen
      bestanden, test bestanden, abitur bestanden, =abi bestanden, führerschein bestanden
    `),
    except: terms(`
      zeit zu gewinnen, zeit gewinnen, höhe gewonnen, lieb gewonnen, eindruck gewonnen, oberhand gewonnen,
      gewann ..
      oberhand, überhand gewonnen, abstand gewonnen, abstand zu gewinnen, nicht bestanden, gewinnend
    `),
  },
  {
    id: "failing",
    name: "Versagen",
    article: "das Versagen",
    terms: terms(`
      durchgefallen, durchgerasselt, nicht bestanden, durch die prüfung gefallen, durch .. prüfung gefallen,
      durch die
      prüfung =fiel, durch die prüfung geflogen, durch .. prüfung geflogen, durch die *prüfung gefallen, durch
      die
      *prüfung geflogen, versagt, versag*, versager*, gescheitert, scheiter*, kündigung,
      mir .. gekündigt, wurde gekündigt, gefeuert, rausgeschmissen, wurde rausgeworfen, fristlos, wurde ..
      abgelehnt,
      hat mich abgelehnt, abgewiesen, absage bekommen, eine absage, spiel verloren, partie verloren, match
      verloren,
      gespielt und verloren, haushoch verloren, haben verloren, beim schach geschlagen, im schach geschlagen,
      haushoch
      geschlagen, vernichtend geschlagen, verlierer*
    `),
    except: terms(`
      stimme versag*, versagte .. stimme, versagten .. beine, versagte .. beine, bremsen versag*, beine versag*,
      knie versag*, kräfte versag*, nerven versag*, scheiterhaufen
    `),
  },
];
