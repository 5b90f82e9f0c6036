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
      nom d un chien, vie de chien, entre chien et loup, en chien de fusil, malade comme un chien,
      la chienne de ma vie, avoir la chienne, avais la chienne, eu la chienne, temps de chien, mal de chien,
      coup de chien, comme un chien, comme un gros chien
    `),
  },
  {
    id: "cat",
    name: "Chat",
    article: "le chat",
    terms: terms("=chat, =chats, chaton, chatons, minou, minous, matou, =chatte"),
    except: terms(
      "langue au chat, donné ma langue au chat, chat dans la gorge, chat noir sur, pas un chat, appeler un chat un chat",
    ),
  },
  {
    id: "horse",
    name: "Cheval",
    article: "le cheval",
    terms: terms("cheval, chevaux, poney, poneys, jument, étalon, galop*, à cheval"),
    except: terms(
      "à cheval sur, cheval de troie, fièvre de cheval, remède de cheval, cheval de bataille, chevaux de course",
    ),
  },
  {
    id: "bird",
    name: "Oiseau",
    article: "l’oiseau",
    terms: terms(`
      oiseau, oiseaux, corbeau, corbeaux, corneille, aigle, aigles, hibou, hiboux, pigeon, pigeons, perroquet,
      mouette, mouettes, moineau, colombe, vautour, goéland
    `),
    except: terms(`
      aux oiseaux, aux petits oiseaux, cervelle d oiseau, à vol d oiseau, drôle d oiseau, oiseau de nuit, oiseau de malheur
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
    except: terms("noyer le poisson, queue de poisson, poisson d avril"),
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
    except: terms(`
      froid de canard,
      ma poule, mon cochon, quelle dinde, rendre chèvre, rendait chèvre, mouton noir, chair de poule, mère poule, poule mouillée, moutons de poussière, compter les moutons, comptais les moutons, tête de mule, bête comme un âne
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
    except: terms(`
      araignée au plafond
    `),
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
    except: terms(`
      prendre la mouche, pris la mouche, quelle mouche, bateau mouche, fine mouche, pattes de mouche, un de ces cafards, le cafard, de cafard, coup de cafard
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
    except: terms(`
      piqué par la curiosité, piquée par la curiosité
    `),
  },
  {
    id: "rodent",
    name: "Rats et souris",
    article: "les rats et les souris",
    terms: terms(
      "=rat, =rats, une =souris, la =souris, des =souris, les =souris, petite =souris, =souriceau, rongeur, rongeurs, mulot, mulots",
    ),
  },
  {
    id: "wolf",
    name: "Loup",
    article: "le loup",
    terms: terms("=loup, =loups, =louve, =louves, loup garou, coyote, coyotes"),
    except: terms("quand on parle du loup, à pas de loup, froid de loup, faim de loup, mon loup, jeune loup"),
  },
  {
    id: "bear",
    name: "Ours",
    article: "l’ours",
    terms: terms("ours, ourse, grizzly, grizzli, ours polaire"),
    except: terms(`
      ours en peluche
    `),
  },
  {
    id: "big-cat",
    name: "Lion ou tigre",
    article: "le lion ou le tigre",
    terms: terms(
      "=lion, =lions, lionne, un =tigre, le =tigre, des =tigres, les =tigres, tigresse, léopard, panthère, jaguar, guépard, puma",
    ),
  },
  {
    id: "shark",
    name: "Requin",
    article: "le requin",
    terms: terms("requin, requins, crocodile, crocodiles, alligator, alligators, caïman"),
  },
];
