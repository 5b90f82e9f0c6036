import { type LocalSymbol, terms } from "../terms";

/** Places, rooms and thresholds of a Spanish dream: the lexicon's place entries (../terms.ts). */
export const SPANISH_PLACES: LocalSymbol[] = [
  {
    id: "house",
    name: "Casa",
    article: "la casa",
    terms: terms(`
      =casa, =casas, =casita, =casona, =hogar, =departamento, =depto, =apartamento, =mansión, =cabaña, =chalé
    `),
    except: terms(`
      vecino de casa, vecina de casa, llaves de casa,
      casa de muñecas, tirar la casa por la ventana, tiraba la casa por la ventana, casa de mis abuelos,
      casa de mis padres, casa de mis papás, casa de la abuela, casa de mi abuela, casa de mi infancia,
      =casa de mis viejos, =departamento de mis viejos, =depto de mis viejos, =casa de mi niñez
    `),
  },
  {
    id: "hidden-room",
    name: "Habitaciones desconocidas",
    article: "las habitaciones desconocidas",
    terms: terms(`
      habitación secreta, cuarto secreto, habitación escondida, cuarto escondido, puerta secreta,
      habitación nueva, cuartos que no conocía, habitaciones que no conocía, un cuarto que no conocía,
      una habitación que no conocía, que nunca había visto, no sabía que existía
    `),
  },
  {
    id: "childhood-home",
    name: "Casa de la infancia",
    article: "la casa de la infancia",
    terms: terms(`
      casa de mi infancia, casa donde crecí, casa en la que crecí, casa de mis abuelos, casa de mis padres,
      casa de mis papás, casa vieja, antigua casa,
      casa de cuando era chico, casa de cuando era chica, casa de cuando era niño, casa de cuando era niña,
      =donde =me =crié, =donde =crecí, =donde =me =criaron, =donde =pasé =mi =infancia, =en =la =que =me
      =crié,
      =casa =de =mi =niñez, =hogar =de =mi =infancia, =casa =de =mis =viejos, =departamento =de =mis =viejos,
      =depto =de =mis =viejos, =piso =de =mis =padres, =finca =de =mis =abuelos, =rancho =de =mis =abuelos,
      =casa =de =cuando =era =pequeño, =casa =de =cuando =era =pequeña, =casa =del =pueblo =de =mi =abuela
    `),
  },
  {
    id: "basement",
    name: "Sótano",
    article: "el sótano",
    terms: terms("=sótano, =sotano, =sótanos, =bodega"),
  },
  {
    id: "attic",
    name: "Desván",
    article: "el desván",
    terms: terms("=desván, =desvan, =ático, =atico, =buhardilla, =altillo, =entretecho"),
  },
  {
    id: "bedroom",
    name: "Dormitorio",
    article: "el dormitorio",
    terms: terms(`
      =dormitorio, =habitación, =recámara, =mi cuarto, =su cuarto, =el cuarto, =al cuarto, =del cuarto,
      =tu cuarto
    `),
    except: terms(`
      =cuarto de baño, =cuarto de hora, =cuarto de estar, =cuarto de la lavadora, =cuarto de lavado,
      =cuarto de servicio, =cuarto de máquinas, =cuarto de los trastos, =cuarto de limpieza, =cuarto oscuro,
      =cuarto de atrás, =cuarto piso, =cuarto lugar, =cuarto año, =cuarto grado, =el cuarto de siglo,
      =cuarto de final, =cuartos de final, =habitación de hotel, =habitación del hotel
    `),
  },
  {
    id: "bathroom",
    name: "Cuarto de baño",
    article: "el baño",
    terms: terms("=baño, =baños, =bano, =váter, =inodoro, =retrete, =aseo, =excusado"),
    except: terms("traje de baño, me daba un baño, darme un baño"),
  },
  {
    id: "kitchen",
    name: "Cocina",
    article: "la cocina",
    terms: terms("=cocina, =cocinas, =horno, =nevera, =heladera, =refrigerador, =refri, =estufa, =fogón"),
  },
  {
    id: "school",
    name: "Escuela",
    article: "la escuela",
    terms: terms(`
      =escuela, =escuelas, =colegio, =colegios, =cole, =instituto, =liceo, =secundaria, =prepa, =preparatoria,
      =universidad, =facultad, =facu, =aula, =salón de clases, =clase, =clases, =campus
    `),
    except: terms(`
      compañero de colegio, compañera de colegio, compañeros de colegio, compañeras de colegio, compañero de clase, compañera de clase, compañeros de clase, amigo del colegio, amiga del colegio, amigos del colegio,
      =esa clase de, =toda clase de, =esta clase de, =qué clase de, =que clase de, =una clase de cosas, =de primera clase, =primera clase, =clase media, =clase alta, =clase baja, =clase turista, =clase obrera, =con clase, =mucha clase
    `),
  },
  {
    id: "workplace",
    name: "Trabajo",
    article: "el trabajo",
    terms: terms(`
      =oficina, =en el trabajo, =reunión, =compañeros de trabajo, =compañera de trabajo,
      =compañero de trabajo, =chamba, =laburo
    `),
    except: terms(
      `
      =pensando en el trabajo, =pensar en el trabajo, =pensaba en el trabajo, =reunión familiar,
      =reunión de amigos, =reunión de ex alumnos, =reunión de exalumnos, =reunión de padres, =reunión de
      vecinos,
      =reunión de antiguos alumnos
    `,
    ),
  },
  {
    id: "hospital",
    name: "Hospital",
    article: "el hospital",
    terms: terms(`
      =hospital, =hospitales, =clínica, =clinica, =ambulancia, =urgencias, =quirófano, =enfermera, =enfermero,
      =camilla, =camillas, =operación
    `),
  },
  {
    id: "church",
    name: "Iglesia o templo",
    article: "la iglesia",
    terms: terms("=iglesia, =iglesias, =templo, =mezquita, =sinagoga, =catedral, =capilla, =parroquia"),
  },
  {
    id: "prison",
    name: "Cárcel",
    article: "la cárcel",
    terms: terms(`
      =cárcel, =carcel, =prisión, =celda, =calabozo, =esposas puestas, =esposado, =esposada, =me arrestaron,
      =arrestado, =arrestada, =presos, =preso
    `),
  },
  {
    id: "hotel",
    name: "Hotel",
    article: "el hotel",
    terms: terms("=hotel, =hoteles, =motel, =hostal, =albergue, =recepción del hotel"),
  },
  {
    id: "roof",
    name: "Tejado",
    article: "el tejado",
    terms: terms("=tejado, =tejados, =azotea, =terraza, =cornisa, =cornisas"),
    except: terms(`
      =terraza de un bar, =terraza del bar, =terraza de un café, =terraza del café
    `),
  },
  {
    id: "elevator",
    name: "Ascensor",
    article: "el ascensor",
    terms: terms("=ascensor, =ascensores, =elevador, =elevadores, =escalera mecánica, =escaleras mecánicas"),
  },
  {
    id: "stairs",
    name: "Escaleras",
    article: "las escaleras",
    terms: terms("=escalera, =escaleras, =escalones, =escalón, =escalinata"),
    except: terms("escalera mecánica, escaleras mecánicas, escalera de mano"),
  },
  {
    id: "door",
    name: "Puerta",
    article: "la puerta",
    terms: terms("=puerta, =puertas, =portón, =verja, =reja"),
  },
  {
    id: "window",
    name: "Ventana",
    article: "la ventana",
    terms: terms("=ventana, =ventanas, =ventanal, =ventanilla, =ventanillas, =alféizar"),
    except: terms(`
      =tirar la casa por la ventana, =tiraba la casa por la ventana, =tiró la casa por la ventana, =tiraron la
      casa por la ventana
    `),
  },
  {
    id: "bridge",
    name: "Puente",
    article: "el puente",
    terms: terms("=puente, =puentes"),
    except: terms(`
      =puente festivo, =el puente de mayo, =puente de diciembre, =hacer puente, =hicimos puente, =puente aéreo, =de puente, =fin de semana de puente
    `),
  },
  {
    id: "hallway",
    name: "Pasillo",
    article: "el pasillo",
    terms: terms("=pasillo, =pasillos, =vestíbulo, =zaguán, =recibidor"),
    except: terms(`
      =corredor de, =corredora de, =el =corredor =de =la =finca, =pasillos del súper, =pasillos del
      supermercado,
      =pasillo del súper, =pasillo del supermercado, =pasillos de la tienda, =pasillo de la tienda,
      =pasillos del mercado, =pasillo del avión, =pasillo del micro, =pasillo del bus, =pasillo del tren
    `),
  },
  {
    id: "maze",
    name: "Laberinto",
    article: "el laberinto",
    terms: terms(`
      =laberinto, =laberintos, daba vueltas en círculo, dábamos vueltas en círculo, vueltas y vueltas,
      no encontraba la salida
    `),
  },
];
