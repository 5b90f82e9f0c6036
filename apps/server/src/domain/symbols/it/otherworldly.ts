import { type LocalSymbol, terms } from "../terms";

/** Beings beyond the everyday in Italian: ghosts, monsters, angels, lucid and false awakenings. */
export const ITALIAN_OTHERWORLDLY: LocalSymbol[] = [
  {
    id: "ghost",
    name: "Fantasma",
    article: "il fantasma",
    terms: terms(`
      fantasm*, spettro, spettri, spirito, spiriti, infestat*, poltergeist, apparizione, presenza spettrale,
      anima in pena
    `),
    except: terms(`
      città fantasma, spirito di, spirito d, lo spirito giusto, fuori di spirito, spirito santo
    `),
  },
  {
    id: "monster",
    name: "Mostro",
    article: "il mostro",
    terms: terms(`
      =mostro, =mostri, mostriciattol*, mostruos*, creatura, creature, =bestia, orco, orchi,
      l uomo nero
    `),
    except: terms("andato in bestia, andata in bestia, povera bestia, brutta bestia"),
  },
  {
    id: "demon",
    name: "Demone",
    article: "il demone",
    terms: terms(`
      demon*, diavol*, satana, lucifero, spirito maligno, posseduto, posseduta, possessione, indemoniat*,
      esorcismo
    `),
    except: terms(`
      avvocato del diavolo, fa un caldo del diavolo, diavolo di un, povero diavolo, che diavolo,
      diavolo per capello, vestit* da diavolo, travestit* da diavolo, costume da diavolo, mascherat* da diavolo,
      dove diavolo, come diavolo, cosa diavolo, al diavolo, mandare al diavolo, sella del diavolo,
      fa un freddo del diavolo, un rumore del diavolo, diavolo a quattro
    `),
  },
  {
    id: "shadow-figure",
    name: "Figura d’ombra",
    article: "la figura d’ombra",
    terms: terms(`
      figura scura, figura nera, figura oscura, una sagoma, sagoma scura, sagoma nera, ombra nera,
      figura incappucciata, uomo incappucciato, incappucciat*, senza volto, senza faccia, non aveva volto,
      non aveva faccia, uomo nero vestito, uomo vestito di nero, ombra che si muoveva, figure scure,
      figure nere, ombre nere
    `),
  },
  {
    id: "alien",
    name: "Alieni",
    article: "gli alieni",
    terms: terms(`
      alien*, extraterrestr*, ufo, disco volante, dischi volanti, astronave, astronavi, rapit* dagli alieni,
      spazio profondo, nello spazio
    `),
    except: terms("alienat*, =alienazione, nello spazio di, nello spazio di un"),
  },
  {
    id: "superpowers",
    name: "Superpoteri",
    article: "i superpoteri",
    terms: terms(`
      superpoter*, poteri, poteri magici, magia, magie, magic*, incantesimo, incantesimi, mago, maghi,
      bacchetta magica, invisibil*, teletrasport*, telecinesi, telepatia, leggevo nel pensiero,
      attraversavo i muri, potevo volare
    `),
    except: terms(`
      era magico, era magica, un posto magico, momento magico, atmosfera magica, come per magia,
      mi sentivo invisibile
    `),
  },
  {
    id: "angel",
    name: "Angelo",
    article: "l’angelo",
    terms: terms(
      "angel*, ali da angelo, ali bianche, alato, alata, aureola, angelo custode, cherubin*, arcangel*, serafin*",
    ),
    except: terms(`
      ali di pollo, alette di pollo, =angela, =angelo mio, angelo mio, statue degli angeli, statua di un angelo,
      statua dell angelo, come un angioletto, come un angelo, angeli sulle tombe, angelo del focolare
    `),
  },
  {
    id: "divine",
    name: "Dio o il divino",
    article: "il divino",
    terms: terms(`
      =dio, signore iddio, gesù, buddha, divino, divina, divini, divinità, preghiera, preghiere, pregav*, pregare, pregai, miracolo,
      paradiso, ave maria, il rosario, =rosario, processione della madonna, statua della madonna,
      la madonna piangeva, apparizione della madonna
    `),
    except: terms(`
      dio mio, mio dio, oddio, grazie a dio, grazie al cielo, porco dio, per l amor di dio, dio santo,
      santo cielo, era divino, era divina, divina commedia, madonna santa, madonna mia, la madonna, gesù mio, cristo santo, mi pregava, ti prego,
      la prego, al settimo cielo, in paradiso, santa pazienza, tutti i santi giorni, =santa croce,
      =santa maria, =san
    `),
  },
  {
    id: "vampire",
    name: "Vampiro o zombie",
    article: "il vampiro",
    terms: terms("vampir*, zombi*, =zombie, morti viventi, non morti, lupo mannaro, lupi mannari, non-morto"),
  },
  {
    id: "witch",
    name: "Strega",
    article: "la strega",
    terms: terms(`
      strega, streghe, stregon*, fattucchier*, maleficio, malocchio, stregat*, sortilegio, =janara,
      maledizione della strega
    `),
    except: terms("stregat* dalla bellezza"),
  },
  {
    id: "dragon",
    name: "Drago",
    article: "il drago",
    terms: terms("=drago, =draghi, dragone, dinosaur*, tirannosaur*, =t rex"),
    except: terms("un drago in, è un drago"),
  },
  {
    id: "time-travel",
    name: "Viaggio nel tempo",
    article: "il viaggio nel tempo",
    terms: terms(`
      viaggio nel tempo, viaggiavo nel tempo, viaggiare nel tempo, tornat* indietro nel tempo,
      tornav* indietro nel tempo, indietro nel tempo, ai tempi di, ai tempi del, ai tempi della, all epoca di,
      all epoca del, macchina del tempo, ero di nuovo bambin*, ero tornat* bambin*, ero di nuovo piccol*,
      eravamo di nuovo bambini, ero di nuovo un ragazzino, ero di nuovo una ragazzina, negli anni ottanta,
      negli anni sessanta, negli anni settanta, nel medioevo, nell ottocento
    `),
  },
  {
    id: "lucid",
    name: "Sogno lucido",
    article: "il sogno lucido",
    terms: terms(`
      sogno lucido, sogni lucidi, sapevo di sognare, sapevo che stavo sognando, sapevo che era un sogno,
      capii che stavo sognando, ho capito che stavo sognando, mi accorsi che stavo sognando,
      consapevole di sognare, sto sognando, =ld, mi sono accort* che stavo sognando, mi resi conto di sognare,
      ero consapevole di sognare, ero consapevole che stavo sognando, capivo di sognare, sapendo di sognare
    `),
    except: terms("occhi lucidi, gli occhi lucidi, pavimento lucido, lucido da scarpe, lucida le scarpe"),
  },
  {
    id: "false-awakening",
    name: "Falso risveglio",
    article: "il falso risveglio",
    terms: terms(`
      falso risveglio, svegliat* davvero, mi sveglio davvero, mi svegliai davvero, svegliat* per davvero,
      svegliat* sul serio, mi sveglio per davvero, falsi risvegli, sogno nel sogno, un sogno dentro un sogno,
      sognavo di svegliarmi, sognato di svegliarmi, credevo di essermi svegliat*,
      pensavo di essermi svegliat*, credevo di essere sveglio, credevo di essere sveglia,
      mi risvegliai di nuovo, mi sono risvegliat* di nuovo, mi svegliai di nuovo, mi sono svegliat* di nuovo,
      stavo ancora sognando, ancora dentro il sogno, ero ancora nel sogno
    `),
  },
];
