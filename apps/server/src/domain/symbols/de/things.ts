import { type LocalSymbol, terms } from "../terms";

/** The lexicon's things entries in German: names and the words for them. */
export const GERMAN_THINGS_SYMBOLS: LocalSymbol[] = [
  {
    id: "money",
    name: "Geld",
    article: "das Geld",
    terms: terms(`
      =geld, =geldes, *geld, =münze, =münzen, *münze, *münzen, =geldstück, =geldstücke, =geldschein,
      =geldscheine, =geldscheinen, =banknote, =banknoten, =euro, =euros, =franken, =dollar, =dollars, =cent,
      =schilling, =portemonnaie, =portmonee, =portemonee, =geldbörse, =geldbeutel, =brieftasche, =moneten,
      =zaster, =kohle =verdient, =bargeld, =kleingeld, =jackpot, =lottogewinn, =millionär, =millionärin,
      =millionen =euro, =schulden, =scheck, =hunderter, =geldbündel, =goldmünzen, =goldmünze,
      =goldtaler, =taler
    `),
    except: terms(`
      es ging um geld, in franken, aus franken, nach franken, zeit ist geld, =geld =wie =heu
    `),
  },
  {
    id: "phone",
    name: "Telefon",
    article: "das Telefon",
    terms: terms(`
      telefon*, *telefon, *telefone, =handy, =handys, *handy, =smartphone, =smartphones, =iphone, =natel,
      =anruf, =anrufe, =anrufen, =anzurufen, =angerufen, =rief =mich =an, =rief =ihn =an, =rief =sie =an,
      =rief =uns =an, =ruft =mich =an, =ruft =an, =rufe =an, =sms, =whatsapp, =sprachnachricht,
      =sprachnachrichten, =textnachricht, =textnachrichten, =videoanruf, =facetime, =mailbox,
      =anrufbeantworter, =telefonhörer, =hörer =abgenommen, =klingelton, =simst, =simste, =gesimst
    `),
    except: terms(`
      =götter =anrufen
    `),
  },
  {
    id: "keys",
    name: "Schlüssel",
    article: "die Schlüssel",
    terms: terms(`
      =schluessel, =schluesseln, =schluesselbund,
      =schlüssel, =schlüsseln, =schlüssels, *schlüssel, *schlüsseln, =schlüsselbund, =schlüsselbunde,
      =schlüsselanhänger, =schlüsselbrett, =schlüsselring, =schlüsselkarte
    `),
    except: terms(`
      notenschlüssel, schraubenschlüssel, violinschlüssel, bassschlüssel, =schlüssel =zum =erfolg,
      =schlüssel =zum =glück, =verteilerschlüssel
    `),
  },
  {
    id: "mirror",
    name: "Spiegel",
    article: "der Spiegel",
    terms: terms(`
      =spiegel, =spiegeln, =spiegels, *spiegel, =spiegelbild, =spiegelbilder, =spiegelbildes, =spiegelung,
      =spiegelkabinett, =spiegelsaal, =spiegelscherben, =spiegelschrank, =spiegeltür, =spiegel =zerbrach,
      =spiegel =zerbrochen, =spiegel =zersprang, =spiegel =zersprungen, =spiegel =zerplatzt, =spiegel
      =zerplatzte, =spiegel =barst, zerbroch spiegel, =sprung =im =spiegel, =riss =im =spiegel
    `),
    except: terms(`
      wasserspiegel, meeresspiegel, grundwasserspiegel, alkoholspiegel, blutspiegel, hormonspiegel,
      zuckerspiegel, =der =spiegel =berichtet, =im =spiegel =gelesen, =spiegel =online, =spiegel =vorhalten
    `),
  },
  {
    id: "clock",
    name: "Uhr",
    article: "die Uhr",
    terms: terms(`
      =die =uhr, =der =uhr, =die =uhren, =den =uhren, =der =uhren, =eine =uhr, =einer =uhr, =meine =uhr,
      =meiner =uhr, =seine =uhr, =seiner =uhr, =ihre =uhr, =ihrer =uhr, =alle =uhren, =uhren, =keine =uhr,
      alt uhr, groß uhr, riesig uhr, gold uhr, goldene uhr, kaputt uhr, =kleine =uhr, =armbanduhr,
      =armbanduhren, =wanduhr, =wanduhren, =sanduhr, =sanduhren, =standuhr, =taschenuhr, =kuckucksuhr,
      =turmuhr, =kirchturmuhr, =bahnhofsuhr, =küchenuhr, =stoppuhr, =pendeluhr, =digitaluhr, =funkuhr,
      =smartwatch, =wecker, =weckers, =zifferblatt, =uhrzeiger, =stundenzeiger, =minutenzeiger, =ticken,
      =tickte, =tickten, =tickende, =tickenden, =tick =tack, =countdown, =timer, =uhrwerk
    `),
    except: terms(`
      rund um die uhr, gegen die uhr, =die =uhr =tickt, =wecker .. =geklingelt, =wecker =klingelte,
      =wecker =klingelt, =wecker =ging, =wecker =hat =geklingelt, =wecker =gestellt, =weckerklingeln,
      =tickt =nicht =richtig, =tickst =du
    `),
  },
  {
    id: "bag",
    name: "Tasche",
    article: "die Tasche",
    terms: terms(`
      =tasche, =taschen, *tasche, *taschen, =rucksack, =rucksäcke, =rucksäcken, *rucksack, =tüte, =tüten,
      *tüte, *tüten, =ranzen, =schulranzen, =aktenkoffer, =jutebeutel, =stoffbeutel, =turnbeutel,
      =beutel, =sporttasche, =handtasche, =umhängetasche, =seesack, =einkaufstüte
    `),
    except: terms(`
      hosentasche, hosentaschen, jackentasche, jackentaschen, manteltasche, manteltaschen, westentasche,
      brusttasche, brieftasche, eistüte, gesäßtasche, maultasche, maultaschen, teigtasche, teigtaschen,
      apfeltasche, =in =der =tasche =haben, =sieg =in =der =tasche, =kängurubeutel,
      =teebeutel, =geldbeutel
    `),
  },
  {
    id: "book",
    name: "Buch",
    article: "das Buch",
    terms: terms(`
      =buch, =buches, =buchs, =bücher, =büchern, *buch, *bücher, *büchern, =büchlein, =bibliothek,
      =bibliotheken, =bücherei, =buchhandlung, =buchladen, =bibel, =lexikon,
      =heft, =hefte, =heften, =schulheft, =notizblock, =buchseite, =buchseiten, =buchdeckel, =buchrücken,
      =wälzer, =schmöker, =märchenbuch, =tagebuch, =tagebücher
    `),
    except: terms(`
      =traumtagebuch, =traumtagebuchs, =traumtagebücher, =traumbuch, =traumjournal,
      =offenes =buch, =offenen =buch, =buch =führen, =buch =geführt, =im =buche, =das =heft =in =der =hand,
      =heft =in =die =hand, =drehbuch, =sparbuch, =grundbuch, =fahrtenbuch, =hausbuch, =kursbuch
    `),
  },
  {
    id: "letter",
    name: "Brief",
    article: "der Brief",
    terms: terms(`
      =brief, =briefe, =briefen, =briefes, *brief, *briefe, =briefumschlag, =briefumschläge, =kuvert,
      =kuverts, =couvert, =couverts, =umschlag =gesteckt, =e =mail, =e =mails, =email, =emails, =mail,
      =mails, =postkarte, =postkarten, =ansichtskarte, =telegramm, =liebesbrief, =abschiedsbrief,
      =postbote, =postbotin, =briefträger, =briefträgerin, =post =bekommen, =post =gekommen
    `),
    except: terms(`
      brief und siegel,
      =steckbrief, =fahrzeugbrief, =freibrief, =adelsbrief
    `),
  },
  {
    id: "gift",
    name: "Geschenk",
    article: "das Geschenk",
    terms: terms(`
      =geschenk, =geschenke, =geschenken, =geschenks, *geschenk, *geschenke, *geschenken, =geschenkt,
      =schenkte, =schenkten, =schenken, =schenkt, =schenke, =geschenkpapier, =geschenkpaket,
      =geschenkkorb, =präsent, =präsente, =mitbringsel
    `),
    except: terms(`
      =schenkte .. =ein, =schenkt .. =ein, =schenkten .. =ein, =schenke .. =ein, =nichts =geschenkt,
      =aufmerksamkeit =schenken, =aufmerksamkeit =geschenkt, =aufmerksamkeit =schenkte, =beachtung
      =schenken, =beachtung =geschenkt, =glauben =schenken, =glauben =geschenkt, =vertrauen =schenken,
      =vertrauen =geschenkt, =gehör =schenken, =leben =geschenkt, =das =leben =schenken, =ein =lächeln
      =schenkte, =ein =lächeln =geschenkt, =ist =geschenkt, =war =geschenkt, =halb =geschenkt
    `),
  },
  {
    id: "ring",
    name: "Ring",
    article: "der Ring",
    terms: terms(`
      =ring, =ringe, =ringes, =ehering, =eheringe, =verlobungsring, =verlobungsringe, =trauring,
      =trauringe, =ohrring, =ohrringe, =ohrringen, =siegelring, =goldring, =diamantring, =fingerring,
      =ringtausch, =halskette, =halsketten, =perlenkette, =goldkette, =silberkette, =kettchen, =schmuck,
      =schmuckstück, =schmuckstücke, =juwelen, =collier, =brosche, =amulett, =medaillon, =armreif, =armband,
      =armbänder, =diadem
    `),
    except: terms(`
      =im =ring, =in =den =ring, =am =ring, =ring =entlang, =ring =frei, =boxring, =schlüsselring,
      =ringe =unter =den =augen
    `),
  },
];
