import { type LocalSymbol, terms } from "../terms";

/** People in Italian: family, partners, friends, strangers and figures of authority (../terms.ts). */
export const ITALIAN_PEOPLE: LocalSymbol[] = [
  {
    id: "mother",
    name: "Madre",
    article: "la madre",
    terms: terms("madre, =mamma, =mammà, mammina, =mami, mia madre, mia mamma"),
    except: terms(`
      madre natura, madrelingua, lingua madre, scheda madre, =madre superiora, =mamma mia, mamma mia, suocera,
      di mia madre, di mia mamma, di mamma, identica a mia madre, uguale a mia madre, la voce di mia madre,
      la madre di tutte
    `),
  },
  {
    id: "father",
    name: "Padre",
    article: "il padre",
    terms: terms("padre, =papà, =papa, =babbo, paparino, mio padre, mio papà, =pà"),
    except: terms(`
      suocero, di mio padre, di mio papà, di papà, identico a mio padre, uguale a mio padre,
      la voce di mio padre, padre pio, padre nostro, babbo natale, papa francesco, =padre spirituale
    `),
  },
  {
    id: "parents",
    name: "Genitori",
    article: "i genitori",
    terms: terms(`
      genitori, i miei genitori, mamma e papà, papà e mamma, mia madre e mio padre, mio padre e mia madre
    `),
    except: terms("riunione dei genitori, colloquio con i genitori"),
  },
  {
    id: "siblings",
    name: "Fratelli e sorelle",
    article: "i fratelli",
    terms: terms(`
      fratello, fratelli, fratellino, fratellini, fratellone, sorella, sorelle, sorellina, sorelline,
      sorellona, gemello, gemella, gemelli, gemelle
    `),
    except: terms("cognato, cognata, fratelli di sangue, fratelli d italia"),
  },
  {
    id: "grandparents",
    name: "Nonni",
    article: "i nonni",
    terms: terms("=nonna, =nonno, =nonni, =nonne, nonnina, nonnino, bisnonn*, =nonnetta, =nonnetto"),
  },
  {
    id: "child",
    name: "Bambino",
    article: "il bambino",
    terms: terms(`
      bambino, bambina, bambini, bambine, bimbo, bimba, bimbi, bimbe, figlio, figlia, figli, figlie,
      figlioletto, figlioletta, ragazzino, ragazzina, ragazzini, ragazzine, =creatura mia, pupo, pupa,
      piccolino, piccolina, =piccoletto, =piccoletta, =guaglione, =guagliona, =guagliuncello, =criaturo,
      =creaturo, fanciullo, fanciulla, =picciriddu, =picciridda
    `),
    except: [
      ...terms("come bambini, quando era ragazzin*, quando ero ragazzin*, da ragazzin*, sarebbe nat*"),
      ...terms("figli* di mio fratello, figli* di mia sorella, figli* di mio cugino, figli* di mia cugina"),
      ...terms("da bambino, da bambina, quando ero bambin*, da bambini, gioco da ragazzi, figlio di papà"),
      ...terms("figlio di puttana"),
    ],
  },
  {
    id: "baby",
    name: "Neonato",
    article: "il neonato",
    terms: terms(`
      neonat*, bimbo nato, bambino nato, bambina nata, bimba nata, appena nat*, =bebè, =bebe, lattante, =bimbo piccolo, culla, carrozzina, passeggino, poppata, =allattavo,
      =allattava, allattare, =ciuccio, =gemellini,
      biberon, pannolino, pannolini
    `),
  },
  {
    id: "partner",
    name: "Partner",
    article: "il partner",
    terms: terms(`
      =marito, =mariti, moglie, mogli, fidanzato, fidanzata, fidanzati, il mio ragazzo, la mia ragazza,
      =compagno, =compagna, =partner, convivente, promesso sposo, promessa sposa, =consorte, =morosa, =moroso,
      =zita, =zito
    `),
    except: terms(`
      compagno di scuola, compagna di scuola, compagno di banco, compagna di banco, compagni di viaggio,
      compagno di viaggio, compagna di viaggio, compagno di squadra, compagna di squadra, compagni di squadra,
      compagno di stanza, compagna di stanza, sua moglie, suo marito, fotografie di mio marito,
      foto di mio marito, ex moglie, ex marito, scritta da mio marito, scritto da mio marito
    `),
  },
  {
    id: "ex-partner",
    name: "Ex",
    article: "l’ex",
    terms: terms(`
      il mio ex, la mia ex, ex fidanzat*, ex ragazz*, ex marito, ex moglie, ex partner, vecchia fiamma,
      la mia vecchia fiamma
    `),
  },
  {
    id: "friend",
    name: "Amico",
    article: "l’amico",
    terms: terms(`
      amico, amica, amici, amiche, amichetto, amichetta, migliore amico, migliore amica, =amicone,
      =compagno di stanza, coinquilin*, =compare, =socio, =bro, =raga
    `),
  },
  {
    id: "stranger",
    name: "Sconosciuto",
    article: "lo sconosciuto",
    terms: terms(`
      sconosciut*, estrane*, un uomo che non conoscevo, una donna che non conoscevo, un signore, una signora,
      una tizia, uno strano tipo, un vecchio, una vecchia, un vecchietto, una vecchietta, uomo mascherato,
      =signora, =signore, =signorina, =uomini, =donne, =passante, =passanti, =cameriera, =camerieri, =anziano,
      =anziana, =anziani, =vecchietto, =vecchietta, =vecchietti, =ragazzone, =contadini, =contadino,
      un uomo strano, una donna strana, uno sconosciuto, =cameriere, =controllore, =controllori, =barista,
      =bagnino, =giudice, =custode, =guardiano, =tassista, =autista, =impiegato, =impiegata, =impiegati,
      =commesso, =commessa, =commessi, =cassiera, =cassiere, =venditore, =venditori, =venditrice,
      =tabaccaio, =pizzaiolo, =portinaia, =portinaio, =sacrestano, =gondoliere, =suggeritore,
      =selezionatrice, =selezionatore, =meccanico, =idraulico, =benzinaio, =fornaio, =salumiere, =edicolante,
      =macellaio, =pescivendolo, =fruttivendolo, =vigilante, =buttafuori, =receptionist, =segretaria,
      la =guida, una =guida, alla =guida turistica, un tipo che non conoscevo, una tipa che non conoscevo,
      uomo .. che non conoscevo, donna .. che non conoscevo, ragazz* .. che non conoscevo,
      uomo .. mai visto, donna .. mai vista, ragazz* .. mai vist*, signor* .. che non conoscevo,
      persone che non conoscevo, gente che non conoscevo, facce sconosciute, =tizio, =tizia, =tizi, =sconosciuti
    `),
    except: terms(`
      ero un uomo, ero una donna, non sono un uomo, un tipo di, facevo il cameriere, facevo la cameriera,
      facevo la cassiera, facevo il cassiere, facevo il barista, facevo la barista, facevo il commesso,
      facevo la commessa, facevo l impiegat*, facevo il meccanico, facevo la guida, signora maestra,
      =signore iddio, =signore mio, oh =signore, santo =signore, stanza che non avevo mai visto,
      stanze che non avevo mai visto, posto che non avevo mai visto, casa che non conoscevo,
      città che non conoscevo, paese che non conoscevo, strada che non conoscevo, lingua che non conoscevo,
      dialetto che non conoscevo
    `),
  },
  {
    id: "intruder",
    name: "Intruso",
    article: "l’intruso",
    terms: terms(`
      intrus*, ladr*, ladruncol*, scassinator*, rapinator*, rapina, rapinat*, furto, scasso, entrati in casa,
      entrato in casa, entrava in casa, si era introdott*, si introduceva, effrazione, topo d appartamento
    `),
    except: terms("ladro di cuori, ladri di biciclette"),
  },
  {
    id: "boss",
    name: "Capo",
    article: "il capo",
    terms: terms(`
      =capo, =capa, capoufficio, =boss, direttore, direttrice, dirigente, =titolare, =capoccia, supervisore,
      amministratore delegato
    `),
    except: terms(`
      in capo, da capo, a capo, capo del mondo, capo di abbigliamento, da capo a piedi, capo chino,
      capo d anno, direttore d orchestra, voce del mio capo, voce del capo, =capo spartivento, =capo d orlando
    `),
  },
  {
    id: "teacher",
    name: "Insegnante",
    article: "l’insegnante",
    terms: terms(`
      =insegnante, =insegnanti, professore, professoressa, professori, =prof, maestro, maestra, maestre,
      preside, docente, docenti, istruttore, istruttrice, allenatore, allenatrice
    `),
    except: terms(`
      ero io la maestra, ero io il maestro, facevo la maestra, facevo il maestro, fatto la maestra,
      fatto il maestro, ero la maestra, ero il maestro, facevo la prof, facevo il prof, facevo l insegnante,
      faccio la maestra, faccio il maestro, faccio l insegnante, ero l insegnante, signora maestra,
      maestro di vita
    `),
  },
  {
    id: "celebrity",
    name: "Persona famosa",
    article: "la persona famosa",
    terms: terms(`
      persona famosa, persone famose, personaggio famoso, personaggi famosi, famosissim*, celebrità, =star, =vip, attore, attrice, attori, cantante, cantanti, calciatore, calciatori,
      presidente, presidentessa, =re, regina, principe, principessa, influencer, =divo, =diva, rockstar
    `),
    except: terms(`
      presidente del condominio, re dei, regina dei, la regina delle, principe azzurro,
      il presidente della classe, regin* del mondo, re del mondo, presidente di commissione,
      presidente della commissione, regina della casa, re della festa
    `),
  },
  {
    id: "crowd",
    name: "Folla",
    article: "la folla",
    terms: terms(`
      =folla, =gente, tante persone, molte persone, tantissime persone, troppe persone, un sacco di persone,
      piena di persone, pieno di persone, turisti, =calca, ressa, moltitudine, marea di gente, mare di gente,
      un sacco di gente, piena di gente, pieno di gente, tantissima gente, centinaia di persone,
      migliaia di persone, davanti a =tutti, fila lunghissima,
      c era la fila, una massa di, =pubblico in piedi, lo stadio, la curva, =passeggeri, =spettatori,
      =tifosi, =fedeli, =manifestanti
    `),
  },
  {
    id: "police",
    name: "Polizia",
    article: "la polizia",
    terms: terms(`
      polizia, poliziott*, =agente, =agenti, =carabiniere, =carabinieri, =vigile, =vigili, =finanza,
      =finanzieri, =sbirro, =sbirri, =pula, volante della polizia, questura, commissario, ispettore di polizia,
      detective, investigatore, =posto di blocco, =vigilessa
    `),
    except: terms(`
      guardia giurata di, cane da guardia, fare la guardia, in guardia, agente immobiliare,
      agente di commercio, =agente chimico, =vigili del fuoco, vigile del fuoco, chiamare la polizia,
      guardia medica
    `),
  },
  {
    id: "doctor",
    name: "Medico",
    article: "il medico",
    terms: terms(`
      medico, medici, medichessa, =dottore, =dottoressa, chirurgo, chirurghi, dentista, psicologo, psicologa,
      psicoterapeut*, terapeuta, pediatra, =dottò
    `),
    except: terms("medico legale, dottore in, dottoressa in"),
  },
  {
    id: "soldier",
    name: "Soldati",
    article: "i soldati",
    terms: terms(`
      =soldato, =soldati, =soldatessa, militar*, esercito, eserciti, truppe, truppa, nemico, nemici,
      divisa militare, mimetica, alpino, alpini, marines, commilitoni
    `),
    except: terms(
      "mi esercito, ti eserciti, si esercita, mi esercitavo, canzoni degli alpini, un esercito di, esercito della salvezza, del militare, fare il militare, facevo il militare, compagni del militare, nemico pubblico",
    ),
  },
];
