import type { LocalWording } from "./types";

/** Italian: «tu», as everywhere in Somnia; caporali «…» for quotations. */
export const ITALIAN_WORDING: LocalWording = {
  locale: "it",
  quotes: ["«", "»"],
  images: {
    many: [
      (images) => `In questo sogno si incontrano ${images}.`,
      (images) => `Le immagini che spiccano in questo sogno sono ${images}.`,
      (images) => `Qui compaiono diverse immagini tipiche dei sogni: ${images}.`,
    ],
    one: [
      (image) => `Al centro di questo sogno c’è ${image}.`,
      (image) => `Qui spicca un’immagine tipica dei sogni: ${image}.`,
    ],
    none: "In questo sogno non c’è nessuno dei simboli che conosco bene, quindi contano soprattutto le tue associazioni.",
  },
  feelings: {
    mine: (names, count, quoted) =>
      count === 1
        ? `L’emozione che nomini è ${names}, come in ${quoted}.`
        : `Le emozioni che nomini sono ${names}, come in ${quoted}.`,
    theirs: (felt, quoted) =>
      `Non nomini le tue emozioni, ma un altro personaggio del sogno prova ${felt} (${quoted}).`,
    none: "Non nomini nessuna emozione in modo diretto: è l’atmosfera delle immagini stesse a dare il tono al sogno.",
  },
  untitled: (start) => `Sogno: ${start}`,
  emotions: {
    fear: { the: "la paura", felt: "paura" },
    worry: { the: "la preoccupazione", felt: "preoccupazione" },
    embarrassment: { the: "l’imbarazzo", felt: "imbarazzo" },
    surprise: { the: "la sorpresa", felt: "sorpresa" },
    confusion: { the: "la confusione", felt: "confusione" },
    joy: { the: "la gioia", felt: "gioia" },
    relief: { the: "il sollievo", felt: "sollievo" },
    love: { the: "l’amore", felt: "amore" },
    anger: { the: "la rabbia", felt: "rabbia" },
    annoyance: { the: "il fastidio", felt: "fastidio" },
    sadness: { the: "la tristezza", felt: "tristezza" },
    disappointment: { the: "la delusione", felt: "delusione" },
    regret: { the: "il rimpianto", felt: "rimpianto" },
    shame: { the: "la vergogna", felt: "vergogna" },
    awe: { the: "la meraviglia", felt: "meraviglia" },
    calm: { the: "la calma", felt: "calma" },
  },
  questions: {
    image: (image) => `Che cosa ti fa venire in mente ${image} di questo sogno?`,
    felt: [
      (felt) => `Quando hai provato ${felt} l’ultima volta nella vita di tutti i giorni?`,
      (felt) => `C’è stato un momento, negli ultimi giorni, in cui hai provato ${felt}?`,
      (felt) => `In quali situazioni della tua vita quotidiana provi ${felt}?`,
    ],
  },
  reading: {
    thisDream: "questo sogno",
    scene: [
      (dream, date, images) => `${dream} (${date}) riunisce ${images}.`,
      (dream, date, images) => `In ${dream}, del ${date}, compaiono ${images}.`,
      (dream, date, images) => `Le immagini di ${dream} (${date}) sono ${images}.`,
    ],
    bare: [
      (dream, date) =>
        `${dream} (${date}) non contiene nessuna delle immagini del dizionario dei sogni: conta soprattutto ciò che vi accade.`,
      (dream, date) =>
        `In ${dream}, del ${date}, non compare nessuna delle immagini tipiche dei sogni; sono le tue parole a guidare la lettura.`,
    ],
    felt: [
      (the, _felt, quoted) => `Qui nomini ${the}: ${quoted}.`,
      (the, _felt, quoted) => `Quello che provavi lo dici chiaramente, ${the}: ${quoted}.`,
    ],
    theirs: [
      (felt, quoted) => `Non nomini le tue emozioni, ma un altro personaggio prova ${felt}: ${quoted}.`,
    ],
    lucid: [
      "Era un sogno lucido: a un certo punto sapevi di sognare, e questo cambia ciò che il sogno può dirti.",
      "Questo sogno era lucido: sapevi di sognare, e quello che hai fatto in quel momento conta quanto le immagini.",
    ],
    nightmare: [
      "Era un incubo: la paura occupa il primo piano, e il modo in cui l’hai affrontata merita attenzione.",
      "Questo sogno era un incubo; la paura che lascia è un’informazione, non un presagio.",
    ],
    answered: [
      (answer) => `A una delle domande hai risposto ${answer}.`,
      (answer) => `L’hai detto con parole tue: ${answer}.`,
      (answer) => `Hai anche raccontato ${answer}.`,
    ],
    unanswered: [
      "Non hai risposto alle domande dell’analisi; le tue associazioni restano comunque la chiave migliore di questo sogno.",
      "Senza risposte alle domande, conta soprattutto ciò che questo sogno ti fa venire in mente.",
    ],
    sign: (image, earlier, since) =>
      `${image} ritorna nel tuo diario: ${earlier === 1 ? "in un sogno precedente" : `in ${earlier} sogni precedenti`}${since ? ` dal ${since}` : ""}.`,
    related: (title, date, images) =>
      `Questo sogno si lega a ${title} (${date}), che condivideva già ${images}.`,
    closing: [
      (felt) =>
        felt
          ? `Nei prossimi giorni potresti annotare i momenti in cui provi di nuovo ${felt} e che cosa li fa nascere.`
          : "Nei prossimi giorni potresti annotare ciò che queste immagini ti fanno venire in mente quando ti ritornano.",
      (felt) =>
        felt
          ? `Questa settimana fai caso alle situazioni che risvegliano ${felt}: spesso dicono più del sogno stesso.`
          : "Questa settimana annota ciò che ti ricorda questo sogno: spesso è lì che il suo senso si chiarisce.",
    ],
  },
};
