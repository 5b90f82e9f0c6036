import { type LocalSymbol, terms } from "../terms";

/** Places in Italian: the house and its rooms, school, work, hospital, church, prison and hotel. */
export const ITALIAN_PLACES: LocalSymbol[] = [
  {
    id: "house",
    name: "Casa",
    article: "la casa",
    terms: terms(`
      =casa, =case, casetta, casette, =casina, a =casa, =casa mia, =casa nostra, appartamento, appartamenti,
      =villa, villetta, villone, palazzo, palazzina, condominio, villino, cascina, casale, baita, masseria,
      bilocale, monolocale
    `),
    except: terms(`
      vicino di casa, vicina di casa, vicini di casa, chiavi di casa,
      casa editrice, casa discografica, casa di cura, casa di riposo, sotto casa, casa farmaceutica,
      fatto in casa, fatta in casa, =palazzo di giustizia, palazzo comunale, vicin* di =casa, chiavi di =casa,
      padron* di =casa, alte come case, come a casa,
      =casa discografica, casa d aste, casa automobilistica, =casa base
    `),
  },
  {
    id: "hidden-room",
    name: "Stanze sconosciute",
    article: "le stanze sconosciute",
    terms: terms(`
      stanza segreta, stanze segrete, stanza nascosta, stanze nascoste, porta segreta, passaggio segreto,
      una stanza in più, stanza che non conoscevo, stanze che non conoscevo, una porta in più,
      stanza che non avevo mai visto, stanze che non avevo mai visto, stanza in più, camera segreta,
      mai vist* prima, che non sapevo ci fosse, che non sapevo ci fossero,
      una parte della casa che non conoscevo
    `),
  },
  {
    id: "childhood-home",
    name: "Casa d’infanzia",
    article: "la casa d’infanzia",
    terms: terms(`
      casa dell infanzia, casa della mia infanzia, casa d infanzia, dove sono cresciut*, dove ero cresciut*,
      in cui sono cresciut*, in cui ero cresciut*, la casa dei nonni, casa dei miei nonni, casa di mia nonna,
      casa di mio nonno, casa della nonna, casa del nonno, la vecchia casa, vecchia casa, casa dei miei,
      casa dei miei genitori, casa di quando ero piccol*, casa di quando ero bambin*,
      casa in cui abitavo da piccol*, cameretta di quando ero piccol*, camera di quando ero piccol*,
      cameretta di quando ero bambin*, in cucina dai miei,
      a pranzo dai miei, a cena dai miei, dai miei genitori, dei miei genitori
    `),
  },
  {
    id: "basement",
    name: "Cantina",
    article: "la cantina",
    terms: terms("cantina, cantine, seminterrato, scantinato, interrato, garage sotterraneo"),
  },
  {
    id: "attic",
    name: "Soffitta",
    article: "la soffitta",
    terms: terms("=soffitta, =soffitte, sottotetto, mansarda, solaio"),
  },
  {
    id: "bedroom",
    name: "Camera da letto",
    article: "la camera da letto",
    terms: terms(`
      camera da letto, camere da letto, camera mia, la mia camera, la mia stanza, cameretta, =camera, =camere,
      =letto, =letti, lettone, letto matrimoniale
    `),
    except: terms(`
      andare a letto, andai a letto, andato a letto, andata a letto, sono andat* a letto, ero a letto,
      prima di andare a letto, =letto il, =letto un, =letto una, ho letto, avevo letto, camera d albergo,
      camera dell albergo, camera dell hotel, camera ardente, camera di commercio, camera dei deputati,
      camera oscura, la =camera 7, letto d ospedale, letto accanto, letto di un fiume, a letto a ripensarci,
      rimast* a letto, restat* a letto, ancora a letto, seduto sul letto, seduta sul letto, =letti a castello di
      un campeggio, affittare la mia camera
    `),
  },
  {
    id: "bathroom",
    name: "Bagno",
    article: "il bagno",
    terms: terms(`
      =bagno, =bagni, bagnetto, gabinetto, gabinetti, toilette, toilet, =wc, =cesso, cessi, water, vasino,
      orinatoi*, bagno pubblico, bagni pubblici
    `),
    except: terms(`
      fare il bagno, facevo il bagno, fatto il bagno, bagno di sangue, bagno di folla, bagno di sudore,
      costume da bagno, =bagnoschiuma, bagno turco
    `),
  },
  {
    id: "kitchen",
    name: "Cucina",
    article: "la cucina",
    terms: terms(`
      =cucina, =cucine, cucinotto, angolo cottura, fornelli, fornello, =forno, frigorifero, =frigo, dispensa,
      lavello, cucinino
    `),
    except: terms(
      "cucina italiana, cucina cinese, cucina giapponese, al forno, da un forno, forno a microonde",
    ),
  },
  {
    id: "school",
    name: "Scuola",
    article: "la scuola",
    terms: terms(`
      scuola, scuole, scolastic*, aula, aule, classe, classi, liceo, licei, elementari, alle medie,
      scuole medie, le medie, alle superiori, le superiori, istituto, università, universitari*, facoltà, ateneo, lezione,
      lezioni, compagni di classe, compagno di classe, compagna di classe, compiti, compiti a casa, =banco,
      =banchi, lavagna, cattedra, =campanella, ricreazione
    `),
    except: terms(`
      compagno di scuola, compagna di scuola, compagni di scuola, compagne di scuola, compagno di classe, compagna di classe, compagni di classe, amici del liceo, amiche del liceo, amico del liceo, amica del liceo, amici di scuola,
      prima classe, seconda classe, classe media, classe operaia, di classe, fuoriclasse, scuola di vita,
      fare scuola, banco di nebbia, banco di pesci, banco del mercato, =banco dei, =banco del, =banco della,
      =banco di, =banco alimentare, del liceo, dell università, delle elementari, delle medie,
      dei tempi del liceo, dei tempi della scuola, lezione di vita, ha dato una lezione, gli ho dato una lezione,
      la lezione è chiara, classe di ferro, in classe economica
    `),
  },
  {
    id: "workplace",
    name: "Posto di lavoro",
    article: "il posto di lavoro",
    terms: terms(`
      ufficio, uffici, al lavoro, a lavoro, sul lavoro, posto di lavoro, luogo di lavoro, riunione, riunioni,
      =colleghi, =collega, =colleghe, turno, turni, in azienda, l azienda, azienda, fabbrica, =cantiere,
      laboratorio, scrivania, open space, dove lavoro, dove lavoravo, in cui lavoro, aziendale, call center,
      turno di lavoro, il mio lavoro, la ditta, in ditta, il capannone
    `),
    except: terms(`
      ufficio postale, ufficio anagrafe, a turno, a turni, il mio turno, tuo turno, di turno, suo turno,
      turno di guardia, riunione di famiglia, riunione di condominio
    `),
  },
  {
    id: "hospital",
    name: "Ospedale",
    article: "l’ospedale",
    terms: terms(`
      ospedale, ospedali, clinica, cliniche, ambulanza, ambulanze, pronto soccorso, sala operatoria,
      =operazione, =operazioni, =operato, =operata, operarmi, intervento chirurgico, infermier*, corsia d ospedale,
      in corsia dell ospedale, reparto di,
      ricoverat*, ricovero, barella, flebo
    `),
    except: terms(
      "operazione matematica, operazioni bancarie, operaio, operai, operazione di polizia, operazione militare",
    ),
  },
  {
    id: "church",
    name: "Chiesa o tempio",
    article: "la chiesa",
    terms: terms(`
      =chiesa, =chiese, chiesetta, chiesette, =tempio, =templi, moschea, sinagoga, cattedrale, duomo,
      basilica, =cappella, =cappelle, altare, santuario, la messa, alla messa, santa messa, convento,
      monastero, sagrestia, confessionale, campanile
    `),
    except: terms(`
      mi =chiese, gli =chiese, le =chiese di, =chiese se, =chiese di, messa in piega, messa a punto,
      messa in scena, messa in moto
    `),
  },
  {
    id: "prison",
    name: "Prigione",
    article: "la prigione",
    terms: terms(`
      prigione, prigioni, carcere, carceri, galera, cella, celle, manette, ammanettat*, arrestat*, arresto,
      =sbarre, detenut*, rinchius* in cella, penitenziario, in gattabuia
    `),
    except: terms("arresto cardiaco, cella frigorifera, cella del telefono"),
  },
  {
    id: "hotel",
    name: "Albergo",
    article: "l’albergo",
    terms: terms(`
      albergo, alberghi, hotel, motel, ostello, ostelli, pensione, reception, hall dell albergo,
      bed and breakfast, =b&b, locanda
    `),
    except: terms("in pensione, andare in pensione, andato in pensione, la pensione di"),
  },
];
