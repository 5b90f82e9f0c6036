import { type LocalSymbol, terms } from "../terms";

/** Objects of a Spanish dream: the lexicon's object and thing entries (../terms.ts). */
export const SPANISH_OBJECTS: LocalSymbol[] = [
  {
    id: "money",
    name: "Dinero",
    article: "el dinero",
    terms: terms(`
      =dinero, =billetes, =billete, =monedas, =moneda, =billetera, =monedero, =efectivo, =guita,
      =euros, =dólares, =pesos
    `),
  },
  {
    id: "phone",
    name: "Teléfono",
    article: "el teléfono",
    terms: terms(`
      =teléfono, =telefono, =móvil, =movil, =celular, =celu, =cel, =mensaje de texto, =whatsapp, =llamada,
      =llamadas, =sonaba el teléfono
    `),
  },
  {
    id: "keys",
    name: "Llaves",
    article: "las llaves",
    terms: terms("=llave, =llaves, =llavero, =cerradura"),
    except: terms(`
      =llave del lavaplatos, =llave del agua, =llave de paso, =llave del lavamanos, =llave de la ducha, =llave
      del gas, =llave inglesa, =llave de judo, =llave de lucha
    `),
  },
  {
    id: "mirror",
    name: "Espejo",
    article: "el espejo",
    terms: terms("=espejo, =espejos, =reflejo, =mi reflejo, =su reflejo"),
  },
  {
    id: "clock",
    name: "Reloj",
    article: "el reloj",
    terms: terms("=reloj, =relojes, =despertador, =reloj de arena, =tictac, =cronómetro, =temporizador"),
  },
  {
    id: "bag",
    name: "Bolso o equipaje",
    article: "el bolso",
    terms: terms("=bolso, =bolsos, =mochila, =mochilas, =maletín, =morral, =riñonera, =cartera, =carteras"),
  },
  {
    id: "book",
    name: "Libro",
    article: "el libro",
    terms: terms("=libro, =libros, =biblioteca, =cuaderno, =cuadernos, =libreta, =páginas, =página"),
  },
  {
    id: "letter",
    name: "Carta o mensaje",
    article: "la carta",
    terms: terms("=carta, =cartas, =sobre cerrado, =un sobre, =el sobre, =correo, =email, =mail"),
    except: terms(`
      cartas del tarot, jugar a las cartas, jugábamos a las cartas, =carta del restaurante, =la carta de
      vinos, =a carta cabal, =tomar cartas en el asunto, =cartas sobre la mesa, =sobre todo, =sobre la mesa,
      =sobre el, =sobre la, =sobre los, =sobre las, =sobre mí, =sobre él, =sobre ella, =el sobre todo
    `),
  },
  {
    id: "gift",
    name: "Regalo",
    article: "el regalo",
    terms: terms("=regalo, =regalos, =obsequio, =me regalaba, =me regaló, =me regalaron, =paquete de regalo"),
  },
  {
    id: "ring",
    name: "Anillo",
    article: "el anillo",
    terms: terms(`
      =anillo, =anillos, =alianza, =sortija, =anillo de compromiso, =joyas, =collar, =joya, =pulsera
    `),
  },
  {
    id: "clothes",
    name: "Ropa",
    article: "la ropa",
    terms: terms(`
      =ropa, =vestido, =vestidos, =camisa, =camiseta, =remera, =playera, =uniforme, =disfraz, =disfrazado,
      =disfrazada, =chaqueta, =campera, =chamarra, =abrigo, =pantalón, =pantalones, =falda, =pollera, =traje,
      =sombrero, =sombreros, =gorra, =gorro, =chubasquero, =impermeable, =chaleco, =chalecos, =maillot,
      =vestida, =vestidas, =bufanda, =guantes, =corbata, =bañador, =traje de baño, =malla, =chompa, =suéter,
      =buzo
    `),
  },
  {
    id: "shoes",
    name: "Zapatos",
    article: "los zapatos",
    terms: terms(`
      =zapato, =zapatos, =botas, =descalzo, =descalza, =zapatillas, =tenis, =sandalias, =chanclas,
      =chancletas
    `),
  },
  {
    id: "weapon",
    name: "Arma",
    article: "el arma",
    terms: terms(`
      =arma, =armas, =pistola, =pistolas, =revólver, =cuchillo, =cuchillos, =navaja, =espada, =espadas,
      =rifle, =escopeta, =fusil, =machete, =puñal
    `),
    except: terms(`
      =ancho de espadas, =as de espadas, =entre la espada y la pared, =arma de doble filo, =armas de mujer
    `),
  },
  {
    id: "computer",
    name: "Ordenador",
    article: "el ordenador",
    terms: terms(`
      =ordenador, =computadora, =computador, =compu, =portátil, =laptop, =pantalla, =teclado, =internet,
      =contraseña
    `),
  },
  {
    id: "photograph",
    name: "Fotografía",
    article: "la fotografía",
    terms: terms("=foto, =fotos, =fotografía, =fotografías, =cámara de fotos, =álbum, =retrato"),
  },
  {
    id: "mask",
    name: "Máscara",
    article: "la máscara",
    terms: terms(`
      =máscara, =máscaras, =mascara, =careta, =enmascarado, =enmascarada, =enmascarados, =pasamontañas,
      =antifaz
    `),
    except: terms("careta de apicultor"),
  },
  {
    id: "box",
    name: "Caja o paquete",
    article: "la caja",
    terms: terms("=caja, =cajas, =cajita, =paquete, =paquetes, =tesoro, =cofre, =caja fuerte"),
    except: terms(`
      cajas de mudanza, =caja de la camioneta, =caja registradora, =caja de ahorros, =caja de cambios, =caja
      del súper, =caja del supermercado, =cola de la caja, =pagar en la caja, =caja de pandora
    `),
  },
  {
    id: "broken-glass",
    name: "Cristales rotos",
    article: "los cristales rotos",
    terms: terms(`
      =cristales rotos, =vidrios rotos, =vidrio roto, =cristal roto, =se hizo añicos, =se rompió el vidrio,
      =se rompió el cristal, =estalló el vidrio, =estallaron los vidrios, =añicos, =resquebrajado, =agrietado,
      =rajado
    `),
  },
  {
    id: "candle",
    name: "Vela",
    article: "la vela",
    terms: terms("=vela, =velas, =farol, =linterna, =antorcha, =lámpara de aceite, =candil, =farolillo"),
  },
];
