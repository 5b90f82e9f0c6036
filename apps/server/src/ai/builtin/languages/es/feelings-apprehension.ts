import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** Spanish words that state fear, worry, embarrassment, shame or regret (Hall–Van de Castle apprehension). */
export const SPANISH_APPREHENSION: LocalFeelings[] = [
  {
    emotion: "fear",
    intensity: 3,
    terms: terms(`
      terror, aterrado, aterrada, aterrorizado, aterrorizada, pánico, panico, =despavorido, =despavorida,
      muerto de miedo, muerta de miedo, muertos de miedo, cagado de miedo, cagada de miedo,
      cagado en las patas, muriéndome de miedo, =moría de miedo, =morí de miedo, pavor, horrorizado,
      horrorizada, espantado, espantada, =acojonado, =acojonada, =acojone, =cagazo, =julepe, mucho miedo,
      muchísimo miedo, un miedo terrible, un miedo horrible, miedo atroz, =pánico total, =paralicé de miedo,
      paralizado de miedo, paralizada de miedo, =heló la sangre, =helaba la sangre, =congeló la sangre,
      los pelos de punta, el alma en un hilo, el corazón en la boca, el corazón en la garganta,
      =cagué .. miedo, casi me muero del susto, casi me da algo, =espeluznado, histérico, histérica
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    terms: terms(`
      miedo, miedos, asustado, asustada, asustados, asustadas, =asusté, =asustaba, =asustamos, =asustó, susto,
      sustos, temor, =temía, =temí, =temiendo, =temíamos, =sudar frío, =sudaba frío, =sudé frío, =no me animé,
      =no me animaba, =no me atrevía, =no me atreví, =sudando frío, =daba miedo, =tenía miedo, =acojonaba,
      =canguelo, =cagaba de miedo, =cuiqui, =mello, =culillo, =yuyu, =repelús, =pavor, =atemorizado,
      =atemorizada, =espantó, =espanté, =amenazado, =amenazada, =indefenso, =indefensa, =miedosa, =miedoso,
      =temeroso, =temerosa, =cagadito, =cagadita, =acobardado, =acobardada, =sobresaltado, =sobresaltada,
      =sobresalté, =dio miedo, =sentí miedo, =entró el pánico, =entró miedo, =cagué del susto, =sobresalto
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "stimulus",
    terms: terms(`
      aterrador, aterradora, aterradores, terrorífico, terrorífica, espeluznante, espeluznantes,
      escalofriante, escalofriantes, =daba miedo, =dio miedo, =daban miedo, =da miedo, =tenebroso, =tenebrosa,
      =siniestro, =siniestra, =horripilante, =terrible pesadilla, =pesadilla horrible, =horroroso, =horrorosa,
      =macabro, =macabra, =amenazante, =amenazador, =amenazadora, =inquietante, =perturbador, =perturbadora,
      =creepy
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "sign",
    terms: terms(`
      =temblaba, =temblando, =temblé, =temblaban, =tiritando, =sudando, =sudaba, =sudadas, =sudado, =sudada,
      =sudorosas, =sudor frío, =empapado en sudor, =empapada en sudor, el corazón a mil, el corazón me latía,
      =latía el corazón, el corazón se me salía, =corazón acelerado, =corazón desbocado, =con el corazón,
      =temblaban las piernas, =temblaban las manos, =escalofrío, =escalofríos, =la piel de gallina,
      =piel de gallina, =erizó, =erizaba, =gritando, =grité, =gritaba, =chillaba, =chillé, =sin aliento,
      =quedé helado, =quedé helada, =quedé congelado, =quedé congelada, =quedé petrificado,
      =quedé petrificada, =paralicé, =paralizado, =paralizada, =respiración agitada, =jadeando,
      =un nudo en el estómago
    `),
  },
  {
    emotion: "worry",
    intensity: 2,
    terms: terms(`
      preocupado, preocupada, preocupados, preocupadas, preocupación, =preocupaba, =preocupé, ansiedad,
      ansioso, ansiosa, angusti*, =angustiaba, =angustié, =inquieto, =inquieta, =intranquilo, =intranquila,
      nervioso, nerviosa, nerviosos, nervios, =nerviosismo, =estresado, =estresada, =estrés, =estres,
      =agobiado, =agobiada, =agobio, =agobiaba, =desesperado, =desesperada, =desesperación, =desesperaba,
      =desesperé, =con el alma en vilo, =en vilo, =con el pendiente, =con pendiente, =daba mala espina,
      =mala espina, =un mal presentimiento, =mal presentimiento, =ansias, =aprensión, =tenso, =tensa,
      =inseguro, =insegura, =con el Jesús en la boca, =comiéndome las uñas, =alterado, =alterada
    `),
  },
  {
    emotion: "embarrassment",
    intensity: 2,
    terms: terms(`
      =vergüenza, =verguenza, =avergonzado, =avergonzada, =avergoncé, =qué vergüenza, =que verguenza,
      =moría de vergüenza, =muerto de vergüenza, =muerta de vergüenza, =ridículo, =ridícula,
      =hice el ridículo, =hacía el ridículo, =en ridículo, =humillado, =humillada, =humillación, =abochornado,
      =abochornada, =bochorno, =roche, =palteado, =palteada, =qué oso, =que oso, =tierra trágame,
      =quería morir de la vergüenza, =sonrojé, =sonrojado, =sonrojada, =incómodo, =incómoda, =incomodo,
      =incomoda, =apenado, =apenada, =puse rojo, =puse roja, =puse colorado, =puse colorada, =cohibido,
      =cohibida, =moría de la pena, =muerta de la pena, =muerto de la pena
    `),
  },
  {
    emotion: "shame",
    intensity: 2,
    terms: terms(`
      =culpa, =culpable, =culpables, =sentía culpable, =remordimiento, =remordimientos, =cargo de conciencia,
      =remordía, =indigno, =indigna
    `),
  },
  {
    emotion: "regret",
    intensity: 2,
    terms: terms(`
      =arrepentido, =arrepentida, =arrepentimiento, =arrepentí, =arrepentía, =arrepiento, =ojalá no hubiera,
      =lamenté, =lamentaba
    `),
  },
];
