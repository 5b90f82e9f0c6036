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
    except: terms(
      "de mèche, mèche de la bougie, barbe à papa, quelle barbe, la barbe, cheveux blancs, cheveux gris, s arracher les cheveux, cheveu sur la soupe",
    ),
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
      bon sang, pur sang, coup de sang, liens du sang, dans le sang,
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
    except: terms(
      "blessé par ses paroles, blessée par ses paroles, blessé par ce qu, blessée par ce qu, coupure de courant, coupures de courant, blessé dans mon orgueil",
    ),
  },
  {
    id: "illness",
    name: "Maladie",
    article: "la maladie",
    terms: terms(`
      malade, malades, maladie, maladies, fièvre, vomi*, =gerbais, =gerbait, =gerber, =gerbé, dégueul*, cancer, tumeur, grippe, infection,
      virus
    `),
    except: terms(
      "t es malade, t étais malade, es tu malade, malade mental, malade de jalousie, c était malade, trop malade",
    ),
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
      =aveugle, =aveugles, devenu =aveugle, devenue =aveugle, =voyais plus rien, pouvais rien voir, pouvais plus rien voir, yeux bandés,
      bandeau sur les yeux, vue brouillée, vue floue, perdu la vue
    `),
    except: terms("chien d aveugle, chiens d aveugle"),
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
      =vieilli, =vieillie, =vieillis, =vieillies, =vieillir, =vieillissais, =vieillissait, =vieillissaient,
      =vieillesse, =rides, =ridé, =ridée, cheveux blancs, cheveux gris, devenu vieux, devenue vieille, pris dix
      ans, pris vingt ans, pris trente ans, pris des années
    `),
  },
  {
    id: "trapped",
    name: "Être piégé",
    article: "le piège",
    terms: terms(`
      piégé, piégée, piégés, pris au piège, prise au piège, coincé, coincée, coincés, enfermé, enfermée,
      enfermés, aucune issue, pas d issue, sans issue, impossible de sortir, pouvais pas sortir, pouvais plus
      sortir, arrivais pas à sortir, ligoté, ligotée, =attaché, =attachée, =attachés, enterré vivant, enterrée vivante,
      emmuré, prisonnier de
    `),
  },
  {
    id: "watched",
    name: "Être observé",
    article: "le regard des autres",
    terms: terms(`
      ne me quittait pas des yeux, leurs regards, tous les yeux,
      me fixait, me fixaient, m observait, m observaient, =observé par, =observée par, épié, épiée, m épiait, tous les
      regards, les yeux sur moi, me dévisageait, me dévisageaient, me surveillait, me surveillaient
    `),
  },
  {
    id: "infidelity",
    name: "Infidélité",
    article: "l’infidélité",
    terms: terms(`
      me trompait, m a trompé, m a trompée, m avait trompé, m avait trompée, trompé avec, trompée avec, la
      trompait, le trompait, tromperie, infidèle, infidélité, une =liaison avec, avait une =liaison, adultère, trahi, trahie, trahison,
      cocu, cocue, maîtresse de mon mari, maîtresse de son mari, maîtresse de mon chum, maîtresse de mon copain,
      amant
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
    except: terms(`
      mordu de, mordue de, mordus de
    `),
  },
  {
    id: "exam",
    name: "Examen",
    article: "l’examen",
    terms: terms(`
      examen, examens, exam, exams, partiel, partiels, interro, interros, contrôle de, =bac, =bacs, baccalauréat,
      épreuve, =test, copie blanche, oral, concours
    `),
    except: terms(
      "mise à l épreuve, concours de circonstances, contrôle de police, contrôle d identité, contrôle de sécurité, test de grossesse, test de covid, épreuve de force",
    ),
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
      perdu les pédales, perdu les eaux, perdu mes moyens, perdu mon temps, perdu ma journée,
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
    except: terms(
      "perdu dans mes pensées, perdue dans mes pensées, perdu dans ses pensées, perdue dans ses pensées, perdu dans mes pensées, perdue dans mes pensées",
    ),
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
      recherché par, recherchée par, recherchés par,
      aller chercher, allé chercher, allée chercher, venu me chercher, venue me chercher, venait me chercher, venus me chercher, venues me chercher, venaient me chercher,
      venir .. chercher, viens .. chercher, vient .. chercher, venait .. chercher, venu .. chercher, venue ..
      chercher, passer .. chercher, passait .. chercher, passé .. chercher, allait .. chercher, allais ..
      chercher, va .. chercher, vais .. chercher, cherchais à, cherchait à, cherchaient à, chercher à, cherche à,
      cherchant à, cherché à, chercher des noises, chercher la petite bête, chercher midi à quatorze heures
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
