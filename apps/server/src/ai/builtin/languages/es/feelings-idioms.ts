import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/**
 * Spanish idioms and intensified forms of feeling across Spain and Latin America: "me dio tanto
 * coraje", "se me cayó el alma a los pies", "me quedé pegado al piso", "me hizo mucha gracia".
 */
export const SPANISH_IDIOMS: LocalFeelings[] = [
  {
    emotion: "anger",
    intensity: 2,
    terms: terms(`
      =sí =me =dio =rabia, =sí =que =me =dio =rabia, =sí =me =enojé, =sí =me =enfadé, =sí =me =cabreé,
      =dio tanto coraje, =dio tanta rabia, =dio tanta bronca, =daba tanto coraje, =daba tanta rabia,
      =daba tanta bronca, =dio mucho coraje, =dio mucha rabia, =dio mucha bronca, =dio muchísimo coraje,
      =dio muchísima rabia, =dio muchísima bronca, =entró un coraje, =entró una rabia, =entró una bronca,
      =qué coraje, =que coraje, =qué rabia, =que rabia, =qué bronca, =que bronca, =me da coraje, =me da rabia,
      ardido, ardida, =ardidísimo, =ardidísima, =bravo conmigo, =brava conmigo, =se puso bravo, =se puso
      brava,
      =me puse bravo, =me puse brava, =emberrinché, =me encabroné, =me emputé, =me cabreé, =me enojé,
      =me enfadé, =me mosqueé, =me calenté, =me indigné, =me sulfuré, =sulfurado, =sulfurada,
      =me estaba poniendo de los nervios, =poniéndome de los nervios, =me pone de los nervios, =me ponía de
      los nervios, =me puso de los nervios, =me subía por las paredes,
      =subiéndome por las paredes, =me llevaban los demonios, =me llevaba el diablo, =me hervía la sangre,
      =con ganas de ahorcarlo, =con ganas de ahorcarla, =con ganas de matarlo, =con ganas de matarla,
      =dando un portazo, =di un portazo, =dio un portazo, =pegué un portazo, =portazo, =le contestaba a
      gritos,
      =le contesté a gritos, =me contestaba a gritos, =le respondí a gritos, =discutiendo a gritos,
      =nos gritábamos, =le grité de todo, =le dije de todo, =les dije de todo, =le armé un escándalo,
      =le armé el escándalo, =armé un escándalo, =armé un berrinche, =le eché la bronca, =me peleé,
      =nos peleábamos, =discutíamos a gritos, =me hizo enojar, =me hizo enfadar, =me sacó de mis casillas,
      =me sacaba de mis casillas, =perdí la paciencia, =se me acabó la paciencia, =me colmó la paciencia,
      =estaba que echaba humo, =echando humo, =estaba que trinaba, =estaba que mordía, =hecho un basilisco,
      =hecha un basilisco, =de un humor de perros, =con un humor de perros, =me dio asco, =me daba asco
    `),
  },
  {
    emotion: "sadness",
    intensity: 3,
    terms: terms(`
      =se me cayó el alma a los pies, =el alma a los pies, =se me partió el alma, =se me partía el alma,
      =se me rompió el corazón, =se me rompía el corazón, =se me encogió el corazón, =se me encogía el
      corazón,
      =con el corazón encogido, =se me hizo un nudo en la garganta, =un nudo en la garganta,
      =lloré como una magdalena, =lloraba como una magdalena, =llorando como una magdalena,
      =me morí de tristeza, =me moría de tristeza, =muerto de tristeza, =muerta de tristeza,
      =me sentí fatal, =me sentía fatal, =me dolía el alma, =me dolió el alma, =se me vino el mundo abajo,
      =se me vino el mundo encima, =destrozadísimo, =destrozadísima
    `),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      =sí =me =dio =pena, =sí =que =me =dio =pena, =sí =me =puse =triste, =morriña, =la extrañaba,
      =lo extrañaba, =los extrañaba, =las extrañaba, =extrañaba a, =la extrañé,
      =lo extrañé, =la echaba de menos, =lo echaba de menos, =me sentía solo, =me sentía sola, =solito,
      =solita y triste, =con pena, =apenadísimo, =entristecido, =entristecida, =acongojado, =acongojada,
      =congoja, =con lágrimas en los ojos, =se me saltaban las lágrimas, =se me saltaron las lágrimas,
      =se me llenaron los ojos de lágrimas, =se me aguaron los ojos, =me puse a llorar, =rompí a llorar,
      =rompí en llanto, =me eché a llorar
    `),
  },
  {
    emotion: "fear",
    intensity: 3,
    terms: terms(`
      =el corazón a mil, =con el corazón a mil, =el corazón desbocado, =con el corazón desbocado,
      =el corazón en la garganta, =con el corazón en la garganta, =pegado al piso, =pegada al piso, =pegado al suelo, =pegada al suelo, =se me iba a salir el corazón,
      =se me salía el corazón, =el corazón se me iba a salir, =el corazón en un puño, =con el corazón en un
      puño,
      =sí =me =dio =miedo, =sí =me =dio =un =susto, =sí =que =me =asusté, =sí =me =asusté, =sí =me =dio
      =pánico,
      =sí =que =me =dio =miedo, =se me puso la piel de gallina, =me quedé de piedra del miedo, =me temblaba
      todo, =temblaba entero,
      =temblaba entera, =temblando entero, =temblando entera, =temblaba de miedo, =temblando de miedo,
      =me meé del miedo, =me hice pis del miedo, =me cagué del miedo, =se me pusieron los pelos de punta,
      =se me erizó la piel, =helado de miedo, =helada de miedo, =sin poder moverme del miedo, =un pavor,
      =tenía un pavor, =qué miedo, =que miedo, =qué susto, =que susto, =menudo susto, =vaya susto,
      =me dio un susto, =me llevé un susto, =me pegué un susto, =me pegó un susto, =un susto de muerte,
      =susto de muerte, =me asusté muchísimo, =me asusté mucho, =me cagué
    `),
  },
  {
    emotion: "worry",
    intensity: 2,
    terms: terms(`
      =de los nervios, =de puros nervios, =de nervios, agobi*, =agobiadísimo, =agobiadísima, =angustiadísimo,
      =angustiadísima, =nerviosísimo, =nerviosísima,
      =preocupadísimo, =preocupadísima, =atacado de los nervios, =atacada de los nervios, =hecho un manojo de
      nervios,
      =hecha un manojo de nervios, =muerto de nervios, =muerta de nervios, =muerto de los nervios,
      =muerta de los nervios, =me reía de nervios, =me reía de los nervios, =reía de nervios,
      =risa nerviosa, =risita nerviosa, =me comía los nervios, =con los nervios de punta, =los nervios de
      punta,
      =el estómago revuelto, =mariposas en el estómago de los nervios, =me sudaban las manos,
      =con el alma en un hilo, =con el corazón en la boca, =intranquilísimo, =intranquilísima, =desasosiego,
      =inquietud, =zozobra, =me estaba poniendo nervioso, =me estaba poniendo nerviosa
    `),
  },
  {
    emotion: "embarrassment",
    intensity: 2,
    terms: terms(`
      =que me tragara la tierra, =quería que me tragara la tierra, =trágame tierra, =me quería morir de
      vergüenza,
      =me quería morir de la pena, =me morí de la pena, =me moría de pena, =colorado de vergüenza,
      =colorada de vergüenza, =roja de vergüenza, =rojo de vergüenza, =como un tomate, =muerto de pena,
      =muerta de pena, =qué vergüenza, =qué bochorno, =qué corte, =me dio corte, =me daba corte,
      =me dio vergüenza, =me daba vergüenza, =avergonzadísimo, =avergonzadísima, =me sonrojé, =me ruboricé
    `),
  },
  {
    emotion: "confusion",
    intensity: 2,
    terms: terms(`
      =no sabía ni dónde, =no sabía ni qué, =no sabía qué tenía que hacer, =no sabía qué decir,
      =no sabía dónde estaba, =no sabía cómo había llegado, =sin saber cómo, =no entendía nada,
      =no entendía qué, =no me cuadraba, =no me entraba en la cabeza, =me quedé helado, =me quedé helada,
      =me quedé de piedra, =me quedé de una pieza, =me quedé de a cuatro, =me quedé frío, =me quedé fría,
      =me quedé con los ojos como platos, =con los ojos como platos, =ojos como platos, =flipando, =flipado,
      =flipada, =flipé en colores, =alucinando, =aluciné, =no me lo creía, =no me lo podía creer,
      =no lo podía creer, =no daba crédito, =perdidísimo, =perdidísima, =me sentí perdido, =me sentí perdida,
      =me sentía perdido, =me sentía perdida, =desubicado, =desubicada,
      =en shock, =me descolocó, =me dejó descolocado, =me dejó descolocada, =me dejó helado, =me dejó helada,
      =me dejó de piedra, =me dejó sin palabras, =me sentí raro, =me sentí rara, =qué cosa más rara
    `),
  },
  {
    emotion: "joy",
    intensity: 2,
    terms: terms(`
      =sí =me =dio =risa, =sí =que =me =dio =risa, =sí =me =alegré, =sí =que =me =alegré, =sí =me =emocioné,
      =me dio tanta risa, =me daba tanta risa, =me dio mucha risa, =me dio muchísima risa, =me entró la risa,
      =me dio la risa, =me hizo gracia, =me hizo mucha gracia, =me hizo muchísima gracia, =me hacía gracia,
      =me moría de la risa, =me partía de risa, =me partí de risa, =me desternillaba, =me tronché,
      =me emocioné, =me emociono, =me emocionaba, =me emocioné muchísimo, =emocionadísimo, =emocionadísima,
      =feliz que lloraba, =feliz que lloré, =feliz que lloraba de, =contento que lloraba, =contenta que
      lloraba,
      =me reía y lloraba, =reía y lloraba, =lloraba y reía, =llorando de la emoción, =lloraba de la emoción,
      =lloré de la emoción, =lágrimas de felicidad, =lágrimas de alegría, =llanto lindo, =llanto de alivio,
      =como de alivio, =me dio gusto, =me dio mucho gusto, =me encantó, =me encantaba, =me fascinó,
      =me flipó, =me moló, =me molaba, =me sentía en las nubes, =en la gloria,
      =me sentía en la gloria, =chochísimo, =chochísima, =orgullosísimo, =orgullosísima, =felizote, =felizota,
      =me sentí liberado, =me sentí liberada, =me sentía liberado, =me sentía liberada, =me sentía ligero,
      =me sentía ligera, =me sentí pleno, =me sentí plena, =encantado de la vida, =encantada de la vida
    `),
  },
];
