import { type LocalSymbol, terms } from "../terms";

/** The lexicon's nature entries in German: names and the words for them. */
export const GERMAN_NATURE_SYMBOLS: LocalSymbol[] = [
  {
    id: "fire",
    name: "Feuer",
    article: "das Feuer",
    terms: terms(`
      =feuer, =feuers, *feuer, flamme, flammen, *flammen, in flammen, =brand, =brände, *brand, *brände, in
      brand, brannte, brannten, gebrannt, brennt, brennend*, abgebrannt, niedergebrannt, lichterloh, =rauch,
      rauchwolke*, *rauchwolke, qualm, qualmte, =asche, =glut, feuersbrunst, inferno, =verbrannte,
      =verbrannten, =verbrannt
    `),
    except: terms(`
      durchs feuer gehen, durchs feuer gehe, öl ins feuer, mit dem feuer spielen, mit dem feuer gespielt,
      finger verbrannt, finger verbrennen, zunge verbrannt, mund verbrannt,
      kerzen .. brannten, kerze .. brannte, kerzen .. gebrannt, kerze .. gebrannt, wunde .. gebrannt, wunde
      brannte, brannte .. wunde, augen .. gebrannt, hals .. gebrannt, haut .. gebrannt, brannte .. hals, brannte
      mir .. hals, es brannte mir, sodbrennen, =brennnessel*, =brennnesseln,
      feuer und flamme, feuer gefangen für, das feuer eröffnet, das feuer eröffneten, unter feuer, feuer
      geben, alte flamme, kerze brannte, kerzen brannten, kerze hat .. gebrannt, kerzen haben .. gebrannt,
      brannte eine kerze, brannten kerzen, brannten die kerzen, brannte die kerze, brennende kerze, brennenden
      kerzen, brennende kerzen, licht brannte, brannte licht, brannte das licht, brannte noch licht, lichter
      brannten, lampe brannte, brannten .. augen, augen brannten, brannte .. auf der haut, haut brannte, sonne
      brannte, brennende sonne, brennend heiß, brennend interess*, brennende frage, brennt mir auf der zunge,
      =sonnenbrand, weinbrand, mündungsfeuer, sperrfeuer
    `),
  },
  {
    id: "storm",
    name: "Sturm",
    article: "der Sturm",
    terms: terms(`
      sturm, =stürme, es stürmte, stürmte es, schneesturm, sandsturm, herbststurm, wintersturm, orkan*,
      hurrikan*, unwetter*, gewitter*, *gewitter, =donner, donnergrollen, donnerschlag*, es donnerte, donnerte
      es, gedonnert, =blitz, =blitze, blitzschlag, blitzeinschlag, es blitzte, blitzte es, es hat geblitzt,
      hat es geblitzt, stürmischer wind, stürmische see, stürmisches meer, stürmische nacht, stürmisches
      wetter, war stürmisch, sturmböe*, sturmflut
    `),
    except: terms(`
      sturm der entrüstung, sturm im wasserglas, im sturm erobert, sturm geklingelt, sturm klingeln, sturm
      läuten, vom donner gerührt, wie der blitz, wie vom blitz getroffen, wie ein blitz
    `),
  },
  {
    id: "tornado",
    name: "Tornado",
    article: "der Tornado",
    terms: terms(`
      tornado*, *tornado, *tornados, wirbelsturm, wirbelstürme, windhose*, taifun*, zyklon, wirbelwind
    `),
  },
  {
    id: "earthquake",
    name: "Erdbeben",
    article: "das Erdbeben",
    terms: terms(`
      erdbeben*, *erdbeben, nachbeben, seebeben, ein beben, das beben, die erde bebte, der boden bebte, die
      erde hat gebebt, der boden hat gebebt, boden bebte, erde bebte, boden wackelte, erde wackelte, boden
      schwankte, erde schwankte, alles bebte, das ganze haus bebte, der ganze boden bebte, boden zitterte,
      erde zitterte, erdstoß*, erdstöße, erdstoesse
    `),
  },
  {
    id: "volcano",
    name: "Vulkan",
    article: "der Vulkan",
    terms: terms(`
      vulkan*, *vulkan, lava, lavastrom, *lavastrom, magma, eruption*
    `),
  },
  {
    id: "apocalypse",
    name: "Weltuntergang",
    article: "der Weltuntergang",
    terms: terms(`
      weltuntergang*, apokalyps*, apokalyptisch*, endzeit*, ende der welt, ende der menschheit, untergang der
      welt, welt ging unter, welt geht unter, welt unterging, welt untergeht, jüngste gericht, jüngsten
      gericht, jüngstes gericht, armageddon, *apokalypse, weltende, meteor, meteore, meteorit*, asteroid*
    `),
    except: terms(`
      kein weltuntergang, keinen weltuntergang, nicht der weltuntergang, nicht das ende der welt, am ende der
      welt, ans ende der welt
    `),
  },
  {
    id: "sun",
    name: "Sonne",
    article: "die Sonne",
    terms: terms(`
      sonne, *sonne, sonnig*, sonnenschein, sonnenlicht, sonnenaufgang, sonnenaufgänge, sonnenuntergang,
      sonnenuntergänge, sonnenstrahl*, sonnendurchflutet*, sonnenbeschienen*
    `),
    except: terms(`
      sonnig gemüt, sonniges gemüt
    `),
  },
  {
    id: "moon",
    name: "Mond",
    article: "der Mond",
    terms: terms(`
      mond, *mond, mondlicht, mondschein, mondsichel, mondnacht, mondhell, mondbeschienen*
    `),
    except: terms(`
      hinter dem mond, hinterm mond, auf den mond schießen, form eines mondes, form eines halbmonds
    `),
  },
  {
    id: "stars",
    name: "Sterne",
    article: "die Sterne",
    terms: terms(`
      stern, sterne, sternen, sternenhimmel, sternenklar*, sternschnuppe*, galaxie*, galaxis, milchstraße,
      milchstrasse, sternbild*, komet, kometen
    `),
    except: terms(`
      drei sterne, vier sterne, fünf sterne, sterne hotel, sterne restaurant, sterne koch, sterne sehen,
      sterne gesehen
    `),
  },
  {
    id: "sky",
    name: "Himmel",
    article: "der Himmel",
    terms: terms(`
      himmel, *himmel, wolke, wolken, *wolke, *wolken, wolkig, bewölkt, wolkenlos*, wolkendecke
    `),
    except: terms(`
      himmel auf erden, vom himmel gefallen,
      um himmels willen, himmel und hölle, im siebten himmel, weiß der himmel, himmel noch mal, himmel
      nochmal, himmel herrgott, ach du lieber himmel, wolke sieben, aus allen wolken, rauchwolke, rauchwolken,
      staubwolke, staubwolken, himmelbett, betthimmel
    `),
  },
  {
    id: "darkness",
    name: "Dunkelheit",
    article: "die Dunkelheit",
    terms: terms(`
      dunkel, dunkelheit, im dunkeln, im dunklen, ins dunkle, ins dunkel, finsternis, finster, stockdunkel,
      stockfinster, zappenduster, stockduster, war duster, ganz duster, so duster, alles schwarz, schwarz
      wurde, wurde schwarz, pechschwarze nacht, pechschwarz war, dunkle nacht, dunklen nacht, dunkler raum,
      dunklen raum, dunklen keller, dunkler keller, dunklen flur, dunkler flur, dunklen gang, dunkler gang,
      dunklen wald, dunkler wald
    `),
    except: terms(`
      im dunkeln tappen, im dunkeln getappt, tappte .. im dunkeln, tappten .. im dunkeln,
      dunkel gekleidet, dunkel angezogen, dunkel .. erinnern, dunkel .. erinnert, haare waren dunkel, finster
      an, finster drein, finstere miene, finsteren blick, finster geschaut, finster geguckt, mir wurde schwarz
      vor augen
    `),
  },
  {
    id: "light",
    name: "Helles Licht",
    article: "das helle Licht",
    terms: terms(`
      helles licht, hellen licht, hellem licht, grelles licht, grellen licht, grellem licht, gleißend*,
      gleissend*, weißes licht, weißen licht, weißem licht, strahlendes licht, strahlenden licht, goldenes
      licht, goldenen licht, blendend*, geblendet, blendete, leuchtend*, leuchtete, leuchteten, geleuchtet,
      glühte, glühten, geglüht, glitzer*, schimmerte, schimmerten, polarlicht*, nordlicht*, überbelichtet,
      lichtblitz*, heller als vorher, hell erleuchtet, lichtschein, licht am ende, lichtkugel*, leuchtkugel*,
      lichtsäule, heller schein, hellen schein
    `),
    except: terms(`
      blendend aus, blendend gelaunt, blendende laune, leuchtend rot, leuchtend gelb, leuchtend grün,
      leuchtend blau, leuchtend orange, glitzerkleid, augen leuchteten, leuchteten .. augen, augen glühten,
      glühten .. wangen, wangen glühten, gesicht glühte, ohren glühten, leuchtende augen, leuchtenden augen,
      leuchtete .. auf, leuchteten .. auf, leuchtete rot, leuchtete grün, leuchtete gelb, leuchtete blau,
      leuchteten rot, leuchteten grün, handy leuchtete, display leuchtete, bildschirm leuchtete
    `),
  },
];
