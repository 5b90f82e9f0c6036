import { terms } from "../../../../domain/symbols/terms";

/**
 * Comparisons and likenesses, whose words are no image of any symbol entry ("del tamaño de un
 * gato", "como si yo fuera un perro", "parecía una cárcel"); a role the dreamer plays ("trabajaba
 * como mesera") is no symbol either.
 */
export const SPANISH_NOT_SYMBOLS = terms(`
  =como =un *, =como =una *, =como =unos *, =como =unas *, =como =un =gran *, =como =una =gran *,
  =como =un * *, =como =una * *, =como =de *, =como =de =un *, =como =de =una *, =como =en =un *, =como =en =una *,
  =como =en =las *, =como =en =los *, =como =si =fuera *, =como =si =fuera =un *, =como =si =fuera =una *,
  =como =si =fueran *, =como =si =fuéramos *, =como =si =fuese =un *, =como =si =fuese =una *,
  =como =si =yo =fuera =un *, =como =si =yo =fuera =una *, =como =si =yo =fuera *, =como =si =estuviera =en =un *,
  =como =si =estuviera =en =una *, =como =si =estuviéramos =en =un *, =como =si =estuviéramos =en =una *,
  =del =tamaño =de =un *, =del =tamaño =de =una *, =del =tamaño =de *, =tamaño =de =un *, =tamaño =de =una *,
  =parecía =un *, =parecía =una *, =parecían *, =parecía *, =parecía =de *, =igual =que =un *,
  =igual =que =una *, =igual =que *, =cual =si *, =a =modo =de *, =en =forma =de *, =con =forma =de *,
  =tipo =un *, =tipo =una *, =estilo *, =disfrazado =de *, =disfrazada =de *, =disfrazados =de *,
  =trabajaba =de *, =trabajaba =como *,
  =trabajaba =como * *, =hacía =de *, =hacía =el =papel =de *, =hacía =de *, =como =cuando =era *,
  =como =cuando =yo =era *, =como =cuando =éramos *, =como =cuando =eran *, =de =pequeño, =de =pequeña,
  =de =niño, =de =niña, =de =chico, =de =chica, =de =chiquito, =de =chiquita, =de =chamaco,
  =de =chamaca, =de =cría, =de =crío, =desde =niño, =desde =niña, =desde =pequeño, =desde =pequeña,
  =desde =chico, =desde =chica, =como =si =yo =fuera =el *, =como =si =yo =fuera =la *, =como =si =fuera =el *,
  =como =si =fuera =la *, =yo =era =el *, =yo =era =la *, =yo =era =un *, =yo =era =una *, =era =yo =el *,
  =era =yo =la *, =me =tocaba =ser =el *, =me =tocaba =ser =la *, =voz =de *, =voz =de =un *, =voz =de =una *,
  =vocecita =de *, =cara =de *, =carita =de *, =cara =de =un *, =cara =de =una *, =pinta =de *,
  =aspecto =de *, =con =aire =de *, =en =plan *, =como *, * =de =juguete, * =de =peluche, * =de =hule,
  * =inflable, * =de =trapo, * =de =mentira, * =de =mentiras, =dibujo =de =un *, =dibujo =de =una *,
  =dibujos =de *, =dibujaba *, =dibujara *, =dibujar *, =dibujé *, =dibujó *, =dibujaba =un *, =dibujaba =una *
`);

/**
 * What the report says is not the dream's scene (../symbol-scene.ts), by fixtures/es/CORPUS.md: waking
 * life ("en la vida real murió hace dos años"), what a character only tells of, and what is only in a
 * photo, a letter or a drawing.
 */
export const SPANISH_SCENE = {
  wakingLife: terms(`
    en la vida real, en la vida de verdad, en la realidad, hace * años, hace * * años, hace * meses,
    hace * semanas, hace años, hace muchos años, desde la prepa, desde la secundaria, desde el colegio,
    desde el instituto, desde la universidad, el año pasado
  `),
  wakingLifeBounds: terms("=que, =quien, =quienes, =donde, =y"),
  speech: terms(`
    hablaba de, hablábamos de, hablamos de, habló de, hablaban de, hablaba del, hablamos del, contaba sus,
    contaba su
  `),
  pictured: terms(`
    foto de, fotos de, fotografía de, retrato de, póster de, cartel de, =cuadro de, estatua de,
    video de, videos de, vídeo de, vídeos de, foto mía, fotos mías, fotos mías de
  `),
};
