import { type LocalSymbol, terms } from "../terms";

/** Life's turns in Italian: weddings, funerals and death, love and pregnancy, moving, food, winning and failing, the dead. */
export const ITALIAN_LIFE_EVENTS: LocalSymbol[] = [
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
