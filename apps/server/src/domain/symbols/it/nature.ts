import { type LocalSymbol, terms } from "../terms";

/** Nature in Italian: fire, storms, quakes, the sky, darkness and light, woods, mountains, islands. */
export const ITALIAN_NATURE: LocalSymbol[] = [
  {
    id: "fire",
    name: "Fuoco",
    article: "il fuoco",
    terms: terms(`
      fuoco, fuochi, fiamma, fiamme, incendio, incendi, bruciav*, bruciare, bruciai, =bruciato, =bruciata,
      =brace, =braci, falò, rogo, =fumo, =cenere, =ceneri, in fiamme, divampav*, andava a fuoco, prendeva fuoco,
      =bruciava, =bruciavano
    `),
    except: terms(`
      fuoco d artificio, fuochi d artificio, aprire il fuoco, aprirono il fuoco, fuoco amico, mettere a fuoco,
      a fuoco lento, cessate il fuoco, mi bruciava la gola, bruciav* gli occhi, mi bruciavano,
      fumo di sigaretta, allarme antincendio, alla brace, alla =brace, rosso come il fuoco, fuoco di paglia,
      fuochi d artificio, mettere la mano sul fuoco, messo su la caffettiera, fumo negli occhi, a fuoco,
      scherzare col fuoco, il fuoco della passione, bruciava la gola, bruciavano gli occhi, bruciato il sugo,
      fumo della caffettiera
    `),
  },
  {
    id: "storm",
    name: "Tempesta",
    article: "la tempesta",
    terms: terms(`
      tempesta, tempeste, temporale, temporali, tuono, tuoni, tuonava, fulmine, fulmini, lampo, lampi,
      uragano, uragani, bufera, burrasca, nubifragio, vento fortissimo, raffiche
    `),
    except: terms(
      "tempesta di, in un lampo, fulmine a ciel sereno, colpo di fulmine, tempesta ormonale, raffiche di mitra",
    ),
  },
  {
    id: "tornado",
    name: "Tornado",
    article: "il tornado",
    terms: terms(`
      tornado, tromba d aria, trombe d aria, ciclone, cicloni, turbine, vortice di vento, tifone
    `),
  },
  {
    id: "earthquake",
    name: "Terremoto",
    article: "il terremoto",
    terms: terms(`
      terremoto, terremoti, scossa di terremoto, =scossa, =scosse, sisma, la terra =tremava,
      il pavimento =tremava, =tremava =tutto, crollava tutto, =tutto =tremava
    `),
    except: terms("scossa elettrica, presi la scossa, preso la scossa, scosse la testa, scuoteva la testa"),
  },
  {
    id: "volcano",
    name: "Vulcano",
    article: "il vulcano",
    terms: terms(`
      vulcano, vulcani, =lava, eruzione, eruttav*, =vesuvio, =etna, =stromboli, cratere, magma, lapilli
    `),
  },
  {
    id: "apocalypse",
    name: "Fine del mondo",
    article: "la fine del mondo",
    terms: terms(`
      fine del mondo, apocalisse, apocalittic*, il mondo finiva, il mondo stava finendo, meteorite, meteoriti,
      asteroide, asteroidi, giudizio universale, armageddon
    `),
    except: terms("non è la fine del mondo, non era la fine del mondo, una festa della fine del mondo"),
  },
  {
    id: "sun",
    name: "Sole",
    article: "il sole",
    terms: terms(`
      =sole, =soli, luce del sole, raggi di sole, soleggiat*, =solare, tramonto, tramonti, assolat*,
      sorgere del sole
    `),
    except: terms(`
      occhiali da sole, crema solare, sorriso solare, carattere solare, persona solare, pannelli solari, pannello solare, all alba dei, sistema solare
    `),
  },
  {
    id: "moon",
    name: "Luna",
    article: "la luna",
    terms: terms(`
      =luna, =lune, luna piena, chiaro di luna, falce di luna, mezzaluna, al chiaro di luna, lunare
    `),
    except: terms("luna di miele, avere la luna storta, con la luna storta, sulla luna nel senso"),
  },
  {
    id: "stars",
    name: "Stelle",
    article: "le stelle",
    terms: terms(`
      =stella, =stelle, stellat*, cielo stellato, galassia, galassie, costellazion*, via lattea,
      stella cadente, stelle cadenti, pianeti, pianeta
    `),
    except: terms(`
      tre stelle, quattro stelle, cinque stelle, stelle marine, stella marina,
      stella del cinema, stella della tv, alle stelle, vedere le stelle, stelle michelin, a cinque stelle,
      cinque stelle, stella di natale
    `),
  },
  {
    id: "sky",
    name: "Cielo",
    article: "il cielo",
    terms: terms(`
      cielo, cieli, nuvola, nuvole, nuvoloni, nube, nubi, =firmamento, azzurro del cielo, in cielo
    `),
    except: terms(`
      grazie al cielo, santo cielo, al settimo cielo, per l amor del cielo, cadere dalle nuvole,
      caduto dalle nuvole, fulmine a ciel sereno, nuvola di fumo
    `),
  },
  {
    id: "darkness",
    name: "Buio",
    article: "il buio",
    terms: terms(`
      buio, buia, al buio, nel buio, oscurità, tenebre, tenebros*, buio pesto, oscur*, nero pece, ombre,
      senza luce, penombra
    `),
    except: terms("appuntamento al buio, salto nel buio, oscurat*, ombretto"),
  },
  {
    id: "light",
    name: "Luce intensa",
    article: "la luce intensa",
    terms: terms(`
      luce abbagliante, luce accecante, luce fortissima, luce intensa, una luce bianca, luce bianca,
      luce dorata, luce accecante, splendev*, risplendev*, brillav*, bagliore, bagliori, luccicav*, abbagliant*,
      raggiante di luce, alone di luce
    `),
    except: terms("occhi che brillavano, gli occhi gli brillavano, idea luminosa"),
  },
  {
    id: "forest",
    name: "Bosco",
    article: "il bosco",
    terms: terms(`
      bosco, boschi, boschetto, foresta, foreste, giungla, selva, pineta, faggeta, sottobosco,
      in mezzo agli alberi, fitto di alberi
    `),
  },
  {
    id: "tree",
    name: "Albero",
    article: "l’albero",
    terms: terms(`
      =albero, =alberi, alberello, quercia, querce, =pino, =pini, ulivo, ulivi, olivo, =ramo, =rami, radici,
      radice, =tronco, salice, =castagno, =castagni, abete, abeti, faggio, faggi, betulla, =pioppi, =pioppo,
      =platano, =platani, =palma, =palme
    `),
    except: terms(`
      albero genealogico, albero di natale, radici quadrate, le mie radici, tronco encefalico, albero maestro,
      rami appesi, i rami di rame, ramo d azienda, palma della mano, la palma d oro
    `),
  },
  {
    id: "flowers",
    name: "Fiori",
    article: "i fiori",
    terms: terms(`
      =fiore, =fiori, fiorellin*, =rose, una rosa, rosa rossa, rose rosse, mazzo di fiori, mazzo di rose,
      bouquet, tulipan*, margherit*, girasol*, fiorit*, sbocciav*, petali, petalo, orchidea, gigli, giglio,
      papaver*, violette, lavanda
    `),
    except: terms(`
      fior di, a fior di pelle, fiore all occhiello, nel fiore degli anni, =margherita pizza,
      pizza margherita, =margherita, a fiori, a fiorellini, =rosa confetto, fiori di zucca,
      fiorito di, fiori d arancio
    `),
  },
  {
    id: "garden",
    name: "Giardino",
    article: "il giardino",
    terms: terms(`
      giardino, giardini, giardinetto, prato, prati, aiuola, aiuole, parco, parchi, orto, orti,
      =villa comunale, siepe, siepi
    `),
    except: terms("parco macchine, parco giochi acquatico, orto botanico della, erba da fumare, fumare erba"),
  },
  {
    id: "mountain",
    name: "Montagna",
    article: "la montagna",
    terms: terms(`
      montagna, montagne, monte, monti, collina, colline, =colle, =colli, dirupo, dirupi, precipizio,
      strapiombo, vetta, vette, =picco, =picchi, burrone, =scarpata, rupe, falesia, alpi, appennino, dolomiti,
      bordo di un precipizio, pista da sci, piste da sci, seggiovia, funivia, impianti di risalita,
      rifugio alpino, arrivat* in cima, siamo arrivati in cima, in vetta
    `),
    except: terms(`
      una montagna di, montagne di, un monte di, in cima alle scale, in cima a, a picco, colpo di scena,
      montagne russe, a strapiombo, monte ore, mandare a monte, andato a monte, a monte
    `),
  },
  {
    id: "desert",
    name: "Deserto",
    article: "il deserto",
    terms: terms("=deserto, =deserti, desertic*, dune di sabbia, terra arida, terra desolata, distesa arida"),
    except: terms(
      "era deserto, completamente deserto, quasi deserto, tutto deserto, deserto di gente, strade deserte",
    ),
  },
  {
    id: "cave",
    name: "Grotta",
    article: "la grotta",
    terms: terms(`
      grotta, grotte, caverna, caverne, cunicolo, cunicoli, galleria, gallerie, tunnel, sottoterra,
      sotterrane*, antro, cripta, catacomb*
    `),
    except: terms(`
      galleria d arte, galleria commerciale, galleria del vento, in galleria al teatro, galleria degli uffizi,
      parcheggio sotterraneo, metropolitana sotterranea
    `),
  },
  {
    id: "island",
    name: "Isola",
    article: "l’isola",
    terms: terms(`
      isola, isole, isolotto, isoletta, naufrag*, isola deserta, atollo, sperdut* su un isola
    `),
    except: terms("isola pedonale, isola ecologica"),
  },
];
