import { type LocalSymbol, terms } from "../terms";

/** The lexicon's animal entries in German: names and the words for them. */
export const GERMAN_ANIMALS_SYMBOLS: LocalSymbol[] = [
  {
    id: "dog",
    name: "Hund",
    article: "der Hund",
    terms: terms(`
      hund, hunde, hunden, hundes, *hund, *hunde, *hunden, hündin, hündchen, welpe, welpen, dackel, mops, möpse,
      pudel, bernhardiner, labrador, terrier, dobermann, rottweiler, husky, =köter, töle, kläffer, bellen,
      bellte,
      bellten, gebellt, bellt, bellend*, kläffte, gekläfft, gassi
    `),
    except: terms(`
      auf den hund gekommen, auf den hund kommen, liegt der hund begraben, da liegt der hund, seehund*,
      schweinehund*, =schlosshund, begossener pudel, begossene pudel, bellte .. befehle
    `),
  },
  {
    id: "cat",
    name: "Katze",
    article: "die Katze",
    terms: terms(`
      katze, katzen, *katze, *katzen, kätzchen, =kater, mieze, miezekatze, miau*, schnurrte, schnurrt,
      geschnurrt
    `),
    except: terms(`
      katze aus dem sack,
      katze im sack, raubkatze*, großkatze*, mit einem kater, mit kater, einen kater hatte, hatte einen kater,
      ordentlichen kater, muskelkater, =kater .. aufgewacht
    `),
  },
  {
    id: "horse",
    name: "Pferd",
    article: "das Pferd",
    terms: terms(`
      pferd, pferde, pferden, pferdes, pony, ponys, fohlen, =stute, =stuten, hengst, hengste, gaul, =ross,
      =rosse,
      galopp*, *galoppiert, *galoppierte
    `),
    except: terms(`
      auf das falsche pferd, aufs falsche pferd, keine zehn pferde, ross und reiter, hoch zu ross, kurzen pony,
      kurzer pony, schiefen pony, pony geschnitten, den pony, mit pony, ihr pony, sein pony
    `),
  },
  {
    id: "bird",
    name: "Vogel",
    article: "der Vogel",
    terms: terms(`
      =voegel, =voegeln, =moewe, =moewen,
      vogel, vögel, vögelchen, raubvogel, raubvögel, greifvogel, greifvögel, singvogel, singvögel, riesenvogel,
      riesenvögel, wasservogel, wasservögel, kanarienvogel, amsel, amseln, rabe, raben, krähe, krähen, adler,
      eule,
      eulen, uhu, =eine =taube, =weiße =taube, *taube, *tauben, tauben gefüttert, tauben füttern, papagei,
      papageien, wellensittich*, sittich*,
      möwe, möwen, spatz, spatzen, meise, meisen, schwalbe, schwalben, storch, störche, geier, falke, falken,
      specht,
      rotkehlchen, elster, elstern, =ente, =enten, entchen, schwan, schwäne, kolibri, pfau, pfauen, flamingo*,
      fink, finken, kranich, kraniche, =reiher, tauben flogen, tauben gurrten, taubenschlag, gezwitscher,
      zwitscherte, zwitscherten, zwitschern
    `),
    except: terms(`
      einen vogel gezeigt, den vogel gezeigt, einen vogel zeigen, zeigte .. einen vogel, hast einen vogel, hat
      einen
      vogel, hast du einen vogel, den vogel abgeschossen, vogel abgeschossen, =mein =spatz, =mein =spätzchen,
      eine
      meise haben, hast eine meise, hat eine meise, hast du eine meise, =betäuben, =betäube, =betaeuben
    `),
  },
  {
    id: "fish",
    name: "Fisch",
    article: "der Fisch",
    terms: terms(`
      =fisch, =fische, =fischen, =fisches, =fischlein, =fischchen, *fisch, *fische, goldfisch, wal, wale, walen,
      buckelwal, blauwal,
      pottwal, killerwal, schwertwal, orca, orcas, delfin, delfine, delfinen, delphin, delphine, qualle,
      quallen,
      krake, kraken, oktopus, tintenfisch, forelle, forellen, karpfen, hecht, =aal, =aale
    `),
    except: terms(`
      butter bei die fische,
      haifisch*, *haifisch, *haifische, fischen gehen, fischen gegangen, fische im sternzeichen, =walfang
    `),
  },
  {
    id: "butterfly",
    name: "Schmetterling",
    article: "der Schmetterling",
    terms: terms(`
      schmetterling, schmetterlinge, schmetterlingen, =falter, *falter, motte, motten, raupe, raupen, kokon,
      kohlweißling, zitronenfalter, nachtfalter
    `),
    except: terms(`
      schmetterlinge im bauch, schmetterlinge .. im bauch, planierraupe
    `),
  },
  {
    id: "pet",
    name: "Haustier",
    article: "das Haustier",
    terms: terms(`
      haustier, haustiere, haustieren, hamster, goldhamster, kaninchen, =hase, =hasen, häschen, meerschweinchen,
      wellensittich*, papagei, papageien, schildkröte, schildkröten, mein tier, unser tier, kanarienvogel,
      frettchen
    `),
    except: terms(`
      =mein =häschen
    `),
  },
  {
    id: "farm-animals",
    name: "Nutztiere",
    article: "die Nutztiere",
    terms: terms(`
      =huehner, =kuehe, =gaense,
      kuh, kühe, kühen, =rind, =rinder, =rindern, ochse, ochsen, stier, stiere, kalb, kälber, schwein, schweine,
      schweinen, ferkel, schaf, schafe, schafen, *schaf, *schafe, lamm, lämmer, ziege, ziegen, geiß, zicklein,
      huhn,
      hühner, hühnern, henne, hennen, =hahn, küken, gans, gänse, esel, eseln, truthahn, pute, puten,
      hühnerstall, kuhstall, schweinestall, ziegenstall, schafstall, hühnerhof, kuhweide, schafherde, schäfer,
      muhte, muhten,
      gackerte, gackerten
    `),
    except: terms(`
      aus dem =hahn,
      mein schwein pfeift, mit den hühnern,
      schwein gehabt, schwein haben, schwein hatte, armes schwein, =schweinehund, innerer schweinehund, =den
      =hahn
      =auf*, =den =hahn =zu*, hahn aufgedreht, hahn zugedreht, =am =hahn, blindes huhn, dummes huhn, dumme gans,
      dummen gans, alberne gans, =du =esel, =alter =esel, sündenbock, =schafskopf
    `),
  },
  {
    id: "snake",
    name: "Schlange",
    article: "die Schlange",
    terms: terms(`
      schlange, schlangen, *schlange, *schlangen, kobra, kobras, =viper, =vipern, python, pythons, natter,
      nattern,
      kreuzotter, boa, anakonda, klapperschlange
    `),
    except: terms(`
      Luftschlangen, Luftschlange, Schlange immer länger,
      in der schlange, in einer schlange, schlange stehen, schlange standen, schlange stand, stand .. schlange,
      standen .. schlange, stehe .. schlange, lange schlange, lange schlangen, schlange an der kasse,
      warteschlange*, menschenschlange*, autoschlange*
    `),
  },
  {
    id: "spider",
    name: "Spinne",
    article: "die Spinne",
    terms: terms(`
      =spinne, =spinnen, *spinne, *spinnen, spinnweb*, spinnennetz*, spinnenbein*, tarantel, taranteln,
      weberknecht
    `),
    except: terms(`
      ich spinne, =spinne =ich, du spinnst, die spinnen doch, ihr spinnt, dass ich spinne, ob ich spinne
    `),
  },
  {
    id: "insects",
    name: "Insekten",
    article: "die Insekten",
    terms: terms(`
      insekt*, käfer, ameise*, *ameise, *ameisen, kakerlake*, made, maden, wurm, würmer, regenwurm, regenwürmer,
      mücke, mücken, moskito*, =gelse, =gelsen, =flöhe, =ein =floh, =einen =floh, laus, läuse, zecke, zecken,
      heuschrecke*, termite*,
      libelle, libellen, wanze, wanzen, ungeziefer, krabbeltier*, =eine =fliege, =die =fliege, stubenfliege*,
      schmeißfliege*,
      =lauter =fliegen, =voller =fliegen, schwarm =fliegen, schwarm von =fliegen, =fliegen summ*
    `),
    except: terms(`
      laus über die leber, der wurm drin, bücherwurm, =ohrwurm
    `),
  },
  {
    id: "bees",
    name: "Bienen",
    article: "die Bienen",
    terms: terms(`
      biene*, *biene, *bienen, wespe*, *wespe, *wespen, hornisse*, hummel, hummeln, imker, imkerin, bienenstock,
      bienenkorb, bienenschwarm
    `),
    except: terms(`
      bienenstich, fleißiges bienchen, fleißige biene, =bienchen =und =blümchen
    `),
  },
  {
    id: "rodent",
    name: "Ratten und Mäuse",
    article: "die Ratten und Mäuse",
    terms: terms(`
      =ratte, =ratten, *ratte, *ratten, rattenplage, maus, mäuse, mäusen, mäuschen, feldmaus, spitzmaus,
      hausmaus, nagetier*, nager
    `),
    except: terms(`
      beißt die maus,
      wasserratte*, leseratte*, landratte*, mit der maus, maus geklickt, mit der maus geklickt, meine maus,
      =mausi,
      computermaus, die maus .. klick*
    `),
  },
];
