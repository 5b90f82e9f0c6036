import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** Spanish words that state anger, sadness or confusion (Hall–Van de Castle classes). */
export const SPANISH_ANGER_SADNESS_CONFUSION: LocalFeelings[] = [
  {
    emotion: "anger",
    intensity: 3,
    terms: terms(`
      furioso, furiosa, furiosos, =furia, =rabia, =rabioso, =rabiosa, =colérico, =cólera, =iracundo,
      =indignado, =indignada, =indignación, =hervía la sangre, =hecho una furia, =hecha una furia,
      =fuera de mí, =fuera de sí, =encabronado, =encabronada, =emputado, =emputada, =emputé, =cabreadísimo,
      =cabreadísima, =loco de rabia, =loca de rabia, =echaba chispas, =echando chispas, =con ganas de matar,
      =puse como loco, =puse como loca, =energúmeno, =iracunda
    `),
  },
  {
    emotion: "anger",
    intensity: 2,
    terms: terms(`
      enojado, enojada, enojados, enojo, =enojé, =enojaba, =enojó, enfadado, enfadada, enfadados, enfado,
      =enfadé, =enfadaba, =enfadó, =cabreado, =cabreada, =cabreo, =cabreé, =cabreaba, =ira, =dio bronca,
      =daba bronca, =emberrinchado, =berrinche, =rencor, =envidia, =envidioso, =envidiosa, =celos, =celoso,
      =celosa, =resentido, =resentida, =odio, =odiaba, =los odiaba, =dio coraje, =daba coraje, =un coraje,
      =una rabia, =una bronca, =puse loco, =puse loca, =puteaba, =puteando, =putear, =lo puteé, =dio rabia,
      =daba rabia, =con coraje, =enchilado, =enchilada, =encabronaba, =sacó de quicio, =sacaba de quicio,
      =perdí los estribos, =puse furioso, =puse furiosa, =hinchó las narices, =hinchaba las narices,
      =indignaba, =calenté, =mosqueado, =mosqueada
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    terms: terms(`
      =molesto, =molesta, =molestos, =molestaba, =molestó, =fastidiado, =fastidiada, =fastidio, =fastidiaba,
      =irritado, =irritada, =irritación, =harto, =harta, =hartos, =hasta las narices, =hasta la madre,
      =hasta el gorro, =hasta la coronilla, =tenía podrido, =tenía podrida, frustr*, =impaciente, =exasperaba,
      =exasperado, =exasperada, =mosqueo, =rayaba, =ralla, =rallaba, =chocaba, =cae gordo, =caía gordo,
      =caía fatal, =cae fatal, =tenía hasta, =hartaba, =hartó, =de mal humor, =de malas, =de mala uva,
      =de muy mala uva, =de mala leche, =mala hostia, =malhumorado, =malhumorada, =gruñón, =gruñona, =jodía,
      =jodió, =asco, =dio asco, =daba asco, =qué asco
    `),
  },
  {
    emotion: "sadness",
    intensity: 3,
    terms: terms(`
      =desolado, =desolada, =destrozado, =destrozada, =devastado, =devastada, =desconsolado, =desconsolada,
      =con el corazón roto, =corazón partido, =partía el alma, =partió el alma, =rompió el corazón,
      =partió el corazón, =partía el corazón, =lloraba desconsolado, =lloraba desconsolada, =lloré a mares,
      =llorando a mares, =lloraba a mares, =a moco tendido, =hecho polvo, =hecha polvo, =deprimido,
      =deprimida, =depresión, =con el alma rota, =tristísimo, =tristísima, =desesperanza
    `),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      triste, tristes, tristeza, =entristecí, =entristeció, =pena, =dio pena, =daba pena, =qué pena, =penita,
      =almohada empapada, =almohada mojada, =sentí fatal, =sentía fatal, =un hueco en el pecho,
      =un vacío en el pecho, =llorar, =lloraba, =lloré, =llorando, =lloramos, =llorábamos, =lloró, =lloraban,
      =llanto, =sollozaba, =sollozando, =sollozos, =melancolía, =melancólico, =melancólica, =nostalgia,
      =nostálgico, =nostálgica, =añoranza, =extrañaba, =echaba de menos, =eché de menos, =dolido, =dolida,
      =bajón, =de bajón, =bajoneado, =bajoneada, =agüitado, =agüitada, =achicopalado, =achicopalada, =depre,
      =solo y triste, =sola y triste, =sentía solo, =sentía sola, =soledad, =afligido, =afligida, =abatido,
      =abatida, =desanimado, =desanimada, =un nudo en la garganta, =añoraba
    `),
  },
  {
    emotion: "disappointment",
    intensity: 2,
    terms: terms(`
      =decepción, =decepcionado, =decepcionada, =decepcionó, =desilusión, =desilusionado, =desilusionada,
      =desilusioné, =chasco, =llevé un chasco, =desencanto, =defraudado, =defraudada, =defraudó, =qué bajón,
      =qué desilusión, =qué decepción, =quedé con las ganas, =chafado, =chafada
    `),
  },
  {
    emotion: "confusion",
    intensity: 2,
    terms: terms(`
      =confundido, =confundida, =confundidos, =confusión, =confuso, =confusa, =desconcertado, =desconcertada,
      =desconcierto, =desorientado, =desorientada, =perplejo, =perpleja, =extrañado, =extrañada, =aturdido,
      =aturdida, =no entend*, =no sabía para dónde, =no sabía adónde, =no sabía a dónde,
      =no sabía hacia dónde, =no sabía qué pasaba, =no sabía qué hacer, =no sabía qué estaba pasando,
      =no tenía ni idea, =ni idea de, =sin entender, =no comprendía, =sentía raro, =sentía rara, =sentí raro,
      =sentí rara, =sentía extraño, =sentía extraña, =descolocado, =flasheando, =flasheado, =flasheada,
      =flasheé, =descolocada, =una sensación rara, =sensación rarísima, =sensación extraña,
      =sensación muy extraña, =sensación muy rara, =fue rarísimo, =fue muy raro, =fue raro, =sin saber qué,
      =sin saber dónde, =no tenía sentido, =nada tenía sentido, =no le encontraba sentido, =rayado, =rayada,
      =dudaba, =dudando, =con dudas, =no estaba seguro, =no estaba segura, =no sabía si
    `),
  },
  {
    emotion: "confusion",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`
      =era raro, =era muy raro, =era rarísimo, =qué raro, =que raro, =todo era raro, =todo muy raro,
      =era extraño, =era muy extraño, =muy extraño, =todo era extraño, =pareció raro, =pareció extraño,
      =resultó raro, =resultaba raro, =desconcertante, =extrañísimo, =rarísimo, =inexplicable, =surrealista,
      =sin sentido
    `),
  },
  {
    emotion: "surprise",
    intensity: 2,
    terms: terms(`
      =sorprendido, =sorprendida, =sorprendidos, =qué sorpresa, =menuda sorpresa, =una sorpresa enorme,
      =sorprendió, =sorprendí, =sorprendía, =asombrado, =asombrada, =asombro, =asombró, =impactado,
      =impactada, =shockeado, =shockeada, =en shock, =en estado de shock, =atónito, =atónita, =pasmado,
      =pasmada, =estupefacto, =estupefacta, =boquiabierto, =boquiabierta, =quedé de piedra,
      =no lo podía creer, =no podía creerlo, =no me lo podía creer, =no daba crédito,
      =quedé con la boca abierta, =para mi sorpresa, =quedé de a seis, =quedé loco, =quedé loca,
      =quedé flipando, =flipé, =alucinado, =alucinada, =quedé sin palabras, =sin palabras
    `),
  },
  {
    emotion: "awe",
    intensity: 2,
    terms: terms(`
      =maravillado, =maravillada, =maravillaba, =maravilló, =fascinado, =fascinada, =fascinación, =embelesado,
      =embelesada, =hipnotizado, =hipnotizada, =cautivado, =cautivada, =admiración, =dejó sin aliento,
      =quitaba el aliento, =sobrecogido, =sobrecogida, =extasiado, =extasiada, =éxtasis, =deslumbrado,
      =deslumbrada, =embobado, =embobada, =sentimiento de grandeza
    `),
  },
];
