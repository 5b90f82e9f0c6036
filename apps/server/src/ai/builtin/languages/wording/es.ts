import type { LocalWording } from "./types";

/** Spanish: «tú», as everywhere in Somnia; the opening ¿ of a question. */
export const SPANISH_WORDING: LocalWording = {
  locale: "es",
  quotes: ["«", "»"],
  images: {
    many: [
      (images) => `En este sueño se juntan ${images}.`,
      (images) => `Las imágenes que más destacan en este sueño son ${images}.`,
      (images) => `Aquí aparecen varias imágenes muy propias de los sueños: ${images}.`,
    ],
    one: [
      (image) => `En el centro de este sueño está ${image}.`,
      (image) => `Aquí destaca una imagen muy propia de los sueños: ${image}.`,
    ],
    none: "Este sueño no contiene ninguno de los símbolos que conozco bien, así que lo que más cuenta son tus propias asociaciones.",
  },
  feelings: {
    mine: (names, count, quoted) =>
      count === 1
        ? `La emoción que nombras es ${names}, como en ${quoted}.`
        : `Las emociones que nombras son ${names}, como en ${quoted}.`,
    theirs: (felt, quoted) =>
      `No nombras tus propias emociones, pero otro personaje del sueño siente ${felt} (${quoted}).`,
    none: "No nombras ninguna emoción directamente: son las propias imágenes las que dan el tono al sueño.",
  },
  untitled: (start) => `Sueño: ${start}`,
  emotions: {
    fear: { the: "el miedo", felt: "miedo" },
    worry: { the: "la preocupación", felt: "preocupación" },
    embarrassment: { the: "el bochorno", felt: "bochorno" },
    surprise: { the: "la sorpresa", felt: "sorpresa" },
    confusion: { the: "la confusión", felt: "confusión" },
    joy: { the: "la alegría", felt: "alegría" },
    relief: { the: "el alivio", felt: "alivio" },
    love: { the: "el amor", felt: "amor" },
    anger: { the: "la ira", felt: "ira" },
    annoyance: { the: "el fastidio", felt: "fastidio" },
    sadness: { the: "la tristeza", felt: "tristeza" },
    disappointment: { the: "la decepción", felt: "decepción" },
    regret: { the: "el arrepentimiento", felt: "arrepentimiento" },
    shame: { the: "la vergüenza", felt: "vergüenza" },
    awe: { the: "el asombro", felt: "asombro" },
    calm: { the: "la calma", felt: "calma" },
  },
  questions: {
    image: (image) => `¿Qué te evoca ${image} de este sueño en este momento de tu vida?`,
    felt: [
      (felt) => `¿Cuándo fue la última vez que sentiste ${felt} en tu día a día?`,
      (felt) => `¿Hubo algún momento en los últimos días en que sintieras ${felt}?`,
      (felt) => `¿En qué situaciones de tu vida diaria sientes ${felt}?`,
    ],
  },
  reading: {
    thisDream: "este sueño",
    scene: [
      (dream, date, images) => `${dream} (${date}) reúne ${images}.`,
      (dream, date, images) => `En ${dream}, del ${date}, aparecen ${images}.`,
      (dream, date, images) => `Las imágenes de ${dream} (${date}) son ${images}.`,
    ],
    bare: [
      (dream, date) =>
        `${dream} (${date}) no contiene ninguna de las imágenes que recoge el diccionario de sueños: lo que cuenta es lo que pasa en él.`,
      (dream, date) =>
        `En ${dream}, del ${date}, no aparece ninguna de las imágenes habituales de los sueños; son tus propias palabras las que guían la lectura.`,
    ],
    felt: [
      (the, _felt, quoted) => `En él nombras ${the}: ${quoted}.`,
      (the, _felt, quoted) => `Lo que sentías queda dicho con claridad, ${the}: ${quoted}.`,
    ],
    theirs: [
      (felt, quoted) => `No nombras tus propias emociones, pero otro personaje siente ${felt}: ${quoted}.`,
    ],
    lucid: [
      "Fue un sueño lúcido: en algún momento supiste que estabas soñando, y eso cambia lo que el sueño puede decirte.",
      "Este sueño fue lúcido: sabías que soñabas, y lo que hiciste con ese momento importa tanto como las imágenes.",
    ],
    nightmare: [
      "Fue una pesadilla: el miedo ocupa el primer plano, y lo que hiciste frente a él merece una pausa.",
      "Este sueño fue una pesadilla; el miedo que deja es una información, no un presagio.",
    ],
    answered: [
      (answer) => `A una de las preguntas respondiste ${answer}.`,
      (answer) => `Lo dijiste con tus propias palabras: ${answer}.`,
      (answer) => `También contaste ${answer}.`,
    ],
    unanswered: [
      "No respondiste a las preguntas del análisis; aun así, tus propias asociaciones siguen siendo la mejor clave de este sueño.",
      "Sin respuestas a las preguntas, lo que este sueño te evoca a ti es lo que más cuenta.",
    ],
    sign: (image, earlier, since) =>
      `${image} vuelve en tu diario: ${earlier === 1 ? "un sueño anterior" : `${earlier} sueños anteriores`}${since ? ` desde el ${since}` : ""}.`,
    related: (title, date, images) => `Este sueño se une a ${title} (${date}), que ya compartía ${images}.`,
    closing: [
      (felt) =>
        felt
          ? `En los próximos días, podrías anotar los momentos en que vuelvas a sentir ${felt} y qué los provoca.`
          : "En los próximos días, podrías anotar lo que estas imágenes te evocan cuando vuelvan a tu mente.",
      (felt) =>
        felt
          ? `Esta semana, fíjate en las situaciones que despiertan ${felt}: a menudo dicen más que el propio sueño.`
          : "Esta semana, anota lo que te recuerde este sueño: muchas veces es ahí donde su sentido se aclara.",
    ],
  },
};
