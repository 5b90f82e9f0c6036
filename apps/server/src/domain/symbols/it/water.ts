import { type LocalSymbol, terms } from "../terms";

/** Water in Italian: the sea, floods, rivers, rain, boats, ice and snow (../terms.ts). */
export const ITALIAN_WATER: LocalSymbol[] = [
  {
    id: "water",
    name: "Acqua",
    article: "l’acqua",
    terms: terms("acqua, acque, pozzanghera, pozzanghere, sott acqua, sottacqua, bagnat* fradic*"),
    except: terms(`
      acqua in bocca, acqua passata, acqua sotto i ponti, in cattive acque, come un pesce fuor d acqua,
      fuor d acqua, bicchiere d acqua, bottiglia d acqua, bottiglietta d acqua, sorso d acqua,
      acqua frizzante, acqua minerale, a pelo d acqua, si sono rotte le acque, rotto le acque, acqua e sapone,
      acqua di colonia, acqua santa, acquasantiera, bicchiere d acqua, acqua in faccia, come acqua,
      acqua calda per il, acqua della pasta, l acqua del rubinetto, l acqua battere, acqua e zucchero
    `),
  },
  {
    id: "ocean",
    name: "Mare",
    article: "il mare",
    terms: terms(`
      =mare, =mari, oceano, oceani, =onda, =onde, =ondata, marea, maree, riva del mare, in riva al mare,
      scogliera, scogli, scoglio, lungomare, mare aperto, alto mare, mareggiata, =golfo
    `),
    except: terms(`
      mare di guai, un mare di problemi, un mare di cose, un mare di lavoro, ondata di, onda di, in onda,
      andare in onda, foto del mare, casa al mare, al mare con, mare di gente
    `),
  },
  {
    id: "flood",
    name: "Alluvione",
    article: "l’alluvione",
    terms: terms(`
      alluvione, alluvioni, inondazione, inondazioni, inondav*, inondat*, allagament*, straripav*, straripat*,
      esondav*, esondat*, l acqua saliva, l acqua che saliva, acqua alta, diluvio universale, tracimav*,
      allagat*, allagav*, l acqua continuava a salire, l acqua arrivava alle ginocchia, sott acqua la città,
      sommers*, sommergev*
    `),
    except: terms("inondat* di luce, inondato di messaggi, sommers* di lavoro, sommers* dai compiti"),
  },
  {
    id: "tidal-wave",
    name: "Onda anomala",
    article: "l’onda anomala",
    terms: terms(`
      onda anomala, onde anomale, tsunami, maremoto, onda gigante, onde giganti, onda gigantesca, onda enorme,
      onde enormi, un onda alta come, muro d acqua, un muro d acqua, onda altissima, onda alta come,
      il mare si è ritirato, il mare si ritirava, si ritirava il mare, onda più alta dei
    `),
  },
  {
    id: "drowning",
    name: "Annegamento",
    article: "l’annegamento",
    terms: terms(`
      anneg*, affogav*, affogare, affogai, affogat*, affogando, non riuscivo a respirare, non respiravo,
      non potevo respirare, andavo a fondo, =andavo giù, colavo a picco, affondav*, affondare, affondai,
      affondò, affondat*, mi tirava giù, mi tiravano giù, trascinat* sott acqua, risucchiat*
    `),
    except: terms(`
      affogato al caffè, affondav* i piedi, affondare i denti, affondav* le mani, affogare nei debiti, annegare nel lavoro, annegav* nei compiti, affogav* nel lavoro
    `),
  },
  {
    id: "swimming",
    name: "Nuoto",
    article: "il nuoto",
    terms: terms(`
      nuotav*, nuotare, nuotai, nuotando, nuotato, =nuoto, nuotata, =bracciate, tuffav*, tuffo, tuffai,
      tuffarmi, mi tuffai, mi sono tuffat*, tuffat*, immersione, snorkeling, boccaglio, a stile libero,
      a rana, facevo il morto, fare il bagno, facevo il bagno, facevamo il bagno, facevano il bagno,
      fatto il bagno, ho fatto il bagno, abbiamo fatto il bagno, fare un bagno al mare, il bagno al mare,
      bagno in mare, a bagno nel mare
    `),
    except: terms(
      "nuotava nell oro, nuotare nell oro, tuffo al cuore, un tuffo nel passato, il bagno al, il bagno ai, il bagno nella vasca, bagno nella vasca, il bagno al cane, il bagno alla",
    ),
  },
  {
    id: "river",
    name: "Fiume",
    article: "il fiume",
    terms: terms(`
      fiume, fiumi, fiumiciattolo, torrente, torrenti, ruscello, ruscelli, rigagnolo, =cascata, =cascate,
      canale, canali, corso d acqua, =tevere, =arno, =adige, argine, sponda del fiume
    `),
    except: terms(`
      un fiume di, fiume di parole, fiumi di, a cascata, canale televisivo, canale tv, canale youtube,
      a fiumi, sasso di fiume, pesce di fiume, canale di, canale della
    `),
  },
  {
    id: "lake",
    name: "Lago",
    article: "il lago",
    terms: terms("lago, laghi, laghetto, laghetti, stagno, stagni, palude, paludi, =garda"),
    except: terms("un lago di sangue, un lago di sudore, lago di lacrime"),
  },
  {
    id: "pool",
    name: "Piscina",
    article: "la piscina",
    terms: terms("piscina, piscine, piscinetta, vasca olimpionica, trampolino, bordo vasca, =idromassaggio"),
  },
  {
    id: "rain",
    name: "Pioggia",
    article: "la pioggia",
    terms: terms(`
      pioggia, piogge, pioveva, piovere, piove, piovve, pioviggin*, acquazzone, acquazzoni, temporale,
      diluviav*, diluvio, ombrello, ombrelli, scrosci*, goccioloni, gocce di pioggia, piovoso, piovosa,
      grandine, grandinav*
    `),
    except: terms("pioggia di, piovevano insulti, piovere sul bagnato"),
  },
  {
    id: "boat",
    name: "Barca",
    article: "la barca",
    terms: terms(`
      barca, barche, barchetta, barcone, =nave, =navi, navigav*, traghetto, traghetti, canoa, canoe, kayak,
      zattera, zattere, =vela, =vele, barca a vela, veliero, yacht, gommone, motoscafo, peschereccio, gondola,
      gondole, transatlantico, scialuppa, remav*, =remare, =remi, =pedalò, vaporetto, nave da crociera
    `),
    except: terms(`
      nella stessa barca, stessa barca, a gonfie vele, navigavo su internet, navigare su internet,
      navigav* in rete
    `),
  },
  {
    id: "beach",
    name: "Spiaggia",
    article: "la spiaggia",
    terms: terms(`
      spiaggia, spiagge, spiaggetta, sulla sabbia in riva, bagnasciuga, =lido, stabilimento balneare,
      ombrellone, ombrelloni, conchiglie, battigia, =sdraio, castello di sabbia, castelli di sabbia
    `),
    except: terms("sabbie mobili"),
  },
  {
    id: "bath",
    name: "Bagno o doccia",
    article: "il bagno o la doccia",
    terms: terms(`
      vasca da bagno, =vasca, doccia, docce, docciav*, facevo la doccia, farmi la doccia,
      fare il bagno nella vasca, =lavarmi, mi =lavavo, mi =lavai, =lavarsi, si =lavava, =lavandomi,
      insaponav*, =bagnoschiuma
    `),
    except: terms(`
      doccia fredda, lavatrice, lavavo i piatti, lavare i piatti, lavava i piatti, lavavo la macchina,
      lavaggio del cervello, vasca dei, vasca delle, vasca del, vasca con i pesci, vasca dei pesci
    `),
  },
  {
    id: "ice",
    name: "Ghiaccio",
    article: "il ghiaccio",
    terms: terms(`
      ghiaccio, ghiacci, ghiacciat*, ghiacciaio, ghiacciai, lastra di ghiaccio, lago ghiacciato,
      gelat* sul lago, pattinav*, pattinaggio, pattini, iceberg, =brina, =gelo, ghiaccioli
    `),
    except: terms(`
      rompere il ghiaccio, ruppe il ghiaccio, rotto il ghiaccio, cubetti di ghiaccio, mani ghiacciate,
      piedi ghiacciati
    `),
  },
  {
    id: "snow",
    name: "Neve",
    article: "la neve",
    terms: terms(`
      neve, nevi, nevicav*, nevicare, nevicata, nevica, fiocchi di neve, fiocco di neve, bufera di neve,
      tormenta, valanga, valanghe, slavina, innevat*, pupazzo di neve, palle di neve, palla di neve, sciav*,
      sciare, =sci, slitta, bianco di neve
    `),
  },
];
