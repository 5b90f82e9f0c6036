import { type LocalSymbol, terms } from "../terms";

/** Objects in Italian: money, phones, keys, mirrors, clocks, bags, letters, clothes, weapons. */
export const ITALIAN_OBJECTS: LocalSymbol[] = [
  {
    id: "money",
    name: "Soldi",
    article: "i soldi",
    terms: terms(`
      =soldi, soldini, denaro, =denari, contanti, banconote, banconota, monete, moneta, spiccioli,
      portafoglio, portafogli, portamonete, euro, =lire, debiti, debito, =ricco, =ricca, =ricchi, ricchezza,
      =grana, =sghei, =piccioli, tesoretto, bancomat
    `),
    except: terms(`
      ricco di, ricca di, ricchi di, moneta corrente, pagare con la stessa moneta, =grana padano
    `),
  },
  {
    id: "phone",
    name: "Telefono",
    article: "il telefono",
    terms: terms(`
      telefon*, =cellulare, =cellulari, =cell, smartphone, =iphone, squillav*, squillo, messaggio, messaggi,
      =sms, whatsapp, una =chiamata, la =chiamata, le =chiamate, videochiamata, =telefonata, =telefonate,
      telefonav*, =telefonare, segreteria telefonica, mi ha =chiamato, mi ha =chiamata, =chiamavamo, =numero di telefono, =cornetta, =squillava, =squillò,
      =notifiche, =notifica, =vocale
    `),
    except: terms(
      "chiamato per cena, chiamata per cena, chiamato per nome, chiamata per nome, messaggio subliminale, il messaggio era chiaro, foto del telefono",
    ),
  },
  {
    id: "keys",
    name: "Chiavi",
    article: "le chiavi",
    terms: terms(`
      =chiave, =chiavi, chiavetta, chiavistello, portachiavi, mazzo di chiavi, chiavi di casa,
      chiavi della macchina
    `),
    except: terms(
      "chiave di lettura, parola chiave, punto chiave, parole chiave, chiave inglese, in chiave, a =chiave, chiusa a =chiave, chiuso a =chiave, chiavi in mano",
    ),
  },
  {
    id: "mirror",
    name: "Specchio",
    article: "lo specchio",
    terms: terms(`
      specchio, specchi, specchiav*, specchiarmi, mi specchiavo, riflesso, riflessi, il mio riflesso,
      specchiera
    `),
    except: terms("sugli specchi, riflesso condizionato, di riflesso, riflessi pronti, i riflessi"),
  },
  {
    id: "clock",
    name: "Orologio",
    article: "l’orologio",
    terms: terms(`
      orologio, orologi, orologino, la =sveglia, =sveglia suonava, ticchettav*, ticchettio, clessidra, timer,
      cronometro, lancette, pendolo, conto alla rovescia
    `),
  },
  {
    id: "bag",
    name: "Borsa o bagagli",
    article: "la borsa",
    terms: terms(`
      borsa, borse, borsetta, borsone, zaino, zaini, zainetto, valigetta, ventiquattrore, =sacca, marsupio,
      pochette, busta della spesa, sacchetto, valigia, valigie, bagagli, bagaglio, trolley, sacchetti,
      =borsa della spesa, borsa frigo
    `),
    except: terms(
      "borsa di studio, borsa valori, borse sotto gli occhi, la borsa di milano, in borsa, un =sacco, sacco a pelo, =sacco di, vuotare il sacco, cartella clinica, cartella esattoriale, la cartella delle tasse",
    ),
  },
  {
    id: "book",
    name: "Libro",
    article: "il libro",
    terms: terms(`
      =libro, =libri, libriccino, biblioteca, biblioteche, libreria, quaderno, quaderni, diario, diari,
      pagine, pagina, agenda, romanzo, enciclopedia, vocabolario, =tomo
    `),
    except: terms(`
      libretto di circolazione, libretto universitario, la pagina facebook, pagina web, =libreria ikea,
      voltare pagina, girare pagina
    `),
  },
  {
    id: "letter",
    name: "Lettera o messaggio",
    article: "la lettera",
    terms: terms(`
      =lettera, =lettere, letterina, busta, buste, =posta, cartolina, cartoline, email, =mail, =e-mail,
      bigliettino, biglietto scritto, telegramma, postino, =pacco postale, messaggio scritto
    `),
    except: terms(`
      lettere maiuscole, a lettere cubitali, alla lettera, in lettere, lettere dell alfabeto,
      facoltà di lettere, lettere antiche, busta paga, busta della spesa, buste della spesa, busta di plastica, in posta, =posta in gioco, alla =posta, alle =poste,
      fila alla posta, ufficio postale, le lettere sul, lettere in, lettere dell, lettere maiuscole
    `),
  },
  {
    id: "gift",
    name: "Regalo",
    article: "il regalo",
    terms: terms(`
      regalo, regali, regalino, regalav*, regalato, regalò, =dono, =doni, pacchetto regalo, sorpresa incartata,
      pacchetto incartato, =pacchetto, =pacchettino, fiocco rosso
    `),
    except: terms(
      "un dono del cielo, dono della parola, =regalato a poco, incartato come un regalo, pacchetto di sigarette, pacchetto di fazzoletti, pacchetto di patatine, pacchetto di gomme",
    ),
  },
  {
    id: "ring",
    name: "Anello",
    article: "l’anello",
    terms: terms(`
      anello, anelli, anellino, fede nuziale, =fede, =fedi, anello di fidanzamento, gioiello, gioielli,
      collana, collane, bracciale, braccialetto, orecchini, ciondolo, =diamante
    `),
    except: terms(`
      in buona fede, in fede, la fede in, avere fede, fede calcistica, anello di congiunzione, =fede in dio
    `),
  },
  {
    id: "clothes",
    name: "Vestiti",
    article: "i vestiti",
    terms: terms(`
      =vestito, =vestiti, vestitino, =abito, =abiti, camicia, camicie, maglia, maglione, maglietta, pantaloni,
      gonna, giacca, giacche, cappotto, cappotti, giubbotto, in =divisa, una =divisa, la =divisa, uniforme, costume, costumi, cappello,
      sciarpa, felpa, =tuta, jeans, cravatta, vestit* da, vestit* di, giubba, giubbe, berretto, berretti,
      fazzoletto in testa, calze, calzini, guanti, pelliccia, mantello, tunica, tuniche, grembiule, bikini,
      =canottiera, pigiama, =panni, turbante, cappellino, =tonaca, =coppola, =cintura, calzoncini,
      =elmetto, =scialle, vestaglia, camicia da notte, mutande, reggiseno, =cuffia, =cuffietta, =camice,
      =gilet, =impermeabile, =poncho, =golf, =maglioncino, =grembiulino, =costume da bagno,
      =pantaloncini, =bermuda, =minigonna, =smoking, =frac
    `),
    except: terms(`
      abito a, abito in, abito vicino, abito qui, abiti a, abiti in, =costumi e tradizioni, fare la maglia,
      faceva la maglia, facevo la maglia, la maglia nera, cintura di sicurezza, cintura nera, =golf club,
      campo da golf, giocare a golf, cuffie in testa
    `),
  },
  {
    id: "shoes",
    name: "Scarpe",
    article: "le scarpe",
    terms: terms(`
      =scarpa, =scarpe, scarpette, scarponi, scarponcini, stivali, stivale, stivaletti, sandali, ciabatte,
      pantofole, infradito, tacchi, tacchi alti, scalz*, =sneakers, =anfibi, lacci delle scarpe
    `),
    except: terms("nei miei panni, nelle mie scarpe, lo stivale, scatola di scarpe, scatola da scarpe"),
  },
  {
    id: "weapon",
    name: "Arma",
    article: "l’arma",
    terms: terms(`
      =arma, =armi, armat*, pistola, pistole, fucile, fucili, coltello, coltelli, coltellaccio, spada, spade,
      pugnale, =lama, =lame, mitra, mitragliatric*, revolver, rivoltella, ascia, accetta, machete,
      mazza da baseball, bomba a mano, =spranga, =forcone
    `),
    except: terms(`
      armat* di pazienza, armat* di coraggio, arma a doppio taglio, coltello del pane, coltello da burro,
      lama di luce, fili d erba, alle prime armi, prime armi, pesce spada, =spada di damocle,
      a doppio taglio, pistola ad acqua, armi e bagagli, sotto le armi
    `),
  },
  {
    id: "computer",
    name: "Computer",
    article: "il computer",
    terms: terms(`
      computer, =pc, il =portatile, il mio =portatile, laptop, tablet, tastiera, internet, password, =mouse,
      =online, videogioco, videogiochi, =app, social, schermo del computer, schermo del portatile,
      =condividere lo schermo
    `),
    except: terms(
      "tastiera del pianoforte, schermo del cinema, grande schermo, letto su internet, avevo letto su internet, visto su internet",
    ),
  },
  {
    id: "photograph",
    name: "Fotografia",
    article: "la fotografia",
    terms: terms(`
      =foto, fotografi*, fotografav*, fotografare, scatto, scatti, macchina fotografica, fotocamera, =album,
      selfie, ritratto, polaroid, =istantanea, =diapositiva
    `),
    except: terms("scattai in piedi, scatto d ira, di scatto, uno scatto di, scatto alla risposta"),
  },
  {
    id: "mask",
    name: "Maschera",
    article: "la maschera",
    terms: terms(`
      =maschera, =maschere, mascherat*, =mascherina, =mascherine, travestit*, travestimento, passamontagna,
      camuffat*, =trucco pesante
    `),
    except: terms(`
      maschera a rete, maschera da sub, maschera subacquea, maschera da apicoltore, pinne e maschera,
      maschera di bellezza, maschera per il viso, maschera d ossigeno, maschera di fango, gettare la maschera,
      maschere dell ossigeno, maschera dell ossigeno, maschere d ossigeno
    `),
  },
  {
    id: "box",
    name: "Scatola o pacco",
    article: "la scatola",
    terms: terms(`
      scatola, scatole, scatolone, scatoloni, scatoletta, =pacco, =pacchi, baule, bauli, forziere,
      =tesoro, cassaforte, scrigno, cassapanca, =scatola di latta
    `),
    except: terms(`
      romp* le scatole, sulle scatole, gir* .. le scatole,
      alla cassa, cassa integrazione, casse audio, cassetta delle lettere, tesoro mio, che tesoro,
      pacchi di pasta, pacco di pasta, pacchi di biscotti, pacco di biscotti, fare il pacco,
      tesoro mio, amore e tesoro, tesoro di
    `),
  },
  {
    id: "broken-glass",
    name: "Vetri rotti",
    article: "i vetri rotti",
    terms: terms(`
      vetri rotti, vetro rotto, frantumi, in frantumi, cocci, schegge di vetro, andò in frantumi,
      mandai in frantumi, si frantumò, frantumav*, rompendo la vetrata, rotto la vetrata, vetrata rotta,
      finestrino rotto, finestra rotta, rompendo il vetro, rotto il vetro, ruppe il vetro, vetro infranto,
      vetri infranti, =vetri .. rotti, il vetro si rompeva, il vetro si è rotto, lo specchio si è rotto,
      specchio rotto, bicchiere rotto, bicchieri rotti, mandato in pezzi il vetro
    `),
    except: terms("cuore in frantumi, crepi il lupo, crepa dal ridere"),
  },
  {
    id: "candle",
    name: "Candela",
    article: "la candela",
    terms: terms(`
      candela, candele, candeline, lanterna, lanterne, torcia, torce, fiaccola, fiaccole, =lumino, =lumini,
      torcia elettrica, =cero, =ceri, lumicino, la =frontale, una =frontale, con la =frontale, =pila,
      =torcetta
    `),
    except: terms(
      "non vale la candela, gioco non vale la candela, =pila di, una =pila di, pila di piatti, pila di libri, pila di fogli, a pila, le pile",
    ),
  },
];
