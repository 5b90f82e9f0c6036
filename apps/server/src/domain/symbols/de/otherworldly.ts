import { type LocalSymbol, terms } from "../terms";

/** The lexicon's otherworldly entries in German: names and the words for them. */
export const GERMAN_OTHERWORLDLY_SYMBOLS: LocalSymbol[] = [
  {
    id: "ghost",
    name: "Geist",
    article: "der Geist",
    terms: terms(`
      geist, poltergeist, *gespenst, gespenst*, spuk*, *spuk, geisterhaus, geisterhaft*, geistererscheinung,
      geisterstimme*
    `),
    except: terms(`
      heiliger geist, heiligen geist, heiligen geistes, im geist, im geiste, den geist aufgegeben,
      gab den geist auf, gibt den geist auf, geist und körper
    `),
  },
  {
    id: "monster",
    name: "Monster",
    article: "das Monster",
    terms: terms(`
      monster, *monster, =ungeheuer, =ungeheuers, =ungeheuern, *ungeheuer, ungetüm, *ungetüm, kreatur, bestie,
      =riese, =riesin, troll, =trolle, =oger, fabelwesen, ein wesen, einem wesen, seltsames wesen,
      seltsame wesen, seltsamen wesen, unheimliches wesen, unheimliche wesen
    `),
    except: terms(`
      kreatur der gewohnheit, ungeheuer groß, ungeheuer viel, ungeheuer wichtig, ungeheuer schnell,
      ungeheuer schwer, ungeheuer laut, ungeheuer stark, ungeheuer schön, ungeheuer erleichtert
    `),
  },
  {
    id: "demon",
    name: "Dämon",
    article: "der Dämon",
    terms: terms(`
      dämon, daemon*, dämonisch*, teufel, satan, satanisch*, luzifer, beelzebub, exorzis*, böser geist,
      bösen geist, vom teufel besessen
    `),
    except: terms(`
      teufel nochmal, teufel noch mal, scher dich zum teufel, kleiner teufel, armer teufel, armen teufel,
      zum teufel, pfui teufel, in teufels küche, auf teufel komm raus, den teufel an die wand, wie der teufel,
      teufel auch, des teufels advokat
    `),
  },
  {
    id: "shadow-figure",
    name: "Schattengestalt",
    article: "die Schattengestalt",
    terms: terms(`
      schattenmann, schattenmänner, schattengestalt*, schattenfigur*, schattenwesen, schattenmensch*,
      dunkle gestalt, dunklen gestalt, dunkle gestalten, schwarze gestalt, schwarzen gestalt,
      schwarze gestalten, gestalt in schwarz, mann in schwarz, männer in schwarz, ohne gesicht,
      hatte kein gesicht, gesichtslos*, kapuzengestalt, vermummte gestalt, gestalt mit kapuze, eine gestalt,
      dunkle silhouette, schwarze silhouette, eine silhouette
    `),
  },
  {
    id: "alien",
    name: "Außerirdische",
    article: "die Außerirdischen",
    terms: terms(`
      außerirdisch*, ausserirdisch*, =alien, =aliens, ufo, ufos, raumschiff*, *raumschiff,
      fliegende untertasse, fliegenden untertasse, weltall, weltraum, ins =all, im =all, durchs =all,
      marsmensch*, marsmännchen, grüne männchen, grünen männchen
    `),
  },
  {
    id: "superpowers",
    name: "Superkräfte",
    article: "die Superkräfte",
    terms: terms(`
      superkraft, superkräfte, superkraefte, superheld*, magie, magisch*, zauber*, unsichtbar*, teleport*,
      telekinese, telepath*, gedanken lesen, gedankenlesen, hellseher*, unverwundbar*, die zeit anhalten,
      die zeit angehalten, übernatürlich*, uebernatuerlich*
    `),
    except: terms(`
      zauberhaft*, magisch angezogen
    `),
  },
  {
    id: "angel",
    name: "Engel",
    article: "der Engel",
    terms: terms(`
      engel, =engeln, schutzengel*, erzengel*, todesengel, racheengel, engelsflügel*, heiligenschein
    `),
    except: terms(`
      porzellanengel, engel aus porzellan, engel aus gips, engelsgeduld
    `),
  },
  {
    id: "divine",
    name: "Göttliches",
    article: "das Göttliche",
    terms: terms(`
      gott, =götter, =göttin, göttlich*, jesus, =jesu, christus, buddha, allah, heiliger geist,
      heiligen geist, =gebet, =gebete, =gebets, gebetbuch, =beten, =bete, =betete, =beteten, =gebetet,
      vaterunser, vater unser, ave maria, rosenkranz, muttergottes, mutter gottes, jungfrau maria, herrgott,
      der allmächtige, dem allmächtigen
    `),
    except: terms(`
      oh gott, o gott, ach gott, mein gott, oh mein gott, gott sei dank, gottseidank, um gottes willen,
      gott weiß, weiß gott, grüß gott, gruess gott, grüss gott, gott bewahre, gott behüte, so gott will,
      gott und die welt, ach du lieber gott, lieber gott nochmal, gott im himmel, herrgott nochmal, rote bete,
      =gotte
    `),
  },
  {
    id: "vampire",
    name: "Vampir oder Zombie",
    article: "der Vampir oder der Zombie",
    terms: terms(`
      vampir*, *vampir, zombie*, *zombie, untot*, werwolf, werwölfe, werwoelfe, *werwolf, wiedergänger,
      lebende tote, lebenden toten
    `),
  },
  {
    id: "witch",
    name: "Hexe",
    article: "die Hexe",
    terms: terms(`
      hexe, *hexe, *hexen, hexer, hexerei, verhext*, hexenhaus, hexenbesen, hexenkessel, =fluch, =fluches,
      einen fluch, mit einem fluch, verwunschen*
    `),
    except: terms(`
      nicht hexen, kann doch nicht hexen
    `),
  },
  {
    id: "dragon",
    name: "Drache",
    article: "der Drache",
    terms: terms(`
      drache, =drachen, *drache, *drachen, drachenhöhle, dinosaurier*, *dinosaurier, =dino, =dinos,
      tyrannosaurus*, =t rex, saurier, *saurier
    `),
    except: terms(`
      drachen steigen, drachen .. steigen lassen, drachen fliegen lassen, der drachen ist, der drachen war,
      der drachen flog, der drachen stieg, drachen gebastelt, drachen gebaut, papierdrachen, lenkdrachen
    `),
  },
  {
    id: "time-travel",
    name: "Zeitreise",
    article: "die Zeitreise",
    terms: terms(`
      zeitreise*, *zeitreise, zeitmaschine, durch die zeit gereist, in der zeit zurück, zurück in der zeit,
      zurück in die vergangenheit, in die vergangenheit, in der vergangenheit gelandet,
      in die vergangenheit versetzt, in der zeit zurückgereist, in die zukunft gereist,
      in die zukunft versetzt, in der zukunft gelandet, zeitsprung*, war wieder ein kind,
      war ich wieder ein kind, war wieder ein kleines kind, war ich wieder ein kleines kind,
      wieder ein kind war, ich war wieder klein, war ich wieder klein, ich war wieder .. =fünf,
      ich war wieder .. =sechs, ich war wieder .. =sieben, ich war wieder .. =acht, ich war wieder .. =neun,
      ich war wieder .. =zehn, ich war wieder .. =elf, ich war wieder .. =zwölf, war ich wieder .. =fünf,
      war ich wieder .. =sechs, war ich wieder .. =sieben, war ich wieder .. =acht, war ich wieder .. =neun,
      war ich wieder .. =zehn, war ich wieder .. =elf, war ich wieder .. =zwölf, ich war wieder .. jahre alt,
      war ich wieder .. jahre alt, war wieder jung, war ich wieder jung, im mittelalter, in der steinzeit
    `),
    except: terms(`
      =um =halb =fünf, =um =halb =sechs, =um =halb =sieben, =um =halb =acht, =um =halb =neun, =um =halb =zehn,
      =um =halb =elf, =um =halb =zwölf, =um =fünf, =um =sechs, =um =sieben, =um =acht, =um =neun, =um =zehn,
      =um =elf, =um =zwölf, =gegen =fünf, =gegen =sechs, =gegen =sieben, =gegen =acht, =gegen =neun,
      =gegen =zehn, =gegen =elf, =gegen =zwölf, =bis =fünf, =bis =sechs, =bis =sieben, =bis =acht, =bis =neun,
      =bis =zehn, =bis =elf, =bis =zwölf
    `),
  },
  {
    id: "lucid",
    name: "Klartraum",
    article: "der Klartraum",
    terms: terms(`
      dass ich traeume, dass ich gerade traeume, luzid*, klartraum*, *klartraum, klartraeum*, =ld, =kt,
      realitätscheck*, realitaetscheck*, =rc, reality check, dass ich träume, dass ich träumte,
      dass ich gerade träume, dass ich gerade träumte, dass ich nur träume, dass ich am träumen bin,
      dass ich am träumen war, dass das ein traum ist, dass das hier ein traum ist,
      dass das alles ein traum ist, dass es ein traum ist, dass ich im traum bin, dass ich in einem traum bin,
      dass ich in einem traum war, wusste ich .. träume, bewusst geträumt, realitätstest*, den traum steuern,
      den traum kontrollieren, traum zu steuern, traum zu kontrollieren
    `),
  },
  {
    id: "false-awakening",
    name: "Falsches Erwachen",
    article: "das falsche Erwachen",
    terms: terms(`
      falsches erwachen, falschen erwachen, falsches aufwachen, falschen aufwachen, traum im traum,
      traum in einem traum, im traum aufgewacht, im traum .. aufgewacht, im traum wach geworden,
      nochmal aufgewacht, noch mal aufgewacht, noch einmal aufgewacht, nochmals aufgewacht, erneut aufgewacht,
      wachte nochmal auf, wachte ich nochmal auf, wachte noch einmal auf, wachte ich noch einmal auf,
      wachte erneut auf, wachte ich erneut auf, ich wäre aufgewacht, ich sei aufgewacht, ich wäre wach,
      wirklich wach, diesmal in echt, diesmal wirklich aufgewacht, diesmal richtig aufgewacht,
      wirklich aufgewacht, in echt aufgewacht, wachte wirklich auf, wachte ich wirklich auf,
      zum zweiten mal aufgewacht, ein zweites mal aufgewacht, immer noch geträumt, noch am träumen
    `),
    except: terms(`
      nicht wirklich wach, nicht wirklich aufgewacht, mitten im traum aufgewacht,
      mitten im traum .. aufgewacht
    `),
  },
];
