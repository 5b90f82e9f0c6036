import { type LocalSymbol, terms } from "../terms";

/** Situations in Italian: exams, losing and searching, weddings, death, food, success and failure. */
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
  {
    id: "wedding",
    name: "Matrimonio",
    article: "il matrimonio",
    terms: terms(`
      matrimonio, matrimoni, nozze, sposarmi, sposavo, sposava, sposarsi, sposarci, =sposato, =sposata, sposa,
      sposo, sposi, abito da sposa, vestito da sposa, fidanzament*, mi chiedeva di sposarlo,
      proposta di matrimonio, anello di fidanzamento, testimone di nozze, cerimonia, ricevimento, fedi nuziali
    `),
    except: terms("mi ero fidanzato, vita da sposati, dichiarazione dei redditi"),
  },
  {
    id: "funeral",
    name: "Funerale",
    article: "il funerale",
    terms: terms(`
      funerale, funerali, esequie, sepoltura, seppellit*, seppellire, seppellivano, sotterrav*,
      corteo funebre, carro funebre, =bara, =bare, veglia funebre, camera ardente, lutto, in lutto,
      vestit* di nero al funerale
    `),
  },
  {
    id: "death",
    name: "Morte",
    article: "la morte",
    terms: terms(`
      =morte, =morii, trovato morto, trovata morta, morto ammazzato, cadde morto, cadde morta, =morì,
      =morirono, stava morendo, moribond*, cadavere, cadaveri, corpo senza vita, senza vita, salma, defunt*,
      decesso, mort* ammazzat*, ero =morto, ero =morta, sono =morto, sono =morta, sognato di morire,
      sognavo di morire, ero appena mort*, il corpo era
    `),
    except: terms(`
      morto di paura, morta di paura, morti di paura, morivo dal ridere, morire dal ridere, morir dal ridere,
      morta di fame, morto di fame, morivo di fame, morto di sonno, stanco morto, stanca morta, stanchi morti,
      morivo di caldo, morivo di freddo, morivo dalla voglia, da morire, punto morto, binario morto,
      mar morto, peso morto, lingua morta, morto di sete, a morte, annoiat* a morte, quelle morte,
      sono morte, erano morte, foglie morte, piante morte, stanche morte, il morto a galla, morto a galla
    `),
  },
  {
    id: "romance",
    name: "Romanticismo",
    article: "il romanticismo",
    terms: terms(`
      bacio, baci, bacio appassionato, baciav*, baciare, baciai, baciò, ci baciammo, ci siamo baciati,
      baciarmi, romantic*, appuntamento galante, appuntamento romantico, primo appuntamento, sesso, fare l amore, facevamo l amore, fatto l amore,
      abbracciav* stretti, coccole, flirtav*, flirt, preso una cotta, presa una cotta, limonav*, pomiciav*,
      amante, amanti, fidanzatin*, cena a lume di candela
    `),
    except: terms(`
      appuntamento dal dentista, appuntamento dal medico, appuntamento di lavoro, baci perugina,
      bacio sulla guancia, baci sulla guancia, un bacio sulla fronte, bacio in fronte, baciava la mano,
      baciato la mano, baciare la mano, bacio della buonanotte, baci e abbracci, ha baciato il vigile,
      appuntamento con il medico, appuntamento in banca, amante di, amante della, amante del
    `),
  },
  {
    id: "pregnancy",
    name: "Gravidanza",
    article: "la gravidanza",
    terms: terms(`
      incinta, incinte, gravidanza, gravidanze, il =parto, sala parto, dopo il =parto, partorire, partorivo, partorito, partorii,
      aspettavo un bambino, aspettavo una bambina, aspettava un bambino, pancione, pancia enorme, doglie,
      ecografia, ostetrica, travaglio
    `),
  },
  {
    id: "moving-house",
    name: "Trasloco",
    article: "il trasloco",
    terms: terms(`
      trasloco, traslochi, traslocav*, traslocare, traslocat*, cambiare casa, cambiavo casa, cambiato casa,
      scatoloni, fare le valigie per sempre, trasloc*,
      mi trasferivo, ci trasferivamo, trasferirmi, trasferimento, andavo a vivere, andare a vivere,
      impacchettav*
    `),
  },
  {
    id: "food",
    name: "Cibo",
    article: "il cibo",
    terms: terms(`
      cibo, mangiav*, mangiare, mangiai, mangiò, mangiato, mangiando, mangiammo, =mangio, cena, cenav*,
      pranzo, pranzav*, colazione, merenda, =pasto, pasti, banchetto, abbuffat*, torta, torte, =pane,
      pasta al forno, pizza, pizze, =gelato, =gelati, dolci, biscotti, frutta, carne, pesce fritto, formaggio,
      lasagne, spaghetti, fame, affamat*, =piatto di, piatti di, sugo, ragù, focaccia, focacce, panino,
      panini, cornetto, cornetti, brioche, arancini, tiramisù, risotto, minestra, zuppa, polenta, tortellini,
      ravioli, cioccolato, caramelle, =miele, piadina, piadine, mozzarella, =patate, =patatine, marmellata,
      =brodo, =fichi, cozze, vongole, branzino, cioccolatini, insalata, =uova, prosciutto, salame, olive,
      crostata, cannoli, sfogliatell*, pastiera, panettone, gnocchi, polpette, arrosto, bistecca, =mele,
      =mela, arance, fragole, =uva, ciliegie, pomodori, assaggiav*, =assaggiare, =assaggiai, =assaggiato,
      ho assaggiato, fritto misto, parmigiana, lasagna, anolini, grigliata, cucinav*, =cucinare, =cucinato,
      =cucinai, ricciarelli, cantucci, =cassata, =pollo arrosto
    `),
    except: terms(`
      mangiarmi le mani, mangiavo le mani, mi mangiavo le mani, mangiato la foglia, dolce sorriso, dolce voce,
      dolce come, in dolce attesa, acqua dolce, una fame di, fame d aria, mangiare la polvere,
      in carne e ossa, carne e ossa, per la cena, per cena, cassett* della frutta, vieni a pranzo, cioccolata calda, una cioccolata, chiamato per cena, chiamava per cena,
      se avevo mangiato, pronta la cena, mangiarsi le unghie, mangiavo le unghie, mangiava le parole,
      mangiava le foglie, mangiare la foglia, a pranzo la domenica nella realtà
    `),
  },
  {
    id: "winning",
    name: "Vittoria",
    article: "la vittoria",
    terms: terms(`
      =vincevo, =vinceva, =vincere, =vinsi, =vinse, =vinto, =vinta, =vincendo, =vinco, =vinciamo,
      =vincevamo, abbiamo vinto, vittoria, vittorie, vincitore, vincitrice, =premio, =premi, premiat*,
      premiazione, trofeo, =coppa, medaglia, medaglie, lotteria,
      gratta e vinci, superenalotto, promozione, ce l avevo fatta, ce l ho fatta, primo posto, al primo posto
    `),
    except: terms(`
      ha avuto successo, cosa è successo, cos era successo, era successo, è successo, successo qualcosa,
      vinto dal sonno, vinta dal sonno, vinto dalla stanchezza, coppa di gelato, una coppa di, la coppa dell
    `),
  },
  {
    id: "failing",
    name: "Fallimento",
    article: "il fallimento",
    terms: terms(`
      fallimento, fallit*, fallivo, fallire, fallii, fallì, bocciat*, bocciatura, licenziat*, licenziament*, licenziav*, licenziarmi,
      respint*, rifiutat*, sconfitta, sconfitto, sconfitti, perdevo la partita, perso la partita,
      persi la partita, perso la gara, =perdevamo, abbiamo perso, avevamo perso, andato male, andata male,
      un disastro totale, fiasco
    `),
  },
  {
    id: "deceased",
    name: "Persona scomparsa",
    article: "la persona scomparsa",
    terms: terms(`
      =morto nel, =morta nel, =morti nel, =morto .. fa, =morta .. fa, =morto a, =morta a, =morto da,
      =morta da, morto l anno scorso, morta l anno scorso, morto anni fa, morta anni fa, morti anni fa,
      che è morto, che è morta, che era morto, che era morta, morta da, morto da, mio nonno defunto,
      mia nonna defunta, la buonanima, buonanima, scomparso da, scomparsa da, scomparsi da, che non c è più,
      che non c è piu, non c è più da, venuto a mancare, venuta a mancare, mancato anni fa, mancata anni fa,
      era di nuovo viv*, era ancora viv*, tornato in vita, tornata in vita, tornati in vita, ancora in vita,
      povero nonno, povera nonna, il defunto, la defunta, mio padre defunto, mia madre defunta,
      mia nonna morta, mio nonno morto, mia madre morta, mio padre morto, che è mancat*, è mancat* .. fa,
      adesso non c è più, ormai non c è più
    `),
    except: terms("morto a galla, il morto a galla, morto a causa, morta a causa"),
  },
];
