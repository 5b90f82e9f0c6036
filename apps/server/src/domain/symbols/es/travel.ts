import { type LocalSymbol, terms } from "../terms";

/** Travel in a Spanish dream: the lexicon's travel entries (../terms.ts). */
export const SPANISH_TRAVEL: LocalSymbol[] = [
  {
    id: "car",
    name: "Coche",
    article: "el coche",
    terms: terms(`
      =coche, =coches, =carro, =carros, =auto, =autos, =vehículo, =camioneta, =taxi, =furgoneta, =combi
    `),
    except: terms(`
      carro de la compra, carrito de la compra, carro del súper,
      camión de la basura, coches de choque, carro del súper, carro del supermercado, camión de juguete,
      =carro de la compra, =carrito de la compra, =carros de la compra, =carritos de la compra,
      =carro lleno de, =carro de supermercado, =auto de juguete, =coche de juguete, =cochecito de juguete,
      =carro de juguete, =autos de juguete, =coches de juguete, =carro de helados, =carro de comida,
      =carro de bomberos, =coche de bebé, =cochecito, =auto de choque, =autos chocadores
    `),
  },
  {
    id: "car-crash",
    name: "Choque",
    article: "el choque",
    terms: terms(`
      =choque, =choqué, =chocamos, =chocábamos, =chocaba, =chocó, =accidente, =accidentes, =colisión,
      =estrellamos, =nos estrellamos, =volcó, =volcamos
    `),
    except: terms(`
      =coches de choque, =autos chocadores, =carros chocones, =choque de manos, =choque de culturas, =me
      chocaba, =le chocaba, =me chocó que, =accidente geográfico
    `),
  },
  {
    id: "train",
    name: "Tren",
    article: "el tren",
    terms: terms(`
      =tren, =trenes, =el metro, =en metro, =del metro, =al metro, =subte, =tranvía, =andén, =vías del tren,
      =ferrocarril, =vagón
    `),
    except: terms(`
      =metro y medio, =un metro de, =al metro de, =el metro de altura, =el metro cuadrado, =del metro cuadrado
    `),
  },
  {
    id: "missing-transport",
    name: "Perder el transporte",
    article: "el transporte perdido",
    terms: terms(`
      perdí el tren, perdía el tren, perder el tren, perdí el avión, perder el avión, perdía el avión,
      perdí el vuelo, perder el vuelo, perdí el autobús, perdí el bus, perder el bus, perdía el bus,
      se me iba el tren, se me iba el bus, se me fue el tren, se me fue el bus, se me escapó el tren,
      se me escapaba el tren, se me iba el avión, perdí el colectivo, perdí el camión
    `),
  },
  {
    id: "airplane",
    name: "Avión",
    article: "el avión",
    terms: terms(`
      =avión, =avion, =aviones, =avioneta, =vuelo, =piloto, =jet, =despegaba, =despegó, =aterrizaba,
      =aterrizó
    `),
  },
  {
    id: "bus",
    name: "Autobús",
    article: "el autobús",
    terms: terms(`
      =autobús, =autobus, =autobuses, =bus, =buses, =colectivo, =micro, =guagua, =camión urbano, =ómnibus,
      =bondi
    `),
  },
  {
    id: "bicycle",
    name: "Bicicleta",
    article: "la bicicleta",
    terms: terms("bicicleta, bicicletas, =bici, =bicis, =pedaleaba, =pedalear, =pedaleando"),
  },
  {
    id: "journey",
    name: "Viaje",
    article: "el viaje",
    terms: terms(`
      viaje, viajes, viajar, viajaba, viajábamos, =viajé, =viajamos, =maleta, =maletas, =valija, =valijas,
      =equipaje, =vacaciones, =excursión
    `),
    except: terms("viaje en el tiempo, viajaba en el tiempo, viajé al pasado, viajaba al pasado"),
  },
  {
    id: "road",
    name: "Camino",
    article: "el camino",
    terms: terms(`
      =camino, =caminos, =carretera, =carreteras, =autopista, =calle, =calles, =sendero, =cruce, =encrucijada,
      =ruta, =avenida
    `),
    except: terms("en el camino de, por el camino de, a mitad de camino, a medio camino"),
  },
];
