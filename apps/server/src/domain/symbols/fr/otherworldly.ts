import { type LocalSymbol, terms } from "../terms";

/** The lexicon's images of the otherworldly, magic and dreaming itself, in French (../terms.ts). */
export const FRENCH_OTHERWORLDLY: LocalSymbol[] = [
  {
    id: "ghost",
    name: "Fantôme",
    article: "le fantôme",
    terms: terms(`
      fantôme, fantômes, fantome*, des esprits, un esprit, esprit frappeur, spectre, spectres, =revenant,
      =revenants, hanté, hantée, hantait, hantaient, une =apparition, poltergeist, ectoplasme
    `),
  },
  {
    id: "monster",
    name: "Monstre",
    article: "le monstre",
    terms: terms(`
      monstre, monstres, monstrueux, monstrueuse, créature, créatures, une =bête, la =bête, bête immonde,
      bête féroce, bêtes féroces, ogre,
      troll
    `),
    except: terms("c était bête, trop bête, bête comme, vague géante"),
  },
  {
    id: "demon",
    name: "Démon",
    article: "le démon",
    terms: terms(`
      démon, démons, demon*, démoniaque, diable, diables, satan, lucifer, possédé, possédée, possession,
      mauvais esprit, esprit malin, exorcisme
    `),
    except: terms(`
      au diable, avocat du diable, tirer le diable, petit diable, beauté du diable, du diable, en diable, en beau diable, que diable
    `),
  },
  {
    id: "shadow-figure",
    name: "Silhouette sombre",
    article: "la silhouette sombre",
    terms: terms(`
      silhouette sombre, silhouette noire, ombre noire, forme sombre, forme noire, homme en noir, sans visage,
      pas de visage, silhouette encapuchonnée, homme en capuche, une ombre, des ombres, silhouette,
      silhouettes
    `),
    except: terms(`
      une ombre au tableau, l ombre d un doute, l ombre de lui même, l ombre d elle même
    `),
  },
  {
    id: "alien",
    name: "Extraterrestres",
    article: "les extraterrestres",
    terms: terms(`
      extraterrestre, extraterrestres, extra terrestre, extra terrestres, =alien, =aliens, ovni, ovnis,
      vaisseau spatial, vaisseau extraterrestre, soucoupe volante, enlevé par des extraterrestres, enlevée par
      des extraterrestres, dans l =espace, l =espace intersidéral
    `),
  },
  {
    id: "superpowers",
    name: "Superpouvoirs",
    article: "les superpouvoirs",
    terms: terms(`
      superpouvoir, superpouvoirs, super pouvoir, super pouvoirs, pouvoirs magiques, magie, magique, magiques,
      jeté un sort, lancé un sort, sortilège, baguette magique, magicien, magicienne, invisible, invisibles,
      téléport*, teleport*, télékinésie, télépathie, des =pouvoirs, mes =pouvoirs, ses =pouvoirs
    `),
    except: terms(`
      c était magique, moment magique, soirée magique, comme par magie, un instant magique
    `),
  },
  {
    id: "angel",
    name: "Ange",
    article: "l’ange",
    terms: terms(`
      =ange, =anges, ange gardien, des =ailes dans le dos, =ailes d ange, avais des =ailes, avait des =ailes,
      auréole, archange, chérubin
    `),
    except: terms(`
      mon ange, mon petit ange, aux anges, un ange passe, patience d ange, sage comme un ange
    `),
  },
  {
    id: "divine",
    name: "Dieu ou le divin",
    article: "le divin",
    terms: terms(`
      =dieu, =dieux, jésus, jesus, christ, bouddha, allah, prière, prières, =prier, =priais,
      =priait, priions, seigneur, la vierge, vierge marie
    `),
    except: terms(
      "je vous prie, je t en prie, je te prie, prié de, priait de, priée de, mon dieu, dieu merci, merci mon dieu, bon dieu, nom de dieu, mon dieu que, oh mon dieu",
    ),
  },
  {
    id: "vampire",
    name: "Vampire ou zombie",
    article: "le vampire ou le zombie",
    terms: terms(`
      vampire, vampires, zombie, zombies, zombi, zombis, mort vivant, morts vivants, loup garou, loups garous
    `),
  },
  {
    id: "witch",
    name: "Sorcière",
    article: "la sorcière",
    terms: terms(`
      sorcière, sorcières, sorcier, sorciers, ensorcel*, envoûtement, malédiction, maléfice,
      jeteuse de sort
    `),
    except: terms("en maudit, maudit que, maudite marde"),
  },
  {
    id: "dragon",
    name: "Dragon",
    article: "le dragon",
    terms: terms("dragon, dragons, dinosaure, dinosaures, dino, dinos, t rex"),
    except: terms("déguisé en dinosaure, déguisée en dinosaure, déguisés en dinosaures, pyjama de dinosaure"),
  },
  {
    id: "time-travel",
    name: "Voyage dans le temps",
    article: "le voyage dans le temps",
    terms: terms(`
      voyage dans le temps, voyagé dans le temps, remonté le temps, remonter le temps, retour dans le passé,
      retourné dans le passé, retournée dans le passé, dans le passé, redevenu enfant, redevenue enfant, de
      nouveau enfant, à nouveau enfant, machine à remonter le temps, en l an, au moyen âge
    `),
  },
  {
    id: "lucid",
    name: "Rêve lucide",
    article: "le rêve lucide",
    terms: terms(`
      rêve lucide, rêves lucides, lucide, je savais que je rêvais, savais que je rêvais, compris que je
      rêvais, réalisé que je rêvais, su que je rêvais, conscient de rêver, consciente de rêver, conscient que
      je rêvais, consciente que je rêvais, c était un rêve, que c était un rêve
    `),
  },
  {
    id: "false-awakening",
    name: "Faux réveil",
    article: "le faux réveil",
    terms: terms(`
      faux réveil, faux réveils, rêve dans le rêve, rêve dans un rêve, croyais être réveillé, croyais être
      réveillée, croyais m être réveillé, croyais m être réveillée, cru me réveiller, pensais être réveillé,
      pensais être réveillée, rêvais encore, rêvais toujours, réveillé une deuxième fois, réveillée une
      deuxième fois, réveillé à nouveau, réveillée à nouveau
    `),
  },
];
