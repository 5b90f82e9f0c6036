import { type LocalSymbol, terms } from "../terms";

/** The lexicon's images of life events and movement, in French (../terms.ts). */
export const FRENCH_EVENTS: LocalSymbol[] = [
  {
    id: "wedding",
    name: "Mariage",
    article: "le mariage",
    terms: terms(`
      mariage, mariages, marié, mariée, mariés, épouser, épousé, épousais, épousait, robe de mariée,
      fiançailles, demande en mariage, noces, nous marier, me marier, se marier, se mariait
    `),
  },
  {
    id: "funeral",
    name: "Enterrement",
    article: "l’enterrement",
    terms: terms(`
      enterrement, enterrements, funérailles, obsèques, veillée funèbre, inhumation, cortège funèbre, salon
      funéraire, corbillard
    `),
  },
  {
    id: "death",
    name: "Mort",
    article: "la mort",
    terms: terms(`
      =mort, =morts, =morte, =mortes, mourir, mourais, mourait, mouraient, =meurt, =meurs, décès, cadavre,
      cadavres, corps sans vie, mourant, mourante, la mort, crevé, crever, agonie
    `),
    except: terms(`
      mort de rire, morte de rire, morts de rire, mort de peur, morte de peur, mort de trouille, mort de
      fatigue, morte de fatigue, mort de honte, morte de honte, mort de faim, nature morte, point mort, mourir
      de rire, mourais de faim, crevé de fatigue, crevée, mort dans l âme
    `),
  },
  {
    id: "romance",
    name: "Romance",
    article: "la romance",
    terms: terms(`
      embrass*, bisou, bisous, baiser, baisers, =frenché, frenchait, rendez vous galant, un date, romantique,
      sexe, flirt*, draguer, draguait, câlin, câlins, coucher avec, couché avec, faire l amour, fait l amour,
      faisait l amour
    `),
  },
  {
    id: "pregnancy",
    name: "Grossesse",
    article: "la grossesse",
    terms: terms(`
      enceinte, enceintes, grossesse, grossesses, accouch*, attendais un bébé, attendait un bébé, attendions
      un bébé, ventre rond, test de grossesse
    `),
  },
  {
    id: "moving-house",
    name: "Déménagement",
    article: "le déménagement",
    terms: terms(`
      déménag*, demenag*, cartons de déménagement, nouvel appartement, nouvel appart, nouvelle maison,
      emménag*, emmenag*
    `),
  },
  {
    id: "food",
    name: "Nourriture",
    article: "la nourriture",
    terms: terms(`
      manger, mangeais, mangeait, mangé, mangions, mange, nourriture, repas, dîner, diner, souper, festin,
      gâteau, gâteaux, gateau*, =pain, bouffe, bouffer, bouffais, déjeuner, pizza, toast, tartine, fromage,
      chocolat, bonbons, frites, poutine, buffet, dessert, crêpes, croissant, sandwich, banquet, pique nique
    `),
    except: terms("croissant de lune"),
  },
  {
    id: "winning",
    name: "Victoire ou réussite",
    article: "la victoire",
    terms: terms(`
      gagn*, victoire, victoires, remporté, remporter, trophée, médaille, médailles, loto, loterie, gros lot,
      jackpot, réussi, réussie, réussite, promotion, premier prix, champion, championne
    `),
    except: terms("gagner du temps"),
  },
  {
    id: "failing",
    name: "Échec",
    article: "l’échec",
    terms: terms(`
      échou*, echou*, échec, échecs, raté mon, raté l examen, raté mon examen, raté le match, recalé, recalée,
      viré, virée, renvoyé, renvoyée, licencié, licenciée, rejeté, rejetée, perdu le match, perdu la partie,
      coulé l examen, coulé mon examen
    `),
    except: terms("jeu d échecs, aux échecs"),
  },
  {
    id: "falling",
    name: "Chute",
    article: "la chute",
    terms: terms(`
      tomber, tombais, tombait, tombé, tombée, tombés, tombions, tombaient, =tombe, chute, chutes, chuté,
      dégringol*, chute libre, basculé, basculais, précipité dans le vide
    `),
    except: terms(`
      tombé amoureux, tombée amoureuse, tombé malade, tombée malade, tombé sur, tombée sur, tombait sur, tombé
      des nues, tombée des nues, tomber des nues, laisser tomber, laissé tomber, chute d eau, chutes d eau, la
      nuit tombait, nuit tombée
    `),
  },
  {
    id: "flying",
    name: "Vol",
    article: "le vol",
    terms: terms(`
      =volais, =volait, =volions, =volaient, voler dans les airs, je volais, s envol*, m envol*, envol*,
      =planais, =planait, =plané, lévit*, levit*, flottais, flottait, flottions, flottant dans les airs,
      survol*
    `),
  },
  {
    id: "chase",
    name: "Poursuite",
    article: "la poursuite",
    terms: terms(`
      poursuiv*, poursuite, pourchass*, traqué, traquée, traquait, me suivait, me suivaient, me courait après,
      me couraient après, courait après moi, couraient après moi, étais suivi, étais suivie, à mes trousses, à
      nos trousses, me chassait, me chassaient
    `),
  },
  {
    id: "running",
    name: "Course",
    article: "la course",
    terms: terms(`
      =courir, =courais, =courait, =couru, =courions, =couraient, =courut, en courant, je =cours, sprint*,
      cavalais, cavalait, détalé, détalais
    `),
    except: terms(`
      au courant, cours d eau, courant d air, courant électrique, me courait après, me couraient après,
      courait après moi
    `),
  },
  {
    id: "escape",
    name: "Fuite",
    article: "la fuite",
    terms: terms(`
      fuir, fuyais, fuyait, fuyions, fuyant, fui, fuite, enfui, enfuie, enfuis, enfuir, échapp*, echapp*,
      évad*, evad*, m en sortir, s en sortir, me cachais, me cacher, cachais de, me planquais, me planquer, me
      sauver, me suis sauvé, me suis sauvée
    `),
    except: terms("fuite d eau, un robinet qui fuyait"),
  },
  {
    id: "slow-motion",
    name: "Impossible de bouger",
    article: "l’impossibilité de bouger",
    terms: terms(`
      pouvais pas bouger, pouvais plus bouger, arrivais pas à bouger, arrivais plus à bouger, impossible de
      bouger, incapable de bouger, au ralenti, jambes ne répondaient, jambes refusaient, jambes lourdes, cloué
      sur place, clouée sur place, figé sur place, figée sur place, jambes en plomb, pieds collés
    `),
  },
  {
    id: "climbing",
    name: "Escalade",
    article: "l’escalade",
    terms: terms("grimp*, escalad*, échelle, échelles, echelle*, gravi*, gravissais"),
  },
  {
    id: "driving",
    name: "Conduite",
    article: "la conduite",
    terms: terms(`
      conduire, conduisais, conduisait, conduit une voiture, je conduis, au volant, le volant, freins, frein,
      freiner, freinais, freinait, pédale de frein, chauffeur, pilotais
    `),
  },
  {
    id: "being-late",
    name: "Retard",
    article: "le retard",
    terms: terms(`
      en retard, retard, trop tard, me dépêchais, me dépêcher, dépêchait, pressé, pressée, à la bourre, pas le
      temps, date limite, heure limite, panne de réveil, manquais de temps, contre la montre, course contre la
      montre
    `),
  },
];
