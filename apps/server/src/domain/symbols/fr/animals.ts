import { type LocalSymbol, terms } from "../terms";

/** The lexicon's images of animals, tame and wild, in French (../terms.ts). */
export const FRENCH_ANIMALS: LocalSymbol[] = [
  {
    id: "dog",
    name: "Chien",
    article: "le chien",
    terms: terms(`
      chien, chiens, chienne, chiennes, chiot, chiots, toutou, clébard, cabot, berger allemand, labrador,
      caniche, aboy*, jappai*, jappait
    `),
    except: terms(`
      la chienne de ma vie, avoir la chienne, avais la chienne, eu la chienne, temps de chien, mal de chien,
      coup de chien, comme un chien, comme un gros chien
    `),
  },
  {
    id: "cat",
    name: "Chat",
    article: "le chat",
    terms: terms("=chat, =chats, chaton, chatons, minou, minous, matou, =chatte"),
  },
  {
    id: "horse",
    name: "Cheval",
    article: "le cheval",
    terms: terms("cheval, chevaux, poney, poneys, jument, étalon, galop*, à cheval"),
    except: terms("cheval de bataille, chevaux de course"),
  },
  {
    id: "bird",
    name: "Oiseau",
    article: "l’oiseau",
    terms: terms(`
      oiseau, oiseaux, corbeau, corbeaux, corneille, aigle, aigles, hibou, hiboux, pigeon, pigeons, perroquet,
      mouette, mouettes, moineau, colombe, vautour, goéland
    `),
  },
  {
    id: "fish",
    name: "Poisson",
    article: "le poisson",
    terms: terms(`
      poisson, poissons, baleine, baleines, dauphin, dauphins, pieuvre, poulpe, =méduse, =méduses, poisson
      rouge
    `),
    except: terms("poisson d avril"),
  },
  {
    id: "butterfly",
    name: "Papillon",
    article: "le papillon",
    terms: terms("papillon, papillons, chenille, chenilles, cocon, =mite, =mites"),
    except: terms("papillons dans le ventre"),
  },
  {
    id: "pet",
    name: "Animal de compagnie",
    article: "l’animal de compagnie",
    terms: terms(`
      animal de compagnie, animaux de compagnie, hamster, hamsters, =lapin, =lapins, cochon d inde, cochons d
      inde, mon animal, perruche, tortue
    `),
    except: terms("poser un lapin, posé un lapin"),
  },
  {
    id: "farm-animals",
    name: "Animaux de la ferme",
    article: "les animaux de la ferme",
    terms: terms(`
      vache, vaches, cochon, cochons, =porc, =porcs, mouton, moutons, brebis, chèvre, chèvres, poule, poules,
      =coq, poussin, poussins, âne, ânes, dinde, canard, canards
    `),
  },
  {
    id: "snake",
    name: "Serpent",
    article: "le serpent",
    terms: terms("serpent, serpents, cobra, python, vipère, vipères, couleuvre, couleuvres, crotale, boa"),
  },
  {
    id: "spider",
    name: "Araignée",
    article: "l’araignée",
    terms: terms("araignée, araignées, tarentule, toile d araignée, toiles d araignée"),
  },
  {
    id: "insects",
    name: "Insectes",
    article: "les insectes",
    terms: terms(`
      insecte, insectes, bestiole, bestioles, fourmi, fourmis, un cafard, des cafards, cafards, blatte,
      blattes, coquerelle, coquerelles, asticot, asticots, =ver, =vers de terre, mouche, mouches, moustique,
      moustiques, punaise, punaises, scarabée, larve, larves, cloporte
    `),
  },
  {
    id: "bees",
    name: "Abeilles",
    article: "les abeilles",
    terms: terms(`
      abeille, abeilles, guêpe, guêpes, guepe*, frelon, frelons, ruche, essaim, piqûre d abeille, piqué par,
      piquée par
    `),
  },
  {
    id: "rodent",
    name: "Rats et souris",
    article: "les rats et les souris",
    terms: terms("=rat, =rats, =souris, rongeur, rongeurs, mulot, mulots"),
  },
  {
    id: "wolf",
    name: "Loup",
    article: "le loup",
    terms: terms("=loup, =loups, louve, renard, renards, coyote, chacal"),
    except: terms("quand on parle du loup, à pas de loup"),
  },
  {
    id: "bear",
    name: "Ours",
    article: "l’ours",
    terms: terms("ours, ourse, grizzly, grizzli, ours polaire"),
  },
  {
    id: "big-cat",
    name: "Lion ou tigre",
    article: "le lion ou le tigre",
    terms: terms("lion, lions, lionne, tigre, tigres, tigresse, léopard, panthère, jaguar, guépard, puma"),
  },
  {
    id: "shark",
    name: "Requin",
    article: "le requin",
    terms: terms("requin, requins, crocodile, crocodiles, alligator, alligators, caïman"),
  },
];
