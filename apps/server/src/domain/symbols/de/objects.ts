import { type LocalSymbol, terms } from "../terms";

/** The lexicon's object entries in German: names and the words for them. */
export const GERMAN_OBJECTS_SYMBOLS: LocalSymbol[] = [
  {
    id: "clothes",
    name: "Kleidung",
    article: "die Kleidung",
    terms: terms(`
      =kleidung, =kleider, =kleid, =kleides, =kleidern, *kleid, *kleider, *kleidern, =klamotten, =gewand,
      =gwand, =outfit, =hemd, =hemden, =hemdes, *hemd, *hemden, =shirt, =shirts, =jacke, =jacken, *jacke,
      *jacken, =mantel, =mäntel, =mänteln, *mantel, *mäntel, *mänteln, =anzug, =anzüge, =anzügen, *anzug,
      *anzüge, *anzügen, =hose, =hosen, *hose, *hosen, =schürze, =schürzen, *schürze, =uniform, =uniformen,
      *uniform, =kittel, *kittel, =tracht, =trachten, =dirndl, =lederhose, =lederhosen, =kostüm, =kostüme,
      *kostüm, =pullover, =pulli, =pullis, =strickpulli, =bluse, =blusen, =weste, *weste, =westen,
      =warnwesten,
      =schwimmwesten, =rettungswesten, =strickwesten, =lederwesten, =mütze, =mützen, *mütze, =hut,
      =hüte, =strohhut, =sonnenhut, =kopftuch,
      =kopftüchern, =schal, =krawatte, =krawatten, =fliege =umgebunden, =socken, =strümpfe, =strumpf,
      *strümpfe, =strumpfhose, =handschuhe, =handschuh, =jeans, =minirock, =faltenrock, =bikini,
      =badeanzug, =badehose, =umhang, =umhänge, =cape, =overall, =hoodie, =trenchcoat, =sakko, =blazer,
      =unterhemd, =unterwäsche, =unterhose, =nachthemd, =morgenmantel, =bademantel, =bademänteln, =tunika,
      =gewänder, =robe, =talar, =regenjacke, =anorak, =parka, =poncho, =kapuzenpulli, =trikot, =tutu,
      =smoking, =frack, =brautkleid, =abendkleid, =angezogen =hatte, =anhatte, =anhatten
    `),
    except: terms(`
      =in =die =hose, =in =der =hose, =hose =voll, =windhose, =windhosen, =wasserhose, =wasserhosen,
      =deckmantel, =schlafanzug, =schlafanzügen, =schlafanzüge, =schlafanzug, =tracht =prügel,
      =weiße =weste, =reine =weste, =auf =der =hut, =schal =schmeckte, =kleider =machen =leute,
      =mantel =des =schweigens, =im =westen, =in =den =westen, =nach =westen, =von =westen, =der =westen,
      =den =westen, =dem =westen, =richtung =westen, =gen =westen, =wilden =westen, =federkleid,
      =schuppenkleid
    `),
  },
  {
    id: "shoes",
    name: "Schuhe",
    article: "die Schuhe",
    terms: terms(`
      =schuh, =schuhe, =schuhen, =schuhs, *schuh, *schuhe, *schuhen, =stiefel, =stiefeln, *stiefel,
      *stiefeln, =barfuß, =barfuss, =sandalen, =sandale, =sandaletten, =latschen, =pantoffeln, =pantoffel,
      =slipper, =sneaker, =sneakers, =schlappen, =flip =flops, =flipflops, =high =heels, =pumps, =crocs,
      =schnürsenkel, =schuhsohle, =stöckelschuhe, =clogs, =holzschuhe, =espadrilles
    `),
    except: terms(`
      handschuh, handschuhe, handschuhen, =in =seinen =schuhen, =in =ihren =schuhen, =in =deinen =schuhen,
      =drückt =der =schuh, =in =die =schuhe =schieben, =stiefel =bier
    `),
  },
  {
    id: "weapon",
    name: "Waffe",
    article: "die Waffe",
    terms: terms(`
      =waffe, =waffen, *waffe, *waffen, =pistole, =pistolen, *pistole, =gewehr, =gewehre, =gewehren,
      *gewehr, *gewehre, =revolver, =messer, =messern, =messers, *messer, *messern, =schwert, =schwerter,
      =schwertern, =dolch, =dolche, =säbel, =degen, =axt, =äxte, =beil, =machete, =klinge, =klingen,
      =speer, =speere, =lanze, =lanzen, =piken, =pike, =hellebarde, =knarre, =flinte, =schrotflinte,
      =maschinengewehr, =kalaschnikow, =sturmgewehr, =armbrust, =pfeil =und =bogen, =granate,
      =handgranate, =munition, =brieföffner, =baseballschläger, =schlagstock, =colt, =katana, =kanone
    `),
    except: terms(`
      messer und gabel, gabel und messer, mit messer und gabel,
      =durchmesser, =brotmesser, =buttermesser, =obstmesser, =über =die =klinge, =flinte =ins =korn,
      =waffenstillstand, =zeitmesser, =gasmesser, =wasserpistole, =wasserpistolen, =spritzpistole,
      =heißklebepistole, =klebepistole, =unter =aller =kanone
    `),
  },
  {
    id: "computer",
    name: "Computer",
    article: "der Computer",
    terms: terms(`
      =computer, =computern, =computers, *computer, =laptop, =laptops, =notebook, =pc, =rechner,
      =bildschirm, =bildschirme, =bildschirmen, =monitor, =monitore, =tastatur, =internet, =passwort,
      =passwörter, =tablet, =ipad, =bluescreen, =festplatte, =mauszeiger, =computerbildschirm
    `),
    except: terms(`
      =fernsehbildschirm, =taschenrechner
    `),
  },
  {
    id: "photograph",
    name: "Foto",
    article: "das Foto",
    terms: terms(`
      foto*, *foto, *fotos, photo*, =kamera, =kameras, *kamera, =schnappschuss, =schnappschüsse,
      =polaroid, =polaroids, =selfie, =selfies, =passbild, =ultraschallbild, =ultraschallbilder,
      =ultraschallbildern, =porträtfoto, =knipste, =geknipst, =diaprojektor, =fotoalbum, =album =mit
      =bildern, =familienbild, =familienbilder, =hochzeitsbild,
      =klassenfoto
    `),
    except: terms(`
      =fotosynthese, =fotografisches =gedächtnis, =photoshop, =wie =auf .. foto*, =wie =auf .. =bildern
    `),
  },
  {
    id: "mask",
    name: "Maske",
    article: "die Maske",
    terms: terms(`
      maske*, *maske, *masken, =maskiert, =maskierte, =maskierter, =maskierten, =vermummt, =vermummte,
      =vermummter, =vermummten, =sturmhaube, =sturmhauben, =verkleidet, =verkleidete, =verkleideter,
      =verkleideten, =verkleidung, =verkleidungen
    `),
    except: terms(`
      Sauerstoffmasken, Sauerstoffmaske, Taucherbrille, Tauchermaske,
      =mit =holz =verkleidet, =holzverkleidung, =maskenpflicht
    `),
  },
  {
    id: "box",
    name: "Kiste",
    article: "die Kiste",
    terms: terms(`
      =kiste, =kisten, *kiste, *kisten, =karton, =kartons, =kartonschachtel, =schachtel, =schachteln,
      *schachtel, *schachteln, =paket, =pakete, =paketen, =pakets, =päckchen, =postpaket, =truhe, =truhen,
      *truhe, =tresor, =tresore, =tresoren, =geldschrank, =schatulle, =kästchen, =schmuckkästchen,
      =schatzkiste, =schatztruhe, =einen =schatz, =den =schatz, =der =schatz, =ein =schatz, =schätze
    `),
    except: terms(`
      =alte =schachtel, =aus =dem =karton =gegessen, =bist =ein =schatz, =ist =ein =schatz, =so =ein
      =schatz, =glotzkiste, =klapperkiste, =kühltruhe,
      =kühltruhen, =gefriertruhe, =sparpaket, =maßnahmenpaket, =rettungspaket, =kiste =bier, =kasten =bier
    `),
  },
  {
    id: "broken-glass",
    name: "Zerbrochenes Glas",
    article: "das zerbrochene Glas",
    terms: terms(`
      zersplitter*, =scherben, *scherben, =scherbe, *scherbe, =glassplitter, =glasplitter,
      =splitterndes, =splitterte, =splitterten, =gesplittert, zerbroch glas, zerbroch scheib, zerbroch
      spiegel, zerbroch flasch, zerbroch vas, =kaputte =scheibe, =kaputten =scheibe, =kaputtes =glas,
      =eingeschlagene =scheibe, =eingeschlagenen =scheibe, =glas =zerbrach, =glas =zerbricht, =glas
      =zerbrochen, =glas =ist =zerbrochen, =glas =zersprang, =glas =zersprungen, =glas =zerplatzt, =glas
      =zerplatzte, =glas =barst, =glas =klirrte =zu =boden, =scheibe =zerbrach, =scheibe =zersprang,
      =scheibe =zersprungen, =scheibe =zerplatzte, =scheibe =zerplatzt, =scheibe =barst, =scheiben
      =zerbrachen, =scheiben =zersprangen, =scheiben =zerplatzten, =spiegel =zerbrach, =spiegel
      =zerbrochen, =spiegel =zersprang, =spiegel =zersprungen, =spiegel =zerplatzt, =spiegel
      =zerplatzte, =spiegel =barst, =scheibe =ging =zu =bruch, =glas =ging =zu =bruch, =sprung =in =der
      =scheibe, =sprung =im =glas, =sprung =im =spiegel, =riss =in =der =scheibe, =riss =im =glas, =riss
      =im =spiegel, =risse =im =glas, =risse =in =der =scheibe, =scheibe =hatte =einen =sprung, =scheibe
      =hatte =risse
    `),
    except: terms(`
      =scherbenhaufen, =vor =einem =scherbenhaufen, =scherben =bringen =glück, =scherben =zusammenkehren
      =müssen
    `),
  },
  {
    id: "candle",
    name: "Kerze",
    article: "die Kerze",
    terms: terms(`
      =kerze, =kerzen, *kerze, *kerzen, kerzen*, =taschenlampe, =taschenlampen, =stirnlampe, =stirnlampen,
      =laterne, =laternen, *laterne, *laternen, =fackel, =fackeln, *fackel, =öllampe, =öllampen,
      =petroleumlampe, =windlicht, =windlichter, =teelicht, =teelichter, =grablicht, =grablichter,
      =kerzenlicht, =kerzenschein, =leuchter, =kerzenleuchter, =kandelaber, =sturmlaterne
    `),
    except: terms(`
      =kerzengerade, =kerzengeraden, =zündkerze, =zündkerzen, =straßenlaterne, =straßenlaternen,
      =laternenpfahl, =kronleuchter
    `),
  },
];
