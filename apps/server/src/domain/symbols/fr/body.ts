import { type LocalSymbol, terms } from "../terms";

/** The lexicon's images of the body, conflicts and trying situations, in French (../terms.ts). */
export const FRENCH_BODY_AND_TRIALS: LocalSymbol[] = [
  {
    id: "teeth",
    name: "Dents",
    article: "les dents",
    terms: terms("dent, dents, molaire, molaires, gencive, gencives, dentier, dents qui tombaient"),
    except: terms("mal de dents, claquais des dents, claquer des dents, serrer les dents, serrais les dents"),
  },
  {
    id: "hair",
    name: "Cheveux",
    article: "les cheveux",
    terms: terms(`
      cheveux, chevelure, coupe de cheveux, chauve, barbe, perruque, tifs, coiffeur, coiffeuse, mèche, tresse,
      tresses
    `),
    except: terms("cheveux blancs, cheveux gris, s arracher les cheveux, cheveu sur la soupe"),
  },
  {
    id: "blood",
    name: "Sang",
    article: "le sang",
    terms: terms(`
      sang, saign*, ensanglanté, ensanglantée, ensanglantés, sanglant, sanglante, flaque de sang, taché de
      sang
    `),
    except: terms(`
      sang froid, mon sang n a fait qu un tour, sang glacé, mon sang s est glacé, se faire du mauvais sang
    `),
  },
  {
    id: "injury",
    name: "Blessure",
    article: "la blessure",
    terms: terms(`
      blessé, blessée, blessés, blessure, blessures, plaie, plaies, jambe cassée, bras cassé, cassé la jambe,
      cassé le bras, fracture, entaille, coupure, brûlure, ecchymose
    `),
    except: terms("blessé dans mon orgueil"),
  },
  {
    id: "illness",
    name: "Maladie",
    article: "la maladie",
    terms: terms(`
      malade, malades, maladie, maladies, fièvre, vomi*, gerb*, dégueul*, cancer, tumeur, grippe, infection,
      virus
    `),
    except: terms("malade de jalousie, c était malade, trop malade"),
  },
  {
    id: "voice",
    name: "Voix perdue",
    article: "la voix perdue",
    terms: terms(`
      pouvais pas crier, pouvais plus crier, arrivais pas à crier, arrivais pas à parler, pouvais pas parler,
      pouvais plus parler, aucun son ne sortait, aucun son, sans voix, perdu ma voix, voix ne sortait, muet,
      muette, crier sans
    `),
  },
  {
    id: "eyes",
    name: "Yeux et vue",
    article: "les yeux et la vue",
    terms: terms(`
      aveugle, aveugles, voyais rien, voyais plus rien, pouvais rien voir, pouvais pas voir, yeux bandés,
      bandeau sur les yeux, vue brouillée, vue floue, perdu la vue
    `),
  },
  {
    id: "paralysis",
    name: "Paralysie du sommeil",
    article: "la paralysie du sommeil",
    terms: terms(`
      paralys*, paralysie du sommeil, pouvais pas ouvrir les yeux, poids sur la poitrine, quelqu un sur ma
      poitrine, cloué au lit, clouée au lit, plaqué sur le lit
    `),
  },
  {
    id: "aging",
    name: "Vieillissement",
    article: "le vieillissement",
    terms: terms(`
      vieilli, vieillie, vieillir, vieillissais, vieillissait, vieillesse, rides, ridé, ridée, cheveux blancs,
      cheveux gris, devenu vieux, devenue vieille
    `),
  },
  {
    id: "killing",
    name: "Meurtre",
    article: "le meurtre",
    terms: terms(`
      tuer, tué, tuée, tués, tuais, tuait, tuaient, tue, meurtre, meurtres, meurtrier, meurtrière, assassin*,
      égorg*, egorg*, étrangl*, etrangl*, poignardé, poignardée, abattre, abattu par, descendu par
    `),
    except: terms("tuer le temps, ça me tue, tue l amour"),
  },
  {
    id: "attack",
    name: "Attaque ou bagarre",
    article: "l’attaque",
    terms: terms(`
      attaqu*, bagarre, bagarres, bagarrer, me battre, se battre, se battaient, me battais, nous battions,
      frappé, frappée, frappais, frappait, frapper, coup de poing, coups de poing, coup de pied, coups de
      pied, tabass*, castagne, agress*, assaill*
    `),
    except: terms(`
      frapper à la porte, frappé à la porte, frappait à la porte, frappais à la porte, crise d angoisse, crise
      de panique
    `),
  },
  {
    id: "argument",
    name: "Dispute",
    article: "la dispute",
    terms: terms(`
      dispute, disputes, disputé, disputée, disputais, disputait, disputaient, disputer, engueul*, querelle,
      chicane, chicanes, chicanais, chicanait, prise de bec, embrouille, embrouilles, crié dessus, criait
      dessus, hurlait dessus, me criait après, s est brouillé
    `),
  },
  {
    id: "war",
    name: "Guerre",
    article: "la guerre",
    terms: terms(`
      guerre, guerres, bataille, bombe, bombes, bombard*, explosion, explosions, fusillade, coups de feu,
      invasion, tranchée, tranchées, champ de bataille, obus
    `),
  },
  {
    id: "trapped",
    name: "Être piégé",
    article: "le piège",
    terms: terms(`
      piégé, piégée, piégés, pris au piège, prise au piège, coincé, coincée, coincés, enfermé, enfermée,
      enfermés, aucune issue, pas d issue, sans issue, impossible de sortir, pouvais pas sortir, pouvais plus
      sortir, arrivais pas à sortir, ligoté, ligotée, attaché, attachée, enterré vivant, enterrée vivante,
      emmuré, prisonnier de
    `),
  },
  {
    id: "watched",
    name: "Être observé",
    article: "le regard des autres",
    terms: terms(`
      me fixait, me fixaient, m observait, m observaient, observé, observée, épié, épiée, m épiait, tous les
      regards, les yeux sur moi, me dévisageait, me dévisageaient, me surveillait, me surveillaient
    `),
  },
  {
    id: "infidelity",
    name: "Infidélité",
    article: "l’infidélité",
    terms: terms(`
      me trompait, m a trompé, m a trompée, m avait trompé, m avait trompée, trompé avec, trompée avec, la
      trompait, le trompait, tromperie, infidèle, infidélité, liaison, adultère, trahi, trahie, trahison,
      cocu, cocue, maîtresse de, amant
    `),
  },
  {
    id: "animal-attack",
    name: "Attaque d’un animal",
    article: "l’attaque d’un animal",
    terms: terms(`
      mordu, mordue, mordait, mordre, morsure, morsures, m a mordu, m a mordue, griffé, griffée, attaqué par
      un, attaquée par une, attaqué par une, attaquée par un, déchiqueté, déchiquetée, me sautait dessus
    `),
  },
  {
    id: "exam",
    name: "Examen",
    article: "l’examen",
    terms: terms(`
      examen, examens, exam, exams, partiel, partiels, interro, interros, contrôle de, bac, baccalauréat,
      épreuve, =test, copie blanche, oral, concours
    `),
    except: terms("test de grossesse, test de covid, épreuve de force"),
  },
  {
    id: "unprepared",
    name: "Pas préparé",
    article: "le manque de préparation",
    terms: terms(`
      pas préparé, pas préparée, pas révisé, pas révisée, rien révisé, pas étudié, pas étudiée, rien étudié,
      oublié mon texte, pas prêt, pas prête, mauvaises réponses, oublié de réviser, oublié d étudier, savais
      aucune réponse, connaissais aucune réponse
    `),
  },
  {
    id: "nakedness",
    name: "Nudité en public",
    article: "la nudité",
    terms: terms(`
      tout nu, toute nue, tout nus, toutes nues, à poil, en sous vêtements, en slip, en culotte, en caleçon,
      en boxer, sans vêtements, sans habits, déshabillé, déshabillée
    `),
  },
  {
    id: "losing-something",
    name: "Objet perdu",
    article: "l’objet perdu",
    terms: terms(`
      perdu mon, perdu ma, perdu mes, perdu les, égaré mon, égaré ma, égaré mes, perdre mon, perdre ma, perdre
      mes, retrouvais plus mon, retrouvais plus ma, retrouvais plus mes, retrouvais pas mon, retrouvais pas
      ma, retrouvais pas mes, trouvais plus mon, trouvais plus ma, trouvais plus mes
    `),
    except: terms(`
      perdu ma voix, perdu la vue, perdu mon chemin, perdu mes moyens, perdu la tête, perdu le contrôle
    `),
  },
  {
    id: "being-lost",
    name: "Être perdu",
    article: "l’égarement",
    terms: terms(`
      me suis perdu, me suis perdue, m étais perdu, m étais perdue, nous sommes perdus, on s est perdus, on
      était perdus, étais perdu, étais perdue, perdu mon chemin, perdue dans, perdu dans, savais pas où j
      étais, savais plus où j étais, savais plus où aller, retrouvais pas mon chemin, retrouvais plus mon
      chemin, tournais en rond, égaré, égarée
    `),
    except: terms("perdu dans mes pensées, perdue dans mes pensées"),
  },
  {
    id: "searching",
    name: "Recherche",
    article: "la recherche",
    terms: terms(`
      cherch*, recherch*, fouill*, essayais de trouver, essayait de trouver, devais trouver, devais retrouver,
      fallait trouver, fallait retrouver, trouvais pas, trouvais plus
    `),
    except: terms(`
      aller chercher, allé chercher, allée chercher, venu me chercher, venue me chercher, venait me chercher
    `),
  },
  {
    id: "repeated-attempts",
    name: "Essais répétés",
    article: "les essais répétés",
    terms: terms(`
      encore et encore, réessay*, reessay*, essayais encore, essayé encore, j avais beau, malgré mes efforts,
      malgré tous mes efforts, recommençais, recommencer sans cesse, à chaque fois que j essayais, chaque fois
      que j essayais, n arrivais jamais
    `),
  },
];
