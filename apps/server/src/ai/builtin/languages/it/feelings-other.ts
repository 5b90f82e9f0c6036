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
      urlava come una pazza, odio profondo, un diavolo per capello, diavolo per capello, nero dalla rabbia,
      nera dalla rabbia, neri dalla rabbia, rosso dalla rabbia, rossa dalla rabbia, verde dalla rabbia,
      ribollivo di rabbia, mi ribolliva il sangue, schiumav* di rabbia, furente, furenti, arrabbiatissim*,
      incazzatissim*, incavolatissim*, una rabbia cieca, rabbia folle, una rabbia tremenda
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
      incattivit*, avercela con, ce l avevo con, ce l aveva con, ce l ho con, ce l aveva a morte,
      alzav* la voce, alzat* la voce, alzò la voce, alzai la voce, chiuso la porta in faccia,
      chiuse la porta in faccia, sbattuto la porta in faccia, sbatteva la porta, sbattevo la porta,
      mi urlava dietro, urlava dietro, urlavano dietro, gli urlava dietro, rabbios*, stizzosa, stizzoso,
      verde dalla gelosia, gelosa marcia, geloso marcio, digrignav* i denti, mi prudevano le mani,
      mi montava la rabbia, mi saliva la rabbia, mi veniva la rabbia, perdeva la pazienza, perse la pazienza,
      perso la pazienza, pestav* i piedi, mi stava sulle scatole, mi stava sulle palle
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
      rompevano le palle, mi rompeva, rompendo le scatole, rompendo le palle, rompere le scatole,
      rompere le palle, mi stava rompendo, irritatissim*, seccatissim*, scocciatissim*, nervoso per l attesa,
      che barba, che noia e che nervi, sbuffava, sbuffavano, borbottav* irritat*, brontolav*, mugugnav*
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
      col cuore stretto, pesantezza nel cuore, angustiat*, rattristat*, lacrimoni, frignav*, sola da morire, solo da morire, col cuore gonfio, con il cuore gonfio, un groppo alla gola,
      mi si chiudeva la gola, mi si è chiusa la gola, mi si stringeva la gola, mi =venne il magone,
      mi è venuto il magone, mi veniva il magone, con gli occhi gonfi, occhi rossi di pianto,
      piangeva piano, piangevo piano, in singhiozzi, tiravo su col naso, mi sentivo morire dentro,
      struggente tristezza, triste da morire, disperazione nera, a pezzi dentro, mi mancava tanto,
      mi mancava tantissimo, mi mancavano tanto, commosso fino alle lacrime
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
      =sentivo rifiutat*, che delusione, una delusione, rimast* delus*, un dispiacere, con dispiacere,
      mi è dispiaciuto, mi dispiacque, mi dispiace tanto, ci sono rimast* malissimo, che amarezza
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
      non ci capivo un acca, confusissim*, spaesatissim*, disorientatissim*, non ci capivo più niente,
      caduto dalle nuvole, caduta dalle nuvole, cadere dalle nuvole, sono cadut* dalle nuvole
    `),
  },
  {
    emotion: "confusion",
    intensity: 2,
    terms: terms(`
      non ci capiva .. niente, non ci capiva .. nulla, non capiva .. niente, non capiva .. nulla,
      non capiva cosa, non capiva dove, non capiva perché, non capiva come, non sapeva cosa fare,
      non sapeva che fare, non sapeva più cosa, non sapeva più dove, non sapeva dove fosse,
      non sapevano cosa fare, non capivano niente, non capivano cosa
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
      non sapevo se, mi =chiedevo cosa, mi =chiedevo perché, mi =chiedevo come, non sapevo più che fare,
      non sapevo più cosa fare, non sapevo più che cosa, non sapevo che pesci pigliare,
      non sapevo che pesci prendere, non sapevo dove sbattere la testa, a capire dov ero, a capire dove fossi,
      a capire dove mi trovavo, capire dov ero veramente, mi =chiedevo se, mi =chiedevo chi, mi =chiedevo dove,
      mi domandavo, mi =domandavo come, non mi raccapezzavo, non ci raccapezzavo, non riuscivo a capire,
      non riuscivo a capire cosa, non mi spiegavo, non mi spiegavo come, non mi spiegavo perché
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
      sconcertant*, mi =sentivo stran*, mi =sentivo .. stran*, mi =sembrava .. stran*, mi =pareva .. stran*, mi =sembrò .. stran*, mi =sembrava .. assurd*,
      mi =sembrava .. surreal*, mi =pareva .. assurd*, mi =sembrava tutto .. stran*, tutto mi sembrava stran*,
      era tutto cosi strano, che cosa strana, che situazione strana, ma che strano
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
      mi meravigliai, mi meravigliavo, stupitissim*, sorpresissim*, incredulissim*, non credevo ai miei occhi,
      rimasi a bocca aperta, rimast* a bocca aperta, rimasi di stucco, rimast* di stucco, senza parole,
      con gli occhi sgranati, sgranav* gli occhi, sbigottit*, trasecolat*, strabiliat*, di sasso
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
