import { type LocalSymbol, terms } from "../terms";

/** The lexicon's family entries in German: names and the words for them. */
export const GERMAN_FAMILY_SYMBOLS: LocalSymbol[] = [
  {
    id: "mother",
    name: "Mutter",
    article: "die Mutter",
    terms: terms(`
      =mutter, =mütter, =mama, =mamas, =mami, =mamis, =mutti, =muttis, =mueti, =mamma, mama
      und papa, papa und mama, mutter und vater, vater und mutter, mami und papi, mutti und vati, mein
      mutter und mein vater, mein vater und mein mutter
    `),
    except: terms(`
      von meiner mutter, von meiner mama, von meiner mutti, wie meine mutter, wie meine mama, nach meiner
      mama, nach meiner mutter, meine mutter rufen, nach der mutter, mutter natur, mutter erde, mutter
      gottes, mutter teresa, werdende mutter
    `),
  },
  {
    id: "father",
    name: "Vater",
    article: "der Vater",
    terms: terms(`
      =vater, =väter, =vätern, =vaters, =papa, =papas, =papi, =papis, =vati, =vatis, =paps, =daddy, =babba,
      =vatter, =ätti, mama und papa, papa und mama, mutter und vater, vater und mutter, mami und papi,
      mutti und vati, mein mutter und mein vater, mein vater und mein mutter
    `),
    except: terms(`
      von meinem vater, von meinem papa, wie mein vater, wie mein papa, nach meinem vater, nach meinem
      papa, die mein vater immer, den mein vater immer, das mein vater immer, vater unser, vater staat,
      guter vater wird, heiliger vater
    `),
  },
  {
    id: "parents",
    name: "Eltern",
    article: "die Eltern",
    terms: terms(`
      =eltern, mama und papa, papa und mama, mutter und vater, vater und mutter, mami und papi, mutti
      und vati, mein mutter und mein vater, mein vater und mein mutter
    `),
    except: terms(`
      bei meinen eltern, von meinen eltern, wie meine eltern, schon meine eltern
    `),
  },
  {
    id: "siblings",
    name: "Geschwister",
    article: "die Geschwister",
    terms: terms(`
      =brueder, =bruedern,
      =bruder, =bruders, =brüder, =brüdern, =schwester, =schwestern, =geschwister, =geschwistern,
      schwesterchen, brüderchen, schwesterherz, bruderherz, halbbruder, halbschwester, stiefbruder,
      stiefschwester, zwillingsbruder, zwillingsschwester, zwilling, zwillinge, zwillingen, =brudi
    `),
    except: terms(`
      von ihrem bruder, von ihrer schwester, von seinem bruder, von seiner schwester, ihres bruders, seines
      bruders
    `),
  },
  {
    id: "grandparents",
    name: "Großeltern",
    article: "die Großeltern",
    terms: terms(`
      =oma, =omas, =omi, =omis, =opa, =opas, =opi, =opis, großmutter, großmütter, großvater, großväter,
      grossmutter, grossvater, großeltern, grosseltern, =grosi, =grossi, grossmami, grosspapi, grossvati,
      =neni, =nani, =ähni, uroma, uropa, urgroßmutter, urgroßvater, urgroßeltern, =omama, =opapa
    `),
    except: terms(`
      von meiner oma, von meinem opa, von meiner großmutter, von meinem großvater, nach der oma, nach
      meiner oma, nach dem opa, nach meinem opa, oma hat oft, opa hat oft, oma hat immer, opa hat immer,
      großeltern liegen, großeltern begraben, grab meiner großeltern, grab meiner oma, grab meiner
      großmutter, grab meines opas, grab meines großvaters, grab von oma, grab von opa
    `),
  },
  {
    id: "child",
    name: "Kind",
    article: "das Kind",
    terms: terms(`
      =maedchen, =maedel, =soehne, =toechter,
      =kind, =kinder, =kindern, =kindes, *kind, *kinder, *kindern, =sohn, =sohnes, =söhne, =söhnen,
      =tochter, =töchter, =töchtern, =mädchen, =mädel, =mädels, =jungs, =bub, =buben, =bua, =buam, *bub,
      =kleiner =junge, =kleinen =jungen, =ein =junge, =der =junge =hat, =der =junge =war, =der =junge =ist,
      =der =junge =sagte, =knirps, =knirpse, =göre, =gören, =kids, =bengel, =töchterchen, =söhnchen
    `),
    except: terms(`
      wie als kind, als kind, als ich kind war, wie ein klein kind, wie ein kind, wie ein jung mädchen,
      wird ein mädchen, kind im manne, sorgenkind, christkind, einzelkind, das kind beim namen, mit kind
      und kegel
    `),
  },
  {
    id: "baby",
    name: "Baby",
    article: "das Baby",
    terms: terms(`
      =baby, =babys, =babies, *baby, =säugling, =säuglinge, =neugeborene, =neugeborenes, =neugeborenen,
      =säuglings, =bébé
    `),
    except: terms(`
      als baby, wie ein baby, babyface
    `),
  },
  {
    id: "partner",
    name: "Partner",
    article: "der Partner",
    terms: terms(`
      =mein =mann, =meinen =mann, =meinem =mann, =ihr =mann, =ihren =mann, =ihrem =mann, =dein =mann,
      =deinen =mann, =deinem =mann, =meine =frau, =meiner =frau, =seine =frau, =seiner =frau, =deine =frau,
      =deiner =frau, ehemann, ehemannes, ehefrau, ehegatte, ehegattin, =gatte, =gattin, =gatten,
      lebensgefährte,
      lebensgefährtin, lebenspartner, lebenspartnerin, =partner, =partnerin, =partners, ehepartner,
      verlobter, verlobten, =verlobte, =bräutigam, =mein =freund, =meinen =freund, =meinem =freund, =ihr
      =freund, =ihren =freund, =ihrem =freund, =dein =freund, =deinem =freund, =meine =freundin, =deine
      =freundin, =hubby
    `),
    except: terms(`
      wie mein mann, wie meine frau, von meinem mann, von meiner frau, geschäftspartner, tanzpartner,
      sparringspartner, gesprächspartner, =partner =in =crime
    `),
  },
  {
    id: "ex-partner",
    name: "Ex",
    article: "der Ex",
    terms: terms(`
      =ex, exfreund, exfreundin, exfreunde, exfreundinnen, exmann, exfrau, expartner, expartnerin, ex
      freund, ex freundin, ex mann, ex frau, ex partner, ex partnerin, exverlobte, exverlobter, ex
      verlobte, ex verlobter, ex ehemann, ex ehefrau, =verflossene, =verflossener, =verflossenen, ehemaliger
      freund, ehemalige freundin, meinem ehemaligen freund, meiner ehemaligen freundin, =exfreundes
    `),
    except: terms(`
      ex und hopp, auf ex
    `),
  },
];
