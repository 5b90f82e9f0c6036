import type { LocalWording } from "./types";

/** German: „du“, as everywhere in Somnia; German quotation marks „…“. */
export const GERMAN_WORDING: LocalWording = {
  locale: "de",
  quotes: ["„", "“"],
  images: {
    many: [
      (images) => `In diesem Traum kommen ${images} zusammen.`,
      (images) => `Die Bilder, die in diesem Traum hervortreten, sind ${images}.`,
      (images) => `Hier tauchen mehrere typische Traumbilder auf: ${images}.`,
    ],
    one: [
      (image) => `Im Mittelpunkt dieses Traums steht ${image}.`,
      (image) => `Ein typisches Traumbild tritt hier hervor: ${image}.`,
    ],
    none: "In diesem Traum kommt keines der Symbole vor, die ich gut kenne – deshalb zählen vor allem deine eigenen Assoziationen.",
  },
  feelings: {
    mine: (names, count, quoted) =>
      count === 1
        ? `Das Gefühl, das du benennst, ist ${names}, wie in ${quoted}.`
        : `Die Gefühle, die du benennst, sind ${names}, wie in ${quoted}.`,
    theirs: (felt, quoted) =>
      `Deine eigenen Gefühle benennst du nicht, aber eine andere Person im Traum spürt ${felt} (${quoted}).`,
    none: "Du benennst kein Gefühl direkt – die Stimmung des Traums tragen die Bilder selbst.",
  },
  untitled: (start) => `Traum: ${start}`,
  emotions: {
    fear: { the: "die Angst", felt: "Angst" },
    worry: { the: "die Sorge", felt: "Sorge" },
    embarrassment: { the: "die Verlegenheit", felt: "Verlegenheit" },
    surprise: { the: "die Überraschung", felt: "Überraschung" },
    confusion: { the: "die Verwirrung", felt: "Verwirrung" },
    joy: { the: "die Freude", felt: "Freude" },
    relief: { the: "die Erleichterung", felt: "Erleichterung" },
    love: { the: "die Liebe", felt: "Liebe" },
    anger: { the: "die Wut", felt: "Wut" },
    annoyance: { the: "der Ärger", felt: "Ärger" },
    sadness: { the: "die Traurigkeit", felt: "Traurigkeit" },
    disappointment: { the: "die Enttäuschung", felt: "Enttäuschung" },
    regret: { the: "die Reue", felt: "Reue" },
    shame: { the: "die Scham", felt: "Scham" },
    awe: { the: "die Ehrfurcht", felt: "Ehrfurcht" },
    calm: { the: "die Ruhe", felt: "Ruhe" },
  },
  questions: {
    image: (image) => `Woran erinnert dich ${image} aus diesem Traum?`,
    felt: [
      (felt) => `Wann hast du zuletzt im Wachleben ${felt} gespürt?`,
      (felt) => `Gab es in den letzten Tagen einen Moment, in dem du ${felt} gespürt hast?`,
      (felt) => `In welchen Situationen deines Alltags spürst du ${felt}?`,
    ],
  },
  reading: {
    thisDream: "dieser Traum",
    scene: [
      (dream, date, images) => `${dream} (${date}) zeigt vor allem diese Bilder: ${images}.`,
      (_dream, date, images) => `Im Traum vom ${date} tauchen ${images} auf.`,
    ],
    bare: [
      (dream, date) =>
        `${dream} (${date}) enthält keines der Bilder, die das Traumlexikon kennt – hier zählt, was geschieht.`,
      (_dream, date) =>
        `Im Traum vom ${date} taucht keines der typischen Traumbilder auf; deine eigenen Worte leiten die Deutung.`,
    ],
    felt: [
      (_the, felt, quoted) => `Du benennst darin ${felt}: ${quoted}.`,
      (_the, felt, quoted) => `Was du gefühlt hast, sagst du deutlich – ${felt}: ${quoted}.`,
    ],
    theirs: [
      (felt, quoted) =>
        `Deine eigenen Gefühle benennst du nicht, aber eine andere Person spürt ${felt}: ${quoted}.`,
    ],
    lucid: [
      "Es war ein Klartraum: Irgendwann wusstest du, dass du träumst – und das verändert, was der Traum dir sagen kann.",
      "Dieser Traum war luzid: Du wusstest, dass du träumst, und was du aus diesem Moment gemacht hast, zählt so viel wie die Bilder.",
    ],
    nightmare: [
      "Es war ein Albtraum: Die Angst steht im Vordergrund, und wie du ihr begegnet bist, verdient einen zweiten Blick.",
      "Dieser Traum war ein Albtraum; die Angst, die er hinterlässt, ist eine Information, keine Vorhersage.",
    ],
    answered: [
      (answer) => `Auf eine der Fragen hast du geantwortet: ${answer}.`,
      (answer) => `Du hast es selbst gesagt: ${answer}.`,
      (answer) => `Außerdem hast du erzählt: ${answer}.`,
    ],
    unanswered: [
      "Die Fragen der Analyse hast du nicht beantwortet; deine eigenen Assoziationen bleiben trotzdem der beste Schlüssel zu diesem Traum.",
      "Ohne Antworten auf die Fragen zählt vor allem, was dieser Traum in dir wachruft.",
    ],
    sign: (image, earlier, since) =>
      `${image} kehrt in deinem Tagebuch wieder: in ${earlier === 1 ? "einem früheren Traum" : `${earlier} früheren Träumen`}${since ? ` seit dem ${since}` : ""}.`,
    related: (title, date, images) =>
      `Dieser Traum knüpft an ${title} vom ${date} an; beide teilen diese Bilder: ${images}.`,
    closing: [
      (felt) =>
        felt
          ? `In den nächsten Tagen könntest du notieren, wann du wieder ${felt} spürst und was dazu führt.`
          : "In den nächsten Tagen könntest du notieren, woran dich diese Bilder erinnern, wenn sie dir wieder einfallen.",
      (felt) =>
        felt
          ? `Achte diese Woche auf Situationen, in denen du ${felt} spürst: Oft sagen sie mehr als der Traum selbst.`
          : "Notiere diese Woche, was dich an diesen Traum erinnert: Oft wird sein Sinn gerade dort klarer.",
    ],
  },
};
