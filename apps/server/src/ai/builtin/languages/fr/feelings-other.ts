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
      en beau fusil, en beau maudit, en beau calvaire, en beau joual vert, en beau diable, =étais en maudit,
      =était en maudit, =étais en tabarnak, =était en tabarnak, =étais en crisse, =était en crisse, =étais en
      câlisse, =était en câlisse, en maudit contre, en crisse contre, en tabarnak contre, fâché noir, fâchée
      noire, la moutarde m est montée au nez, la moutarde me montait au nez, moutarde .. monter au nez,
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
      engueulé, engueulais, =gueulais, =gueulait, =gueulé, =gueuler, criais de colère,
      en avais marre, avais la haine, la haine, les boules de, =dégoûté, =dégoûtée, =dégoûtés, =dégoûtées,
      =degoute, =degoutee, =degoutes, =dégoût, écœuré, écœurée, ecoeure*, répugné, répugnée, révulsé, révulsée, jaloux, jalouse,
      jalousie, jalousais, =boudais, =boudait, =boudé, =bouder, boudeur, boudeuse, en furie, ulcérée,
      remonté contre, remontée contre, en voulais à, en voulais au, en voulais aux, j en voulais à, m a mis
      hors de moi, grinçais des dents, serrais les poings, les poings serrés, outré, outrée, offusqué, offusquée
    `),
  },
  {
    emotion: "annoyance",
    intensity: 1,
    terms: terms(`
      horripil*, excédé, excédée, à bout de nerfs, j en pouvais plus, en boule, furibond, furibonde,
      agacé, agacée, agace*, agacement, contrarié, contrariée, contrarie*, vexé, vexée, vexe*, saoulé, soûlé,
      saoulée, soulé, gavé, gavée, ça me gonflait, tanné, tannée, achalé, achalée, embêté, embêtée,
      =ennuyé, =ennuyée, marre, ras le bol, ras le bonnet, râlais, ralais, en avais ma claque,
      impatient, impatiente, impatience, ça m énervait, ça me saoulait, exaspérant, soûlant, saoulant,
      relou, =gossant, ça me gossait, le seum, seum, avais le seum
    `),
  },
  {
    emotion: "sadness",
    intensity: 3,
    terms: terms(`
      étais effondré, étais effondrée, me sentais effondré, me sentais effondrée, étais anéanti, étais
      anéantie, me sentais anéanti, me sentais anéantie, étais dévasté, étais dévastée, me sentais dévasté,
      me sentais dévastée, étais détruit, étais détruite, me sentais détruit, me sentais détruite, =désespéré,
      =désespérée, desespere, desesperee, désespoir, desespoir, le cœur brisé, le coeur brisé, cœur brisé, coeur brisé, brisé le cœur,
      inconsolable, sanglot*, pleurais toutes les larmes, fondu en larmes, fondais en larmes, effondré en
      larmes,
      chagrin immense, mort dans l âme, en miettes, pleurais à chaudes larmes, pleurais comme une madeleine,
      pleuré comme une madeleine, pleurer comme une madeleine, pleurait comme une madeleine
    `),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      bouleversé, bouleversée, bouleversés, me sentais vide, me sentais isolé, me sentais isolée, esseulé,
      esseulée, spleen, moral à plat, triste, tristes, tristesse, chagrin, de la peine, eu de la peine, =peiné, =peinée, pleur*, larme, larmes,
      en larmes, malheureux, malheureuse, déprim*, deprim*, le cafard, avais le cafard, le bourdon,
      le moral à zéro, le moral dans les chaussettes, mélancolie, melancolie, mélancolique, nostalgie,
      nostalgique, abattu, abattue, le cœur gros, le coeur gros, cœur lourd, coeur lourd, la gorge serrée,
      gorge nouée, chialais, chialé, chialer, braillais, braillé, brailler, me sentais seul, me sentais seule, sentais .. seul, sentais .. seule, senti .. seul, sentie .. seule,
      sentais si seul, sentais si seule, solitude, deuil, endeuillé, en deuil, mal au cœur,
      le blues, démoralisé, démoralisée, découragé, découragée, decourage*, accablé, accablée, nœud dans la
      gorge, noeud dans la gorge, boule dans la gorge, nœud à la gorge, pincement au cœur, pincement au coeur,
      me =manque, me =manquait, me =manquaient, me =manquent, me =manquera, m =ennuyais d, m =ennuyais de,
      m =ennuie d, m =ennuie de, m =ennuyais tellement, le mal du pays, mal du pays, m a fait de la peine, me
      faisait de la peine, j avais de la peine, avais de la peine, avais le cœur serré, le cœur serré, le coeur
      serré, cœur en miettes, ça m a fendu le cœur, fendait le cœur, le moral dans les talons, seul au monde,
      seule au monde, yeux mouillés, joues mouillées, yeux humides, les yeux pleins d eau, yeux rougis,
      moment de cafard, coup de cafard, fichu le cafard, fichu un de ces cafards, fiche le cafard, foutu le
      cafard, filé le cafard, me sentais abandonné, me sentais abandonnée, me sentais délaissé, me sentais
      délaissée, orphelin de, nostalgie de, j avais le motton,
      avais le motton, le motton
    `),
  },
  {
    emotion: "sadness",
    intensity: 1,
    kind: "stimulus",
    terms: terms("triste à mourir, déprimant, déprimante, navrant, navrante, =poignant, =poignante"),
  },
  {
    emotion: "disappointment",
    intensity: 2,
    terms: terms(`
      déçu, déçue, déçus, decu, decue, déception, deception, désappointé, désappointée,
      trop dég,
      j étais deg, désillusion, désenchanté, désenchantée, dépité, dépitée
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
      surpris, surprise, =étonné, =étonnée, =étonnés, =etonne, =etonnee, étonnée, etonne*, étonnement, etonnement, stupéfait, stupéfaite, stupefait*,
      stupéfaction, abasourdi, abasourdie, sidéré, sidérée, sidere*, choqué, choquée, choque*, sous le choc,
      bouche bée, bouche bee, croyais pas mes yeux, n en revenais pas,
      en revenais pas, estomaqué, estomaquée, scié, sciée, sur le cul, tombé des nues, tombée des nues,
      à ma grande surprise, a ma grande surprise, interloqué, interloquée, déconcerté, déconcertée, ébahi,
      ébahie, ahuri, ahurie, bluffé, bluffée, j hallucinais, j hallucine, je croyais rêver, incrédule,
      incrédules, ça m a fait drôle, ça me faisait drôle, m a fait tout drôle, drôle d impression,
      drôle de sensation, drôle de sentiment, tout drôle, toute drôle, n en croyais pas mes yeux, je n en reviens pas, en reviens toujours pas, les
      yeux ronds, ébaubi, ébaubie, sans voix devant, stupéfié, stupéfiée,
      tombé de haut, tombée de haut, tombé sur le cul, tombée sur le cul, choc de ma vie
    `),
  },
  {
    emotion: "surprise",
    intensity: 1,
    kind: "stimulus",
    terms: terms("surprenant, surprenante, étonnant, étonnante, etonnant*, choquant, choquante"),
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
      confus, confuse, confusion, intrigué, intriguée, dubitatif, dubitative, chamboulé, chamboulée, perplexe, perplexité, déboussolé, déboussolée, debousso*, désorienté,
      désorientée, desoriente*, =paumé, =paumée, =paumés, largué, larguée, me sentais perdu, me sentais perdue,
      sentie perdue, senti perdu, me sentais complètement perdu, me sentais complètement perdue, j y comprenais rien, y comprenais rien, pigeais rien,
      captais rien, savais plus où j en étais, ne savais plus où donner de la tête, tout mêlé, j étais embrouillé, j étais embrouillée, dans le cirage, hébété, hébétée, dérouté, déroutée, perturbé,
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
      c était bizarre, c était étrange, c était chelou, trop chelou, c était zarbi, c est bizarre, c est étrange,
      était bizarre, était étrange, trop bizarre, très bizarre, très étrange, déroutant, déroutante,
      incompréhensible, inexplicable, surréaliste, irréel, irréelle, mystérieux, mystérieuse
    `),
  },
];
