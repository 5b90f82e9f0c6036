import { type LocalSymbol, terms } from "../terms";

/** Conflict in Italian: killing, fights, quarrels, war, being trapped or watched, betrayal. */
export const ITALIAN_CONFLICT: LocalSymbol[] = [
  {
    id: "killing",
    name: "Uccisione",
    article: "l’uccisione",
    terms: terms(`
      uccid*, uccis*, uccisione, ammazzav*, ammazzare, ammazzai, ammazzat*, ammazzò, omicidio, omicidi,
      assassin*, sparav*, =sparare, =sparai, =sparò, =sparato, =sparata, sparatoria, accoltellat*,
      accoltellav*, pugnalat*, pugnalav*, strangolav*, strangolat*, strangolare, sgozzat*, avvelenat*,
      giustiziat*, fucilat*, massacro, massacri, massacrat*, massacrav*, strage
    `),
    except: terms(`
      ammazzare il tempo, ammazzavo il tempo, mi ammazzavo dalle risate, ammazzarsi dalle risate,
      sparato una cazzata, sparava cazzate, sparare cazzate, a tutto spiano, mi ammazzano, mi ammazza se,
      mi uccide se, ammazzarsi di lavoro, sparava a zero, sparare a zero
    `),
  },
  {
    id: "attack",
    name: "Aggressione o lotta",
    article: "l’aggressione",
    terms: terms(`
      aggred*, aggression*, attaccav*, attaccare, attaccò, attaccat*, attacco, mi attaccava, mi attaccavano,
      picchiav*, picchiare, picchiai, picchiat*, botte, le botte, di botte, pugno, pugni, =calci, a =calci,
      un =calcio, prendevo a =calci, presi a =calci, prendere a =calci, schiaffo, schiaffi, schiaffegg*, rissa,
      risse, zuffa, lottav*, lottare, combattev*, combattere, combattimento, =colpivo, =colpiva, lo =colpii,
      la =colpii, mi =colpì, mi =colpiva, mi saltò addosso, mi saltavano addosso, si azzuffav*,
      ci azzuffavamo, menav*, =mazzate, botta
    `),
    except: terms(`
      attacco di panico, attacchi di panico, attacco di cuore, attacco cardiaco, attacco d ansia,
      attacco alle, attaccavo alle, attacco a lavorare, attaccare bottone, attaccò bottone,
      attaccav* il lavoro, attaccato alla, attaccato al muro, botte di vino, una botta di fortuna,
      mi colpì il fatto, mi colpiva il fatto, lottavo contro il sonno, in attacco, giocavo in attacco,
      in picchiata, scendeva in picchiata, pugno di, un pugno di, pugni in tasca, batteva i pugni sul tavolo,
      calcio d angolo, calcio di rigore, calci di rigore, a calci la valigia, calci alla porta, =botte di vino,
      un calcio sotto il tavolo, mani in tasca
    `),
  },
  {
    id: "argument",
    name: "Litigio",
    article: "il litigio",
    terms: terms(`
      litigav*, litigare, litigai, litigammo, litigato, litigio, litigi, lite, liti, discussione accesa,
      discutevamo, discutevano animatamente, urlavo contro, urlava contro, urlavano contro, mi urlava,
      mi urlavano, le ho urlato, gli ho urlato, urlato contro, abbiamo litigato, mi urlava addosso,
      mi urlava contro, gli urlavo, le urlavo, mi sgridava, sgridav*, mi rimproverava, rimproverav*,
      ci insultavamo, insultav*, insulti, battibecco, bisticciav*, mi aggrediva a parole, litigata,
      una litigata, sfuriata, =scenata, ci mandavamo a quel paese
    `),
  },
  {
    id: "war",
    name: "Guerra",
    article: "la guerra",
    terms: terms(`
      guerra, guerre, battaglia, battaglie, bomba, bombe, bombardament*, bombardav*, esplosione, esplosioni,
      esplodev*, =esplose, esplodere, =esploso, =granata, =granate, mitragliatric*, =spari,
      colpi di arma da fuoco, trincea, trincee, invasione, invasori, carri armati, carro armato, missili,
      missile, raid aereo, sirene antiaeree
    `),
    except: terms(`
      una bomba, è una bomba, era una bomba, bomba sexy, guerra dei nervi, battaglia navale, stadio è esploso,
      è esploso in, esplose in, esplodere di gioia, esplosa in lacrime, esploso a ridere, esplose a ridere,
      esplosione di gioia, esplosione di colori, bomba d acqua, guerra dei cuscini, a bomba, invasione di
    `),
  },
  {
    id: "trapped",
    name: "Intrappolamento",
    article: "l’intrappolamento",
    terms: terms(`
      intrappolat*, in trappola, bloccat*, rimasto chiuso, rimasta chiusa, rimasi chiuso, rimasi chiusa,
      chiuso dentro, chiusa dentro, chiusi dentro, rinchius*, non riuscivo a uscire, non potevo uscire,
      non c era via d uscita, nessuna via d uscita, senza via d uscita, senza uscita, legat* a una sedia,
      legat* alle sedie, legat* alla sedia, legat* al letto, sotto le macerie, fermo tra due piani,
      fermato tra due piani, bloccato tra due piani,
      mi avevano legat*, legat* mani e piedi, incatenat*, sepolt* viv*, murat* viv*, prigionier*,
      imprigionat*, incastrat*
    `),
    except: terms(`
      bloccat* nel traffico, bloccato in coda, bloccata in coda, telefono bloccato, carta bloccata, schermo bloccato, legat* a lui, legat* a lei, molto legat*,
      legati da
    `),
  },
  {
    id: "watched",
    name: "Essere osservati",
    article: "l’essere osservati",
    terms: terms(`
      mi osservava, mi osservavano, mi =guardava, mi =guardavano, mi fissava, mi fissavano, mi =guarda,
      mi =guardano, ci =guardava, ci =guardavano, ci =fissava, mi spiava, mi spiavano, mi seguiva,
      mi seguivano, =guardarmi, fissava me, fissavano me, ero osservat*, osservat* da, spiat*, seguit* da, tutti mi guardavano,
      tutti mi fissavano, occhi puntati, occhi addosso, gli occhi addosso, sguardi addosso, presenza,
      una presenza, mi sentivo osservat*, qualcuno mi guardava, qualcuno mi osservava, qualcuno mi seguiva,
      qualcuno dietro di me, si sono girati tutti, tutti si sono girati, tutti si giravano, si giravano tutti,
      si giravano a guardarmi, tutti mi guardano, mi fissano, ci fissavano, ci guardavano, ci osservavano,
      mi fissava, mi =guardò, mi fissò
    `),
  },
  {
    id: "infidelity",
    name: "Tradimento",
    article: "il tradimento",
    terms: terms(`
      tradiment*, tradiv*, tradit*, tradirmi, tradire, tradì, mi tradiva, mi tradisce, le =corna a, cornut*,
      mi metteva le =corna, metteva le =corna, fatto le =corna, mettere le =corna, tresca, relazione segreta, l amante, un amante, infedel*, mi ingannava, scappatella
    `),
    except: terms("tradit* dalla memoria, mi tradiva la voce, tradit* dall emozione"),
  },
];
