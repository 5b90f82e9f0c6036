import { terms } from "../../../../domain/symbols/terms";
import type { LocalFeelings } from "../types";

/** French words and idioms of fear, worry, embarrassment, shame and regret (../types.ts). */
export const FRENCH_APPREHENSION: LocalFeelings[] = [
  {
    emotion: "fear",
    intensity: 3,
    terms: terms(`
      terrifi*, terroris*, épouvant*, horrifi*, pétrifié, pétrifiée, petrifie*, mort de peur, morte de peur,
      morts de peur, peur bleue, crevé de peur, crevais de peur, mort de trouille, morte de trouille,
      glacé d effroi, glacée d effroi, effroi, panique, paniqu*, affolé, affolée, affolement, terreur,
      pire peur, peur de ma vie, peur panique, chier dans mon froc, fait dans mon froc,
      sang .. glacé, sang ne faisait qu un tour, sang n a fait qu un tour
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    terms: terms(`
      peur, peurs, effray*, apeuré, apeurée, apeure*, craintif, craintive, crainte, craignais, craignait,
      trouille, frousse, pétoche, petoche, chocottes, les jetons, flipp*, avoir la chienne, avais la chienne,
      eu la chienne, la chienne de ma vie, angoiss*, anxieux, anxieuse, anxiété, anxiete,
      horreur, horrifiée, frayeur, frayeurs, effrayée, trembl* de peur, redoutais, redoutait, claquais des
      dents,
      avais les boules, j avais les boules, la boule au ventre, boule au ventre, une boule dans le ventre,
      les foies, froid dans le dos, peur panique, n étais pas rassuré, n étais pas rassurée
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "stimulus",
    terms: terms(`
      effrayant, effrayante, effrayants, terrifiant*, flippant*, angoissant*, épouvantable,
      cauchemardesque, glauque, glauques, creepy, lugubre, sinistre, menaçant, menaçante,
      inquiétant, inquiétante, inquietant*, terrorisant*, stressant*, épeurant*, epeurant*, épeuré, épeurée
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "sign",
    terms: terms(`
      cœur battant, coeur battant, cœur .. battait, coeur .. battait, cœur .. cognait, coeur .. cognait,
      cœur .. chamade, coeur .. chamade, tremblais, tremblait, tremblant, tremblante, tremblants, en sueur,
      sueurs froides, sueur froide, trempé de sueur, transpirais,
      figé, figée, paralysé de, paralysée de, souffle coupé, le souffle court, jambes en coton,
      jambes tremblaient, gorge nouée, mains moites, poils hérissés, claquer des dents, retenais mon souffle
    `),
  },
  {
    emotion: "worry",
    intensity: 2,
    terms: terms(`
      inquiet*, inquièt*, soucieux, soucieuse, souci, soucis, préoccupé, préoccupée, preoccupe*,
      stress, stressé, stressée, stresse*, stressais, nerveux, nerveuse, nervosité, étais tendu, étais tendue,
      mal à l aise, mal a l aise, malaise, anxieusement, j m en faisais, m en faisais, je m en faisais,
      sur les nerfs, sur le qui vive, à cran, a cran, n étais pas tranquille, n étais pas serein,
      tracass*, appréhension, apprehension, appréhendais, pressentiment, mauvais pressentiment,
      en panique, le trac, avais le trac, rongé, rongée, dans tous mes états,
      dans tous ses états, sur les dents
    `),
  },
  {
    emotion: "embarrassment",
    intensity: 2,
    terms: terms(`
      =gêné, =gênée, =gene, =genee, =gênés, =gênées, embarrass*, =rougi, =rougis, =rougissais, =rougissait,
      rouge de honte, mal pris, malaisant, =gênant, =gênante, genant*, intimidé, intimidée, timide,
      ridicule, me sentais ridicule, humilié, humiliée, humili*, la honte, quelle honte, la hchouma, hchouma,
      n étais pas à l aise, trop la honte, ridiculisé, ridiculisée
    `),
  },
  {
    emotion: "shame",
    intensity: 2,
    terms: terms(`
      honte, honteux, honteuse, coupable, culpabilité, culpabilite, culpabilis*, me sentais sale,
      ma faute, de ma faute, m en voulais, j m en voulais, j ai honte, avais honte, remords
    `),
  },
  {
    emotion: "regret",
    intensity: 2,
    terms: terms(`
      regret, regrets, regrett*, aurais dû, aurais du, j aurais voulu, repentir, si seulement
    `),
  },
];
