import { agree, earlierDreams, from, on, ordinal } from "./it-grammar";
import type { LocalReading } from "./types";

/**
 * Moments of an Italian reading (./it.ts), each said in many ways: the strongest image in the
 * dreamer's own words, where the dream ends, a dream sign of the journal and the closing suggestion. No preposition that would merge with the image's
 * article (di, a, da, in, su) stands before `image`; verbs agree with it through `agree`.
 */
export const ITALIAN_IMAGE_FRAMES: LocalReading["image"] = [
  (image, quoted) => `Ecco come racconti ${image}: ${quoted}.`,
  (image, quoted) =>
    `Fra le immagini del sogno, la più intensa ${agree(image, "è", "sono")} forse ${image}, che descrivi così: ${quoted}.`,
  (image, quoted) =>
    `È nelle tue parole che ${agree(image, "prende", "prendono")} forma ${image}: ${quoted}.`,
  (image, quoted) => `Un passaggio del racconto mette a fuoco ${image}: ${quoted}.`,
  (image, quoted) =>
    `Il momento in cui ${agree(image, "compare", "compaiono")} ${image} lo racconti così: ${quoted}.`,
  (image, quoted) => `${quoted}: sono queste le parole con cui descrivi ${image}.`,
  (image, quoted) => `Nel testo, ${image} ${agree(image, "entra", "entrano")} in scena così: ${quoted}.`,
  (image, quoted) => `Hai scelto queste parole per ${image}: ${quoted}.`,
  (image, quoted) => `Guarda come ${agree(image, "arriva", "arrivano")} ${image} nel racconto: ${quoted}.`,
  (image, quoted) => `Vale la pena di soffermarsi sulle parole con cui evochi ${image}: ${quoted}.`,
  (image, quoted) =>
    `Un’immagine sembra pesare più delle altre, ${image}, e la racconti con queste parole: ${quoted}.`,
  (image, quoted) =>
    `Il racconto rallenta, forse, quando ${agree(image, "entra", "entrano")} in gioco ${image}: ${quoted}.`,
  (image, quoted) => `Le parole che accompagnano ${image} sono le tue: ${quoted}.`,
  (image, quoted) => `Se cerchi ${image} nel tuo racconto, trovi queste parole: ${quoted}.`,
  (image, quoted) => `Il cuore della scena è forse questa immagine, ${image}: ${quoted}.`,
  (image, quoted) => `Basta rileggere una frase per ritrovare ${image}: ${quoted}.`,
  (image, quoted) =>
    `Quello che il racconto mostra con più forza ${agree(image, "è", "sono")} forse ${image}: ${quoted}.`,
];

/** Where the dream ends, its last words quoted: said without guessing what they mean. */
export const ITALIAN_ENDING_FRAMES: LocalReading["ending"] = [
  (quoted) => `Tutto si ferma su ${quoted}.`,
  (quoted) => `Il ricordo si interrompe su ${quoted}, come una scena lasciata in sospeso.`,
  (quoted) => `La storia non va oltre ${quoted}: lì il sogno finisce.`,
  (quoted) => `L’ultimo frammento che ricordi è ${quoted}.`,
  (quoted) => `Il finale resta sospeso su ${quoted}.`,
  (quoted) => `Fin qui arriva il tuo ricordo: ${quoted}.`,
  (quoted) => `A chiudere il sogno sono queste parole: ${quoted}.`,
  (quoted) => `Il sogno sfuma su ${quoted}, e lì si ferma anche il tuo racconto.`,
  (quoted) => `Il tuo racconto termina con ${quoted}, forse a metà di una scena.`,
  (quoted) => `Il sogno si congeda con ${quoted}, senza dire che cosa viene dopo.`,
  (quoted) => `Dopo ${quoted} non c’è altro, almeno in ciò che ricordi.`,
  (quoted) => `Ultimo passaggio del racconto: ${quoted}, e poi più nulla.`,
  (quoted) => `È ${quoted} l’ultima cosa che ricordi del sogno.`,
  (quoted) => `Qui si perde il filo del sogno: ${quoted}.`,
  (quoted) => `Ciò che viene dopo ${quoted} resta fuori dal ricordo.`,
  (quoted) => `Le ultime righe del tuo racconto dicono ${quoted}; poi il sogno si dissolve.`,
  (quoted) => `Proprio su ${quoted} il sogno si chiude, senza un vero epilogo.`,
  (quoted) => `Sulle parole ${quoted} il sogno svanisce.`,
  (quoted) => `Il risveglio, o forse solo la memoria, interrompe tutto su ${quoted}.`,
  (quoted) => `Da ${quoted} in poi il ricordo tace.`,
  (quoted) => `Così finisce il sogno, almeno come lo ricordi: ${quoted}.`,
];

/** A dream sign of the journal: the image, how many earlier dreams hold it, and since when. */
export const ITALIAN_SIGN_FRAMES: LocalReading["sign"] = [
  (image, earlier, since) =>
    `${image} ${agree(image, "ritorna", "ritornano")} nel tuo diario: in ${earlierDreams(earlier)}${from(earlier, since)}.`,
  (image, earlier, since) =>
    `Il tuo diario conosce già ${image}: ${
      earlier === 1
        ? `un sogno precedente${since ? `, ${on("del", since)},` : ""} ne parlava`
        : `${earlier} sogni precedenti ne parlavano${since ? `, il primo ${on("il", since)}` : ""}`
    }.`,
  (image, earlier, since) =>
    `Tra i tuoi segni onirici ${agree(image, "c’è", "ci sono")} ${image}, già ${agree(image, "presente", "presenti")} in ${earlierDreams(earlier)}${from(earlier, since)}.`,
  (image, earlier, since) =>
    `Ecco di nuovo ${image}, uno dei tuoi segni onirici: è il ${ordinal(earlier + 1)} sogno in cui ${agree(image, "compare", "compaiono")}${since ? ` ${on("dal", since)}` : ""}.`,
  (image, earlier, since) =>
    `Nel tuo diario ${image} non ${agree(image, "è", "sono")} una novità: ${
      earlier === 1 ? "c’era già un sogno" : `c’erano già ${earlier} sogni`
    } con questa immagine${since ? (earlier === 1 ? `, ${on("del", since)}` : `, il primo ${on("del", since)}`) : ""}.`,
  (image, earlier, since) =>
    `Questo segno onirico ha una storia: ${image} ${agree(image, "compariva", "comparivano")} già in ${earlierDreams(earlier)}${from(earlier, since)}.`,
  (image, earlier, since) =>
    earlier === 1
      ? `${since ? `${on("Il", since)} avevi` : "Avevi"} già sognato ${image}, che ora ${agree(image, "torna", "tornano")}: ${agree(image, "è uno dei", "sono tra i")} tuoi segni onirici.`
      : `${since ? on("Dal", since) : "Finora"} hai sognato ${image} altre ${earlier} volte: ${agree(image, "fa", "fanno")} parte dei tuoi segni onirici.`,
  (image, earlier, since) =>
    `Se sfogli il diario, ${image} ${agree(image, "spunta", "spuntano")} già in ${earlierDreams(earlier)}${from(earlier, since)}: non a caso ${agree(image, "rientra", "rientrano")} tra i tuoi segni onirici.`,
  (image, earlier, since) =>
    `Non è la prima volta che sogni ${image}: era già successo in ${earlierDreams(earlier)}${from(earlier, since)}.`,
  (image, earlier, since) =>
    `Qualcosa si ripete nelle tue notti: ${image}, che ritrovi anche in ${earlierDreams(earlier)}${from(earlier, since)}.`,
  (image, earlier, since) =>
    `${
      earlier === 1
        ? `Un altro sogno del tuo diario${since ? `, ${on("del", since)},` : ""} conteneva`
        : `Altri ${earlier} sogni del tuo diario${since ? `, a partire ${on("dal", since)},` : ""} contenevano`
    } già ${image}, che ora ${agree(image, "si ripresenta", "si ripresentano")}.`,
  (image, earlier, since) =>
    `Forse l’hai già notato: con questo sogno ${image} ${agree(image, "arriva", "arrivano")} a ${earlier + 1} apparizioni nel diario${since ? `, la prima ${on("il", since)}` : ""}.`,
  (image, earlier, since) =>
    `Vale la pena di tenere d’occhio ${image}, ${agree(image, "presente", "presenti")} nel diario già in ${earlierDreams(earlier)}${from(earlier, since)}: spesso è così che un segno onirico si fa riconoscere.`,
  (image, earlier, since) =>
    `Ancora una volta ${image}, come in ${earlierDreams(earlier)}${from(earlier, since)}: ${agree(image, "un segno onirico", "segni onirici")} che col tempo potresti imparare a riconoscere anche mentre sogni.`,
  (image, earlier, since) =>
    `Contando anche questo, sono ${earlier + 1} i sogni del tuo diario con ${image}${since ? `, e il primo è ${on("del", since)}` : ""}: una ricorrenza da tenere presente.`,
];

/** The closing suggestion, with the strongest feeling as what is felt or without one (`null`). */
export const ITALIAN_CLOSING_FRAMES: LocalReading["closing"] = [
  (felt) =>
    felt
      ? `Nei prossimi giorni potresti annotare i momenti in cui provi di nuovo ${felt} e che cosa li fa nascere.`
      : "Nei prossimi giorni potresti annotare ciò che queste immagini ti fanno venire in mente quando ti ritornano.",
  (felt) =>
    felt
      ? `Questa settimana fai caso alle situazioni che risvegliano ${felt}: spesso dicono più del sogno stesso.`
      : "Questa settimana annota ciò che ti ricorda questo sogno: spesso è lì che il suo senso si chiarisce.",
  (felt) =>
    felt
      ? `Se ti va, la prossima volta che provi ${felt} durante il giorno, chiediti se somiglia a ciò che hai sentito nel sogno.`
      : "Se ti va, la prossima volta che una di queste immagini ti torna in mente, annota dove ti trovi e con chi.",
  (felt) =>
    felt
      ? `Un piccolo esercizio: prima di dormire, scrivi due righe su quando hai provato ${felt} durante la giornata.`
      : "Un piccolo esercizio: prima di dormire, scrivi due righe su ciò che ti ha colpito nella giornata, e guarda se ritorna nei sogni.",
  (felt) =>
    felt
      ? `Potresti segnare nel diario ogni volta che ti capita di provare ${felt}: col tempo può emergere uno schema.`
      : "Potresti rileggere questo sogno fra qualche giorno: a distanza, a volte si notano dettagli che ora sfuggono.",
  (felt) =>
    felt
      ? `Nei giorni che vengono, nota chi o che cosa ti fa provare ${felt}: i sogni riprendono volentieri proprio quei fili.`
      : "Nei giorni che vengono, nota se qualcosa di questo sogno riaffiora: un luogo, una persona, un gesto.",
  (felt) =>
    felt
      ? `Se ne hai voglia, racconta a una persona di fiducia un momento recente in cui hai provato ${felt}; dirlo ad alta voce a volte chiarisce.`
      : "Se ne hai voglia, racconta questo sogno a una persona di fiducia: dirlo ad alta voce talvolta ne cambia il senso.",
  (felt) =>
    felt
      ? `Per qualche mattina, al risveglio, chiediti se c’è ancora traccia di ${felt} e da dove potrebbe venire.`
      : "Per qualche mattina, al risveglio, annota anche i frammenti più piccoli: possono collegare un sogno all’altro.",
  (felt) =>
    felt
      ? `Quando ti accorgi di provare ${felt}, fermati un istante e chiediti che cosa è appena successo: è un modo semplice per capirne l’origine.`
      : "Quando un dettaglio di questo sogno ti torna in mente durante il giorno, fermati un istante e chiediti che cosa l’ha richiamato.",
  (felt) =>
    felt
      ? `A fine settimana, ripercorri i giorni passati e cerca i momenti in cui hai provato ${felt}: ciò che li accomuna potrebbe sorprenderti.`
      : "A fine settimana, ripercorri i giorni passati e cerca un’eco di questo sogno: un incontro, un luogo, una frase.",
  (felt) =>
    felt
      ? `Domani sera, prima di spegnere la luce, cerca di ricordare un momento della giornata in cui hai provato ${felt}, anche solo per un attimo.`
      : "Domani sera, prima di spegnere la luce, rileggi questo sogno e aggiungi un dettaglio che ti torna in mente.",
  (felt) =>
    felt
      ? `Ti propongo una cosa semplice: per una settimana, ogni sera, scrivi se hai provato ${felt} e in quale occasione; poi rileggi tutto insieme.`
      : "Ti propongo una cosa semplice: per una settimana, ogni sera, scrivi una parola che riassuma la giornata; poi confrontala con i sogni che annoti.",
  (felt) =>
    felt
      ? `Non serve cercare subito un significato: basta accorgersi di quando provi di nuovo ${felt}, e lasciare che i prossimi sogni aggiungano il resto.`
      : "Non serve cercare subito un significato: lascia sedimentare questo sogno e guarda che cosa ti suggeriscono i prossimi.",
  (felt) =>
    felt
      ? `In un momento tranquillo della giornata, chiediti che cosa ti fa provare ${felt} in questo periodo, senza cercare per forza una risposta.`
      : "In un momento tranquillo della giornata, ripensa a questo sogno e lascia arrivare le associazioni, senza giudicarle.",
  (felt) =>
    felt
      ? `Tra un sogno e l’altro, tieni una pagina del diario per i momenti in cui provi ${felt}: confrontarla con i sogni può aprire nuove domande.`
      : "Tra un sogno e l’altro, tieni una pagina del diario per le coincidenze: un’immagine del sogno che ritrovi di giorno, un nome, un luogo.",
  (felt) =>
    felt
      ? `Col tempo, i sogni annotati formano una mappa; segnarci anche i giorni in cui provi ${felt} può renderla più leggibile.`
      : "Col tempo, i sogni annotati formano una mappa; continua ad annotarli, anche quelli brevi, e i collegamenti verranno fuori da soli.",
];
