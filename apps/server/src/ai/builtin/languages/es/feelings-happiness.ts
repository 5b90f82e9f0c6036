import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** Spanish words that state joy, relief, love or calm (Hall–Van de Castle happiness). */
export const SPANISH_HAPPINESS: LocalFeelings[] = [
  {
    emotion: "joy",
    intensity: 3,
    terms: terms(`
      =euforia, =eufórico, =eufórica, =euforico, =euforica, =felicísimo, =felicísima, =dichoso, =dichosa,
      =loco de alegría, =loca de alegría, =loco de contento, =loca de contenta, =radiante de felicidad,
      =no cabía en mí, =no cabía de felicidad, =no cabía de alegría, =en la gloria, =en el séptimo cielo,
      =como niño con zapatos nuevos, =saltaba de alegría, =saltando de alegría, =lloraba de alegría,
      =lloré de alegría, =lloraba de felicidad, =lloré de felicidad, =llorando de alegría,
      =llorando de felicidad, =llorar .. alegría, =lloraba .. alegría, =lloré .. alegría,
      =llorando .. alegría, =llorar .. felicidad, =lloraba .. felicidad, =llorar .. emoción,
      =lloraba .. emoción, =lloré .. emoción, =llorando .. emoción, =de pura alegría, =de pura felicidad,
      =no cabía de, =muy feliz, =tan feliz, =súper feliz, =super feliz, =re feliz, =feliz de la vida,
      =inmensamente feliz, =plenitud, =extasiado de alegría, =emocionadísimo, =emocionadísima
    `),
  },
  {
    emotion: "joy",
    intensity: 2,
    terms: terms(`
      =feliz, =felices, =felicidad, =alegre, =alegres, =alegría, =alegria, =contento, =contenta, =contentos,
      =contentas, =alegré, =alegraba, =alegramos, =alegró, =gozo, =disfrutaba, =disfruté, =disfrutábamos,
      =disfrutamos, =disfrutando, =divertía, =divertí, =divertíamos, =divertimos, =emocionado, =emocionada,
      =emocionados, =ilusionado, =ilusionada, =ilusión, =entusiasmado, =entusiasmada, =entusiasmo, =encantaba,
      =encantó, =orgulloso, =orgullosa, =orgullo, =satisfecho, =satisfecha, =reía, =reí, =reían,
      =reía hasta llorar, =riéndose, =reíamos, =reímos, =riendo, =riéndome, =riéndonos, =a carcajadas,
      =muerto de risa, =muerta de risa, =partía de risa, =moría de risa, =morí de risa, =muriéndome de risa,
      =cagaba de la risa, =cagaban de la risa, =cagábamos de la risa, =cagué de la risa, =cagando de la risa,
      =dio risa, =daba risa, =dio mucha risa, =dio muchísima risa, =dio una emoción, =sentí una emoción,
      =meaba de risa, =cagaba de risa, =sonreía, =sonriendo, =sonreí, =una sonrisa de oreja a oreja,
      =sentía bien, =sentí bien, =sentía genial, =sentí genial, =sentía increíble, =contentísimo,
      =contentísima, =chocho, =chocha, =re contento, =re contenta, =gozaba, =gozando, =agradecido,
      =agradecida, =gratitud, =hizo ilusión, =hacía ilusión, =sentía libre, =sensación de libertad,
      =sentía poderoso, =sentía poderosa, =qué felicidad, =de maravilla, =lo pasaba bomba, =la pasaba bomba,
      =la pasábamos bomba, =la pasé bomba, =la pasamos bomba, =lo pasamos genial, =lo pasé genial,
      =la pasé genial, =la pasábamos genial
    `),
  },
  {
    emotion: "joy",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`
      =divertidísimo, =divertidísima, =qué divertido, =que divertido, =era divertido, =muy divertido,
      =era genial, =era increíble, =qué lindo, =que lindo, =qué bonito, =que bonito, =era precioso,
      =qué maravilla, =era hermoso, =muy bonito, =muy lindo, =era lindo, =una maravilla, =qué padre,
      =que padre, =qué chido, =que chido, =qué bacán, =qué chévere, =que chévere, =era chévere, =una pasada
    `),
  },
  {
    emotion: "relief",
    intensity: 2,
    terms: terms(`
      =alivio, =aliviado, =aliviada, =aliviados, =alivié, =qué alivio, =que alivio, =respiré tranquilo,
      =respiré tranquila, =respiré aliviado, =respiré aliviada, =por fin a salvo, =a salvo,
      =quité un peso de encima, =saqué un peso de encima, =un peso de encima, =menos mal, =gracias a dios,
      =gracias a Dios, =volvió el alma al cuerpo, =el alma me volvió al cuerpo
    `),
  },
  {
    emotion: "love",
    intensity: 2,
    terms: terms(`
      =amor, =enamorado, =enamorada, =enamorados, =enamoré, =enamoraba, =enamoramiento, =lo quería,
      =la quería, =los quería, =lo quiero, =la quiero, =los quiero, =lo amaba, =la amaba, =lo amo, =la amo,
      =ternura, =sentía querido, =sentía querida, =sentía amado, =sentía amada, =afecto, =con mucho cariño,
      =adoraba, =lo adoro, =la adoro, =mariposas en el estómago, =mariposas en la panza,
      =mariposas en la barriga, =gustaba mucho, =moría por él, =moría por ella, =loco por, =loca por,
      =flechado, =flechada, =estaba colado, =estaba colada, =colado por, =colada por, =apegado, =apegada,
      =compasión, =sentía protegido, =sentía protegida
    `),
  },
  {
    emotion: "calm",
    intensity: 2,
    terms: terms(`
      sentía tranquil*, =estaba tranquil*, =estábamos tranquil*, =seguía tranquil*, sentí tranquil*,
      quedé tranquil*, =tranquilicé, =calmé, =tranquilidad, =calma, =calmado, =calmada, =en calma, =paz,
      =en paz, =serenidad, =relajado, =relajada, =relajados, =relajación, =relajé, =relajaba, =sosiego,
      =sosegado, =sosegada, =apacible, =plácido, =plácida, =a gusto, =cómodo, =cómoda, =como en casa,
      =sentía segura, =sentía seguro, =sentí seguro, =sentí segura, =sensación de paz, =mucha paz, =una paz,
      =quietud, =descansado, =descansada, =despreocupado, =despreocupada, =zen, =chill, =relax, =tranqui
    `),
  },
];
