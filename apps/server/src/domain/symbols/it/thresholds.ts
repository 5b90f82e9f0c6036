import { type LocalSymbol, terms } from "../terms";

/** Thresholds and the town in Italian: roofs, lifts, stairs, doors, bridges, mazes, shops, stages. */
export const ITALIAN_THRESHOLDS: LocalSymbol[] = [
  {
    id: "roof",
    name: "Tetto",
    article: "il tetto",
    terms: terms(`
      tetto, tetti, terrazzo, terrazza, terrazzino, balcone, balconi, cornicione, davanzale esterno,
      sul bordo del tetto, grondaia, abbaino, lastrico solare
    `),
    except: terms(
      "sotto lo stesso tetto, senza un tetto, tetto della macchina, tetto delle macchine, tetto dell auto, tetto dell automobile, tetto massimo",
    ),
  },
  {
    id: "elevator",
    name: "Ascensore",
    article: "l’ascensore",
    terms: terms("ascensore, ascensori, montacarichi, scala mobile, scale mobili"),
  },
  {
    id: "stairs",
    name: "Scale",
    article: "le scale",
    terms: terms(`
      =scale, =scala, scalinata, scalinate, =gradini, =scalini, rampa di scale, rampe di scale,
      tromba delle scale, scala a chiocciola
    `),
    except: terms(
      "su larga scala, in scala, scala di valori, scala mobile, scale mobili, scala richter, scala da uno a dieci, sala da ballo",
    ),
  },
  {
    id: "door",
    name: "Porta",
    article: "la porta",
    terms: terms(`
      la =porta, una =porta, alla =porta, dalla =porta, della =porta, sulla =porta, nella =porta, quella =porta,
      questa =porta, a =porta, porta d ingresso, porta chiusa, porta aperta, porta socchiusa, =porte, portone, portoni, portoncino, porticina, porta chiusa, porta chiusa a chiave, =cancello,
      =cancelli, uscio, soglia, =portiera, serratura, maniglia, bussav*, bussai, bussare
    `),
    except: terms(`
      porta a porta, porta aperta alle, a porte chiuse, mettere alla porta, porta sfortuna, porta fortuna,
      porta bene, porta male, porta via, mi porta, ti porta, ci porta,
      porta con sé, porta il caffè, porta da mangiare
    `),
  },
  {
    id: "window",
    name: "Finestra",
    article: "la finestra",
    terms: terms(`
      finestra, finestre, finestrino, finestrini, finestrella, davanzale, vetrata, vetrate, persiana,
      persiane, tapparella, tapparelle, oblò, lucernario
    `),
  },
  {
    id: "bridge",
    name: "Ponte",
    article: "il ponte",
    terms: terms("=ponte, =ponti, ponticello, passerella, viadotto, cavalcavia"),
    except: terms(`
      ponte di una nave, ponte di una petroliera, ponte di una barca, ponte della barca, ponte della petroliera,
      ponte di comando, ponte della nave, ponte del traghetto, sul ponte della, scavalcava il ponte,
      ponte di coperta, fare il ponte, il ponte del primo maggio, ponte del 25 aprile, acqua sotto i ponti,
      tagliare i ponti
    `),
  },
  {
    id: "hallway",
    name: "Corridoio",
    article: "il corridoio",
    terms: terms(`
      corridoio, corridoi, corridoietto, androne, atrio, =ingresso, andito, disimpegno, corridoi tutti uguali,
      corridoi e corridoi
    `),
    except: terms("ingresso libero, biglietto d ingresso, esame d ingresso, test d ingresso"),
  },
  {
    id: "maze",
    name: "Labirinto",
    article: "il labirinto",
    terms: terms(`
      labirint*, dedalo, giravo in tondo, giravo in cerchio, giravamo in tondo, giravamo in cerchio,
      tornavo sempre allo stesso punto, non trovavo l uscita, non trovavamo l uscita,
      tornavo sempre nello stesso, tornavo sempre nella stessa, finivo sempre nello stesso,
      finivo sempre nella stessa, sempre allo stesso posto, corridoi tutti uguali, corridoi e corridoi,
      vicoli tutti uguali, strade tutte uguali
    `),
  },
  {
    id: "city",
    name: "Città",
    article: "la città",
    terms: terms(`
      città, cittadina, paese, paesino, paesini, borgo, borghi, villaggio, centro storico, grattacielo,
      grattacieli, metropoli, =quartiere, periferia, strade affollate, vicoli del centro, in centro,
      lungotevere
    `),
    except: terms(`
      città fantasma, in tutto il paese, paese straniero, il bel paese, a quel paese, mandare a quel paese,
      mandato a quel paese, mandata a quel paese, festa del paese, paese dei balocchi, paese delle meraviglie
    `),
  },
  {
    id: "airport",
    name: "Aeroporto o stazione",
    article: "l’aeroporto",
    terms: terms(`
      aeroporto, aeroporti, stazione, stazioni, stazione dei treni, stazione centrale, terminal, gate,
      imbarco, partenze, capostazione
    `),
    except: terms(`
      stazione di servizio, stazione radio, stazione spaziale, stazione dei carabinieri, stazione di polizia,
      ufficio partenze
    `),
  },
  {
    id: "shop",
    name: "Negozio",
    article: "il negozio",
    terms: terms(`
      negozio, negozi, negozietto, bottega, botteghe, supermercato, supermercati, centro commerciale,
      =mercato, =mercati, bancarella, bancarelle, emporio, alimentari, tabaccheria, edicola, macelleria,
      panetteria, boutique, cassa del supermercato, pasticceria
    `),
    except: terms("mercato azionario, a buon mercato, ricerche di mercato, borsa valori"),
  },
  {
    id: "party",
    name: "Festa",
    article: "la festa",
    terms: terms(`
      festa, feste, festeggiav*, festeggiare, festeggiament*, party, festicciola, =concerto, =concerti,
      festival, =sagra, =sagre, ballav*, ballare, ballai, ballo, balli, discoteca, capodanno, veglione, cenone,
      compleanno
    `),
    except: terms(
      "buone feste, feste comandate, fare la festa a, fece la festa, giorno di festa, come se fosse la festa, cappellino da festa, in ballo, tirare in ballo",
    ),
  },
  {
    id: "cemetery",
    name: "Cimitero",
    article: "il cimitero",
    terms: terms(`
      cimitero, cimiteri, camposanto, tomba, tombe, lapide, lapidi, loculo, cripta di famiglia,
      mausoleo, sepolcro
    `),
  },
  {
    id: "stage",
    name: "Palco",
    article: "il palco",
    terms: terms(`
      palco, palcoscenico, sul palco, =pubblico, platea, riflettori, riflettore, recitav*, recitare, =recita,
      spettacolo teatrale, esibirmi, mi esibivo, discorso, presentazione, microfono, cantavo davanti, teatro,
      teatri, sipario, =spettatori
    `),
    except: terms(`
      pubblico ministero, trasporto pubblico, dipendente pubblico, settore pubblico, recitav* il rosario, recitare il rosario, recitando il rosario, le preghiere,
      una preghiera, bagno pubblico, bagni pubblici, giardino pubblico, giardini pubblici, in pubblico,
      ufficio pubblico, luogo pubblico, recitava la parte di, recitare la parte
    `),
  },
];
