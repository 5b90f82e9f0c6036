import { type LocalSymbol, terms } from "../terms";

/** The lexicon's wild animals in German (wolves, bears, big cats, sharks): names and the words for them. */
export const GERMAN_WILD_ANIMALS_SYMBOLS: LocalSymbol[] = [
  {
    id: "wolf",
    name: "Wolf",
    article: "der Wolf",
    terms: terms(`
      wolf, wölfe, wölfen, wölfin, *wolf, *wölfe, fuchs, füchse, füchsin, *fuchs, *füchse, kojote, kojoten,
      schakal,
      schakale
    `),
    except: terms(`
      =zwölf, =zwoelf, werwolf*, =werwölfe, herr wolf, frau wolf, schlaufuchs*, =fuchsteufelswild, =reißwolf,
      =fleischwolf,
      wolf im schafspelz
    `),
  },
  {
    id: "bear",
    name: "Bär",
    article: "der Bär",
    terms: terms(`
      =baer, =baeren, =eisbaer, =eisbaeren,
      =bär, =bären, =bärin, =bärchen, eisbär, eisbären, braunbär, braunbären, grizzly*, schwarzbär, schwarzbären
    `),
    except: terms(`
      baeren aufgebunden, baeren aufbinden, =teddybaer, =gummibaerchen,
      steppt der bär, der bär steppt, tobt der bär, der bär tobt,
      bären aufgebunden, bären aufbinden, =teddybär, =teddybären, =teddy, =waschbär, =waschbären, =gummibärchen
    `),
  },
  {
    id: "big-cat",
    name: "Löwe oder Tiger",
    article: "der Löwe",
    terms: terms(`
      =loewe, =loewen, =loewin,
      löwe, löwen, löwin, löwinnen, berglöwe, tiger, tigerin, leopard, leoparden, panther, gepard, geparden,
      luchs,
      raubkatze*, großkatze*
    `),
    except: terms(`
      =kater =tiger, =katze =tiger, =seelöwe, =seelöwen, =löwenzahn
    `),
  },
  {
    id: "shark",
    name: "Hai",
    article: "der Hai",
    terms: terms(`
      =hai, =haie, =haien, haifisch*, *haifisch, weißer hai, weißen hai, weißhai, hammerhai, krokodil*,
      alligator*,
      kaiman, kaimane
    `),
    except: terms(`
      =krokodilstränen
    `),
  },
];
