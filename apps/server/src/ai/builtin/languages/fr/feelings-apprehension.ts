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
      trouille, frousse, pétoche, petoche, chocottes, les jetons, flipp*, avoir la chienne, avais .. la
      chienne, avait .. la chienne, eu .. la chienne, la chienne de ma vie, pogné la chienne, la peur au ventre,
      tremblais comme une feuille, tremblait comme une feuille, jambes qui tremblaient, mains qui tremblaient, voix qui tremblait, genoux qui tremblaient,
      jambes qui flageolaient, la chair de poule, chair de poule, glacé le sang, glaçait le sang, mort
      d inquiétude, morte d inquiétude, mort d angoisse, morte d angoisse, morts d inquiétude, pas rassuré du tout, rigolait nerveusement, riais nerveusement, riait nerveusement, ri nerveusement,
      rire nerveux, rires nerveux, les miquettes, la frousse de ma vie, avais peur, j avais peur, eu peur, ai peur, angoiss*, anxieux, anxieuse, anxiété, anxiete,
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
      cauchemardesque, glauque, glauques, creepy,
      inquiétant, inquiétante, inquietant*, terrorisant*, stressant*, épeurant*, epeurant*, épeuré, épeurée
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "sign",
    terms: terms(`
      cœur battant, coeur battant, cœur .. battait, coeur .. battait, cœur .. cognait, coeur .. cognait,
      cœur .. chamade, coeur .. chamade, tremblais de tout mon corps, =tremblais, =tremblait, =tremblant, =tremblante, =tremblants, en sueur,
      sueurs froides, sueur froide, trempé de sueur, trempée de sueur, en nage, transpirais,
      figé, figée, paralysé de, paralysée de, souffle coupé, le souffle court, jambes en coton,
      jambes tremblaient, gorge nouée, mains moites, poils hérissés, claquer des dents, retenais mon souffle
    `),
  },
  {
    emotion: "worry",
    intensity: 2,
    terms: terms(`
      psychot*, mauvais sang, un sang d encre, méfiant, méfiante, sur mes gardes, sur ses gardes, tout secoué,
      toute secouée, encore secoué, encore secouée, inquiet*, inquièt*, soucieux, soucieuse, souci, soucis, préoccupé, préoccupée, preoccupe*,
      stress, stressé, stressée, stresse*, stressais, nerveux, nerveuse, nervosité, étais tendu, étais tendue,
      mal à l aise, mal a l aise, malaise, anxieusement, j m en faisais, m en faisais, je m en faisais,
      sur les nerfs, sur le qui vive, à cran, a cran, n étais pas tranquille, n étais pas serein,
      tracass*, appréhension, apprehension, appréhendais, pressentiment, mauvais pressentiment,
      en panique, le trac, avais le trac, =trac, rongé par, rongée par, dans tous mes états, stressé au max,
      la boule au ventre, pas dans mon assiette, en sursaut, réveillé en criant, réveillée en criant, réveillé
      en hurlant, réveillée en hurlant, me suis réveillé en criant, cœur à cent à l heure, coeur à cent à l
      heure, le cœur à cent, le coeur à cent, l estomac noué, ventre noué, sur les charbons ardents,
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
      n étais pas à l aise, trop la honte, ridiculisé, ridiculisée, rouge comme une tomate, rouge comme un
      coquelicot, rouge comme une pivoine, piqué un fard, piquais un fard, me sentais bête, senti bête, sentie
      bête, me sentais con, me sentais conne, me sentais idiot, me sentais idiote, senti idiot, sentie idiote,
      voulais disparaître sous terre, rentrer sous terre, six pieds sous terre, mal à l aise, malaisé, malaisée,
      pas à ma place, mort de honte, morte de honte
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
