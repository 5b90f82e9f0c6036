import { SYMBOLS_IN } from "../../../../domain/symbols/in-languages";
import { terms } from "../../../../domain/symbols/terms";
import { leadingTo } from "../feelings";
import type { LanguageRules } from "../types";
import { SPANISH_FEELINGS } from "./feelings";
import { SPANISH_NOT_SYMBOLS, SPANISH_SCENE } from "./not-symbols";

/** Spanish, of Spain and Latin America: how the analyst reads a dream written in Spanish (../types.ts). */
export const SPANISH: LanguageRules = {
  language: "es",
  stemmer: "spanish",
  feelings: SPANISH_FEELINGS,
  symbols: SYMBOLS_IN.es,
  cues: {
    negation: terms(`
      =no, =nunca, =jamás, =jamas, =sin, =ni, =nada de, =ningún, =ninguna, =ninguno, =tampoco, =nadie,
      =para nada, =en absoluto, =ya no, =dejé de, =dejó de, =dejaba de, =dejaron de
    `),
    negationUndone: terms(`
      =tan, =tanto, =tanta, =más, =mas, =menos, =igual de, =así de, =nunca antes, =del, =de =puro, =de =pura,
      =de =tanto, =de =tanta
    `),
    hypothetical: terms(`
      =si, =ojalá, =ojala, =quizás, =quizá, =tal vez, =a lo mejor, =capaz que, =por si, =como si, =en caso de,
      =sería, =serían, =estaría, =estarían, =podría, =podrían, =habría, =hubiera, =hubiese, =hubieras,
      =tendría, =quería, =quise, =queríamos, =deseaba, =para que, =pensé que, =creí que, =creía que,
      =iba a estar, =fingía, =fingí, =fingiendo, =hacía como que, =hacerme el, =hacerme la, =me hacía el,
      =me hacía la, =trataba de no, =intentaba no, =no quería, =me preguntó si, =preguntaba si
    `),
    dreamer: terms(`
      =yo, =me, =mí, =mi, =mis, =conmigo, =nosotros, =nosotras, =nos, =nuestro, =nuestra, =nuestros,
      =nuestras, =mío, =mía, =míos, =mías, =estábamos, =sentí, =sentía, =sentíamos, =teníamos, =tuve,
      =tuvimos, =me sentía, =me sentí, =me puse, =me quedé, =me desperté, =se =me
    `),
    we: terms("=nosotros, =nosotras, =nos, =estábamos, =sentíamos, =teníamos, =tuvimos"),
    // The dreamer as object: "me" alone says who felt only just before the feeling's words (../types.ts).
    dreamerObject: [
      ...terms("=me, =mí, =conmigo, =nos, =me =ha, =me =había, =me =han, =me =habían"),
      ...leadingTo(
        terms(`
      =me =dio, =me =daba, =me =da, =me =dieron, =me =daban, =me =ha =dado, =me =había =dado, =me =hizo,
      =me =hacía, =me =hace, =me =entró, =me =entraba, =me =puso, =me =ponía, =me =pone, =me =dejó,
      =me =dejaba, =me =invadió, =me =invadía, =me =agarró, =me =agarraba, =me =vino, =me =venía,
      =me =subió, =me =subía
        `),
      ),
    ],
    others: terms(`
      =se, =otro, =otra, =el otro, =vecinos, =colega, =alumnos, =alumno, =primo, =prima, =tíos, =ella, =ellos,
      =ellas, =su, =sus, =usted, =ustedes, =mamá, =mama, =madre, =papá, =padre, =hermano, =hermana,
      =hermanito, =hermanita, =abuela, =abuelo, =hijo, =hija, =tío, =tía, =primo, =prima, =amigo, =amiga,
      =amigos, =amigas, =novio, =novia, =esposo, =esposa, =marido, =mujer, =hombre, =señor, =señora, =niño,
      =niña, =niños, =bebé, =chico, =chica, =chicos, =chicas, =gente, =todos, =todo el mundo, =nadie más,
      =jefe, =jefa, =profesor, =profesora, =maestra, =maestro, =doctor, =doctora, =médico, =perro, =perra,
      =conserje, =portero, =portera, =vendedor, =vendedora, =mesero, =mesera, =camarero, =camarera, =mozo,
      =cajero, =cajera, =policía, =policías, =guardia, =guardias, =cura, =enfermera, =enfermero, =taxista,
      =chofer, =chófer, =conductor, =piloto, =cliente, =clienta, =dueño, =dueña, =suegro, =suegra, =cuñado,
      =cuñada, =sobrino, =sobrina, =nieto, =nieta, =bebé, =beba, =nena, =nene, =pibe, =piba, =chamaco,
      =chamaca, =morra, =morro, =chaval, =chavala, =crío, =cría, =tipa, =muchacho, =muchacha, =señorita,
      =don, =doña, =ex, =exnovio, =exnovia, =pareja, =novio, =abuelito, =abuelita, =papi, =mami, =examinador,
      =examinadora, =director, =directora, =compa, =cuate, =parce, =pana, =polola, =pololo, =vieja, =viejo,
      =gato, =gata, =caballo, =vecino, =vecina, =compañero, =compañera, =compañeros, =compañeras, =algunos,
      =algunas, =desconocido, =desconocida, =tipo, =pibe, =piba, =chavo, =chava, =mi vieja, =mi viejo,
      =la gente
    `).concat(
      // A verb in the third person plural after the dreamer as object: "me miraban", "me dijeron".
      terms("=me *aban, =me *ían, =me *aron, =me *ieron"),
    ),
    waking: terms(`
      =me desperté, =me despertaba, =me despierto, =desperté, =desperte, =me desperte, =al despertar,
      =al despertarme, =despertándome, =nos despertamos, =me despertó, =me despertaron,
      =desde que me desperté, =cuando me desperté, =ya despierto, =ya despierta, =una vez despierto,
      =una vez despierta, =me he despertado, =he despertado, =al levantarme
    `),
    threats: terms(`
      =perseguía, =perseguían, =persiguiendo, =perseguido, =perseguida, =me seguía, =me seguían, =monstruo,
      =monstruos, =fantasma, =demonio, =sombra, =asesino, =asesina, =atacaba, =atacó, =ataque, =arma,
      =pistola, =cuchillo, =disparos, =escondía, =escondí, =esconderme, =escondernos, =huir, =huía, =huyendo,
      =escapar, =escapando, =corría, =corriendo, =atrapado, =atrapada, =encerrado, =encerrada, =ladrón,
      =ladrones, =intruso, =criatura, =bestia, =serpiente, =araña, =lobo, =tiburón, =zombi, =zombis,
      =caimanes, =cocodrilo, =cocodrilos, =tiburones, =lobos, =oso, =fuego, =incendio, =caía, =caer, =ahogaba,
      =ahogarme, =peligro, =amenaza, =oscuridad, =mataba, =matar, =muerto, =muerta, =sangre, =gritos,
      =explosión, =tsunami, =terremoto, =pesadilla, =figura, =ola, =olas, =pared de agua
    `),
    clauseBreaks: terms(`
      =pero, =porque, =cuando, =aunque, =mientras, =entonces, =luego, =después, =y, =o, =sino, =pues,
      =así que, =hasta que, =donde, =ya que
    `),
    ...SPANISH_SCENE,
    notSymbols: SPANISH_NOT_SYMBOLS,
    notFeelings: terms(`
      =vale la pena, =valía la pena, =valió la pena, =a duras penas, =feliz cumpleaños, =felices fiestas,
      =feliz navidad, =feliz año, =libre de, =tiempo libre, =día libre, =película de miedo,
      =películas de miedo, =peli de miedo, =pelis de miedo, =película de terror, =encantado de conocerte, =encantada de conocerte, =encantado de conocerlo,
      =encantada de conocerlo, =encantado de conocerla, =encantada de conocerla, =sol radiante, =día radiante,
      =mañana radiante, =tarde radiante, =película de horror,
      =películas de horror, =peli de horror, =de horror, =películas de terror,
      =casa del terror, =tren del terror,
      =para asustar*, =para no asustar*, =para calmar*, =para tranquilizar*, =para alegrar*, =para animar*,
      =para consolar*, =para no preocupar*, =para darme miedo, =para darnos miedo, =para hacerme reír,
      =para hacernos reír, =para hacerme enojar, =para hacerme enfadar, =qué gusto tiene, =a gusto de,
      =peligro de extinción, =en peligro de extinción, =caja fuerte, =a salvo de, =paz y salvo, =en paz
      descanse,
      =que en paz descanse, =descanse en paz, =pena de muerte, =sin pena ni gloria, =mi amor, =amor mío,
      =mi vida, =me daba igual, =por culpa de, =por culpa del, =por su culpa, =la culpa fue de,
      =la culpa era de, =castillo encantado, =bosque encantado, =casa encantada
    `),
  },
};
