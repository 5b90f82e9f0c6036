import { agree, on } from "./it-grammar";
import {
  ITALIAN_CLOSING_FRAMES,
  ITALIAN_ENDING_FRAMES,
  ITALIAN_IMAGE_FRAMES,
  ITALIAN_SIGN_FRAMES,
} from "./it-moments";
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
      (image) => `Al centro di questo sogno ${agree(image, "c’è", "ci sono")} ${image}.`,
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
    image: [
      (image) => `Che cosa ti ${agree(image, "fa", "fanno")} venire in mente ${image} di questo sogno?`,
      (image) =>
        `Se dovessi descrivere ${image} del sogno a qualcuno che non c’era, che cosa diresti per primo?`,
      (image) => `Che cosa cambierebbe, secondo te, se dal sogno togliessi ${image}?`,
      (image) =>
        `Pensa per un momento a questa immagine, ${image}: quale ricordo, persona o luogo ti richiama?`,
      (image) => `Che legame vedi tra ${image} e qualcosa che stai vivendo in questo periodo?`,
      (image) => `Se potessi ridisegnare ${image} come preferisci, che cosa cambieresti?`,
      (image) => `Quando rivedi ${image} con gli occhi della mente, quale emozione affiora per prima?`,
      (image) =>
        `Dove hai già incontrato ${image} fuori dal sogno: in un luogo, in un ricordo, in un racconto?`,
      (image) =>
        `Immagina di poter fare una domanda a ${agree(image, "questa immagine", "queste immagini")}, ${image}: quale sarebbe?`,
      (image) =>
        `Per te, ${image} ${agree(image, "ha", "hanno")} qualcosa di familiare o di estraneo, e da dove viene questa sensazione?`,
      (image) =>
        `Quale stato d’animo accompagnava ${image} nel sogno, e ti capita di provarlo anche durante il giorno?`,
      (image) => `Chi, tra le persone che conosci, collegheresti d’istinto con ${image}?`,
    ],
    felt: [
      (felt, quoted) =>
        `Hai scritto ${quoted}: quando hai provato ${felt} in questo modo l’ultima volta, nella vita di tutti i giorni?`,
      (felt, quoted) =>
        `Con parole tue: ${quoted}. C’è stato un momento, negli ultimi giorni, in cui hai provato ${felt} così?`,
      (felt, quoted) =>
        `Nel sogno dici ${quoted}: in quali situazioni della tua vita quotidiana provi ${felt} in modo simile?`,
      (felt, quoted) =>
        `Queste tue parole, ${quoted}, parlano di ${felt}: quando ti capita di sentirti così durante il giorno, chi hai accanto?`,
      (felt, quoted) =>
        `${quoted}: lo racconti così. Che cosa potrebbe dirti del tuo momento attuale il fatto di provare ${felt} in questo modo?`,
      (felt, quoted) =>
        `Lo descrivi con queste parole: ${quoted}. Ripensando alle ultime settimane, quale situazione reale ti ha fatto provare ${felt} in un modo simile?`,
      (felt, quoted) =>
        `Rileggi ${quoted}: fuori dal sogno, dove e con chi ti succede di provare ${felt} così?`,
    ],
    ending: [
      (quoted) => `Il sogno si ferma su ${quoted}: che cosa sarebbe successo dopo, secondo te?`,
      (quoted) => `L’ultima scena è ${quoted}. Se potessi scrivere tu il finale, come andrebbe avanti?`,
      (quoted) => `Il racconto si chiude con ${quoted}: che sensazione ti lascia questa fine?`,
      (quoted) => `Dopo ${quoted} il sogno si interrompe. Che cosa resta in sospeso, per te?`,
      (quoted) =>
        `${quoted}: è qui che il sogno ti lascia. Se potessi tornarci stanotte, da dove ripartiresti?`,
      (quoted) =>
        `Le ultime parole del sogno sono ${quoted}. Che cosa avresti voluto che accadesse subito dopo?`,
    ],
  },
  reading: {
    thisDream: "questo sogno",
    scene: [
      (dream, date, images) => `${dream} (${date}) mette in scena ${images}.`,
      (dream, date, images) =>
        `In ${dream}, ${on("del", date)}, ${agree(images, "compare", "compaiono")} ${images}.`,
      (dream, date, images) =>
        `${agree(images, "L’immagine", "Le immagini")} di ${dream} (${date}) ${agree(images, "è", "sono")} ${images}.`,
      (dream, date, images) => `${dream}, ${on("del", date)}, porta in primo piano ${images}.`,
      (dream, date, images) => `In ${dream} (${date}) hai visto comparire ${images}.`,
      (dream, date, images) => `La scena di ${dream}, ${on("del", date)}, si costruisce con ${images}.`,
    ],
    bare: [
      (dream, date) =>
        `${dream} (${date}) non contiene nessuna delle immagini del dizionario dei sogni: conta soprattutto ciò che vi accade.`,
      (dream, date) =>
        `In ${dream}, ${on("del", date)}, non compare nessuna delle immagini tipiche dei sogni; sono le tue parole a guidare la lettura.`,
      (dream, date) =>
        `Per ${dream} (${date}) il dizionario dei sogni non offre appigli, e la lettura può partire da come hai vissuto la scena.`,
      (dream, date) =>
        `${dream}, ${on("del", date)}, non passa per i simboli più comuni: il suo senso, se c’è, sta forse nella trama e nelle tue reazioni.`,
      (dream, date) =>
        `Nessuna immagine classica in ${dream} (${date}): qui pesano di più quello che succede e il modo in cui lo vivi.`,
    ],
    felt: [
      (the, _felt, quoted) => `Qui nomini ${the}: ${quoted}.`,
      (the, _felt, quoted) => `Quello che provavi lo dici chiaramente, ${the}: ${quoted}.`,
      (_the, felt, quoted) => `Le tue parole, ${quoted}, lasciano pochi dubbi su ciò che provavi: ${felt}.`,
      (_the, felt, quoted) => `Nel racconto affiora un senso di ${felt}, e sei tu a dirlo: ${quoted}.`,
      (the, _felt, quoted) => `Ciò che hai provato ha un nome preciso, ${the}, e lo si legge in ${quoted}.`,
      (_the, felt, quoted) => `Il tono del sogno si sente già in ${quoted}: parole che parlano di ${felt}.`,
    ],
    theirs: [
      (felt, quoted) => `Non nomini le tue emozioni, ma un altro personaggio prova ${felt}: ${quoted}.`,
      (felt, quoted) => `Nel sogno è qualcun altro a provare ${felt}, non tu: ${quoted}.`,
      (felt, quoted) =>
        `L’emozione più visibile, ${felt}, la vive un altro personaggio (${quoted}); a volte i sogni affidano ad altri ciò che è difficile riconoscere in sé.`,
      (felt, quoted) =>
        `Dalle parole ${quoted} emerge un’emozione non tua, ${felt}, vissuta da un’altra figura del sogno; ciò che provi tu resta in ombra.`,
    ],
    image: ITALIAN_IMAGE_FRAMES,
    ending: ITALIAN_ENDING_FRAMES,
    lucid: [
      "Era un sogno lucido: a un certo punto sapevi di sognare, e questo cambia ciò che il sogno può dirti.",
      "Questo sogno era lucido: sapevi di sognare, e quello che hai fatto in quel momento conta quanto le immagini.",
      "Hai riconosciuto di essere in un sogno: in quei momenti si può spesso scegliere, e ciò che hai scelto può dire molto.",
      "A un certo punto il sogno è diventato lucido; la consapevolezza di sognare apre uno spazio in cui le tue scelte entrano nel racconto.",
      "Un sogno lucido come questo mostra anche come ti muovi quando sai di avere un margine di scelta.",
    ],
    nightmare: [
      "Era un incubo: la paura occupa il primo piano, e il modo in cui l’hai affrontata merita attenzione.",
      "Questo sogno era un incubo; la paura che lascia è un’informazione, non un presagio.",
      "Si tratta di un incubo, e svegliarsi con quell’angoscia pesa; eppure un incubo mette spesso in scena qualcosa che chiede solo di essere guardato con calma.",
      "Hai vissuto questo sogno come un incubo: ciò che ti ha spaventato può indicare una tensione del momento, più che qualcosa che accadrà.",
      "Un incubo così tende a restare addosso; dargli parole, come hai fatto qui, è già un modo per alleggerirlo.",
    ],
    answers: {
      one: [
        (answer) => `A una delle domande hai risposto ${answer}.`,
        (answer) => `L’hai detto con parole tue: ${answer}.`,
        (answer) => `Hai anche raccontato ${answer}.`,
        (answer) => `La tua risposta è stata questa: ${answer}.`,
        (answer) => `${answer}: così hai risposto, ed è da qui che la lettura può partire.`,
        (answer) => `Alla domanda dell’analista hai scritto ${answer}.`,
      ],
      first: [
        (answer) => `A una domanda hai risposto ${answer}`,
        (answer) => `Hai scritto ${answer}`,
        (answer) => `Tra le tue risposte, la prima dice ${answer}`,
        (answer) => `Per prima cosa hai risposto ${answer}`,
        (answer) => `Con parole tue hai risposto ${answer}`,
        (answer) => `Alle domande dell’analista hai risposto anzitutto ${answer}`,
      ],
      next: [
        (answer) => `, poi ${answer}`,
        (answer) => `, subito dopo ${answer}`,
        (answer) => `; più avanti hai aggiunto ${answer}`,
        (answer) => `, in seguito ${answer}`,
        (answer) => `, e ancora ${answer}`,
        (answer) => `; un’altra risposta recita ${answer}`,
      ],
      last: [
        (answer) => ` e infine ${answer}.`,
        (answer) => `, e a un’altra domanda ${answer}.`,
        (answer) => `, per chiudere con ${answer}.`,
        (answer) => `, mentre altrove si legge ${answer}.`,
        (answer) => `, e per finire ${answer}.`,
        (answer) => `; la tua ultima risposta è ${answer}.`,
      ],
    },
    unanswered: [
      "Non hai risposto alle domande dell’analisi; le tue associazioni restano comunque la chiave migliore di questo sogno.",
      "Senza risposte alle domande, conta soprattutto ciò che questo sogno ti fa venire in mente.",
      "Le domande dell’analista sono rimaste senza risposta: puoi tornarci quando vuoi, perché ciò che ti viene in mente vale più di ogni lettura generale.",
      "Mancano ancora le risposte alle domande di approfondimento, quindi questa lettura resta vicina alle immagini; i tuoi ricordi direbbero di più.",
      "Qui non ci sono risposte tue: prova a chiederti con calma che cosa ti ricorda ogni scena, è spesso la strada più utile.",
    ],
    sign: ITALIAN_SIGN_FRAMES,
    related: [
      (title, date, images) => `Questo sogno si lega a ${title} (${date}), che condivideva già ${images}.`,
      (title, date, images) =>
        `Anche ${title}, ${on("del", date)}, conteneva ${images}: rileggere i due sogni insieme potrebbe essere utile.`,
      (title, date, images) =>
        `${on("Il", date)} avevi annotato ${title}, un sogno con ${images}; forse i due si parlano.`,
      (title, date, images) => `Un filo lega questo sogno a ${title} (${date}): ${images}.`,
      (title, date, images) =>
        `${agree(images, "L’immagine", "Le immagini")} che questo sogno condivide con ${title} (${date}) ${agree(images, "è", "sono")} ${images}.`,
      (title, date, images) =>
        `Potresti rileggere anche ${title}, ${on("del", date)}: ${images} ${agree(images, "c’era", "c’erano")} già.`,
      (title, date, images) =>
        `Nel tuo diario, ${title} (${date}) ha in comune con questo sogno ${images}, e forse non è un caso.`,
      (title, date, images) =>
        `Più indietro nel diario trovi ${title} (${date}), dove ${agree(images, "c’era", "c’erano")} già ${images}: mettere i due sogni uno accanto all’altro potrebbe dirti qualcosa.`,
      (title, date, images) =>
        `Ciò che accomuna questo sogno e ${title}, ${on("del", date)}, ${agree(images, "è", "sono")} ${images}: forse un indizio di qualcosa che ti sta a cuore.`,
    ],
    closing: ITALIAN_CLOSING_FRAMES,
  },
};
