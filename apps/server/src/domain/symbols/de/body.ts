import { type LocalSymbol, terms } from "../terms";

/** The lexicon's body entries in German: names and the words for them. */
export const GERMAN_BODY_SYMBOLS: LocalSymbol[] = [
  {
    id: "teeth",
    name: "Zähne",
    article: "die Zähne",
    terms: terms(`
      =zaehne, =zaehnen, zahn, zähne, zähnen, *zahn, *zähne, *zähnen, zähneputz*, zähne geputzt, zahnfleisch,
      zahnlücke*, zahnspange, =gebiss, backenzahn, weisheitszahn
    `),
    except: terms(`
      löwenzahn, zähne zusammen*, zähne .. zusammengebissen, biss .. zähne zusammen, bis an die zähne,
      zahn zulegen, =einen =zahn =zu*, zahn der zeit, sägezahn, =zahnrad
    `),
  },
  {
    id: "hair",
    name: "Haare",
    article: "die Haare",
    terms: terms(`
      haar, haare, haaren, *haar, *haare, *haaren, haarschnitt, frisur, frisuren, friseur, friseurin, frisör,
      frisörin, glatze, glatzköpfig, kahlköpfig, kahl rasiert, kahlrasiert, =bart, =bärte, =bärten, vollbart,
      schnauzbart, schnauzbärte, schnurrbart, kinnbart, ziegenbart, perücke, perücken, zopf, zöpfe,
      pferdeschwanz, haarausfall, haarbüschel, haarsträhne*, =strähne, =strähnen, dreadlocks
    `),
    except: terms(`
      nackenhaar*, um ein haar, haar in der suppe, kein gutes haar, haare .. zu berge, haare raufen,
      haare rauf*, an den haaren herbeigezogen, aufs haar, *haare .. aufgestellt, stellten sich .. haare,
      standen .. haare .. berge
    `),
  },
  {
    id: "blood",
    name: "Blut",
    article: "das Blut",
    terms: terms(`
      =blut, =blutes, =bluts, blutig, blutete, bluteten, blutet, geblutet, blutend*, blutverschmiert*,
      blutüberströmt*, blutlache*, blutspur*, blutfleck*, nasenbluten
    `),
    except: terms(`
      blut .. in den kopf, blut .. ins gesicht, blut geleckt, blut und wasser, ruhig blut, böses blut,
      blaues blut, blut in den adern, blut gefror, blut stockte, blut gerann, herzblut, fleisch und blut
    `),
  },
  {
    id: "injury",
    name: "Verletzung",
    article: "die Verletzung",
    terms: terms(`
      verletzung, verletzungen, verletzt, verletzte, verletzten, schwerverletzt*, =wunde, =wunden, *wunde,
      verwundet*, bein gebrochen, arm gebrochen, hand gebrochen, nase gebrochen, fuß gebrochen,
      knöchel gebrochen, handgelenk gebrochen, rippen gebrochen, gebrochenes bein, gebrochenen bein,
      gebrochener arm, gebrochenen arm, knochenbruch, beinbruch, armbruch, zerkratzt*, verstaucht*, prellung,
      prellungen, platzwunde, schnittwunde, mich geschnitten, sich geschnitten, schnitt mich, gips, humpel*,
      blaue flecken, blauen fleck, angeschossen, beule
    `),
    except: terms(`
      so verletzt, zutiefst verletzt, tief verletzt, gekränkt und verletzt, verletzt und gekränkt,
      fühlte mich .. verletzt, fühlte sich .. verletzt, verletzt gefühlt, gefühle verletzt, verletzte gefühle,
      verletzten gefühle, gleichzeitig .. verletzt, ehre verletzt, stolz verletzt, regeln verletzt,
      hals- und beinbruch
    `),
  },
  {
    id: "illness",
    name: "Krankheit",
    article: "die Krankheit",
    terms: terms(`
      krank, kranke, kranken, kranker, krankes, *krank, krankheit, krankheiten, erkrankt*, fieber, fiebrig,
      grippe, erkältet, erkältung, =krebs, tumor, virus, seuche, pest, infektion, infiziert, mich übergeben,
      sich übergeben, übergab mich, übergab sich, erbrochen, erbrach, kotzen, kotzte, gekotzt, *entzündung,
      herzinfarkt, schlaganfall, pocken, =masern, chemotherapie
    `),
    except: terms(`
      krank vor, macht mich krank, machte mich krank, zum kotzen, kotzen vor, virus auf dem computer,
      virus auf dem laptop, virus auf meinem, wie die pest
    `),
  },
  {
    id: "voice",
    name: "Stimme verloren",
    article: "der Verlust der Stimme",
    terms: terms(`
      stimme weg, stimme war weg, stimme ist weg, stimme war .. weg, stimme ist .. weg, keine stimme,
      ohne stimme, stimme versagt*, stimme versagte, stimme gehorchte nicht, stimme blieb weg,
      stimme .. nicht gehorcht, es kam kein laut, kam kein laut, kein laut heraus, kein laut raus,
      keinen laut heraus, keinen laut raus, aber es kam kein ton, keinen ton heraus, keinen ton raus,
      kein ton heraus, kein ton raus, brachte keinen ton, kein wort heraus, kein wort raus, keinen satz raus*,
      brachte kein wort, bekam kein wort, konnte kein wort sagen, konnte nicht schreien, konnte nicht rufen,
      konnte nicht sprechen, konnte nicht antworten, konnte =nichts sagen, konnte nicht mehr sprechen,
      konnte nicht mehr schreien, konnte nicht reden, nicht schreien konnte, nicht sprechen konnte,
      nicht rufen konnte, schrei blieb .. im hals, stumm geworden, kam =nichts heraus, kam =nichts raus
    `),
  },
  {
    id: "eyes",
    name: "Augen und Sehen",
    article: "die Augen",
    terms: terms(`
      blind, blinde, blinden, blinder, erblindet*, blindheit, augenbinde, verbundenen augen, augen verbunden,
      =nichts mehr sehen, =nichts mehr gesehen, sah =nichts mehr, konnte =nichts sehen,
      konnte =nichts mehr sehen, konnte kaum etwas sehen, weg nicht mehr gesehen, weg nicht mehr sehen,
      hand vor augen, hand vor den augen
    `),
    except: terms(`
      blind date, blinder fleck, blinden fleck, blinder passagier, blinder alarm, blind vertrau*, blind vor,
      blindes vertrauen, blindes huhn, blinde kuh
    `),
  },
  {
    id: "paralysis",
    name: "Schlafparalyse",
    article: "die Schlafparalyse",
    terms: terms(`
      schlafparalyse, schlaflähmung, schlafstarre, gelähmt, lähmung, bett .. konnte mich nicht bewegen,
      bett .. konnte mich nicht rühren, etwas schweres auf meiner brust, auf meiner brust saß etwas,
      gewicht auf meiner brust, druck auf meiner brust, augen nicht aufmachen, augen nicht öffnen
    `),
    except: terms(`
      wie gelähmt, vor angst gelähmt, gelähmt vor
    `),
  },
  {
    id: "aging",
    name: "Altern",
    article: "das Altern",
    terms: terms(`
      gealtert, alterte, alterten, =altern, =alt geworden, =älter geworden, uralt geworden, steinalt geworden,
      ergraut, haare .. grau geworden, haar .. grau geworden, graue haare bekommen, weiße haare bekommen,
      auf einmal graue haare, hatte .. auf einmal graue haare, auf einmal lauter graue haare,
      auf einmal weiße haare, hatte .. auf einmal weiße haare, auf einmal lauter weiße haare,
      auf einmal schneeweiße haare, hatte .. auf einmal schneeweiße haare,
      auf einmal lauter schneeweiße haare, plötzlich graue haare, hatte .. plötzlich graue haare,
      plötzlich lauter graue haare, plötzlich weiße haare, hatte .. plötzlich weiße haare,
      plötzlich lauter weiße haare, plötzlich schneeweiße haare, hatte .. plötzlich schneeweiße haare,
      plötzlich lauter schneeweiße haare, lauter falten, voller falten, falten im gesicht, faltig*, runzlig*,
      runzelig*
    `),
  },
];
