import { type LocalSymbol, terms } from "../terms";

/** The body of a Spanish dream: the lexicon's body entries (../terms.ts). */
export const SPANISH_CREATURES: LocalSymbol[] = [
  {
    id: "animal-attack",
    name: "Ataque de un animal",
    article: "el ataque del animal",
    terms: terms(`
      me mordía, me mordió, me mordían, mordisco, mordiscos, =morder, =mordía, =mordió, =mordida, =mordido,
      se me tiró encima, se abalanzó
    `),
    except: terms(`
      =mordía un pedazo, =mordí un pedazo, =mordió un pedazo, =me mordía los labios, =me mordí la lengua, =me
      mordía la lengua, =me mordía las uñas, =me mordí los labios, =mordía el lápiz, =mordía una manzana,
      =mordí una manzana
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
      por un pelo, tomar el pelo, me tomaba el pelo, se me pusieron los pelos de punta, los pelos de punta,
      =con pelos y señales, =pelos en la lengua, =no tiene pelo de tonto, =me tomó el pelo, =tomando el pelo,
      =me estaba tomando el pelo,
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
      se me heló la sangre, me hervía la sangre, sangre fría, se me helaba la sangre, se me congeló la sangre,
      =a sangre fría, =de sangre azul, =sangre de mi sangre, =llevar en la sangre, =lo llevaba en la sangre,
      =no llegó la sangre al río, =hacerse mala sangre, =me hacía mala sangre,
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
    except: terms(`
      me pone enfermo, me ponía enferma, me ponía enfermo, me pone enferma, =jefe de enfermería, =jefa de
      enfermería, =de enfermería, =enfermería, =enfermo de amor, =enferma de amor, =enfermo de celos, =enferma
      de celos
    `),
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
    except: terms(`
      paralizado de miedo, paralizada de miedo, paralizado del miedo, paralizada del miedo, paralizados de
      miedo, paralizadas de miedo, =paralizado del susto, =paralizada del susto, =paralizado de terror,
      =paralizada de terror
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
    except: terms(`
      =cañas, =caña, =caña de pescar, =cañas de pescar
    `),
  },
];
