import { type LocalSymbol, terms } from "../terms";

/** Situations in Italian: exams and being unprepared, nakedness, losing, being lost and searching, trying again. */
export const ITALIAN_SITUATIONS: LocalSymbol[] = [
  {
    id: "exam",
    name: "Esame",
    article: "l’esame",
    terms: terms(`
      esame, esami, esame di maturità, maturità, interrogazione, interrogazioni, interrogat*, =verifica,
      compito in classe, compiti in classe, =test, quiz, prova scritta, prova orale, =orale, concorso, voto,
      =voti, bocciat*, promoss*, appello, sessione d esame, discussione della tesi
    `),
    except: terms(`
      esami del sangue, esame del sangue, test di gravidanza, test del covid, tampone, voto alle elezioni,
      l appello, fare l appello, facevo l appello, faceva l appello, esame di coscienza, voto di
    `),
  },
  {
    id: "unprepared",
    name: "Impreparazione",
    article: "l’impreparazione",
    terms: terms(`
      impreparat*, non avevo studiato, non ho studiato, non avevo ripassato, non sapevo niente,
      non sapevo nulla, non sapevo le risposte, non sapevo rispondere, scena muta, feci scena muta,
      ho fatto scena muta, non ero pronto, non ero pronta, dimenticato la parte, dimenticavo la parte,
      dimenticato le battute, non ricordavo la parte, non ricordavo le battute, foglio bianco, mente vuota,
      vuoto totale, non avevo preparato, senza aver studiato, risposte sbagliate
    `),
  },
  {
    id: "nakedness",
    name: "Nudità in pubblico",
    article: "la nudità",
    terms: terms(`
      nud*, nudità, svestit*, senza vestiti, in mutande, in mutandine, in biancheria, in pigiama, pigiama,
      in accappatoio, spogliat*, senza niente addosso, mamma mi ha fatto, a torso nudo, in reggiseno
    `),
    except: terms(`
      a mani nude, nudo e crudo, nuda verità, la nuda verità, ad occhio nudo, a occhio nudo, spogliatoio
    `),
  },
  {
    id: "losing-something",
    name: "Perdere qualcosa",
    article: "la cosa perduta",
    terms: terms(`
      perso il, perso la, perso lo, perso le, perso i, perso gli, perso l, persi il, persi la, persi le,
      persi i, smarrit*, non trovavo più, non trovavo piu, non trovavo il, non trovavo la, non trovavo le,
      non trovavo i, non trovavo l, me l avevano rubat*, mi avevano rubato, rubat*,
      dimenticato da qualche parte
    `),
    except: terms(`
      perso la testa, perso la pazienza, perso le staffe, perso il filo, perso la via, perso i sensi,
      perso conoscenza, perso il controllo, persi i sensi, perso tempo, perso la cognizione, perso la fiducia,
      perso la speranza, perso il coraggio, perso la lucidità, perso lucidità, persa la lucidità,
      perso la voce, perso il sogno, perso l equilibrio, perso la strada, perso il treno, perso l autobus,
      perso il pullman, perso l aereo, perso il volo, perso la coincidenza, perso la partita, perso la gara
    `),
  },
  {
    id: "being-lost",
    name: "Perdersi",
    article: "il perdersi",
    terms: terms(`
      mi ero perso, mi ero persa, mi sono perso, mi sono persa, ci eravamo persi, ci siamo persi, mi persi,
      =perdermi, mi perdevo, ci perdevamo, perso la strada, persi la strada, perdevo la strada,
      non trovavo la strada, non trovavo più la strada, non sapevo dove fossi, non sapevo dove mi trovavo,
      non sapevo dove ero, non sapevo dove andare, non riconoscevo il posto, non riconoscevo la strada,
      perso l orientamento, smarrit* nel bosco, smarrit* nella città, smarrit* in, senza sapere dove andare,
      vagavo senza meta
    `),
    except: terms(`
      mi ero perso nei pensieri, persa nei miei pensieri, perso nei pensieri, perdermi nei suoi occhi
    `),
  },
  {
    id: "searching",
    name: "Ricerca",
    article: "la ricerca",
    terms: terms(`
      =cercavo, =cercava, =cercavamo, =cercavano, =cercare, =cercando, =cercai, =cercato, =cerco, =cerca,
      =cercano, =cercarlo, =cercarla, =cercarli, =cercarle, l ho cercat*, =ricerca, alla =ricerca,
      frugav*, rovistav*, setacciav*, non trovavo, non riuscivo a trovare, dovevo trovare, devo trovare,
      cercare di trovare, in cerca di, andai a cercare
    `),
    except: terms(`
      cercavo di, cercava di, cercavamo di, cercare di, cercando di, cercai di, ricerca scientifica,
      motore di ricerca, cerco di, cerca di, cercano di, cercavano di, cercato di, avrei cercato,
      ricerca di lavoro, ricerca universitaria
    `),
  },
  {
    id: "repeated-attempts",
    name: "Tentativi ripetuti",
    article: "i tentativi ripetuti",
    terms: terms(`
      riprovavo, riprovav*, ci riprovavo, ritentav*, provavo e riprovavo, continuavo a provare,
      provavo ancora, per quanto ci provassi, per quanto provassi, ogni volta che ci provavo, ogni tentativo,
      tentativi, ci provavo di nuovo, provai di nuovo, di nuovo e di nuovo, continuavo a sbagliare,
      ricominciavo da capo, ricominciare da capo, da capo ogni volta, non ci riuscivo mai, =riprovo, =riprova,
      ho riprovato, ha riprovato, abbiamo riprovato, =ritento, ci ho riprovato, ancora e ancora,
      ripetevo all infinito, riscritt* da capo
    `),
  },
];
