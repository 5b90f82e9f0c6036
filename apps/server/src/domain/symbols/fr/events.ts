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
    except: terms(`
      marié depuis, mariée depuis, mariés depuis, suis marié, suis mariée, était marié, était mariée, est marié, est mariée, anniversaire de mariage
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
      cadavres, corps sans vie, mourant, mourante, la mort, agonie
    `),
    except: terms(`
      peur de mourir,
      meurs de faim, meurs de soif, meurs de chaud, meurs de froid, meurs d envie, mourais de soif, mourais de froid, mort de soif, à mort, la mort dans l âme,
      mort de rire, morte de rire, morts de rire, mort de peur, morte de peur, mort de trouille, mort de
      fatigue, morte de fatigue, mort de honte, morte de honte, mort de faim, nature morte, point mort, mourir
      de rire, mourais de faim, crevé de fatigue, crevée, mort dans l âme, silence de mort, mort d angoisse,
      morte d angoisse, mort d inquiétude, morte d inquiétude, mort d ennui, morte d ennui, mort de stress,
      morte de stress, mort de jalousie, morte de jalousie, mort de froid, morte de froid, mort de chaud, morte
      de chaud, feuilles mortes, feuille morte, langue morte, temps mort, angle mort, poids mort, ville morte,
      mort de soif, morte de soif, morte de faim, morts de faim, mort de sommeil, morte de sommeil, mort de
      chagrin, morte de chagrin, lettre morte, mourir d envie, mourais d envie, meurs d envie, mourir de
      chaud, mourais de chaud, mort de fatigue, morte de honte, morts de honte, morte de trouille, morts de
      peur, mortes de peur, mourir de honte, mourais de honte, crever de chaud, crevais de chaud, crever de
      faim, crevais de faim, ça m a crevé, mort de fou, morte de fou
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
    except: terms(`
      embrass* .. front, embrass* .. joue, embrass* .. joues, bisou .. joue, bisous .. joue, embrass* la vue, sexe du bébé, gros bisous
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
      mangue, mangues, des fruits, les fruits, légumes, ananas, pastèque, melon, raisins, brochette*, grillade*,
      barbecue, méchoui, thiéboudienne, alloco, attiéké, mafé, foutou, poulet braisé, poisson braisé, pâté chinois,
      tourtière, smoked meat, frites belges, gaufres, fondue savoyarde, rösti,
      manger, mangeais, mangeait, mangé, mangions, mange, nourriture, repas, dîner, diner, =souper, =soupé,
      =soupait, =soupe, =soupes, festin, tarte, tartes, =purée, =pâtes, spaghetti*, lasagne*, steak, hamburger*,
      burger, burgers, kebab, sushi*, omelette, biscuit, biscuits, cookie*, bonbon, =yaourt, =yaourts,
      =yogourt, =yogourts, céréales, confiture, croissants, brioche, chocolatine, pain au chocolat,
      viennoiserie*, fondue, raclette, couscous, tajine, paella, =pâté, saucisse, saucisses, jambon, =camembert,
      crème glacée, cornet de glace, une =glace à, des =glaces à, petit déjeuner, petit déj, =goûter, casse croûte,
      =dévorais, =dévorait, grignot*, =bouffait, sandwichs, pâtisserie*, éclair au chocolat, macaron*,
      tartiflette, pot au feu, ragoût, rôti, gigot, poulet rôti, pommes de terre, patates, une =pomme,
      fraises, cerises, bananes, gaufre*, beignet*, croque monsieur, quiche, salade de, plat de,
      gâteau, gâteaux, gateau*, =pain, bouffe, bouffer, bouffais, déjeuner, pizza, toast, tartine, fromage,
      chocolat, bonbons, frites, poutine, buffet, dessert, crêpes, croissant, sandwich, banquet, pique nique
    `),
    except: terms(`
      toute fondue, tout fondu, fondu au noir, chapeau melon,
      cuillère à soupe, cuillères à soupe,
      croissant de lune, tomber dans les pommes, tombée dans les pommes, tombé dans les pommes, c est du gâteau,
      cerise sur le gâteau, la patate, avais la patate, avais la pêche, en faire tout un fromage, une tarte dans
      la gueule, pain sur la planche, mangé des yeux, se faire manger, haut le cœur
    `),
  },
  {
    id: "winning",
    name: "Victoire ou réussite",
    article: "la victoire",
    terms: terms(`
      gagn*, victoire, victoires, remporté, remporter, trophée, médaille, médailles, loto, loterie, gros lot,
      jackpot, promotion, premier prix, champion, championne
    `),
    except: terms(`
      en promotion, en promo,
      gagner du temps, gagné du temps, gagner sa vie, gagnait sa vie, gagne ma vie, gagner ma vie, gagner du
      terrain, gagnait du terrain, gagné du terrain, la peur gagnait, la panique gagnait
    `),
  },
  {
    id: "failing",
    name: "Échec",
    article: "l’échec",
    terms: terms(`
      échou*, echou*, échec, échecs, raté mon, raté l examen, raté mon examen, raté le match, recalé, recalée,
      =viré de mon, =virée de mon, =viré du, =virée du, me suis fait virer, me suis fait renvoyer, m a =viré, m a
      =virée, m ont =viré, renvoyé de l école, renvoyée de l école, renvoyé du lycée, renvoyée du lycée,
      licencié, licenciée, rejeté, rejetée, perdu le match, perdu la partie,
      coulé l examen, coulé mon examen
    `),
    except: terms("jeu d échecs, aux échecs"),
  },
  {
    id: "falling",
    name: "Chute",
    article: "la chute",
    terms: terms(`
      =je .. =tomber, =je .. =tombé, =je .. =tombée, =je .. =tombais, =j .. =tomber, =j .. =tombé, =j ..
      =tombée, =on .. =tomber, =on .. =tombés, =on .. =tombait, =nous .. =tomber, =nous .. =tombés, je
      =tombe, on =tombe, me sentais =tomber, =tombais, =tombions, tomber dans le vide, tombé dans le vide,
      tombée dans le vide, tombait dans le vide, tombaient dans le vide, tombé du toit, tombée du toit,
      =tombé de, =tombée de, =tombés de, tombé à l eau, tombée à l eau, tombé par terre, tombée par terre,
      une =chute,
      ma =chute, la =chute, =chutais, =chuté, dégringol*, chute libre, =basculé, =basculée, =basculais,
      précipité dans le vide, précipitée dans le vide, sauté dans le vide, dans le vide
    `),
    except: terms(`
      tombé amoureux, tombée amoureuse, tombé malade, tombée malade, tombé sur, tombée sur, tombait sur, tombé
      des nues, tombée des nues, tomber des nues, laisser tomber, laissé tomber, chute d eau, chutes d eau, la
      nuit tombait, nuit tombée, tombé à genoux, tombée à genoux, tombés à genoux, tombé dans les pommes,
      tombée dans les pommes, tomber dans les pommes, tombé de sommeil, tombée de sommeil, tombais de sommeil,
      tombé d accord, tombés d accord, tombe à pic, tombait à pic, tombé à pic, tombé en panne, tombée en
      panne, tombé en amour, tombée en amour, tomber en amour, la chute d un, chute de neige, chutes de neige,
      chute des cheveux, tombé de haut, tombée de haut, tombé des nues, chute du mur
    `),
  },
  {
    id: "flying",
    name: "Vol",
    article: "le vol",
    terms: terms(`
      =volais, =volait, =volions, =volaient, voler dans les airs, je volais, m envol*, on s envol*, nous
      envol*,
      =planais, =planait, =plané, lévit*, levit*, =flottais, je =flottais, on =flottait, =flottions, =flottant
      dans les airs,
      =survolais, =survolions, on =survolait, je =survole, en =volant, =volé au dessus, =volions au dessus, je =vole,
      je =plane, =plane au dessus, je =décolle, =décollé du sol, =décolle du sol, essayais de =voler, décide de
      =voler, =voler jusqu
    `),
    except: terms("faire léviter, fait léviter, fais léviter"),
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
      =courir, =courais, =courait, =couru, =courions, =couraient, =courut, en =courant, je =cours, sprint*,
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
      s est sauvé, s est sauvée, s était sauvé, s était sauvée, s est cach*, me suis cach*, s était cach*, m étais cach*, nous sommes cach*, parti en courant, partie en courant, partis en courant, parties en courant, pris la fuite, prendre la fuite,
      fuir, fuyais, fuyait, fuyions, fuyant, fui, fuite, enfui, enfuie, enfuis, enfuir, échapp*, echapp*,
      évad*, evad*, m en sortir, s en sortir, me cachais, me cacher, cachais de, me planquais, me planquer, me
      sauver, me suis sauvé, me suis sauvée
    `),
    except: terms(
      "m a échappé, m échappe, m échappait, échappé des mains, échappait des mains, s échappait de, s échappaient de, laissé échapper, laisse échapper, laissait échapper, fuite d eau, un robinet qui fuyait",
    ),
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
    terms: terms("grimp*, escalad*, =échelle, =échelles, =echelle, =echelles, gravi*"),
  },
  {
    id: "driving",
    name: "Conduite",
    article: "la conduite",
    terms: terms(`
      conduire, conduisais, conduisait, conduit une voiture, je conduis, au volant, le volant, freins, frein,
      freiner, freinais, freinait, pédale de frein, pilotais
    `),
  },
  {
    id: "being-late",
    name: "Retard",
    article: "le retard",
    terms: terms(`
      en retard, =retard, trop tard, me dépêchais, me dépêcher, dépêchait, =pressé, =pressée, à la bourre,
      pas le temps, date limite, heure limite, panne de réveil, manquais de temps, contre la montre, course contre la
      montre
    `),
    except: terms("temps de retard"),
  },
];
