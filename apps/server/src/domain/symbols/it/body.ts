import { type LocalSymbol, terms } from "../terms";

/** The body in Italian: teeth, hair, blood, wounds, illness, voice, sight, paralysis, ageing. */
export const ITALIAN_BODY: LocalSymbol[] = [
  {
    id: "teeth",
    name: "Denti",
    article: "i denti",
    terms: terms(`
      =dente, =denti, dentino, dentini, =molare, =molari, gengive, gengiva, mi cadevano i denti,
      cadevano i denti, denti che cadevano, perdevo i denti, denti rotti, dentiera, incisivi, canini,
      denti .. sgretolav*
    `),
    except: terms(`
      a denti stretti, stringere i denti, strinsi i denti, stringevo i denti, armat* fino ai denti, al dente
    `),
  },
  {
    id: "hair",
    name: "Capelli",
    article: "i capelli",
    terms: terms(`
      capelli, capello, capigliatura, chioma, taglio di capelli, parrucchier*, calvo, calva, pelat*, =barba,
      barbe, barbuto, parrucca, treccia, trecce, frangia, riccioli, ciocca, ciocche, codino, coda di cavallo,
      capelli tinti
    `),
    except: terms(`
      capelli dritti, mi si rizzavano i capelli, rizzare i capelli, far rizzare i capelli, per un capello,
      che barba, una barba, tirato per i capelli, mettersi le mani nei capelli, diavolo per capello,
      spaccare il capello, capello in quattro, pomodori pelati
    `),
  },
  {
    id: "blood",
    name: "Sangue",
    article: "il sangue",
    terms: terms(`
      sangue, sanguinav*, sanguinare, sanguinante, sanguinanti, insanguinat*, emorragia, sanguinolent*,
      macchie rosse di sangue
    `),
    except: terms(`
      sangue freddo, a sangue freddo, sangue al cervello, gelare il sangue, sangue gelato, sangue .. gelò,
      sangue .. gelava, si è gelato il sangue, sangue del mio sangue, buon sangue, cattivo sangue,
      fratelli di sangue, esami del sangue, esame del sangue, al sangue
    `),
  },
  {
    id: "injury",
    name: "Ferita",
    article: "la ferita",
    terms: terms(`
      ferit*, =ferirmi, =ferivo, mi =ferii, mi sono fatt* male, mi facevo male, farmi male, si era fatto male,
      si era fatta male, si è fatto male, si è fatta male, lesion*, =taglio, =tagli, mi =tagliai, gamba rotta,
      braccio rotto, mi sono rott* la gamba, mi ero rott* il braccio, rotto il braccio, rotto la gamba,
      rotta la gamba, frattura, fratturat*, ingessat*, livido, lividi, contusion*, ustion*, ustionat*, dolore,
      dolori, dolorant*, cicatrice, sfregiat*, zoppicav*, benda, bende, bendat*, cerotto, graffi, graffiat*,
      =graffio, ginocchia sbucciate, ginocchio sbucciato, gomito sbucciato, mi sono tagliat*, mi ero tagliat*, piedi tagliati, mani tagliate, dita tagliate,
      mi sanguinava, sanguinava il naso, un pugno sul naso, naso rotto, mi sono rott*, si è rott*
    `),
    except: terms(`
      ferit* nell orgoglio, sentivo ferit*, mi sentivo ferit*, taglio di capelli, tagliato fuori,
      tagliata fuori, tagliar corto, taglia corto, tagliato il traguardo, dolore immenso, un grande dolore,
      col cuore a pezzi, ferita aperta nel cuore, tagliat* per, taglio la torta, nessun dolore, senza dolore,
      dolore al cuore, dolore nel cuore, rotto il ghiaccio, mi sono rott* le scatole, si è rott* le scatole,
      rotto le scatole, ferita nell orgoglio
    `),
  },
  {
    id: "illness",
    name: "Malattia",
    article: "la malattia",
    terms: terms(`
      malat*, malattia, malattie, ammalat*, ammalarmi, influenza, febbre, vomitav*, vomitare, vomitai, vomito,
      tumore, tumori, cancro, virus, infezione, infett*, epidemia, pandemia, contagi*, nausea, sputav* sangue,
      stavo male, stava male, stavo malissimo, mal di testa, mal di pancia, mal di stomaco, svenni, svenuto,
      svenuta, svenivo, svenire, collasso, infarto, ictus, terapia intensiva, chemio, covid
    `),
    except: terms(`
      malato di lavoro, stavo male per lui, stavo male per lei, virus del computer, virus informatico,
      malat* di calcio
    `),
  },
  {
    id: "voice",
    name: "Voce che manca",
    article: "la voce che manca",
    terms: terms(`
      non riuscivo a urlare, non riuscivo a gridare, non =riuscivo a parlare, non potevo parlare,
      non usciva nessun suono, non usciva nessun suono, usciva solo un fischio, la bocca non si apriva,
      provavo a urlare ma, provavo a gridare ma, volevo gridare ma non, volevo urlare ma non,
      non mi esce la voce, non esce la voce, non mi usciva la voce, non usciva la voce,
      non potevo urlare, non usciva la voce, non mi usciva la voce, non mi usciva nessun suono,
      nessun suono usciva, senza voce, perso la voce, persi la voce, la voce non usciva,
      la voce non mi usciva, muto, muta, ammutolit*, urlavo ma non, gridavo ma non, voce strozzata, urlo muto,
      urlavo senza voce, non riuscivo a chiamare
    `),
    except: terms(
      "muta di, la muta, muto come un pesce, film muto, cinema muto, che non riuscivo a parlare, scena muta",
    ),
  },
  {
    id: "eyes",
    name: "Occhi e vista",
    article: "la vista",
    terms: terms(`
      ciec*, cecità, accecat*, bendat* gli occhi, occhi bendati, benda sugli occhi, non vedevo niente,
      non vedevo nulla, non ci vedevo, non riuscivo a vedere, non riuscivo ad aprire gli occhi,
      la vista si annebbiava, vista annebbiata, vista offuscata, vedevo sfocato,
      perdevo la vista, persi la vista, occhiali
    `),
    except: terms(`
      accecat* dalla rabbia, cieco di rabbia, cieca di rabbia, alla cieca, vicolo cieco, appuntamento al buio
    `),
  },
  {
    id: "paralysis",
    name: "Paralisi nel sonno",
    article: "la paralisi nel sonno",
    terms: terms(`
      paralizzat*, paralisi, paralisi del sonno, paralisi notturna, immobilizzat*,
      non riuscivo ad aprire gli occhi, un peso sul petto, peso sul petto, qualcosa sul petto,
      seduto sul petto, seduta sul petto, schiacciat* sul letto, inchiodat* al letto, bloccat* nel letto,
      il corpo non rispondeva, il corpo non mi rispondeva
    `),
  },
  {
    id: "aging",
    name: "Invecchiamento",
    article: "l’invecchiamento",
    terms: terms(`
      invecchiat*, invecchiav*, invecchiare, invecchiamento, vecchiaia, rughe, rugos*, capelli bianchi,
      capelli grigi, ero vecchio, ero vecchia, ero diventat* vecchi*, anziano io, decrepit*, rimbambit*
    `),
  },
];
