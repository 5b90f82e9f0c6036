import { type LocalSymbol, terms } from "../terms";

/** The animals of a Spanish dream: the lexicon's animal entries (../terms.ts). */
export const SPANISH_ANIMALS: LocalSymbol[] = [
  {
    id: "dog",
    name: "Perro",
    article: "el perro",
    terms: terms(`
      perro, perros, perra, perrito, perrita, =cachorro, =cachorrito, =ladraba, =ladraban, =ladrido,
      =ladridos, =chucho, =firulais
    `),
    except: terms(`
      como un perro, como un perrito, como de perro, como si fuera un perro, como perros, humor de perros,
      =vida =de =perros, =día =de =perros, =perro =caliente, =perros =calientes, =tiempo =de =perros
    `),
  },
  {
    id: "cat",
    name: "Gato",
    article: "el gato",
    terms: terms(
      "=gato, =gatos, =gata, =gatas, =gatito, =gatita, =gatitos, =gatitas, =michi, =minino, =mininos",
    ),
    except: terms("=a =gatas, =gato =hidráulico, =cuatro =gatos, =dar =gato =por =liebre, =gato =encerrado"),
  },
  {
    id: "horse",
    name: "Caballo",
    article: "el caballo",
    terms: terms("caballo, caballos, yegua, =potro, =poni, =pony, =galopaba, =galope"),
  },
  {
    id: "bird",
    name: "Pájaro",
    article: "el pájaro",
    terms: terms(`
      pájaro, pájaros, pajarito, ave, aves, =cuervo, =cuervos, =águila, =aguila, =búho, =lechuza, =paloma,
      =palomas, =loro, =perico, =gaviota, =gaviotas, =colibrí
    `),
  },
  {
    id: "fish",
    name: "Pez",
    article: "el pez",
    terms: terms(`
      =pez, =peces, =pescado, =pescados, =ballena, =ballenas, =delfín, =delfines, =pulpo, =medusa, =medusas,
      =pececito, =pececitos
    `),
    except: terms(`
      =tiburón =ballena, =tiburones =ballena, =como =pez =en =el =agua, =pez =gordo, =peces =gordos,
      =por =la =boca =muere =el =pez, =pescado =a =la, =estar =pez
    `),
  },
  {
    id: "butterfly",
    name: "Mariposa",
    article: "la mariposa",
    terms: terms("mariposa, mariposas, =polilla, =polillas, =oruga, =capullo"),
    except: terms("mariposas en el estómago, mariposas en la panza, mariposas en la barriga"),
  },
  {
    id: "pet",
    name: "Mascota",
    article: "la mascota",
    terms: terms("mascota, mascotas, =hámster, =hamster, =conejo, =conejito, =conejos, =tortuguita"),
  },
  {
    id: "farm-animals",
    name: "Animales de granja",
    article: "los animales de granja",
    terms: terms(`
      =vaca, =vacas, =cerdo, =cerdos, =chancho, =chanchos, =puerco, =oveja, =ovejas, =cabra, =cabras,
      =gallina, =gallinas, =gallo, =pollitos, =toro, =toros, =burro
    `),
  },
  {
    id: "snake",
    name: "Serpiente",
    article: "la serpiente",
    terms: terms(`
      serpiente, serpientes, =culebra, =culebras, =víbora, =víboras, =vibora, =cobra, =pitón, =boa, =cascabel
    `),
  },
  {
    id: "spider",
    name: "Araña",
    article: "la araña",
    terms: terms("=araña, =arañas, =arañita, =arañitas, =tarántula, =tarántulas, =telaraña, =telarañas"),
    except: terms(`
      lámpara de araña, lámparas de araña,
      =arañara, =arañaba, =arañaban, =arañó, =arañando, =arañazo, =arañazos
    `),
  },
  {
    id: "insects",
    name: "Insectos",
    article: "los insectos",
    terms: terms(`
      insecto, insectos, =bicho, =bichos, =hormiga, =hormigas, =cucaracha, =cucarachas, =gusano, =gusanos,
      =mosca, =moscas, =larvas, =bichitos, =piojos
    `),
    except: terms(`
      =bicho raro, =qué bicho, =bicho te picó, =bicho le picó, =todo bicho viviente, =mosca muerta, =por si
      las moscas, =mosqueado, =mosqueada
    `),
  },
  {
    id: "bees",
    name: "Abejas",
    article: "las abejas",
    terms: terms(`
      abeja, abejas, =avispa, =avispas, =avispero, =colmena, =panal, =enjambre, =abejorro, =abejorros
    `),
  },
  {
    id: "rodent",
    name: "Ratas y ratones",
    article: "las ratas",
    terms: terms("=rata, =ratas, =ratón, =ratones, =raton, =roedor, =roedores, =ratita"),
  },
  {
    id: "wolf",
    name: "Lobo",
    article: "el lobo",
    terms: terms("=lobo, =lobos, =loba, =coyote, =coyotes, =zorro, =zorros, =aullaba, =aullidos"),
    except: terms(`
      =lobo marino, =lobos marinos, =pozo de zorro, =pozos de zorro, =lobo de mar, =zorro plateado
    `),
  },
  {
    id: "bear",
    name: "Oso",
    article: "el oso",
    terms: terms("=oso, =osos, =osa, =osito"),
    except: terms(`
      del oso, un oso horrible, qué oso, que oso, me dio oso, me dio un oso, da oso, daba oso,
      =qué oso, =que oso, =hice el oso, =hacer el oso, =hacía el oso, =haciendo el oso, =tremendo oso, =el oso
      que hice, =oso de peluche, =osito de peluche, =osos de peluche, =ositos de peluche, =osito de gominola,
      =ositos de goma
    `),
  },
  {
    id: "big-cat",
    name: "León o tigre",
    article: "el león",
    terms: terms(`
      =león, =leon, =leones, =leona, =tigre, =tigres, =leopardo, =pantera, =jaguar, =guepardo, =puma
    `),
  },
  {
    id: "shark",
    name: "Tiburón",
    article: "el tiburón",
    terms: terms("=tiburón, =tiburon, =tiburones, =cocodrilo, =cocodrilos, =caimán, =caimanes, =lagarto"),
    except: terms(`
      =tiburón inflable, =tiburón de peluche, =tiburón de juguete, =tiburones ballena
    `),
  },
];
