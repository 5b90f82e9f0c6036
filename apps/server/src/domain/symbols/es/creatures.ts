import { type LocalSymbol, terms } from "../terms";

/** The body and animals of a Spanish dream: the lexicon's body and animal entries (../terms.ts). */
export const SPANISH_CREATURES: LocalSymbol[] = [
  {
    id: "animal-attack",
    name: "Ataque de un animal",
    article: "el ataque del animal",
    terms: terms(`
      me mordía, me mordió, me mordían, mordisco, mordiscos, =morder, =mordía, =mordió, =mordida, =mordido,
      se me tiró encima, se abalanzó
    `),
  },
  {
    id: "teeth",
    name: "Dientes",
    article: "los dientes",
    terms: terms("diente, dientes, =muela, =muelas, =encías, =colmillo, =colmillos, se me caían los dientes"),
  },
  {
    id: "hair",
    name: "Pelo",
    article: "el pelo",
    terms: terms(`
      =pelo, =cabello, =cabellos, =calvo, =calva, =barba, =peluca, =corte de pelo, =melena, =rapado
    `),
    except: terms(`
      por un pelo, tomar el pelo, me tomaba el pelo, se me pusieron los pelos de punta, los pelos de punta
    `),
  },
  {
    id: "blood",
    name: "Sangre",
    article: "la sangre",
    terms: terms(`
      sangre, =sangraba, =sangrando, =sangrar, =sangró, =ensangrentado, =ensangrentada, =sangrienta,
      =sangriento
    `),
    except: terms(`
      se me heló la sangre, me hervía la sangre, sangre fría, se me helaba la sangre, se me congeló la sangre
    `),
  },
  {
    id: "injury",
    name: "Herida",
    article: "la herida",
    terms: terms(`
      herida, heridas, herido, =heridos, =lastimado, =lastimada, =lastimé, =me lastimé, =me rompí,
      pierna rota, brazo roto, =fractura
    `),
  },
  {
    id: "illness",
    name: "Enfermedad",
    article: "la enfermedad",
    terms: terms(`
      enfermo, enferma, enfermedad, =fiebre, =vomitaba, =vomité, =vomitar, =vómito, =cáncer, =cancer, =gripe
    `),
    except: terms("me pone enfermo, me ponía enferma, me ponía enfermo, me pone enferma"),
  },
  {
    id: "voice",
    name: "Perder la voz",
    article: "la voz perdida",
    terms: terms(`
      no podía gritar, no me salía la voz, no podía hablar, no me salían las palabras, quería gritar pero,
      intentaba gritar, sin voz, me quedé sin voz, no salía ningún sonido, no me salía nada
    `),
  },
  {
    id: "eyes",
    name: "Ojos y vista",
    article: "la vista",
    terms: terms(`
      =ciego, =ciega, =ceguera, no podía ver, no veía nada, no podía abrir los ojos, =venda en los ojos,
      =vista borrosa
    `),
  },
  {
    id: "paralysis",
    name: "Parálisis del sueño",
    article: "la parálisis del sueño",
    terms: terms(`
      parálisis del sueño, parálisis, =paralizado, =paralizada, peso en el pecho, algo encima de mí,
      no podía abrir los ojos, inmovilizado, inmovilizada
    `),
  },
  {
    id: "aging",
    name: "Envejecer",
    article: "el envejecimiento",
    terms: terms(`
      envejecer, envejecía, envejecido, envejecida, =arrugas, =arrugado, =arrugada, =canas, más viejo,
      más vieja, =vejez, =anciano, =anciana
    `),
  },
  {
    id: "dog",
    name: "Perro",
    article: "el perro",
    terms: terms(`
      perro, perros, perra, perrito, perrita, =cachorro, =cachorrito, =ladraba, =ladraban, =ladrido,
      =ladridos, =chucho, =firulais
    `),
    except: terms("como un perro, como un perrito, como de perro, como si fuera un perro, como perros"),
  },
  {
    id: "cat",
    name: "Gato",
    article: "el gato",
    terms: terms("gato, gatos, gata, gatito, gatita, =michi, =minino"),
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
    terms: terms("araña, arañas, arana, aranas, =tarántula, =telaraña, =telarañas"),
  },
  {
    id: "insects",
    name: "Insectos",
    article: "los insectos",
    terms: terms(`
      insecto, insectos, =bicho, =bichos, =hormiga, =hormigas, =cucaracha, =cucarachas, =gusano, =gusanos,
      =mosca, =moscas, =larvas, =bichitos, =piojos
    `),
  },
  {
    id: "bees",
    name: "Abejas",
    article: "las abejas",
    terms: terms(`
      abeja, abejas, =avispa, =avispas, =avispero, =colmena, =panal, =picadura, =me picó, =picaban
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
  },
  {
    id: "bear",
    name: "Oso",
    article: "el oso",
    terms: terms("=oso, =osos, =osa, =osito"),
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
  },
];
