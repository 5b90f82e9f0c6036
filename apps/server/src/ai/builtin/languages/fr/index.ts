import { SYMBOLS_IN } from "../../../../domain/symbols/in-languages";
import { terms } from "../../../../domain/symbols/terms";
import type { LanguageRules } from "../types";
import { FRENCH_FEELINGS } from "./feelings";

/** French (France, Québec, Belgium, Switzerland): how Somnia's analyst reads a dream (../types.ts). */
export const FRENCH: LanguageRules = {
  language: "fr",
  stemmer: "french",
  feelings: FRENCH_FEELINGS,
  symbols: SYMBOLS_IN.fr,
  cues: {
    negation: terms(
      "au lieu d, au lieu de, =n, =ne, pas, jamais, sans, aucun, aucune, rien, =ni, guère, =pu",
    ),
    negationUndone: terms("aussi, autant, tellement, =tant, de ma vie"),
    hypothetical: terms(`
      si je, si j, si on, si tu, s il, s ils, si elle, si elles, si quelqu, si jamais, comme si, au cas où,
      aurais, aurait, aurions, auraient, serais, serait, serions, seraient, pourrais, pourrait, voudrais,
      voudrait, espérais, espérait, espère, espérant, imaginais, imaginait, imagine, faisais semblant,
      faisait semblant, fait semblant, peut être, de peur que, de peur d, de crainte que, risquait, risquais,
      prêt à, allait, allais
    `),
    dreamer: terms("=je, =j, =me, =m, =moi, =mon, =ma, =mes, =nous, =notre, =nos, =on, =moi même"),
    others: terms(`
      =il, =elle, =ils, =elles, =lui, =leur, =leurs, =sa, =son, =ses, =eux, =celui, =celle, mère, maman,
      père, papa, parents, frère, sœur, soeur, cousin, cousine, ami, amie, amis, pote, potes, copain, copine,
      chum, blonde, homme, femme, gars, mec, meuf, type, fille, garçon, fils, enfant, enfants, bébé,
      mari, épouse, grand mère, grand père, mamie, papi, prof, professeur, patron, patronne, collègue,
      chef, voisin, voisine, inconnu, inconnue, dame, monsieur, tout le monde, les gens, personne,
      chien, chienne, chat, chatte, cheval, oncle, tante, tata, tonton, bonhomme, policier, médecin
    `),
    waking: terms(`
      réveillé, réveillée, réveillés, reveille*, réveil en sursaut, dès mon réveil, me réveiller,
      me suis réveillé, me suis réveillée, en me réveillant, au réveil, réveillant, à mon réveil, ouvert les
      yeux, en ouvrant les yeux,
      en sursaut, sorti du rêve, sortie du rêve, une fois réveillé, une fois réveillée
    `),
    threats: terms(`
      poursuiv*, poursuite, pourchass*, monstre, monstres, cacher, cachais, cachait, caché, cachée, attaqu*,
      fuir, fuyais, fuyait, fuite, enfui, courir, courais, couru, tuer, tueur, meurtrier, assassin, arme,
      couteau, fusil, pistolet, sang, agress*, démon, fantôme, esprit, ombre, silhouette, loup, serpent,
      araignée, requin, noyer, noyais, tomber, tombais, chute, vide, précipice, feu, incendie, flammes,
      mourir, mort, zombie, zombies, vampire, intrus, cambrioleur, voleur, danger, dangereux, menace,
      menaçait, crier, hurler, coincé, coincée, piégé, piégée, enfermé, enfermée, paralysé, paralysée,
      tsunami, vague géante, ours, chasser, traqué, traquée, suivait, suivi, derrière moi, noir, obscurité
    `),
    clauseBreaks: terms(`
      mais, parce, car, quand, lorsque, alors, puis, ensuite, pourtant, cependant, pendant que, tandis que,
      =et, =or, =donc, sauf que, même si, bien que, jusqu à ce que
    `),
    notFeelings: terms(`
      joyeux anniversaire, joyeux noël, bonne humeur de, film d horreur, films d horreur, surprise party,
      en sursaut, rire aux larmes, riait aux larmes, ri aux larmes, t inquiète, ne t inquiète, fête surprise,
      faire une surprise, une surprise pour, à peine, faire l amour, fait l amour,
      faisait l amour, faisions l amour, pomme d amour, pleuvait des cordes, rire jaune, ça ne me fait pas
      rire,
      sans peur, calme plat, ravi de vous, heureux anniversaire, bonne fête, mort de rire, morte de rire,
      la joie de vivre, fier de lui, pleurer pour, l ennui, la colère de dieu, peau de chagrin
    `),
  },
};
