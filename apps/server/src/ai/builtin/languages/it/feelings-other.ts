import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** Italian words and idioms of Hall–Van de Castle anger: anger, annoyance (disgust and jealousy too). */
export const ITALIAN_ANGER: LocalFeelings[] = [
  {
    emotion: "anger",
    intensity: 3,
    terms: terms(`
      furios*, furibond*, infuriat*, su tutte le furie, andai su tutte le furie, fuori di me dalla rabbia,
      fuori di me, imbestialit*, inferocit*, inviperit*, incazzat* nero, incazzata nera, nero di rabbia,
      nera di rabbia, livid* di rabbia, cieco di rabbia, cieca di rabbia, accecat* dalla rabbia,
      mi è salito il sangue al cervello, sangue al cervello, furia cieca, una furia, andato in bestia,
      andata in bestia, sono andat* in bestia, uscito di testa, uscita di testa, sbroccat*, sbroccav*,
      sbroccai, ho sbroccato, urlavo di rabbia, urlava di rabbia, gridavo di rabbia, tremavo di rabbia,
      tremava di rabbia, tremante di rabbia, urlava come un pazz*, urlavo come un pazz*,
      urlava come una pazza, odio profondo
    `),
  },
  {
    emotion: "anger",
    intensity: 2,
    terms: terms(`
      arrabbi*, rabbia, incazzat*, incazz*, ncazzat*, incavolat*, incavol*, arraggiat*, arraggiav*, indignat*,
      indignazione, sdegnat*, sdegno, stizzit*, stizza, odiavo, odiava, lo odiavo, la odiavo, odio, gelos*,
      invidios*, invidia, rosicav*, rosicat*, rosicare, =rosico, mi rodeva, me rodeva, mi rodevo, risentit*,
      risentimento, rancore, ostil*, disgustat*, disgusto, schifat*, ribrezzo, ripugnanza,
      mi =faceva .. ribrezzo, mi =faceva .. rabbia, mi =faceva .. schifo, nausea e rabbia, litigavo,
      litigav* furios*, gli urlavo contro, le urlavo contro, urlavo contro, urlava contro, urlavamo,
      sbattei la porta, sbatté la porta, ha sbattuto la porta, ho sbattuto la porta, sbattendo la porta,
      mi girano le palle, mi giravano le palle, giravano le palle, mi girava le palle, giravano i coglioni,
      mi girano i coglioni, mi girano le scatole, mi giravano le scatole, girava il cazzo,
      mi è partito l embolo, partito l embolo, ho perso la pazienza, perso le staffe, perdere le staffe,
      persi le staffe, scattai, ho perso la testa, mi sono arrabbiat*, sbottai, ho sbottato, sbottò,
      incattivit*
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    terms: terms(`
      irritat*, irritazione, seccat*, seccatura, scocciat*, scoccia, mi scocciava, infastidit*, fastidio,
      mi dava fastidio, dava fastidio, mi davano fastidio, frustrat*, frustrazione, spazientit*, impazient*,
      esasperat*, =stufo, ero stuf*, sono stuf*, =stufi, ne avevo abbastanza, sfastidiat*, scazzat*,
      che palle, che nervi, il nervoso, che nervoso, un nervoso, mi faceva venire il nervoso,
      mi è venuto il nervoso, mi veniva il nervoso, mi saliva il nervoso, nervi a fior di pelle, sbuffav*,
      sbuffai, sbuffando, contrariat*, indispettit*, innervosit*, innervosiv*, offes*, permalos*, schifo,
      mi faceva schifo, mi fece schifo, che schifo, =rompiscatole, rompeva le palle, rompeva le scatole,
      rompevano le palle, mi rompeva
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    kind: "stimulus",
    terms: terms("irritant*, fastidios*, snervante, esasperant*, frustrant*, disgustos*, schifos*"),
  },
];

/** Italian words and idioms of Hall–Van de Castle sadness: sadness, disappointment, missing someone. */
export const ITALIAN_SADNESS: LocalFeelings[] = [
  {
    emotion: "sadness",
    intensity: 3,
    terms: terms(`
      disperat*, disperazione, mi disperavo, piangevo disperat*, piangeva disperat*, a dirotto,
      piangevo come una fontana, piangeva come una fontana, piangevo come un bambino, cuore spezzato,
      il cuore a pezzi, col cuore a pezzi, con il cuore a pezzi, cuore in frantumi, affranto, affranta,
      devastat*, distrutt* dal dolore, straziat*, strazio, singhiozz*, in lacrime, sciolto in lacrime,
      sciolta in lacrime, scoppiai a piangere, scoppiato a piangere, scoppiata a piangere, scoppiò a piangere,
      sono scoppiat* a piangere, scoppiare a piangere
    `),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      trist*, tristezza, tristissim*, piangevo, piangeva, piangevano, piangere, piangendo, piansi, pianse,
      piansero, =piango, =piange, ho pianto, ha pianto, hanno pianto, abbiamo pianto, lacrime, lacrima,
      lacrimav*, occhi lucidi, gli occhi lucidi, con le lacrime agli occhi, le lacrime agli occhi,
      mi veniva da piangere, veniva da piangere, mi =venne da piangere, mi =faceva .. pena,
      mi =faceva .. pena, depress*, giù di morale, giù di corda, col morale a terra, morale a terra,
      abbattut*, afflitt*, addolorat*, sconfortat*, sconforto, malincon*, nostalgi*, mi mancava, mi mancavano,
      mi manca, mi mancano, mi è mancat*, mi sei mancat*, =sentivo la mancanza, =sentivo la sua mancanza,
      solitudine, =sentivo sol*, =sentivo .. =sola, =sentivo .. =solo, ero sola, mi =sentivo abbandonat*,
      =sentivo abbandonat*, =sentivo .. abbandonat*, =sentivo vuot*, un vuoto dentro, vuoto dentro, magone,
      il magone, groppo in gola, un groppo in gola, nodo in gola, un nodo in gola, nodo alla gola, avvilit*,
      abbacchiat*, mogio, mogia, appecundria, scoraggiat*, sconsolat*, struggimento, solo come un cane,
      sola come un cane, demoralizzat*, ero giù, mi =sentivo giù, ero a pezzi, infelic*, dolore immenso,
      un grande dolore, lutto nel cuore, il cuore pesante, cuore pesante, un peso sul cuore,
      con un peso addosso, un peso nel cuore, mi si è spezzato il cuore, spezzato il cuore,
      mi si stringeva il cuore, mi si è stretto il cuore, stretta al cuore, mi si spezzava il cuore,
      col cuore stretto, pesantezza nel cuore, angustiat*, rattristat*, lacrimoni, frignav*
    `),
  },
  {
    emotion: "disappointment",
    intensity: 2,
    terms: terms(`
      delus*, delusione, amareggiat*, amarezza, ci sono rimast* male, ci rimasi male, ci ero rimast* male,
      rimast* male, rimasi male, ci sono restat* male, ci restai male, restat* male, restai male, scornat*,
      dispiaciut*, mi dispiaceva, dispiacere, ferit* nell orgoglio, =sentivo ferit*, mi =sentivo tradit*,
      =sentivo tradit*, tradita e ferita, che peccato, peccato che, un peccato, =sentivo respint*,
      =sentivo rifiutat*
    `),
  },
];

/** Italian words and idioms of Hall–Van de Castle confusion: confusion, surprise, awe. */
export const ITALIAN_CONFUSION: LocalFeelings[] = [
  {
    emotion: "confusion",
    intensity: 2,
    terms: terms(`
      confus*, disorientat*, spaesat*, perpless*, perplessità, stranit*, sconcertat*, frastornat*, stordit*,
      intontit*, rintronat*, rincoglionit*, smarrimento, mi =sentivo smarrit*, ero smarrit*,
      =sentivo smarrit*, rimasi smarrit*, dubbios*, titubant*, indecis*, in confusione, testa nel pallone,
      nel pallone, andato nel pallone, andata nel pallone, =boh, in tilt, andato in tilt, andata in tilt,
      non ci capivo un acca
    `),
  },
  {
    emotion: "confusion",
    intensity: 2,
    kind: "stimulus",
    terms: terms(`
      non capivo, non capivo niente, non capivo nulla, non ci capivo niente, non ci capivo nulla,
      non capivo più niente, non capivo cosa, non capivo perché, non capivo perche, non capivo come,
      non capivo dove, non sapevo cosa fare, non sapevo che fare, non sapevo cosa pensare,
      non sapevo più cosa, non sapevo cosa stesse, non sapevo che cosa stesse, non sapevo più dove,
      non sapevo se, mi =chiedevo cosa, mi =chiedevo perché, mi =chiedevo come
    `),
  },
  {
    emotion: "confusion",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`
      era stran*, era tutto stran*, tutto era stran*, tutto stranissim*, che strano, che stranezza,
      sembrava stran*, pareva stran*, sembrava tutto stran*, strana sensazione, una sensazione strana,
      sensazione stranissima, sensazione stranissima, era assurdo, che assurdo, era surreale, tutto surreale,
      surreale, senza senso, non aveva senso, non aveva alcun senso, non aveva nessun senso, misterios*,
      sconcertant*
    `),
  },
  {
    emotion: "surprise",
    intensity: 2,
    terms: terms(`
      sorpres*, =sorpresissimo, stupit*, stupore, con stupore, sbalordit*, stupefatt*, allibit*, incredul*,
      scioccat*, shockat*, sotto shock, sotto choc, shock, choc, di stucco, di sasso, a bocca aperta,
      senza parole, basit*, sgoment*, sconvolt*, esterrefatt*, attonit*, trasecolai, rimasi colpit*,
      rimast* colpit*, =sobbalzo, con mia grande sorpresa, con mia sorpresa, non credevo ai miei occhi,
      non potevo crederci, non ci potevo credere, non ci credevo, spiazzat*, interdett*, meravigliat*,
      mi meravigliai, mi meravigliavo
    `),
  },
  {
    emotion: "surprise",
    intensity: 1,
    kind: "stimulus",
    terms: terms("sorprendent*, inaspettatamente, sconvolgent*"),
  },
  {
    emotion: "awe",
    intensity: 2,
    terms: terms(`
      estasiat*, rapit* dalla bellezza, incantat* a guardare, ero incantat*, rimasi incantat*,
      rimast* incantat*, ammaliat*, soggezione, timore reverenziale, reverenza, con meraviglia, ipnotizzat*,
      a bocca aperta a guardare, senza fiato dalla bellezza, in estasi, estasi, mozzava il fiato,
      mi mozzava il fiato, mi tolse il fiato, mi toglieva il fiato
    `),
  },
];

/** Italian words and idioms of Hall–Van de Castle happiness: joy, relief, love, calm. */
export const ITALIAN_HAPPINESS: LocalFeelings[] = [
  {
    emotion: "joy",
    intensity: 3,
    terms: terms(`
      felicissim*, al settimo cielo, felice come una pasqua, euforic*, euforia, esultav*, esultai, esultanza,
      esultante, pazz* di gioia, fuori di me dalla gioia, scoppiavo di gioia, saltavo di gioia,
      salti di gioia, lacrime di gioia, lacrime di felicità, piangevo di gioia, piangeva di gioia,
      piangere di gioia, piangevo dalla felicità, piangevo di felicità, piangere dalla gioia,
      piangevo dalla gioia, estasiat* di gioia, gioia immensa, una gioia immensa, al massimo della felicità,
      raggiante, raggianti, gasatissim*
    `),
  },
  {
    emotion: "joy",
    intensity: 2,
    terms: terms(`
      felic*, felicità, content*, cuntent*, gioia, gioios*, gioiv*, =gioire, allegr*, allegria, entusiast*,
      entusiasmo, su di giri, gasat*, galvanizzat*, esaltat*, eccitat*, eccitazione, emozionat*, soddisfatt*,
      soddisfazione, orgoglios*, orgoglio, =fiero, =fieri, fiera di me, fiera di lei, fiera di lui, divertit*,
      mi divertivo, ci divertivamo, mi sono divertit*, ci siamo divertit*, divertiva, spasso, me la godevo,
      ce la godevamo, godevo, godermi, mi godevo, non vedevo l ora, entusiasmat*, priezza, ridevo, rideva,
      ridevano, ridevamo, ridere, ridendo, risi, rise, risero, risata, risate, risatina, ridevamo come matti,
      ridere a crepapelle, a crepapelle, piegat* dalle risate, morivo dal ridere, morir dal ridere,
      morire dal ridere, mi sono fatt* una risata, mi =veniva da ridere, mi =venne da ridere,
      mi =scappava da ridere, =grato, =grata, gratitudine, riconoscente, farfalle nello stomaco,
      le farfalle nello stomaco, il cuore mi scoppiava di gioia, in paradiso, appagat*, sorridevo, sorrideva,
      sorridevano, sorridendo, sorrisi, sorrise, con il sorriso, col sorriso, con un sorriso
    `),
  },
  {
    emotion: "joy",
    intensity: 1,
    kind: "stimulus",
    terms: terms("divertent*, che figata, una figata, figata, che bello"),
  },
  {
    emotion: "relief",
    intensity: 2,
    terms: terms(`
      sollievo, con sollievo, che sollievo, sospiro di sollievo, tirai un sospiro, ho tirato un sospiro,
      ero sollevat*, mi =sentivo sollevat*, =sentivo sollevat*, sollevatissim*, rassicurat*, rincuorat*,
      meno male, menomale, per fortuna era solo un sogno, grazie al cielo, grazie a dio
    `),
  },
  {
    emotion: "love",
    intensity: 2,
    terms: terms(`
      innamorat*, innamorai, mi innamorai, una cotta per, preso una cotta, presa una cotta, ero cotta,
      ero cotto, ero cottissim*, cotta persa, cotto perso, amore immenso, pien* d amore, provavo amore,
      =sentivo amore, tanto amore, =affetto, affettuos*, tenerezza, teneramente, mi =faceva .. tenerezza,
      gli volevo bene, le volevo bene, volevo bene, voglio bene, vuole bene, voleva bene, gli voglio bene,
      le voglio bene, ti voglio bene, ti amo, l amavo, lo amavo, la amavo, amavo, adoravo, protettiv*,
      commoss*, commozione, mi sono commoss*, mi commossi, mi commuovevo, struggent*
    `),
  },
  {
    emotion: "calm",
    intensity: 2,
    terms: terms(`
      seren*, serenità, in pace, pace, in pace con, calmo, calma, =calmi, calme, calmat*, mi calmai,
      mi sono calmat*, rilassat*, rilassatezza, spensierat*, spensieratezza, tranquillità, ero tranquill*,
      mi =sentivo tranquill*, =sentivo tranquill*, restai tranquill*, rimasi tranquill*, rimast* tranquill*,
      stavo tranquill*, a mio agio, a nostro agio, a suo agio, =sentivo legger*, mi =sentivo legger*,
      ero leggero, ero leggera, leggerezza, =sentivo liber*, mi =sentivo liber*, senso di libertà, benessere,
      beatitudine, pace interiore, in armonia, quiete, al sicuro, mi =sentivo al sicuro, protett*,
      =sentivo protett*, coccolat*, cullat*
    `),
  },
];
