import { type LocalSymbol, terms } from "../terms";

/** Movement and travel in Italian: falling, flying, chases, vehicles and roads (../terms.ts). */
export const ITALIAN_MOVEMENT: LocalSymbol[] = [
  {
    id: "falling",
    name: "Caduta",
    article: "la caduta",
    terms: terms(`
      =cadere, =cadevo, =cadeva, =cadevamo, =caddi, =cadde, =caduto, =caduta, =caduti, =cadute, =cadendo, =cado,
      =cade, =caddero, =cascavo, =cascai, sono cascat*,
      precipitav*, precipitare, precipitai, precipitò, precipitando, =precipitato, =precipitata,
      sono precipitat*, ruzzolav*, ruzzolai, ruzzolare, volato per terra, volata per terra, volato a terra,
      volata a terra, capitombol*, =sprofondavo, =sprofondai
    `),
    except: terms(`
      cadere dal sonno, cascare dal sonno, cadere dalle nuvole, caduto dalle nuvole, caduta dalle nuvole,
      cadevano i, caddero i, cadere i, caduti i, cadute le, cadevano le, caduto il silenzio,
      cadeva la pioggia, cadeva la neve, cadevano le foglie, mi cadde l occhio, caduto in piedi,
      caduta libera di borsa, cadeva a pezzi, cadere a pezzi, =cadde la linea, cadde la linea, cade la linea,
      la linea è caduta, linea era caduta, sarebbe caduto, sarebbe caduta, cadeva dal soffitto,
      cadevano dal soffitto, la polvere cadeva, cadeva la polvere, cadere in tentazione, caduto in disgrazia,
      cadeva a fagiolo, mi cadeva l occhio, mi cadevano le braccia, cadere dalle nuvole
    `),
  },
  {
    id: "flying",
    name: "Volo",
    article: "il volo",
    terms: terms(`
      =volavo, =volava, =volavamo, =volavano, =volare, =volando, =volai, =volato, =volata, =volò, =volammo,
      =volavi, sorvolav*, sorvolare, sorvolai, =libravo, =librava, =librarmi, fluttuav*, fluttuare,
      fluttuando, levitav*, levitare, levitando, galleggiavo nell aria, galleggiavo a mezz aria, sollevat* da terra
    `),
    except: terms(`
      volare via, il tempo volava, il tempo vola, volavano parole, volavano piatti, volavano insulti,
      volarono via, volato via, volata via, =volata finale, galleggiavo nell acqua, il tempo è volato,
      tempo era volato
    `),
  },
  {
    id: "chase",
    name: "Inseguimento",
    article: "l’inseguimento",
    terms: terms(`
      insegu*, mi correva dietro, mi correvano dietro, =correva dietro, mi davano la caccia, davano la caccia,
      dava la caccia, mi dava la caccia, a caccia di me, braccat*, tallonav*, mi stava dietro, rincorr*, rincors*,
      mi veniva dietro, mi venivano dietro, mi venivano incontro minacciosi
    `),
  },
  {
    id: "running",
    name: "Corsa",
    article: "la corsa",
    terms: terms(`
      =correvo, =correva, =correvamo, =correvano, =correre, =correndo, =corro, =corre, =corrono, =corsi,
      sono =corso, sono =corsa, siamo =corsi, di =corsa, è =corso, è =corsa, sprint*, scattai,
      mi misi a correre
    `),
    except: terms(`
      corsa in macchina, corso di, =corso d, il corso, un corso, corso principale, corso vittorio,
      correva l anno, corsa contro il tempo, correvano i brividi, corso di laurea, vestit* di corsa,
      mi vesto di corsa, correva voce, correre un rischio, correvo il rischio, correre ai ripari,
      corrente elettrica, crepe che correvano, corsi di, il tempo corre, corre voce
    `),
  },
  {
    id: "escape",
    name: "Fuga",
    article: "la fuga",
    terms: terms(`
      scappav*, scappare, scappai, scappò, =scappato, =scappata, =scappati, =scappo, scappando, fuggiv*,
      fuggire, fuggii, fuggì, fuggito, fuggita, fuggendo, fuga, in fuga, mettermi in salvo, mi misi in salvo,
      mi sono messo in salvo, evadere, evasione, evas*, mi sono liberat*, mi liberai, liberarmi, svignarmela,
      me la svignai, me la sono data a gambe, darsela a gambe, a gambe levate, nascondermi da,
      mi nascondevo da, ci nascondevamo da, =nascondermi, mi nascondevo, ci nascondevamo, ci siamo nascost*,
      mi sono nascost*, uscita dalla gabbia, uscito dalla gabbia, scappat* dalla gabbia, =evaso, =evasa
    `),
    except: terms(`
      mi è scappato da ridere, scappava da ridere, scappata la pipì, scappava la pipì, fuga di gas,
      fuga di notizie
    `),
  },
  {
    id: "slow-motion",
    name: "Impossibilità di muoversi",
    article: "l’impossibilità di muoversi",
    terms: terms(`
      non riuscivo a muovermi, non potevo muovermi, non mi muovevo, non riuscivo a correre,
      non potevo correre, le gambe non rispondevano, le gambe non mi rispondevano, gambe pesanti,
      gambe di piombo, al rallentatore, rallentatore, piedi incollati, incollat* al pavimento,
      inchiodat* sul posto, inchiodat* al suolo, non riuscivo a fare un passo, correvo ma non mi muovevo,
      nella melassa, gambe .. pesantissime, gambe .. pesanti come, correre nel fango, correvo nel fango, non riuscivo ad andare avanti, le gambe non andavano,
      le gambe non si muovevano
    `),
  },
  {
    id: "climbing",
    name: "Arrampicata",
    article: "l’arrampicata",
    terms: terms(`
      arrampic*, scalav*, =scalare, =scalai, =scalata, =scalato, inerpic*, salivo su per, scala a pioli,
      salit* in cima, salit* sul campanile, salit* sul tetto, salit* sull albero,
      salit* la scaletta, salivo la scaletta, con una scaletta
    `),
    except: terms(
      "arrampicavo sugli specchi, arrampicarsi sugli specchi, arrampico sugli specchi, arrampicava sugli specchi, scalare la classifica, scalato la classifica",
    ),
  },
  {
    id: "driving",
    name: "Guida",
    article: "la guida",
    terms: terms(`
      =guidavo, =guidava, =guidare, =guidai, =guidato, =guidando, ero alla guida, al =volante, il =volante,
      sterzav*, sterzare, sterzai, sterzo, freno, freni, frenav*, frenare, frenai, =frenata, inchiodai,
      pedale del freno
    `),
    except: terms("guida turistica, la guida del museo, ci guidava, mi guidava, guidava il gruppo"),
  },
  {
    id: "being-late",
    name: "Ritardo",
    article: "il ritardo",
    terms: terms(`
      in ritardo, ritardo, ritardatari*, troppo tardi, era tardi, ero tardi, fare tardi, facevo tardi,
      avevo fatto tardi, fatto tardi, di fretta, in fretta e furia, mi affrettavo, affrettav*, =sbrigarmi,
      mi sbrigavo, scadenza, scadenze, non ho sentito la sveglia, non avevo sentito la sveglia,
      non suonava la sveglia, =tardissimo, arrivato tardi, arrivata tardi, arrivai tardi, arrivare tardi
    `),
    except: terms(`
      più tardi, piu tardi, fino a tardi, tardi la sera, tardi di notte, sera tardi, notte tardi
    `),
  },
  {
    id: "car",
    name: "Auto",
    article: "l’auto",
    terms: terms(`
      =auto, =macchina, =macchine, macchinon*, automobil*, vettura, camion, camioncino, taxi, furgon*, jeep,
      utilitaria, fuoristrada, =suv, =auto rubata, =autoradio
    `),
    except: terms(`
      macchina fotografica, macchina del caffè, macchina da cucire, macchina del tempo, lavatrice, auto aiuto,
      =autoscontri, macchinetta, macchina da scrivere, macchina per, in auto aiuto, la macchina diceva,
      macchina automatica, macchina del pane, macchina della verità, macchina da presa, macchina del fumo
    `),
  },
  {
    id: "car-crash",
    name: "Incidente",
    article: "l’incidente",
    terms: terms(`
      incidente, incidenti, incidente stradale, schianto, schiantav*, schiantat*, schiantarsi, schiantai,
      scontro, scontrav*, scontrai, tamponament*, tamponat*, capottav*, capottat*, ribaltat*,
      scontro frontale, andammo a sbattere, andai a sbattere, finimmo fuori strada, finii fuori strada,
      uscimmo di strada, carambola, =investito, =investita, mi ha investit*, =investiva
    `),
    except: terms("per incidente, incidente diplomatico, scontro verbale"),
  },
  {
    id: "train",
    name: "Treno",
    article: "il treno",
    terms: terms(`
      treno, treni, ferrovia, ferroviari*, binario, binari, metropolitana, la =metro, in =metro, della =metro,
      alla =metro, =metrò, =tram, tranvai,
      vagone, vagoni, locomotiva, =frecciarossa, =intercity, =regionale per
    `),
    except: terms("treno di pensieri, metro quadro, metri quadri"),
  },
  {
    id: "missing-transport",
    name: "Perdere il mezzo",
    article: "il mezzo perso",
    terms: terms(`
      perso il treno, perdevo il treno, perdere il treno, persi il treno, perso il pullman,
      perdere il pullman, perso l autobus, perdere l autobus, persi l autobus, perso il bus, perdere il bus,
      perso l aereo, perdere l aereo, persi l aereo, perso il volo, perdere il volo, persi il volo,
      perso il traghetto, perdere il traghetto, perso la nave, perso la coincidenza, perdere la coincidenza,
      perso la corriera, il treno partiva senza di me, partì senza di me, partito senza di me,
      partita senza di me, ripartiva senza di me, vedevo il treno partire, si chiudevano le porte del treno,
      perso l ultimo treno, perso l ultimo autobus
    `),
  },
  {
    id: "airplane",
    name: "Aereo",
    article: "l’aereo",
    terms: terms(`
      aereo, aerei, aeroplano, aeroplani, jet, volo di linea, il volo per, pilota, piloti, aliante,
      elicottero, hostess, steward, =atterraggio, decollo, decollav*, atterrav*, =jumbo, biplano
    `),
    except: terms("pilota automatico, pilota di formula, aerei di carta, aereo di carta, pilota della moto"),
  },
  {
    id: "bus",
    name: "Autobus",
    article: "l’autobus",
    terms: terms(
      "autobus, =bus, pullman, corriera, filobus, navetta, torpedone, =pulmann, =pulmino, scuolabus",
    ),
    except: terms("fermata dell autobus, fermata del bus, fermata del pullman, pensilina"),
  },
  {
    id: "bicycle",
    name: "Bicicletta",
    article: "la bicicletta",
    terms: terms(`
      bicicletta, biciclette, =bici, bicicletta elettrica, pedalav*, =pedalare, =pedalai, =pedalando, tandem,
      =graziella, =mountain bike
    `),
  },
  {
    id: "journey",
    name: "Viaggio",
    article: "il viaggio",
    terms: terms(`
      viaggio, viaggi, viaggiav*, viaggiare, viaggiai, viaggiando, in viaggio, gita, gite, vacanza, vacanze,
      =valigia, zaino in spalla, crociera,
      itinerario, road trip, on the road, interrail, pellegrinaggio
    `),
    except: terms(`
      viaggio nel tempo, viaggiare nel tempo, viaggiavo nel tempo, viaggio astrale, gita scolastica di,
      foto delle vacanze, album delle vacanze, viaggio di nozze
    `),
  },
  {
    id: "road",
    name: "Strada",
    article: "la strada",
    terms: terms(`
      strada, strade, stradina, stradine, stradone, autostrada, autostrade, superstrada, tangenziale, vicolo,
      vicoli, viale, viali, sentiero, sentieri, bivio, incrocio, incroci, rotonda, marciapiede, carreggiata,
      mulattiera, sterrato, strada sterrata, tornante, tornanti, crocevia, corso principale, vicoli tutti uguali,
      strade tutte uguali, sulla =via, nella =via, lungo la =via, per le =vie, le =vie,
      =calle, =calli
    `),
    except: terms(`
      fare strada, farmi strada, farsi strada, a metà strada, strada facendo, in mezzo alla strada nel senso,
      sulla buona strada, la strada giusta nella vita, trovare la mia strada, strada senza uscita nella vita
    `),
  },
];
