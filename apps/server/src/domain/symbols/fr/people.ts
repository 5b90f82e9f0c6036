import { type LocalSymbol, terms } from "../terms";

/** The lexicon's images of people and figures, in French (../terms.ts). */
export const FRENCH_PEOPLE: LocalSymbol[] = [
  {
    id: "stranger",
    name: "Inconnu",
    article: "l’inconnu",
    terms: terms(`
      inconnu, inconnue, inconnus, inconnues, =étranger, =étrangère, =étrangers, =étrangères, un homme, une femme, un monsieur, un vieux monsieur, une dame, une vieille dame, une vieille femme, un vieil
      homme, une jeune femme, un jeune homme, une jeune fille, une =fille, des =types, des =gars, des hommes,
      des femmes, la dame du, la dame de la, le monsieur du, le monsieur de la, un type, un
      gars, un mec, quelqu un que je ne connaissais pas, un homme que je ne connaissais pas, une femme que je ne
      connaissais pas, des gens que je ne connaissais pas, jamais vu de ma vie, jamais vue de ma vie
    `),
    except: terms("à l étranger"),
  },
  {
    id: "intruder",
    name: "Intrus",
    article: "l’intrus",
    terms: terms(`
      intrus, intruse, cambrioleur, cambrioleurs, cambriol*, voleur, voleurs, voleuse, par effraction,
      effraction, s introduisait, entré chez moi, entrés chez nous, entré dans la maison, braquage, braqueur,
      =volé mon, =volé ma, =volé mes, m a =volé, nous a =volé, m ont =volé
    `),
  },
  {
    id: "boss",
    name: "Patron",
    article: "le patron",
    terms: terms(`
      patron, patronne, chef, cheffe, boss, mon =supérieur, ma =supérieure, son =supérieur, directeur, directrice, manager, employeur,
      big boss
    `),
    except: terms(
      "chef scout, chef de troupe, chef étoilé, chef de gare, chef d orchestre, chef cuisinier, chef d oeuvre, chef d œuvre",
    ),
  },
  {
    id: "teacher",
    name: "Professeur",
    article: "le professeur",
    terms: terms(`
      prof, profs, professeur, professeure, professeurs, maître d école, maîtresse, maitresse, instit,
      instituteur, institutrice, enseignant, enseignante, titulaire, régent, régente, directeur d école,
      directrice d école
    `),
    except: terms("maîtresse de"),
  },
  {
    id: "celebrity",
    name: "Célébrité",
    article: "la célébrité",
    terms: terms(`
      célébrité, célébrités, star, stars, vedette, vedettes, célèbre, célèbres, chanteur, chanteuse, acteur,
      actrice, président, présidente, =roi, =reine, prince, princesse, footballeur, youtubeur, influenceur,
      influenceuse
    `),
    except: terms("robe de princesse, étoile de mer"),
  },
  {
    id: "crowd",
    name: "Foule",
    article: "la foule",
    terms: terms(`
      foule, foules, cohue, plein de monde, beaucoup de monde, une masse de gens, des centaines de personnes,
      des milliers de personnes, tout le monde me regardait, les gens me regardaient, tout le monde me fixait,
      attroupement, multitude
    `),
  },
  {
    id: "police",
    name: "Police",
    article: "la police",
    terms: terms(`
      police, policier, policiers, policière, flic, flics, keuf, keufs, gendarme, gendarmes, gendarmerie,
      agent de police, agents de police, détective, inspecteur, inspectrice, commissaire, condé, condés
    `),
    except: terms("moustache de gendarme"),
  },
  {
    id: "doctor",
    name: "Médecin",
    article: "le médecin",
    terms: terms(`
      médecin, médecins, docteur, docteure, doctoresse, chirurgien, chirurgienne, dentiste, psy, psychologue,
      psychiatre, toubib, pédiatre, =généraliste
    `),
  },
  {
    id: "soldier",
    name: "Soldats",
    article: "les soldats",
    terms: terms(`
      soldat, soldats, =armée, =armées, troupes, militaire, militaires, ennemi, ennemis, commando, mercenaire,
      mercenaires, sergent, colonel, le =général, un =général, du =général
    `),
    except: terms("service militaire, cimetière militaire"),
  },
  {
    id: "mother",
    name: "Mère",
    article: "la mère",
    terms: terms(`
      =mère, =mere, =mères, maman, mamans, =môman, =moman, =mom, =mum, belle mère, ma mère, =mère de
    `),
    except: terms(
      "de ma =mère, de ma belle mère, de sa =mère, de leur =mère, à ma =mère que, bonne maman, mère nature, grand mère, grand mères, mère supérieure",
    ),
  },
  {
    id: "father",
    name: "Père",
    article: "le père",
    terms: terms("=père, =pere, =pères, =papa, =papas, =pôpa, =popa, =paternel, beau père, mon père"),
    except: terms(
      "de mon =père, de mon beau père, de son =père, de leur =père, barbe à papa, bon papa, le père de mon, le père de ma, grand père, grand pères, père noël, le père fouettard",
    ),
  },
  {
    id: "parents",
    name: "Parents",
    article: "les parents",
    terms: terms(`
      parents, mes parents, mes vieux, papa et maman, maman et papa, mon père et ma mère, ma mère et mon père
    `),
    except: terms("parent accompagnateur, beaux parents, beau parents, grands parents, grand parents"),
  },
  {
    id: "siblings",
    name: "Frères et sœurs",
    article: "les frères et sœurs",
    terms: terms(`
      frère, frères, sœur, sœurs, soeur, soeurs, frangin, frangine, frangins, jumeau, jumelle, jumeaux, demi
      frère, demi sœur, soeurette, frérot
    `),
    except: terms(`
      de mon frère, de ma sœur, de ma soeur, de mon petit frère, de ma petite sœur, de mon grand frère, de ma grande sœur,
      mes jumeaux, nos jumeaux, mes jumelles, nos jumelles
    `),
  },
  {
    id: "grandparents",
    name: "Grands-parents",
    article: "les grands-parents",
    terms: terms(`
      bon papa, bonne maman,
      grand mère, grand mères, grand mere, grand maman, =mamie, =mamy, =mamies, grand père, grand pere, grand papa, =papi,
      =papy, =mémé, =pépé, grands parents, grand parents, aïeul
    `),
    except: terms(`
      de ma grand mère, de mon grand père, de mes grands parents, de ma mamie, de mon papi
    `),
  },
  {
    id: "child",
    name: "Enfant",
    article: "l’enfant",
    terms: terms(`
      enfant, enfants, gamin, gamine, gamins, gamines, gosse, gosses, môme, mômes, marmot, marmots, =fils, ma
      fille, notre fille, sa fille, petite fille, petit garçon, petite fille, ti gars, p tit gars, petit gars,
      mioche, mioches, kid, kids
    `),
    except: terms(
      "petit fils, petits fils, arrière petit fils, vélo d enfant, livre d enfants, livres d enfants, livre pour enfants, de mon =fils, de ma fille, de mes enfants, de nos enfants, quand j étais gamin, quand j étais gamine, quand j étais enfant, quand j étais petit, quand j étais petite, chambre des enfants, chambre d enfant, comme sur un enfant, comme un enfant, fils de pute, petite fille de",
    ),
  },
  {
    id: "baby",
    name: "Bébé",
    article: "le bébé",
    terms: terms(`
      bébé, bébés, bebe, bebes, nourrisson, nourrissons, nouveau né, nouveau nés, bambin, poupon, landau,
      poussette
    `),
  },
  {
    id: "partner",
    name: "Conjoint",
    article: "le conjoint",
    terms: terms(`
      =mari, =maris, =époux, =épouse, ma femme, sa femme, conjoint, conjointe, =compagnon, =compagne, fiancé,
      fiancée,
      mon copain, ma copine, son copain, sa copine, mon chum, ma blonde, sa blonde, son chum, mon mec, ma
      meuf, mon amoureux, mon amoureuse, petit ami, petite amie, mon homme, mon partenaire, ma partenaire, mon
      chéri, ma chérie
    `),
    except: terms(`
      de mon =mari, de ma femme, de mon copain, de ma copine, de mon chum, de ma blonde
    `),
  },
  {
    id: "ex-partner",
    name: "Ex",
    article: "l’ex",
    terms: terms(`
      =ex, mon ex, ma ex, son ex, ex copain, ex copine, ex mari, ex femme, ex fiancé, ex fiancée, ex chum, ex
      blonde, ancien copain, ancienne copine, ancien petit ami, ancienne petite amie
    `),
    except: terms("ex aequo"),
  },
  {
    id: "friend",
    name: "Ami",
    article: "l’ami",
    terms: terms(`
      =ami, =amie, =amis, =amies, meilleur ami, meilleure amie, meilleurs amis, =pote, =potes, copain, copains,
      copine, copines, chums, mes chums, coloc, colocs, colocataire, colocataires, cokot*, pelo, pélo, frérot,
      poto, potos, amitié
    `),
  },
  {
    id: "deceased",
    name: "Défunt",
    article: "le défunt",
    terms: terms(`
      décédé, décédée, décédés, défunt, défunte, défunts, feu mon, feue ma, revenu à la vie, revenue à la vie,
      revenu d entre les morts, de nouveau vivant, de nouveau vivante, encore vivant, encore vivante, toujours
      vivant, toujours vivante, mort depuis, morte depuis, mort l an dernier, morte l an dernier, mort l année
      dernière, morte l année dernière, =mort il y a, =morte il y a, =morts il y a, =mort en 1*, =morte en 1*,
      =mort en 2*, =morte en 2*, décédé il y a, décédée il y a, parti il y a, disparu depuis, disparue depuis,
      qui n est plus là, qui nous a quittés, qui nous a quittées, nous a quittés il y a, feu mon grand père,
      feue ma grand mère, mort pourtant, morte pourtant, qui est mort, qui est morte
    `),
  },
];
