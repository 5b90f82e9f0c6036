import { SYMBOLS_IN } from "../../../../domain/symbols/in-languages";
import { terms } from "../../../../domain/symbols/terms";
import { leadingTo } from "../feelings";
import type { LanguageRules } from "../types";
import { FRENCH_FEELINGS } from "./feelings";
import { FRENCH_SCENE } from "./not-symbols";

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
      prêt à, allait, allais, aurais pu, aurait pu, aurais été, aurait été, aurais eu, aurait eu, aurais
      sûrement, en vrai j aurais, j aurais, sinon, à sa place, à ma place, rêvais d être, voulais être, voulais
      juste, souhaitais, souhaitait, priais pour, pourvu que, me demandait si, me demandaient si, demandait
      si, demandé si, soi disant, censé, censée, devrais, devrait, faudrait
    `),
    dreamer: terms(`
      =je, =j, =me, =m, =moi, =mon, =ma, =mes, =nous, =notre, =nos, =on, =moi même, =jetais, =jai, =javais,
      =jsuis, =chui, =chuis, =jme, =jmen, =jlui, =jle, =jla, =jpeux, =jsavais, =jcomprenais,
      =nous *ons, =nous *ions, =nous =sommes, =nous =étions, =me =suis, =m =étais, =me =sentais, =me =sens
    `),
    we: terms("=on, =nous"),
    // The dreamer as object: "me" alone says who felt only just before the feeling's words (../types.ts).
    dreamerObject: [
      ...terms("=me, =m, =moi, =nous, =m =a, =m =avait, =m =ont, =m =avaient"),
      ...leadingTo(
        terms(`
      =me =faisait, =me =fait, =m =a =fait, =m =avait =fait, =me =donnait, =me =donne, =m =a =donné,
      =me =rendait, =me =rend, =m =a =rendu, =m =a =rendue, =me =mettait, =me =met, =m =a =mis,
      =m =a =mise, =me =prenait, =m =a =pris, =m =a =prise, =m =envahissait, =m =a =envahi
        `),
      ),
    ],
    others: terms(`
      =il, =elle, =ils, =elles, =lui, =leur, =leurs, =sa, =son, =ses, =eux, =celui, =celle, mère, maman,
      père, papa, parents, frère, sœur, soeur, cousin, cousine, ami, amie, amis, pote, potes, copain, copine,
      chum, blonde, homme, femme, =gars, mec, meuf, type, fille, garçon, fils, enfant, enfants, bébé,
      mari, épouse, grand mère, grand père, mamie, papi, prof, professeur, patron, patronne, collègue,
      chef, voisin, voisine, inconnu, inconnue, dame, monsieur, tout le monde, les gens, personne,
      =chien, =chiens, chat, chatte, cheval, oncle, tante, tata, tonton, bonhomme, policier, médecin,
      chéri, chérie, conjoint, conjointe, fiancé, fiancée, copains, copines, coloc, colocataire, daronne,
      daron, darons, les petits, la petite, le petit, jumeaux, jumelles,
      élève, élèves, étudiant, étudiante, camarade, camarades, client, cliente, clients, serveur, serveuse,
      vendeur, vendeuse, caissier, caissière, infirmier, infirmière, docteur, dentiste, légiste, gendarme,
      gendarmes, policière, policiers, soldat, soldats, pompier, pompiers, gardien, gardienne, vigile, garde,
      chauffeur, conductrice, conducteur, passager, passagère, passagers, pilote, guide, directeur,
      directrice, maîtresse, maître, instit, entraîneur, coach, arbitre, foule, public, touriste, touristes,
      famille, marié, mariée, nounou, bébés, fillette, garçons, filles, hommes, femmes, dames, messieurs,
      voisins, voisines, collègues, amies, cousins, cousines, frères, sœurs, soeurs, neveu, nièce, parrain,
      marraine, belle mère, beau père, beau frère, belle sœur, reine, roi, prince, princesse, sorcière,
      boss, boulanger, boulangère, fermier, fermière, curé, prêtre, réceptionniste, hôtesse, =mec, =meuf, =air,
      =keum, =pote, =ex, crush, copain d, la dame, le monsieur, les autres, quelqu un
    `),
    waking: terms(`
      =réveillé, =réveillée, =réveillés, =réveillées, =reveille, =reveillee, me =réveille, me =réveillais,
      je me =reveille, réveil en sursaut, dès mon réveil, me =réveiller, me =reveiller, me suis =réveillé, me
      suis =réveillée, en me =réveillant, en me =reveillant, au =réveil, au =reveil, à mon =réveil, a mon
      =reveil, une fois =debout, ouvert les yeux, en ouvrant les yeux, quand j ai émergé, en émergeant,
      réveil à, réveil vers, réveil avec, puis réveil, et réveil, réveil immédiat, réveil brutal, réveil en larmes, réveil en pleurs, réveil en panique, réveil difficile,
      toute la journée après, toute la matinée, depuis ce matin, le lendemain matin en vrai, au lever, en me
      levant,
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
    ...FRENCH_SCENE,
    notSymbols: terms(`
      comme =un *, comme =une *, comme =des *, comme =un * *, comme =une * *, comme si =un *, comme si =une *,
      comme dans =un *, comme dans =une *, comme au =cinéma, comme à la =télé, de la taille d =un *, de la
      taille d =une *, grand comme =un *, grande comme =une *, gros comme =un *, grosse comme =une *, haut comme
      =un *, haute comme =une *, on aurait dit =un *, on aurait dit =une *, ressemblait à =un *, ressemblait à
      =une *, ressemblaient à des *, tel =un *, telle =une *, pareil à =un *, en forme de *, genre =un *, digne
      d =un *, façon *, à la manière d =un *, comme *, comme au *, comme à la *, comme à l *, comme d =un *,
      comme d =une *, comme dans du *, comme dans de l *, comme dans de la *
    `),
    notFeelings: terms(`
      joyeux anniversaire, joyeux noël, bonne humeur de, film d horreur, films d horreur, surprise party, pochette surprise,
      t inquiète, ne t inquiète, fête surprise,
      faire une surprise, une surprise pour, s est .. embrouillé, s est .. embrouillée, s embrouillait, rire
      sadique, rire diabolique, rire horrible, rire démoniaque, rire mauvais, ricanait, à peine, faire l amour, fait l amour,
      faisait l amour, faisions l amour, pomme d amour, pleuvait des cordes, rire jaune, ça ne me fait pas
      rire,
      sans peur, calme plat, ravi de vous, heureux anniversaire, bonne fête,
      la joie de vivre, fier de lui, pleurer pour, l ennui, la colère de dieu, peau de chagrin, mon amour, mon petit amour, avec
      plaisir, faire plaisir, fait plaisir, lui faire plaisir, rage de dents, fait un malaise, faire un malaise,
      système nerveux, se contentait, me contentais, se contenter, me contenter, abattu par, abattue par, a
      abattu, été abattu, larmes de crocodile, pas de souci, pas de soucis
    `),
  },
};
