import { type LocalSymbol, terms } from "../terms";

/** People of a Spanish dream: the lexicon's people and figure entries (../terms.ts). */
export const SPANISH_PEOPLE: LocalSymbol[] = [
  {
    id: "mother",
    name: "Madre",
    article: "la madre",
    terms: terms("=madre, =mamá, =mama, =mami, =mi =vieja, =progenitora, =mamita"),
    except: terms(`
      la madre que, me cago en la madre, qué madre, a toda madre, ni madre, =madre mía, como mi mamá,
      como mi madre, como mi vieja, de mi mamá, de mi madre, de mi vieja, como dice mi mamá,
      como dice mi madre, me contaba mi madre, me contaba mi mamá
    `),
  },
  {
    id: "father",
    name: "Padre",
    article: "el padre",
    terms: terms("=padre, =papá, =mi =papa, =tu =papa, =su =papa, =papi, =mi =viejo, =papito, =progenitor"),
    except: terms(`
      qué padre, que padre, muy padre, está padre, estaba padre, =padre nuestro, como mi papá, como mi padre,
      como mi viejo, de mi papá, de mi padre, de mi viejo, como dice mi papá, como decía mi padre,
      me contaba mi padre, me contaba mi papá, =el =padre =nos, =el =padre =me, =el =padre =dijo,
      =el =padre =decía, =el =padre =de =la =iglesia, =el =padre =de =la =parroquia, =padre =santo,
      =santo =padre, =padres =de =la =iglesia, =la =casa =de =mi =padre =cuando
    `),
  },
  {
    id: "parents",
    name: "Padres",
    article: "los padres",
    terms: terms(`
      =padres, =papás, =papas, =mis =viejos, =mamá y papá, =papá y mamá, =mi madre y mi padre,
      =mi padre y mi madre
    `),
    except: terms("de mis padres, de mis papás, de mis viejos, como mis padres, como mis papás"),
  },
  {
    id: "siblings",
    name: "Hermanos",
    article: "los hermanos",
    terms: terms(`
      =hermano, =hermana, =hermanos, =hermanas, =hermanito, =hermanita, =hermanitos, =mellizo, =melliza,
      =gemelo, =gemela, =gemelos, =brother, =ñaño, =ñaña
    `),
  },
  {
    id: "grandparents",
    name: "Abuelos",
    article: "los abuelos",
    terms: terms(`
      =abuela, =abuelo, =abuelos, =abuelas, =abuelita, =abuelito, =abu, =yaya, =yayo, =nona, =nono
    `),
    except: terms(`
      de mi abuela, de mi abuelo, de mis abuelos, de la abuela, del abuelo, como dice mi abuela,
      como decía mi abuela, como dice mi abuelo, como decía mi abuelo, me contaba mi abuela,
      me contaba mi abuelo
    `),
  },
  {
    id: "child",
    name: "Un niño",
    article: "el niño",
    terms: terms(`
      =niño, =niña, =niños, =niñas, =nino, =nina, =ninos, =crío, =cría, =críos, =chaval, =chavales, =chamaco,
      =chamaca, =chamacos, =escuincle, =hijo, =hija, =hijos, =hijas, =chiquillo, =chiquilla, =nene, =nena,
      =nenes, =cabro chico, =gurí, =gurisa, =chico pequeño, =chica pequeña
    `),
    except: terms(`
      hijo de puta, hija de puta, hijo de su madre, como un crío, como una cría, como un niño, como una niña,
      como niños, como críos, de niño, de niña, en mis hijos, en mis hijas, de mis hijos, de mis hijas
    `),
  },
  {
    id: "baby",
    name: "Bebé",
    article: "el bebé",
    terms: terms("=bebé, =bebe, =bebés, =bebes, =recién nacido, =recién nacida, =bebito, =bebita"),
  },
  {
    id: "partner",
    name: "Pareja",
    article: "la pareja",
    terms: terms(`
      =marido, =esposo, =esposa, =mi mujer, =mi novio, =mi novia, =su novio, =su novia, =novio, =novia,
      =pareja, =prometido, =prometida, =mi señora, =mi chico, =mi chica, =mi pololo, =mi polola, =pololo,
      =polola, =mi jermu, =mi compañero
    `),
    except: terms(`
      novia de blanco, vestido de novia, mi compañero de, mi compañera de, =pareja de baile, =en pareja,
      =por parejas, =de a pareja, =parejas de
    `),
  },
  {
    id: "ex-partner",
    name: "Expareja",
    article: "la expareja",
    terms: terms(`
      =mi ex, =su ex, =tu ex, =el ex, =la ex, =exnovio, =exnovia, =expareja, =exmarido, =exesposa, =exmujer,
      =ex novio, =ex novia, =ex pareja, =ex marido, =ex mujer, =ex esposa, =ex esposo
    `),
    except: terms(`
      =ex suegra, =ex suegro, =ex jefe, =ex jefa, =ex compañero, =ex compañera, =ex cuñada, =ex cuñado, =ex
      zoológico, =ex alumno, =ex alumna, =el ex presidente, =la ex presidenta, =ex presidente, =ex colegio,
      =ex fábrica, =ex cárcel, =ex estación
    `),
  },
  {
    id: "friend",
    name: "Amigo",
    article: "el amigo",
    terms: terms(`
      =amigo, =amiga, =amigos, =amigas, =amiguito, =amiguita, =mejor amigo, =mejor amiga, =colega, =colegas,
      =compa, =cuate, =cuates, =pana, =parce, =parcero, =compinche, =compañero de piso, =compañera de piso
    `),
    except: terms("de pana"),
  },
  {
    id: "deceased",
    name: "Un ser querido fallecido",
    article: "el ser querido fallecido",
    terms: terms(`
      ya fallecido, ya fallecida, que falleció, que murió, que ya murió, que en paz descanse, mi difunto,
      mi difunta, seguía vivo, estaba vivo, estaba viva, volvía a estar vivo, volvía a estar viva,
      había muerto hace, murió hace, falleció hace, =difunta, =difunto, =fallecida, =fallecido, =finado,
      =finada
    `),
  },
  {
    id: "stranger",
    name: "Desconocido",
    article: "el desconocido",
    terms: terms(`
      =desconocido, =desconocida, =desconocidos, =un extraño, =una extraña, =extraños, =un hombre, =una mujer,
      =un señor, =una señora, =un tipo, =un tío, =un viejo, =una vieja, =un anciano, =una anciana, =un chavo,
      =un man, =señora, =señoras, =taxista, =chofer, =chófer, =conductor, =camarero, =camarera, =mesero,
      =mesera, =mozo, =cajero, =cajera, =cartero, =conserje, =portero, =vendedor, =vendedora, =vendedores,
      =pasajero, =pasajera, =pasajeros, =turista, =turistas, =guía, =fotógrafo, =pescador, =pescadores,
      =dependiente, =dependienta, =recepcionista, =vigilante, =marchantes, =peluquero
    `),
    except: terms("mi señora, su señora"),
  },
  {
    id: "intruder",
    name: "Intruso",
    article: "el intruso",
    terms: terms(`
      =intruso, =intrusa, =intrusos, =ladrón, =ladrones, =ladrona, =ratero, =caco, =asaltante, =asaltantes,
      =atracador, =robaban, =robó, =nos robaron, =entraron a robar, =se metió en casa, =se metieron en casa,
      =allanaron
    `),
  },
  {
    id: "boss",
    name: "Jefe",
    article: "el jefe",
    terms: terms(`
      =jefe, =jefa, =jefes, =gerente, =patrón, =patrona, =supervisor, =supervisora, =director de la empresa,
      =directora de la empresa
    `),
    except: terms(`
      =jefe de enfermería, =jefa de enfermería, =profe jefe, =profesor jefe, =profesora jefe, =jefe de
      estudios,
      =jefa de estudios, =jefe de bomberos, =jefe de policía, =jefe de la tribu, =jefe de cocina
    `),
  },
  {
    id: "teacher",
    name: "Profesor",
    article: "el profesor",
    terms: terms(`
      =profesor, =profesora, =profesores, =profe, =maestro, =maestra, =maestros, =director del colegio,
      =directora del colegio, =tutor, =tutora, =seño
    `),
    except: terms(`
      soy profesora, soy profesor, soy maestra, soy maestro, como profesora, como profesor,
      sala de profesores
    `),
  },
  {
    id: "celebrity",
    name: "Famoso",
    article: "el famoso",
    terms: terms(`
      =famoso, =famosa, =famosos, =celebridad, =estrella de cine, =cantante, =actor, =actriz, =presidente,
      =presidenta, =rey, =reina, =futbolista, =artista
    `),
    except: terms(`
      =reina de belleza, =reinado de belleza, =presidente municipal, =presidenta municipal,
      =presidente de la comunidad, =presidenta de la comunidad, =presidente del club, =presidente de la junta,
      =presidenta de la junta, =presidente de la escalera, =presidente del comité, =presidente de curso,
      =presidenta de curso, =rey mago, =reyes magos, =día de reyes, =rosca de reyes, =roscón de reyes,
      =rey de la casa, =reina de la casa, =rey de la selva, =la reina del drama, =ni que fuera el rey,
      =rey de portugal, =decía ser el rey, =se creía el rey, =se creía la reina, =como una reina,
      =como un rey, =como reyes, =como una artista, =artista de la familia
    `),
  },
  {
    id: "crowd",
    name: "Multitud",
    article: "la multitud",
    terms: terms(`
      =multitud, =muchedumbre, =gentío, =mucha gente, =un montón de gente, =todo el mundo me miraba,
      =todos me miraban, =la gente me miraba, =lleno de gente, =llena de gente
    `),
  },
  {
    id: "police",
    name: "Policía",
    article: "la policía",
    terms: terms(`
      =policía, =policías, =policia, =policias, =poli, =pasma, =tombos, =tombo, =paco, =pacos, =patrulla,
      =agente, =agentes, =detective, =guardia civil, =carabineros, =carabinero
    `),
  },
  {
    id: "doctor",
    name: "Médico",
    article: "el médico",
    terms: terms(`
      =médico, =médica, =medico, =médicos, =doctor, =doctora, =doctores, =cirujano, =cirujana, =dentista,
      =terapeuta, =psicólogo, =psicóloga, =psiquiatra
    `),
  },
  {
    id: "soldier",
    name: "Soldados",
    article: "los soldados",
    terms: terms(`
      =soldado, =soldados, =ejército, =ejercito, =tropas, =militares, =militar, =enemigo, =enemigos
    `),
  },
];
