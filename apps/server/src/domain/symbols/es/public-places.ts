import { type LocalSymbol, terms } from "../terms";

/** Towns and public places of a Spanish dream: the lexicon's city, shop, party and similar entries (../terms.ts). */
export const SPANISH_PUBLIC_PLACES: LocalSymbol[] = [
  {
    id: "city",
    name: "Ciudad",
    article: "la ciudad",
    terms: terms("=ciudad, =ciudades, =pueblo, =pueblito, =centro de la ciudad, =rascacielos, =aldea"),
    except: terms(
      "=de =pueblo, =del =pueblo, =el =pueblo =unido, =pueblo =originario, =pueblos =originarios",
    ),
  },
  {
    id: "airport",
    name: "Aeropuerto o estación",
    article: "el aeropuerto",
    terms: terms(`
      =aeropuerto, =aeropuertos, =terminal, =estación, =estacion, =puerta de embarque, =embarque
    `),
  },
  {
    id: "shop",
    name: "Tienda",
    article: "la tienda",
    terms: terms(`
      =tienda, =tiendas, =centro comercial, =shopping, =súper, =supermercado, =mercado, =almacén, =kiosco
    `),
    except: terms(`
      =tienda de campaña, =tiendas de campaña, =la tienda abierta, =montar la tienda, =armar la tienda,
      =montábamos la tienda, =bolsas del súper, =bolsa del súper, =bolsas del supermercado, =bolsa del
      supermercado,
      =carro del súper, =carrito del súper, =carro del supermercado, =carrito del supermercado,
      =bolsas del mercado, =bolsa del mercado, =el mercado laboral, =mercado de valores, =súper bien,
      =súper contento, =súper contenta, =súper feliz, =súper rápido, =súper raro, =súper lindo, =súper linda
    `),
  },
  {
    id: "party",
    name: "Fiesta",
    article: "la fiesta",
    terms: terms(`
      fiesta, fiestas, =celebración, =celebrábamos, =festival, =concierto, =bailar, =bailaba, =bailábamos,
      =bailando, =cumpleaños, =cumple, =boliche, =discoteca, =antro, =carrete
    `),
  },
  {
    id: "cemetery",
    name: "Cementerio",
    article: "el cementerio",
    terms: terms(`
      =cementerio, =panteón, =tumba, =tumbas, =lápida, =lápidas, =ataúd, =féretro, =nicho, =camposanto
    `),
  },
  {
    id: "stage",
    name: "Escenario",
    article: "el escenario",
    terms: terms("=escenario, =actuar, =actuaba, =micrófono, =discurso, =presentación, =tarima"),
  },
];
