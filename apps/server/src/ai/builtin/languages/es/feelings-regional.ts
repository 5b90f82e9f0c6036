import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/**
 * More Spanish words of feeling, by region and register: the anger of "chinchudo" and "embroncado"
 * (Río de la Plata), "bravo" (Colombia, Mexico), "choreado" (Chile); fear as "mal rollo" or "me dio
 * cosa"; confusion as "me quedé en blanco"; joy as "lo pasé pipa" or "la pasamos bárbaro".
 */
export const SPANISH_REGIONAL: LocalFeelings[] = [
  {
    emotion: "anger",
    intensity: 2,
    terms: terms(`
      =estaba bravo, =estaba brava, =bravísimo, =bravísima, =enojadísimo, =enojadísima, =enfadadísimo,
      =enfadadísima, =furibundo, =furibunda, =rabiando, =encabronadísimo, =encabronadísima, =emputadísimo,
      =emputadísima, =choreado, =choreada, =chinchudo, =chinchuda, =embroncado, =embroncada, =me embronqué,
      =estaba sacado, =estaba sacada, =estaba podrido, =estaba podrida, =me tenía podrido,
      =me tenía podrida, =me hinchó las pelotas, =me tenía harto, =me tenía harta, =me reventaba,
      =me revienta, =me reventó, =iracundo, =colérica, =me puse hecho una fiera, =me puse hecha una fiera,
      =hecho una fiera, =hecha una fiera, =me sacó de onda
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    terms: terms(`
      =horror, =qué horror, =un horror, =asustadísimo, =asustadísima, =acojonadísimo, =acojonadísima,
      =mal rollo, =me dio mal rollo, =me daba mal rollo, =me dio cosa, =me daba cosa, =me dio yuyu,
      =me daba yuyu, =intimidado, =intimidada, =con miedo, =miedo de que, =miedo a que, =temor de que,
      =me entró el miedo, =me entró un miedo, =me dio un miedo, =me daba un miedo, =cuiqui, =me cagué encima,
      =atemorizadísimo, =aterradísimo, =aterradísima, =despavoridos, =espantadísimo, =espantadísima
    `),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      =me sentía vacío, =me sentía vacía, =me sentí vacío, =me sentí vacía, =sensación de vacío,
      =desamparado, =desamparada, =desesperanzado, =desesperanzada, =amargura, =dolor en el alma,
      =la extrañé, =lo extrañé, =los extrañé, =la extraño, =lo extraño, =la echo de menos, =lo echo de menos,
      =me sentí solo, =me sentí sola, =triste, =tristona, =tristón, =me entristecí, =me dio tristeza,
      =me daba tristeza, =me dio mucha tristeza, =una tristeza, =con tristeza, =de luto, =desdichado,
      =desdichada, =infeliz, =me quebré en llanto, =lloriqueaba, =lloriqueando, =gimoteaba
    `),
  },
  {
    emotion: "confusion",
    intensity: 2,
    terms: terms(`
      =no sabía qué pensar, =me pareció raro, =me pareció rarísimo, =me pareció extraño, =incrédulo,
      =incrédula, =no me lo esperaba, =me extrañó, =me extrañaba, =me quedé en blanco, =la mente en blanco,
      =se me quedó la mente en blanco, =no entendía nada de nada, =sin entender nada, =me quedé pasmado,
      =me quedé pasmada, =me quedé pensando qué, =me quedé desconcertado, =me quedé desconcertada,
      =desconcertadísimo, =desconcertadísima, =confundidísimo, =confundidísima, =medio perdido, =medio
      perdida,
      =no cachaba nada, =no cachaba, =no caché, =no me enteraba de nada, =no me enteraba
    `),
  },
  {
    emotion: "joy",
    intensity: 2,
    terms: terms(`
      =encantado, =encantada, =radiante, =dicha, =júbilo, =regocijo, =gozoso, =gozosa, =me lo pasé pipa,
      =lo pasé pipa, =lo pasábamos pipa, =lo pasamos pipa, =la pasé bárbaro, =la pasamos bárbaro,
      =la pasé re bien, =la pasamos re bien, =lo pasé bien, =lo pasamos bien, =la pasé bien, =la pasamos bien,
      =la pasamos increíble, =lo pasé en grande, =lo pasamos en grande, =felicísimos, =contentazo,
      =contentaza, =me alegré muchísimo, =me alegró muchísimo, =qué alegría, =qué emoción, =qué ilusión,
      =me hizo feliz, =me hacía feliz, =me sentía feliz, =me sentí feliz, =pleno de felicidad,
      =de buen humor, =de muy buen humor, =buen rollo, =me sentía de maravilla, =me sentí de maravilla,
      =me sentía en paz, =me sentí en paz, =me sentía tranquilo, =me sentía tranquila, =me sentía a gusto
    `),
  },
];
