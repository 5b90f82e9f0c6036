import {
  SPANISH_ANSWER_FRAMES,
  SPANISH_CLOSING_FRAMES,
  SPANISH_ENDING_FRAMES,
  SPANISH_IMAGE_FRAMES,
} from "./es-moments";
import type { LocalWording } from "./types";

/** Whether images (bold or not, with their articles) take a plural verb: several, or one in «los»/«las». */
const plural = (images: string) => /\*\*.*\*\*.*\*\*|^\**l[ao]s\s/u.test(images);
/** Whether bold images name more than one image. */
const several = (images: string) => (images.match(/\*\*/gu)?.length ?? 0) > 2;
/** The verb agreeing with the images: «vuelve» or «vuelven». */
const verb = (images: string, one: string, many: string) => (plural(images) ? many : one);
/** The earlier dreams of a dream sign: «un sueño anterior, del …», «3 sueños anteriores desde el …». */
const before = (earlier: number, since: string | null) =>
  earlier === 1
    ? `un sueño anterior${since ? `, del ${since}` : ""}`
    : `${earlier} sueños anteriores${since ? ` desde el ${since}` : ""}`;

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
    image: [
      (image) =>
        `¿Qué te ${verb(image, "evoca", "evocan")} ${image} de este sueño en este momento de tu vida?`,
      (image) => `Cuando piensas en ${image} de este sueño, ¿qué es lo primero que te viene a la mente?`,
      (image) =>
        `Si ${image} ${verb(image, "pudiera", "pudieran")} hablar, ¿qué crees que te ${verb(image, "diría", "dirían")}?`,
      (image) =>
        `¿Dónde ${verb(image, "aparece", "aparecen")} ${image}, o algo parecido, en tu vida de estos días?`,
      (image) => `¿Qué sientes hoy al pensar en ${image} de este sueño?`,
      (image) =>
        `¿Qué ${verb(image, "podría", "podrían")} tener que ver ${image} con lo que estás viviendo ahora?`,
      (image) => `¿Hay alguna persona, algún lugar o alguna época de tu vida que relaciones con ${image}?`,
      (image) => `Con ${image} en mente, ¿qué recuerdo o qué situación reciente te viene antes que nada?`,
      (image) =>
        `Más allá de lo que digan los diccionarios de sueños, ¿qué significado ${verb(image, "tiene", "tienen")} para ti ${image}?`,
      (image) =>
        `¿Por qué crees que ${verb(image, "aparece", "aparecen")} ${image} en tu sueño precisamente ahora?`,
      (image) =>
        `Suponiendo que ${image} ${verb(image, "representara", "representaran")} una parte de ti, ¿cuál podría ser?`,
    ],
    felt: [
      (felt, quoted) =>
        `Escribiste ${quoted}: ¿cuándo fue la última vez que sentiste ${felt} así, fuera del sueño?`,
      (felt, quoted) =>
        `Lo dices con tus propias palabras: ${quoted}. ¿En qué situaciones de tu día a día sientes ${felt} de ese modo?`,
      (felt, quoted) =>
        `Tus palabras fueron ${quoted}. ¿Hubo en los últimos días algún momento en que sintieras ${felt} como en el sueño?`,
      (felt, quoted) =>
        `${quoted}, escribiste. Cuando sientes ${felt} de esta forma en la vida real, ¿quién suele estar cerca?`,
      (felt, quoted) =>
        `Estas palabras tuyas, ${quoted}, hablan de ${felt}. ¿Qué podrían estar diciéndote sobre lo que vives ahora?`,
      (felt, quoted) => `Anotaste ${quoted}. Cuando sientes ${felt} en tu vida diaria, ¿qué haces con ello?`,
    ],
    ending: [
      (quoted) => `El sueño se detiene en ${quoted}: ¿qué crees que habría pasado después?`,
      (quoted) => `Si pudieras continuar el sueño a partir de ${quoted}, ¿cómo lo terminarías tú?`,
      (quoted) => `Todo termina con ${quoted}. ¿Con qué sensación te deja esa última imagen?`,
      (quoted) => `Las últimas palabras de tu relato son ${quoted}. ¿Qué queda abierto para ti en ese final?`,
      (quoted) => `El sueño acaba justo en ${quoted}. ¿Qué te habría gustado que ocurriera a continuación?`,
      (quoted) => `${quoted}: así se cierra el relato. ¿Lo sientes como un final o más bien como una pausa?`,
    ],
  },
  reading: {
    thisDream: "este sueño",
    scene: [
      (dream, date, images) =>
        several(images)
          ? `${dream} (${date}) reúne ${images}.`
          : `${dream} (${date}) tiene una imagen central: ${images}.`,
      (dream, date, images) => `En ${dream}, del ${date}, ${verb(images, "aparece", "aparecen")} ${images}.`,
      (dream, date, images) =>
        several(images)
          ? `Las imágenes de ${dream} (${date}) son ${images}.`
          : `La imagen principal de ${dream} (${date}) ${verb(images, "es", "son")} ${images}.`,
      (dream, date, images) => `${dream} (${date}) te lleva hasta ${images}.`,
      (dream, date, images) =>
        `En la escena de ${dream}, del ${date}, ${verb(images, "ocupa", "ocupan")} el primer plano ${images}.`,
      (dream, date, images) =>
        `Si miras de cerca ${dream} (${date}), ${verb(images, "destaca", "destacan")} ${images}.`,
    ],
    bare: [
      (dream, date) =>
        `${dream} (${date}) no contiene ninguna de las imágenes que recoge el diccionario de sueños: lo que cuenta es lo que pasa en él.`,
      (dream, date) =>
        `En ${dream}, del ${date}, no aparece ninguna de las imágenes habituales de los sueños; son tus propias palabras las que guían la lectura.`,
      (dream, date) =>
        `${dream} (${date}) no pasa por ninguno de los símbolos del diccionario, así que la lectura parte de lo que cuentas.`,
      (dream, date) =>
        `Ninguna imagen del diccionario aparece en ${dream} (${date}); por eso conviene fijarse en lo que ocurre y en cómo lo vives.`,
      (dream, date) =>
        `${dream}, del ${date}, se sale de los símbolos conocidos: aquí pesa más la historia que sus imágenes.`,
    ],
    felt: [
      (the, _felt, quoted) => `En él nombras ${the}: ${quoted}.`,
      (the, _felt, quoted) => `Lo que sentías queda dicho con claridad, ${the}: ${quoted}.`,
      (_the, felt, quoted) => `Tus palabras, ${quoted}, hablan de ${felt}.`,
      (_the, felt, quoted) => `Hay ${felt} en lo que cuentas: ${quoted}.`,
      (the, _felt, quoted) => `${quoted}: con estas palabras dejas ver ${the}.`,
      (the, _felt, quoted) => `Tu relato no esconde ${the}: ${quoted}.`,
    ],
    theirs: [
      (felt, quoted) => `No nombras tus propias emociones, pero otro personaje siente ${felt}: ${quoted}.`,
      (felt, quoted) => `La emoción no es tuya sino de otra figura del sueño, que siente ${felt}: ${quoted}.`,
      (felt, quoted) => `Quien siente ${felt} en este sueño es otra figura, no tú: ${quoted}.`,
      (felt, quoted) =>
        `De lo que tú sentías no dices nada; en cambio, alguien del sueño siente ${felt} (${quoted}).`,
    ],
    image: SPANISH_IMAGE_FRAMES,
    ending: SPANISH_ENDING_FRAMES,
    lucid: [
      "Fue un sueño lúcido: en algún momento supiste que estabas soñando, y eso cambia lo que el sueño puede decirte.",
      "Este sueño fue lúcido: sabías que soñabas, y lo que hiciste con ese momento importa tanto como las imágenes.",
      "Sabías que estabas soñando: en un sueño lúcido, lo que decides hacer dice tanto como lo que ves.",
      "En este sueño te diste cuenta de que soñabas; vale la pena recordar qué cambió a partir de ese instante.",
      "Es un sueño lúcido, y eso abre un margen de elección que a menudo refleja cómo actúas en la vigilia.",
    ],
    nightmare: [
      "Fue una pesadilla: el miedo ocupa el primer plano, y lo que hiciste frente a él merece una pausa.",
      "Este sueño fue una pesadilla; el miedo que deja es una información, no un presagio.",
      "Se trata de una pesadilla, y despertar de algo así deja huella; mirar con calma qué la desencadenó puede ayudarte.",
      "Las pesadillas suelen aparecer en épocas de tensión: quizá esta recoja algo que te pesa estos días.",
      "Este sueño tuvo algo de pesadilla: fijarte en el momento en que el tono se oscureció puede darte pistas.",
    ],
    answers: SPANISH_ANSWER_FRAMES,
    unanswered: [
      "No respondiste a las preguntas del análisis; aun así, tus propias asociaciones siguen siendo la mejor clave de este sueño.",
      "Sin respuestas a las preguntas, lo que este sueño te evoca a ti es lo que más cuenta.",
      "Las preguntas quedaron en blanco: nadie mejor que tú para decir qué significa cada imagen en tu vida.",
      "Esta vez no hay respuestas, así que la lectura se queda en lo general; tus recuerdos pueden llevarla mucho más lejos.",
      "Dejaste las preguntas sin contestar; quizá merezca la pena pensar en ellas con calma, porque lo que te sugieran dirá más que cualquier símbolo.",
    ],
    sign: [
      (image, earlier, since) =>
        `${image} ${verb(image, "vuelve", "vuelven")} en tu diario: ${before(earlier, since)}.`,
      (image, earlier, since) =>
        `No es la primera vez que ${verb(image, "aparece", "aparecen")} ${image}: tu diario ya lo recoge en ${before(earlier, since)}.`,
      (image, earlier, since) =>
        `${image} ${verb(image, "es", "son")} ya una señal onírica tuya: ${verb(image, "aparecía", "aparecían")} en ${before(earlier, since)}.`,
      (image, earlier, since) =>
        earlier === 1
          ? `Tu diario guarda otro sueño con ${image}${since ? `, del ${since}` : ""}.`
          : `Tu diario guarda otros ${earlier} sueños con ${image}${since ? `, el primero del ${since}` : ""}.`,
      (image, earlier, since) =>
        earlier === 1
          ? `Ya soñaste con ${image} una vez${since ? `, el ${since}` : ""}.`
          : `Ya soñaste con ${image} ${earlier} veces antes${since ? `, desde el ${since}` : ""}.`,
      (image, earlier, since) =>
        `Hay un hilo en tu diario: ${image} ${verb(image, "aparece", "aparecen")} también en ${before(earlier, since)}.`,
      (image, earlier, since) =>
        `Con este, ya son ${earlier + 1} los sueños de tu diario en los que ${verb(image, "aparece", "aparecen")} ${image}${since ? `, desde el ${since}` : ""}.`,
      (image, earlier, since) =>
        `Al hojear tu diario, encontrarás ${image} también en ${before(earlier, since)}.`,
      (image, earlier, since) =>
        `Parece tratarse de una señal onírica: ${image}, que ya viste en ${before(earlier, since)}.`,
      (image, earlier, since) =>
        `Fíjate en ${image}: también ${verb(image, "estaba", "estaban")} en ${before(earlier, since)}, y podría tratarse de una de tus señales oníricas.`,
      (image, earlier, since) =>
        earlier === 1
          ? `Antes de este, un sueño de tu diario ya incluía ${image}${since ? `: el del ${since}` : ""}.`
          : `Antes de este, ${earlier} sueños de tu diario ya incluían ${image}${since ? `; el más antiguo es del ${since}` : ""}.`,
      (image, earlier, since) =>
        `Quizá no sea casualidad: ${image} ya ${verb(image, "formaba", "formaban")} parte de ${before(earlier, since)}.`,
      (image, earlier, since) =>
        earlier === 1
          ? `Como ya ocurrió en un sueño anterior${since ? `, el del ${since}` : ""}, ${image} ${verb(image, "vuelve", "vuelven")} a aparecer aquí.`
          : `Como ya ocurrió en ${earlier} sueños anteriores${since ? ` desde el ${since}` : ""}, ${image} ${verb(image, "vuelve", "vuelven")} a aparecer aquí.`,
      (image, earlier, since) =>
        `Tu diario ya conocía esta imagen, ${image}: aparece también en ${before(earlier, since)}.`,
      (image, earlier, since) =>
        `Esta imagen, ${image}, se repite en tus sueños: ya estaba en ${before(earlier, since)}.`,
      (image, earlier, since) =>
        `Merece la pena fijarse en esta imagen, ${image}, porque tu diario la registra en ${before(earlier, since)}.`,
      (image, earlier, since) =>
        `Entre tus señales oníricas está esta imagen, ${image}, que ya aparecía en ${before(earlier, since)}.`,
      (image, earlier, since) =>
        `De un sueño a otro vuelve esta imagen, ${image}: tu diario la guarda en ${before(earlier, since)}.`,
      (image, earlier, since) =>
        `Podrías seguirle la pista a esta imagen, ${image}, que tu diario ya registra en ${before(earlier, since)}.`,
      (image, earlier, since) =>
        earlier === 1
          ? `Es la segunda vez que sueñas con ${image}${since ? `; la primera fue el ${since}` : ""}.`
          : `Son ya varias las veces que sueñas con ${image}: ${earlier} antes de esta${since ? `, desde el ${since}` : ""}.`,
    ],
    related: [
      (title, date, images) => `Este sueño se une a ${title} (${date}), que ya compartía ${images}.`,
      (title, date, images) => `${title}, del ${date}, también pasaba por ${images}.`,
      (title, date, images) =>
        `Hay un eco de ${title} (${date}): en los dos sueños ${verb(images, "aparece", "aparecen")} ${images}.`,
      (title, date, images) =>
        `Este sueño y ${title} (${date}) comparten ${several(images) ? "imágenes" : "una imagen"}: ${images}.`,
      (title, date, images) =>
        `Quizá valga la pena releer ${title}, del ${date}: allí ya ${verb(images, "estaba", "estaban")} ${images}.`,
      (title, date, images) => `Entre este sueño y ${title} (${date}) hay un puente: ${images}.`,
      (title, date, images) => `Si vuelves a ${title} (${date}), encontrarás de nuevo ${images}.`,
      (title, date, images) => `Con ${title} (${date}), este sueño tiene algo en común: ${images}.`,
    ],
    closing: SPANISH_CLOSING_FRAMES,
  },
};
