import type { LocalReading } from "./types";

/**
 * The strongest image of a dream shown in the dreamer's own words (Spanish). No verb agrees with
 * the image, which may be plural or feminine: it stands after a colon, after «en», «con», «sobre»
 * (never «a» or «de», which would have to contract with «el»), or beside «esta imagen». No
 * sentence starts with the quotation, whose first word is not capitalised.
 */
export const SPANISH_IMAGE_FRAMES: LocalReading["image"] = [
  (image, quoted) => `Observa con qué palabras llega esta imagen al sueño: ${image}, en ${quoted}.`,
  (image, quoted) => `Vale la pena detenerse en ${image} y en las palabras exactas que usaste: ${quoted}.`,
  (image, quoted) => `Tu relato se vuelve muy concreto con ${image}: ${quoted}.`,
  (image, quoted) => `Escribiste ${quoted}: es en esas palabras donde cobra forma esta imagen, ${image}.`,
  (image, quoted) => `Al escribir ${quoted}, haces de esta imagen, ${image}, algo muy tuyo.`,
  (image, quoted) => `Con ${image} sucede algo muy visible en tu relato: ${quoted}.`,
  (image, quoted) => `Sobre ${image}, escribiste exactamente esto: ${quoted}.`,
  (image, quoted) =>
    `Entre las imágenes del sueño, una pide algo más de atención: ${image}, en la frase ${quoted}.`,
  (image, quoted) => `La escena gana nitidez con tus palabras sobre ${image}: ${quoted}.`,
  (image, quoted) => `Para volver sobre ${image}, nada mejor que tus propias palabras: ${quoted}.`,
  (image, quoted) => `Así lo cuentas tú, con ${image} en medio de la escena: ${quoted}.`,
  (image, quoted) => `Esta imagen, ${image}, no llega sola: la acompaña tu frase ${quoted}.`,
  (image, quoted) => `En el momento en que surge esta imagen, ${image}, tus palabras son ${quoted}.`,
  (image, quoted) => `Tu manera de contarlo sitúa esta imagen, ${image}, en un instante preciso: ${quoted}.`,
  (image, quoted) => `Las palabras que elegiste para ${image} son estas: ${quoted}.`,
  (image, quoted) => `Relee despacio la frase en la que aparece esta imagen, ${image}: ${quoted}.`,
  (image, quoted) => `Lo que rodea esta imagen, ${image}, está en tus propias palabras: ${quoted}.`,
  (image, quoted) => `Según lo cuentas, esta imagen, ${image}, tiene su propia frase: ${quoted}.`,
  (image, quoted) => `Conviene leer juntas esta imagen, ${image}, y la frase en la que aparece: ${quoted}.`,
  (image, quoted) => `Detrás de esta imagen, ${image}, hay una frase muy tuya: ${quoted}.`,
  (image, quoted) => `Hay una frase tuya que deja ver con claridad esta imagen, ${image}: ${quoted}.`,
  (image, quoted) => `Cuando apareció esta imagen, ${image}, lo contaste así: ${quoted}.`,
  (image, quoted) => `Tus palabras dibujan esta imagen, ${image}, con mucho detalle: ${quoted}.`,
  (image, quoted) =>
    `Si hubiera que quedarse con una sola imagen, sería esta: ${image}, tal como la cuentas en ${quoted}.`,
  (image, quoted) => `Lo que escribiste, ${quoted}, pone esta imagen, ${image}, en el centro del sueño.`,
  (image, quoted) => `Basta con releer tu frase para ver esta imagen, ${image}: ${quoted}.`,
  (image, quoted) => `Para contar esta imagen, ${image}, elegiste estas palabras: ${quoted}.`,
  (image, quoted) => `Es en una frase tuya donde aparece esta imagen, ${image}: ${quoted}.`,
  (image, quoted) => `Tu relato le da un lugar propio a esta imagen, ${image}: ${quoted}.`,
  (image, quoted) => `Esta imagen, ${image}, queda fijada en una frase tuya: ${quoted}.`,
  (image, quoted) => `Vuelve un momento a esta imagen, ${image}, y a cómo la describiste: ${quoted}.`,
  (image, quoted) => `Con tus propias palabras, ${quoted}, toma cuerpo esta imagen, ${image}.`,
  (image, quoted) => `Puede ayudarte releer cómo entra esta imagen, ${image}, en el relato: ${quoted}.`,
];

/** Where a dream ends, in its last words (Spanish): said calmly, without reading the content. */
export const SPANISH_ENDING_FRAMES: LocalReading["ending"] = [
  (quoted) => `Tu recuerdo del sueño termina en ${quoted}.`,
  (quoted) => `El relato se queda en suspenso con ${quoted}, como una escena a medias.`,
  (quoted) => `Lo último que recuerdas es ${quoted}.`,
  (quoted) => `De la última escena, tu recuerdo conserva esto: ${quoted}.`,
  (quoted) => `El sueño te deja en ${quoted}.`,
  (quoted) => `Tu relato se cierra con ${quoted}, sin que se sepa qué vino después.`,
  (quoted) => `Ahí se apaga el sueño: en ${quoted}.`,
  (quoted) => `El sueño queda abierto en ${quoted}.`,
  (quoted) => `La historia se interrumpe en ${quoted}, como si alguien hubiera pausado la escena.`,
  (quoted) => `Con ${quoted} se despide el sueño.`,
  (quoted) => `La narración llega a su fin con ${quoted}.`,
  (quoted) => `Al final, el sueño se queda en ${quoted}.`,
  (quoted) => `La escena final es ${quoted}; lo demás se pierde.`,
  (quoted) => `El sueño no va más allá de ${quoted}.`,
  (quoted) => `Todo lo que sigue a ${quoted} queda fuera del recuerdo.`,
  (quoted) => `El último momento que conservas es ${quoted}.`,
  (quoted) => `El sueño se desvanece en ${quoted}.`,
  (quoted) => `La memoria del sueño alcanza hasta ${quoted} y ahí se detiene.`,
  (quoted) => `Es en ${quoted} donde el sueño se corta.`,
  (quoted) => `Como última imagen, te quedas con ${quoted}.`,
  (quoted) => `El sueño concluye en ${quoted}, quizá sin cerrar del todo la historia.`,
  (quoted) => `Después de ${quoted}, el recuerdo se queda en blanco.`,
  (quoted) => `Qué ocurre tras ${quoted} es algo que el sueño no llega a contar.`,
  (quoted) => `El hilo del sueño se rompe en ${quoted}.`,
];

/**
 * The closing suggestion (Spanish): `felt` is the emotion as what is felt, without its article
 * («miedo», «tristeza»), so it only follows «sentir», «notar», «hay» or «de»; no pronoun or adjective
 * refers back to it or to the dreamer, whose gender is unknown.
 */
export const SPANISH_CLOSING_FRAMES: LocalReading["closing"] = [
  (felt) =>
    felt
      ? `En los próximos días, podrías anotar los momentos en que vuelvas a sentir ${felt} y qué los provoca.`
      : "En los próximos días, podrías anotar lo que estas imágenes te evocan cuando vuelvan a tu mente.",
  (felt) =>
    felt
      ? `Esta semana, fíjate en las situaciones que despiertan ${felt}: a menudo dicen más que el propio sueño.`
      : "Esta semana, anota lo que te recuerde este sueño: muchas veces es ahí donde su sentido se aclara.",
  (felt) =>
    felt
      ? `Si te apetece, cada vez que despiertes con ${felt}, anótalo en tu diario: con el tiempo pueden aparecer patrones.`
      : "Si te apetece, vuelve a este sueño dentro de unos días: a veces una imagen cobra sentido con algo de distancia.",
  (felt) =>
    felt
      ? `Sin prisa, podrías preguntarte qué te ayuda cuando sientes ${felt} en tu vida diaria, y si el sueño apunta en esa dirección.`
      : "Sin prisa, podrías preguntarte qué parte de este sueño te sigue acompañando horas después, y por qué.",
  (felt) =>
    felt
      ? `Tal vez te ayude contarle este sueño a alguien de confianza y notar si, al hacerlo, sientes de nuevo ${felt}.`
      : "Tal vez te ayude contarle este sueño a alguien de confianza: al ponerlo en palabras, a veces surge algo nuevo.",
  (felt) =>
    felt
      ? `La próxima vez que sientas ${felt}, una pregunta breve puede servirte: ¿se parece a lo que viviste en este sueño?`
      : "Cuando algo de tu día te recuerde este sueño, una pregunta breve puede servirte: ¿qué tienen en común?",
  (felt) =>
    felt
      ? `Antes de dormir, podrías recordar si hoy hubo algún momento en que sintieras ${felt}, y qué lo rodeaba.`
      : "Antes de dormir, podrías releer este sueño: a veces la noche siguiente trae una imagen que lo completa.",
  (felt) =>
    felt
      ? `Una idea para estos días: cuando notes ${felt}, pregúntate qué acababa de pasar justo antes.`
      : "Una idea para estos días: resume en una frase lo que este sueño parecía querer contarte, y reléela dentro de una semana.",
  (felt) =>
    felt
      ? `Puede ser útil observar, sin juzgarte, en qué momentos del día sientes ${felt} y con quién estás entonces.`
      : "Puede ser útil observar, sin juzgarte, qué te viene a la mente cada vez que vuelves a pensar en este sueño.",
  (felt) =>
    felt
      ? `No hace falta sacar conclusiones todavía: bastará con escribir un par de líneas en tu diario cada vez que sientas ${felt}, y ver qué se repite.`
      : "No hace falta sacar conclusiones todavía: deja que el sueño repose y, si algún detalle reaparece durante el día, anótalo sin más.",
  (felt) =>
    felt
      ? `Si quieres ir un poco más lejos, la próxima vez que sientas ${felt}, fíjate también en tu cuerpo: a veces reconoce una emoción antes que la mente.`
      : "Si quieres ir un poco más lejos, dibuja la escena que mejor recuerdes de este sueño: a veces un trazo dice lo que las palabras no alcanzan.",
  (felt) =>
    felt
      ? `Durante la semana, podrías preguntarte si hay ${felt} en alguna relación o en algún asunto que tengas pendiente.`
      : "Durante la semana, podrías preguntarte si alguna relación o algún asunto pendiente tiene que ver con este sueño.",
  (felt) =>
    felt
      ? `Mañana, al despertar, dedica un momento a notar si queda algo de ${felt}: el paso del sueño a la vigilia suele decir mucho.`
      : "Mañana, al despertar, repasa lo que recuerdes antes de levantarte: puede que este sueño tenga continuación.",
  (felt) =>
    felt
      ? `Como pequeño ejercicio, escribe qué necesitarías cuando sientes ${felt}, tanto en el sueño como en la vigilia.`
      : "Como pequeño ejercicio, escribe un final distinto para este sueño y observa cómo te sientes al leerlo.",
  (felt) =>
    felt
      ? `Merece la pena tratarte con amabilidad los días en que sientas ${felt}; ponerle nombre ya es un primer paso.`
      : "Merece la pena acercarte a este sueño con curiosidad más que con prisa: lo que hoy parece confuso puede aclararse con el tiempo.",
];

/** The answers said back in the person's words: one alone, or two or three in one sentence (reading.answers). */
export const SPANISH_ANSWER_FRAMES: LocalReading["answers"] = {
  one: [
    (answer) => `A una de las preguntas respondiste ${answer}.`,
    (answer) => `Lo dijiste con tus propias palabras: ${answer}.`,
    (answer) => `También contaste ${answer}.`,
    (answer) => `Tu respuesta fue ${answer}.`,
    (answer) => `Al pensar en las preguntas, escribiste ${answer}.`,
    (answer) => `Respondiste así: ${answer}.`,
  ],
  first: [
    (answer) => `A una de las preguntas respondiste ${answer}`,
    (answer) => `Escribiste ${answer}`,
    (answer) => `Primero respondiste ${answer}`,
    (answer) => `Ante las preguntas, contaste ${answer}`,
    (answer) => `En una de tus respuestas escribiste ${answer}`,
    (answer) => `Respondiste, en primer lugar, ${answer}`,
  ],
  next: [
    (answer) => `, luego ${answer}`,
    (answer) => `, después ${answer}`,
    (answer) => `, a continuación ${answer}`,
    (answer) => `; también dijiste ${answer}`,
    (answer) => `; en otra respuesta, ${answer}`,
    (answer) => `, más tarde ${answer}`,
  ],
  last: [
    (answer) => ` y, por último, ${answer}.`,
    (answer) => `, y terminaste con ${answer}.`,
    (answer) => ` y, a otra pregunta, ${answer}.`,
    (answer) => ` y, para cerrar, ${answer}.`,
    (answer) => ` y dejaste para el final ${answer}.`,
    (answer) => `, y añadiste ${answer}.`,
  ],
};
