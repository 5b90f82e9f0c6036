import { type LocalSymbol, terms } from "../terms";

/** The lexicon's images of objects and travel, in French (../terms.ts). */
export const FRENCH_OBJECTS: LocalSymbol[] = [
  {
    id: "money",
    name: "Argent",
    article: "l’argent",
    terms: terms(`
      argent, fric, thune, thunes, oseille, pognon, monnaie, pièces de monnaie, portefeuille, porte monnaie,
      euros, dollars, piasses, piastres, billets de banque, liasse, liasses, =francs, =franc
    `),
    except: terms(
      "en argent, d argent, médaille d argent, couverts en argent, noces d argent, cuillère en argent, bague en argent",
    ),
  },
  {
    id: "phone",
    name: "Téléphone",
    article: "le téléphone",
    terms: terms(`
      téléphone, téléphones, telephone*, cellulaire, =cell, smartphone, natel, texto, textos, sms, message
      vocal, coup de fil, appel téléphonique, =gsm
    `),
  },
  {
    id: "keys",
    name: "Clés",
    article: "les clés",
    terms: terms("=clé, =clés, =clef, =clefs, =cle, =cles, trousseau, trousseau de clés"),
    except: terms(
      "clé usb, clé de voûte, clé du mystère, clé de sol, clés en main, clé de l énigme, mot clé, fermé à clé, fermée à clé, fermé à clef, porte fermée à clé",
    ),
  },
  {
    id: "mirror",
    name: "Miroir",
    article: "le miroir",
    terms: terms(`
      miroir, miroirs, mon =reflet, son =reflet, mon propre =reflet, psyché, rétroviseur, rétroviseurs, devant la
      =glace, dans la =glace de, regardais dans la =glace, regardait dans la =glace
    `),
  },
  {
    id: "clock",
    name: "Horloge",
    article: "l’horloge",
    terms: terms(`
      horloge, horloges, pendule, pendules, réveille matin, réveil matin, sablier, minuteur, tic tac, ma
      montre, sa montre, cadran
    `),
  },
  {
    id: "bag",
    name: "Sac",
    article: "le sac",
    terms: terms("=sac, =sacs, sac à dos, sac à main, sacoche, cartable, mallette, pochette, besace"),
  },
  {
    id: "book",
    name: "Livre",
    article: "le livre",
    terms: terms(`
      =livre, =livres, bouquin, bouquins, bibliothèque, cahier, cahiers, carnet, carnets, journal intime,
      grimoire, syllabus, roman
    `),
  },
  {
    id: "letter",
    name: "Lettre ou message",
    article: "la lettre",
    terms: terms(`
      lettre, lettres, enveloppe, enveloppes, courrier, courriel, =mail, =mails, e mail
    `),
    except: terms(`
      en toutes lettres, à la lettre, lettre morte, lettres de l alphabet, en lettres, lettres de noblesse
    `),
  },
  {
    id: "gift",
    name: "Cadeau",
    article: "le cadeau",
    terms: terms("cadeau, cadeaux, =présent d, un =présent, paquet cadeau, étrennes"),
  },
  {
    id: "ring",
    name: "Bague",
    article: "la bague",
    terms: terms(`
      bague, bagues, =alliance, anneau, anneaux, bague de
      fiançailles
    `),
  },
  {
    id: "clothes",
    name: "Vêtements",
    article: "les vêtements",
    terms: terms(`
      vêtement, vêtements, =habits, robe, robes, chemise, chemises, uniforme, costume, costard, =tenue, =tenues, veste,
      manteau, pull, jupe, pantalon, fringues, t shirt, =marcel, écharpe, maillot, blouse, =bonnet,
      tablier, peignoir, imperméable, gilet, cravate, tuque, capuche, pyjama, chaussettes, casquette, chapeau,
      =gants, survêtement, doudoune, anorak, =short, débardeur, smoking, treillis, salopette,
      bermuda, kimono, chemisier, chemise de nuit, sous vêtements, culotte, caleçon, soutien gorge, =collants, un =jean, mon =jean, en =jean, =jeans, chandail, blouson
    `),
    except: terms("magasin de vêtements"),
  },
  {
    id: "shoes",
    name: "Chaussures",
    article: "les chaussures",
    terms: terms(`
      chaussure, chaussures, soulier, souliers, botte, bottes, pieds nus, =baskets, une =basket, espadrilles,
      godasse, godasses, talons hauts, à talons, escarpins, sandales, pantoufles, tongs
    `),
    except: terms(`
      boîte à chaussures, boîtes à chaussures,
      botte de foin, bottes de foin, bottes de paille
    `),
  },
  {
    id: "weapon",
    name: "Arme",
    article: "l’arme",
    terms: terms(`
      =arme, =armes, pistolet, fusil, couteau, couteaux, épée, épées, revolver, flingue, poignard, lame, =gun,
      mitraillette, hache, machette
    `),
    except: terms(`
      lame de fond, en beau fusil, chien de fusil, changer son fusil d épaule, couteau sous la gorge de l
    `),
  },
  {
    id: "computer",
    name: "Ordinateur",
    article: "l’ordinateur",
    terms: terms(`
      ordinateur, ordinateurs, ordi, ordis, écran d ordinateur, écran de l ordi, écran de l ordinateur, clavier,
      internet, mot de passe, laptop, tablette
    `),
    except: terms(`
      sac d ordinateur,
      tablette de chocolat, clavier du piano
    `),
  },
  {
    id: "photograph",
    name: "Photo",
    article: "la photo",
    terms: terms("photo, photos, photographie, photographies, appareil photo, album, caméra, selfie"),
  },
  {
    id: "mask",
    name: "Masque",
    article: "le masque",
    terms: terms(`
      masque, masques, masqué, masquée, masqués, cagoule, cagoulé, déguisé, déguisée, déguisement
    `),
    except: terms("masques à oxygène, masque à oxygène, masque de plongée"),
  },
  {
    id: "box",
    name: "Boîte ou colis",
    article: "la boîte",
    terms: terms(`
      boîte, boîtes, boite, boites, colis, =coffre, =coffres, coffre fort, coffre au trésor, caisse en bois,
      =carton, =cartons
    `),
    except: terms(`
      couler la boîte, coulé la boîte, coule la boîte,
      ma boîte, sa boîte, notre boîte, leur boîte, ma boite, en boîte, boîte de vitesse, boîte vocale, boîte mail, boîte de réception, carton rouge, carton jaune, faire un carton, fait un carton,
      boîte de nuit, boite de nuit, cartons de déménagement, boîte aux lettres, boite aux lettres
    `),
  },
  {
    id: "broken-glass",
    name: "Verre brisé",
    article: "le verre brisé",
    terms: terms(`
      verre brisé, verre cassé, éclats de verre, bouts de verre, vitre brisée, vitre cassée, vitres brisées,
      bris de verre, volé en éclats, vole en éclats, en mille morceaux, brisé en morceaux
    `),
  },
  {
    id: "candle",
    name: "Bougie",
    article: "la bougie",
    terms: terms(`
      =bougie, =bougies, chandelle, chandelles, lanterne, lanternes, torche, torches,
      flambeau, flambeaux, cierge
    `),
  },
];
