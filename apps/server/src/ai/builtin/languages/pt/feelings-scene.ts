import { terms } from "../../../../domain/symbols/terms";

/**
 * A feeling adjective said of a place, a time, the weather or a tune is no one's feeling ("o mar
 * estava calmo", "uma música alegre", "um céu triste": fixtures/CORPUS.md, "a calm sea"): each
 * such noun with the adjective next to it or after a linking verb, as cues' `notFeelings`.
 */
const SCENES = `
  rua, ruas, mar, céu, ceu, dia, tarde, noite, manhã, madrugada, música, musica, canção, cancao, melodia,
  cor, cores, lugar, sítio, sitio, bairro, cidade, vila, aldeia, praia, paisagem, água, agua, rio, lago,
  lagoa, vento, tempo, clima, estrada, campo, floresta, mata, bosque, casa, sala, quarto, cozinha,
  jardim, quintal, praça, praca, prédio, predio, igreja, escola, hospital, cemitério, cemiterio, filme,
  final, fim, história, historia, domingo, sábado, sabado, festa, ambiente, luz, amarelo, azul, verde,
  tom, trânsito, transito, tráfego, onda, ondas, superfície, superficie, quadro, pintura, retrato
`;
const LINKS = ["", "=estava", "=tava", "=era", "=parecia", "=ficou", "=está", "=esta", "=tá", "=ta"];
const MOODS = [
  "calm*",
  "tranquil*",
  "sereno",
  "serena",
  "trist*",
  "alegre",
  "alegres",
  "feliz",
  "felizes",
  "animad*",
  "agitad*",
  "tenso",
  "tensa",
];

export const PORTUGUESE_SCENE_MOODS = terms(SCENES).flatMap((noun) =>
  LINKS.flatMap((link) => MOODS.map((mood) => [`=${noun}`, link, mood].filter(Boolean).join(" "))),
);
