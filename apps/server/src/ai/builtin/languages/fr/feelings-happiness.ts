import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** French words and idioms of joy, relief, love and calm (../types.ts). */
export const FRENCH_HAPPINESS: LocalFeelings[] = [
  {
    emotion: "joy",
    intensity: 3,
    terms: terms(`
      pleur* de joie, pleur* de bonheur, larmes de bonheur, déçu en bien, déçue en bien, fou de joie, folle de
      joie, bleue de, =étais bleu d, =étais bleue d, =était bleu d, =était bleue d, fou de lui, folle de lui, aux anges, au septième ciel, au septieme ciel, aux oiseaux, euphori*,
      extatique, extase, exalté, exaltée, pleuré de joie, pleurais de joie, larmes de joie, sautais de joie,
      sauté de joie, sauter de joie, le plus beau jour de ma vie, trop heureux, trop heureuse, le bonheur
      total,
      =comblé, =comblée, ravi, ravie, ravis, ravies, surexcité, surexcitée, jubil*, aux anges, sur un nuage,
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
      enchanté, enchantée, =reconnaissant, =reconnaissante, gratitude, plein d espoir, pleine d espoir,
      espoir, optimiste, heureux comme un roi, c était le pied, trop le pied, trop content, trop contente,
      =ému, =émue, tellement touchée, tellement touché, très touché, très touchée, fou rire, rire aux éclats,
      satisfait, satisfaite, satisfaction, allégresse, gaieté, bonne humeur, de bonne humeur, émoustillé,
      =riais, =riait, =riions, =riaient, =rigole, =rigolent, =rit, =rient, =sourit, =sourient, =souris, =rigolais, =rigolait, =rigolions, =rigolaient, je =ris, on =rit, en
      riant, en rigolant, riait tellement, riais tellement, n arrêt* pas de rire, n arrêt* plus de rire,
      arrêt* pas de rire, un fou rire, des fous rires, rigolade, me
      marrais, se marrait, on se marrait, on se bidonnait, pliés de rire, pliée de rire, plié de rire, morte de
      rire, =souriais, =souriait, =souriant, =souriante, le sourire aux lèvres, sourire jusqu aux oreilles, me faisait
      rire, ça m a fait rire, trouvais ça drôle, trouvait ça drôle, trouvions ça drôle, trouvait ça marrant, trouvais ça marrant,
      m amusait, ça m amusait, amusé, amusée, hilare, =marrant, =marrante, =rigolo, =rigolote, =amusant,
      =amusante, =hilarant, =hilarante, rire aux larmes, riait aux larmes, ri aux larmes, riais aux larmes, envie de
      rire, avais le sourire, avais encore le sourire, ça m a fait du bien, m a fait du bien, c était drôle, trop drôle, tellement drôle, vraiment drôle, =heureuse, aux petits oiseaux, avais la banane, avais la pêche, avais la patate, le cœur léger, le coeur léger, me sentais léger, me sentais légère, senti léger, sentie
      légère, me sentais puissant, me sentais puissante, me sens puissant, me sens puissante, invincible, libre comme l air, au paradis, nageais dans le bonheur,
      profondément ému, profondément émue, =attendri, =attendrie, pleure de soulagement
    `),
  },
  {
    emotion: "joy",
    intensity: 1,
    kind: "stimulus",
    terms: terms(`
      génial, géniale, genial, c était super, génialissime, trop cool, agréable, merveilleux, merveilleuse,
      fantastique, formidable, excitant, excitante, le fun, c était malade, c était écoeurant, c était
      écœurant, c était trop beau, magnifique moment
    `),
  },
  {
    emotion: "relief",
    intensity: 2,
    terms: terms(`
      =libéré, =libérée, enjaillé, enjaillée, soulag*, pleur* de soulagement, larmes de soulagement, quel soulagement, =ouf, rassuré, rassurée, rassures, rassure, rassurés, enfin en sécurité, enfin à l abri,
      sain et sauf, saine et sauve, sains et saufs, respirer à nouveau, respirais enfin, respirer enfin,
      poids en moins, un poids de moins, Dieu merci, merci mon Dieu
    `),
  },
  {
    emotion: "love",
    intensity: 2,
    terms: terms(`
      amoureux, amoureuse, amour, en amour, tendresse, affection, affectueux, affectueuse, =adorais, =adorait,
      j =adorais, m aimait, je l aimais, béguin, le béguin, coup de foudre, craquais pour,
      craqué pour, attiré par, attirée par, attirance, passion, passionné, passionnée, =désir, =désirs, =désirais,
      le kiffais, la kiffais, kiffais grave, le cœur qui fond, le coeur qui fond, le cœur qui fondait, le coeur
      qui fondait, =fondu pour, =fondue pour, =fondais pour, papillons dans le ventre, gaga, =craquais pour,
      épris, éprise, sous le charme, en pâmoison, tombé amoureux, tombée amoureuse, tombé en amour, tombée en
      amour, j avais un kick, avais un kick sur, mon crush de
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
      =reposé, =reposée, bien reposé, bien reposée, me sentais protégé, me sentais protégée, me sentais en sécurité, chill, peinard, pénard, cool et détendu
    `),
  },
  {
    emotion: "calm",
    intensity: 1,
    kind: "stimulus",
    terms: terms(
      "apaisant, apaisante, =reposant, =reposante, relaxant, relaxante, réconfortant, réconfortante",
    ),
  },
];
