import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** French words and idioms of anger, sadness, confusion and happiness (../types.ts). */
export const FRENCH_OTHER_FEELINGS: LocalFeelings[] = [
  {
    emotion: "anger",
    intensity: 3,
    terms: terms(`
      fou de rage, folle de rage, fou furieux, folle furieuse, furieux, furieuse, furax, furibard*,
      enragé, enragée, enrage*, rage, rageais, hors de moi, hors de lui, hors d elle, ivre de rage,
      pété les plombs, pète les plombs, pétais les plombs, pété un câble, pété un cable, pétais un câble,
      en beau fusil, en maudit, en tabarnak, en crisse, en câlisse, en calisse, fâché noir, fâchée noire,
      voyais rouge, vu rouge, sortais de mes gonds, sorti de mes gonds, =bouillais,
      explosé de colère, exaspéré, exaspérée, exaspere*, ulcéré, indigné, indignée, indignation, vert de rage
    `),
  },
  {
    emotion: "anger",
    intensity: 2,
    terms: terms(`
      colère, colere, fâché, fâchée, fache, fachee, fâchés, énerv*, enerv*, vénère, venere, vnr, en rogne,
      en pétard, en petard, irrité, irritée, irrite*, révolté, révoltée, revolte*,
      agressif, agressive, frustré, frustrée, frustration, frustre*, rancune, haine, haïssais,
      détestais, je le détestais, je la détestais, les nerfs, j avais les nerfs, me suis emporté,
      engueulé, engueulais, gueulais, gueulé, criais de colère,
      en avais marre, avais la haine, la haine, les boules de
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    terms: terms(`
      agacé, agacée, agace*, agacement, contrarié, contrariée, contrarie*, vexé, vexée, vexe*, saoulé, soûlé,
      saoulée, soulé, gavé, gavée, ça me gonflait, tanné, tannée, achalé, achalée, embêté, embêtée,
      ennuyé, ennuyée, marre, ras le bol, ras le bonnet, râlais, ralais, en avais ma claque,
      impatient, impatiente, impatience, ça m énervait, ça me saoulait, exaspérant, soûlant, saoulant,
      relou, =gossant, ça me gossait, le seum, seum, avais le seum
    `),
  },
  {
    emotion: "sadness",
    intensity: 3,
    terms: terms(`
      effondré, effondrée, anéanti, anéantie, aneanti*, dévasté, dévastée, devaste*, désespéré, désespérée,
      desespere*, désespoir, desespoir, le cœur brisé, le coeur brisé, cœur brisé, coeur brisé, brisé le cœur,
      inconsolable, sanglot*, pleurais toutes les larmes, fondu en larmes, fondais en larmes, effondré en
      larmes,
      chagrin immense, mort dans l âme, détruit, détruite, en miettes, pleurais à chaudes larmes
    `),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      triste, tristes, tristesse, chagrin, de la peine, eu de la peine, peiné, peinée, pleur*, larme, larmes,
      en larmes, malheureux, malheureuse, déprim*, deprim*, le cafard, avais le cafard, le bourdon,
      le moral à zéro, le moral dans les chaussettes, mélancolie, melancolie, mélancolique, nostalgie,
      nostalgique, abattu, abattue, le cœur gros, le coeur gros, cœur lourd, coeur lourd, la gorge serrée,
      gorge nouée, chialais, chialé, chialer, braillais, braillé, brailler, me sentais seul, me sentais seule,
      sentais si seul, sentais si seule, solitude, deuil, endeuillé, en deuil, mal au cœur,
      le blues, démoralisé, démoralisée, découragé, découragée, decourage*, accablé, accablée
    `),
  },
  {
    emotion: "sadness",
    intensity: 1,
    kind: "stimulus",
    terms: terms("triste à mourir, déprimant, déprimante, navrant, navrante, poignant, poignante"),
  },
  {
    emotion: "disappointment",
    intensity: 2,
    terms: terms(`
      déçu, déçue, déçus, decu, decue, déception, deception, désappointé, désappointée,
      trop dég,
      j étais deg, écœuré, écœurée, ecoeure*, désillusion, désenchanté
    `),
  },
  {
    emotion: "disappointment",
    intensity: 1,
    kind: "stimulus",
    terms: terms("décevant, décevante, decevant*, une déception"),
  },
  {
    emotion: "surprise",
    intensity: 2,
    terms: terms(`
      surpris, surprise, étonné, étonnée, etonne*, étonnement, etonnement, stupéfait, stupéfaite, stupefait*,
      stupéfaction, abasourdi, abasourdie, sidéré, sidérée, sidere*, choqué, choquée, choque*, sous le choc,
      bouche bée, bouche bee, croyais pas mes yeux, n en revenais pas,
      en revenais pas, estomaqué, estomaquée, scié, sciée, sur le cul, tombé des nues, tombée des nues,
      à ma grande surprise, a ma grande surprise, interloqué, interloquée, déconcerté, déconcertée, ébahi,
      ébahie, ahuri, ahurie, sursauté, sursautais, sursaut, n en croyais pas mes yeux
    `),
  },
  {
    emotion: "surprise",
    intensity: 1,
    kind: "stimulus",
    terms: terms("surprenant, surprenante, étonnant, étonnante, etonnant*, choquant, choquante, incroyable"),
  },
  {
    emotion: "awe",
    intensity: 2,
    terms: terms(`
      émerveill*, emerveill*, fasciné, fascinée, fascine*, fascination, ébloui, éblouie, eblou*, subjugué,
      subjuguée, en admiration, admiratif, admirative, émerveillement, envoûté, envoûtée, envoute*,
      hypnotisé, hypnotisée, souffle coupé par, à couper le souffle, impressionné, impressionnée,
      impressionne*, médusé, médusée, en extase, extasié, extasiée
    `),
  },
  {
    emotion: "confusion",
    intensity: 2,
    terms: terms(`
      confus, confuse, confusion, perplexe, perplexité, déboussolé, déboussolée, debousso*, désorienté,
      désorientée, desoriente*, =paumé, =paumée, =paume, largué, larguée, dérouté, déroutée, perturbé,
      perturbée, troublé, troublée, à l ouest, ne comprenais, n y comprenais rien, comprenais rien,
      ne comprenais plus rien, ne comprenais rien, ne comprenais pas, comprenais pas, sans comprendre,
      sans rien comprendre, ne savais plus du tout, ne savais pas si, ne savais plus si, ne savais plus quoi,
      ne savais pas quoi, savais pas quoi penser,
      savais plus quoi penser, aucune idée, pas la moindre idée, me =demandais, je me =demandais,
      rien n avait de sens, n avait aucun sens, n avait pas de sens, aucune logique, hésitais, hésitant,
      hésitante,
      sentais bizarre, sentais étrange, sentiment étrange, impression étrange,
      sentiment bizarre, impression bizarre, dans le brouillard, dans le flou, incertain, incertaine
    `),
  },
  {
    emotion: "confusion",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`
      c était bizarre, c était étrange, c est bizarre, c est étrange,
      était bizarre, était étrange, trop bizarre, très bizarre, très étrange, déroutant, déroutante,
      incompréhensible, inexplicable, surréaliste, irréel, irréelle, mystérieux, mystérieuse
    `),
  },
  {
    emotion: "joy",
    intensity: 3,
    terms: terms(`
      fou de joie, folle de joie, aux anges, au septième ciel, au septieme ciel, aux oiseaux, euphori*,
      extatique, extase, exalté, exaltée, pleuré de joie, pleurais de joie, larmes de joie, sautais de joie,
      sauté de joie, sauter de joie, le plus beau jour de ma vie, trop heureux, trop heureuse, le bonheur
      total,
      comblé, comblée, ravi, ravie, ravis, ravies, surexcité, surexcitée, jubil*, aux anges, sur un nuage,
      heureux comme
    `),
  },
  {
    emotion: "joy",
    intensity: 2,
    terms: terms(`
      heureux, heureuse, bonheur, joie, joyeux, joyeuse, content, contente, contents, contentes, gai, gaie,
      enjoué, enjouée, excité, excitée, excitation, hâte, j avais hâte, fier, fière, fierté, fiere, fierte,
      éclaté de rire, éclatais de rire, mort de rire, morts de rire, pété de rire, amusé, amusée, m amusais,
      s amusait, on s amusait, on s éclatait, m éclatais, kiffais, kiffé, kiffait, je kiffe, kif, le kif,
      trop bien, me sentais bien, me sentais libre, sentais bien, sentais libre, plaisir,
      enchanté, enchantée, reconnaissant, reconnaissante, gratitude, plein d espoir, pleine d espoir,
      espoir, optimiste, heureux comme un roi, le pied, c était le pied, trop content, trop contente,
      =ému, =émue, tellement touchée, tellement touché, très touché, très touchée, fou rire, rire aux éclats,
      satisfait, satisfaite, satisfaction, allégresse, gaieté, bonne humeur, de bonne humeur, émoustillé
    `),
  },
  {
    emotion: "joy",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`
      génial, géniale, genial, c était super, génialissime, trop cool, cool, marrant, marrante,
      drôle, drole, rigolo, rigolote, amusant, amusante, agréable, merveilleux, merveilleuse, fantastique,
      formidable, excitant, excitante, hilarant, hilarante, le fun, c était malade, écoeurant, écœurant
    `),
  },
  {
    emotion: "relief",
    intensity: 2,
    terms: terms(`
      soulag*, ouf, rassuré, rassurée, rassures, rassure, rassurés, enfin en sécurité, enfin à l abri,
      sain et sauf, saine et sauve, sains et saufs, respirer à nouveau, respirais enfin, respirer enfin,
      poids en moins, un poids de moins, Dieu merci, merci mon Dieu
    `),
  },
  {
    emotion: "love",
    intensity: 2,
    terms: terms(`
      amoureux, amoureuse, amour, en amour, tendresse, affection, affectueux, affectueuse, adorais,
      j adorais, m aimait, je l aimais, béguin, le béguin, coup de foudre, craquais pour,
      craqué pour, attiré par, attirée par, attirance, passion, passionné, passionnée, désir, désirais,
      le kiffais, la kiffais, kiffais grave, le cœur qui fond, fondu pour, fondais, papillons dans le ventre,
      gaga
    `),
  },
  {
    emotion: "calm",
    intensity: 2,
    terms: terms(`
      serein, sereine, sereins, sérénité, serenite, paisible, paisiblement, apaisé, apaisée, apaise*,
      apaisement, détendu, détendue, detendu*, en paix, en sécurité, en securite, zen, relax, relaxé,
      relaxée, étais calme, suis calme, restais calme, resté calme, restée calme, me suis calmé, étais ..
      calme, sentais .. calme, senti une grande paix, sentiment de paix, une grande paix,
      me suis calmée, étais tranquille, plénitude, calme intérieur, sentiment de calme,
      bien être, bien-être, à l aise, a l aise, réconforté, réconfortée, reconforte*, sentais calme,
      me sentais protégé, me sentais protégée, me sentais en sécurité, chill, peinard, pénard, cool et détendu
    `),
  },
  {
    emotion: "calm",
    intensity: 1,
    kind: "stimulus",
    terms: terms(
      "apaisant, apaisante, reposant, reposante, relaxant, relaxante, réconfortant, réconfortante",
    ),
  },
];
