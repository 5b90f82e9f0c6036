import type { LocalReading } from "./types";

/** A no-break space, before « : ». */
const NBSP = "\u00a0";
/** A narrow no-break space, before « ; ? ! ». */
const NNBSP = "\u202f";

/**
 * The strongest image of a dream shown in the dreamer's own words (French). No verb, adjective or
 * pronoun agrees with the image, which may be plural or feminine: it stands after a colon, after
 * « avec », « sur », « pour », « dans », or beside « cette image »; never after « de » or « à »,
 * which would have to contract with « le » or « les ». No sentence starts with the quotation.
 */
export const FRENCH_IMAGE_FRAMES: LocalReading["image"] = [
  (image, quoted) => `C’est dans vos propres mots que prend forme cette image, ${image}${NBSP}: ${quoted}.`,
  (image, quoted) => `Cette image, ${image}, vous la décrivez ainsi${NBSP}: ${quoted}.`,
  (image, quoted) =>
    `Parmi les images du rêve, une retient davantage l’attention, ${image}, dans cette phrase${NBSP}: ${quoted}.`,
  (image, quoted) =>
    `Voici comment vous racontez le moment où surgit cette image, ${image}${NBSP}: ${quoted}.`,
  (image, quoted) => `Avec ${image}, votre récit devient très concret${NBSP}: ${quoted}.`,
  (image, quoted) => `Relisez la phrase où apparaît cette image, ${image}${NBSP}: ${quoted}.`,
  (image, quoted) => `Pour ${image}, vous avez choisi ces mots-là${NBSP}: ${quoted}.`,
  (image, quoted) => `Autour de cette image, ${image}, il y a vos propres mots${NBSP}: ${quoted}.`,
  (image, quoted) => `En écrivant ${quoted}, vous donnez à cette image, ${image}, une forme bien à vous.`,
  (image, quoted) =>
    `Cette image, ${image}, ne vient pas seule${NBSP}: elle s’accompagne de votre phrase ${quoted}.`,
  (image, quoted) => `La scène se précise dès que vous évoquez ${image}${NBSP}: ${quoted}.`,
  (image, quoted) => `Sur ${image}, voici exactement ce que vous avez écrit${NBSP}: ${quoted}.`,
  (image, quoted) => `Le moment où surgit cette image, ${image}, tient en quelques mots${NBSP}: ${quoted}.`,
  (image, quoted) =>
    `Il vaut la peine de s’arrêter sur ${image} et sur les mots exacts que vous avez employés${NBSP}: ${quoted}.`,
  (image, quoted) =>
    `Pour retrouver ${image}, le plus simple est de relire vos propres mots${NBSP}: ${quoted}.`,
  (image, quoted) => `Votre récit situe cette image, ${image}, à un instant précis${NBSP}: ${quoted}.`,
  (image, quoted) => `Derrière cette image, ${image}, il y a une phrase bien à vous${NBSP}: ${quoted}.`,
  (image, quoted) => `C’est en ces termes que vous faites entrer ${image} dans le rêve${NBSP}: ${quoted}.`,
  (image, quoted) =>
    `Ce rêve vous a laissé une image nette, ${image}, et ces mots pour la dire${NBSP}: ${quoted}.`,
  (image, quoted) => `Au moment où apparaît cette image, ${image}, vous écrivez${NBSP}: ${quoted}.`,
  (image, quoted) => `On voit ${image} à travers vos propres mots${NBSP}: ${quoted}.`,
  (image, quoted) =>
    `Dans votre récit, une phrase donne toute sa place à cette image, ${image}${NBSP}: ${quoted}.`,
];

/** Where a dream ends, in its last words (French): said calmly, without reading the content. */
export const FRENCH_ENDING_FRAMES: LocalReading["ending"] = [
  (quoted) => `Le rêve s’arrête sur ${quoted}.`,
  (quoted) => `Votre souvenir s’interrompt sur ${quoted}, comme une scène laissée en suspens.`,
  (quoted) => `La dernière chose dont vous vous souvenez est ${quoted}.`,
  (quoted) => `Le récit se referme sur ${quoted}, sans que l’on sache ce qui vient ensuite.`,
  (quoted) => `Tout se termine, dans votre souvenir, par ${quoted}.`,
  (quoted) => `Le rêve vous laisse sur ${quoted}.`,
  (quoted) => `De la dernière scène, votre mémoire a gardé ceci${NBSP}: ${quoted}.`,
  (quoted) => `C’est sur ${quoted} que le rêve vous quitte.`,
  (quoted) => `Les derniers mots de votre récit sont ${quoted}.`,
  (quoted) => `Votre récit s’achève ainsi${NBSP}: ${quoted}.`,
  (quoted) => `Le fil du rêve se rompt après ${quoted}.`,
  (quoted) => `Le rêve se dissipe juste après ${quoted}.`,
  (quoted) => `Vous n’avez pas gardé la suite${NBSP}: votre souvenir s’arrête à ${quoted}.`,
  (quoted) => `Le rêve prend fin, pour ce que vous en gardez, sur ${quoted}.`,
  (quoted) => `Le dernier moment dont vous gardez la trace tient en ces mots${NBSP}: ${quoted}.`,
  (quoted) => `Le rêve se clôt sur ${quoted}, comme une phrase restée ouverte.`,
  (quoted) => `Au-delà de ${quoted}, votre mémoire ne garde rien.`,
  (quoted) => `Là où le rêve s’arrête, il reste ces mots${NBSP}: ${quoted}.`,
  (quoted) => `Votre récit prend fin sur ${quoted}, et la suite reste ouverte.`,
  (quoted) => `Le rêve s’achève sans conclusion nette, sur ${quoted}.`,
  (quoted) => `Pour vous, le rêve se termine avec ${quoted}.`,
  (quoted) => `La dernière scène dont vous vous souvenez se résume à ${quoted}.`,
  (quoted) => `C’est avec ${quoted} que se ferme votre récit.`,
  (quoted) => `Le récit s’interrompt là où vous écrivez ${quoted}.`,
];

/** The closing suggestion (French): with the dreamer's strongest feeling as what is felt, or without one. */
export const FRENCH_CLOSING_FRAMES: LocalReading["closing"] = [
  (felt) =>
    felt
      ? `Dans les jours qui viennent, vous pourriez noter les moments où vous ressentez de nouveau ${felt}, et ce qui les déclenche.`
      : "Dans les jours qui viennent, vous pourriez noter ce que ces images vous évoquent quand elles vous reviennent.",
  (felt) =>
    felt
      ? `Cette semaine, observez les situations qui réveillent ${felt}\u00a0: elles en disent souvent plus long que le rêve lui-même.`
      : "Cette semaine, notez ce qui vous rappelle ce rêve\u00a0: c’est souvent là que son sens se précise.",
  (felt) =>
    felt
      ? `Si vous ressentez ${felt} dans vos journées, notez simplement où vous étiez et avec qui\u00a0: ces détails relient souvent le rêve à votre vie.`
      : "Si une image de ce rêve vous revient dans la journée, notez simplement où vous étiez et avec qui\u00a0: ces détails relient souvent le rêve à votre vie.",
  (felt) =>
    felt
      ? `Une piste, si vous le souhaitez\u00a0: avant de dormir, repensez à un moment récent où vous avez ressenti ${felt}, et voyez s’il rejoint ce rêve.`
      : "Une piste, si vous le souhaitez\u00a0: avant de dormir, relisez ce rêve et voyez quelle image vous retient encore.",
  (felt) =>
    felt
      ? `Rien ne presse\u00a0: laissez ce rêve reposer quelques jours, puis demandez-vous ce qui, dans votre vie, vous fait ressentir ${felt} de la même manière.`
      : "Rien ne presse\u00a0: laissez ce rêve reposer quelques jours, puis relisez-le pour voir ce qui a changé dans votre regard.",
  (felt) =>
    felt
      ? `Écrire quelques lignes sur ce qui vous fait éprouver ${felt} ces temps-ci peut prolonger utilement ce rêve.`
      : "Écrire quelques lignes sur ce que ce rêve vous a laissé au réveil peut en prolonger utilement la lecture.",
  (felt) =>
    felt
      ? `Le prochain rêve dira peut-être autre chose${NNBSP}; d’ici là, prêtez attention aux moments où vous éprouvez ${felt}.`
      : `Le prochain rêve dira peut-être autre chose${NNBSP}; d’ici là, gardez un œil sur ce que celui-ci vous évoque.`,
  (felt) =>
    felt
      ? `Si vous en avez envie, racontez ce rêve à une personne de confiance et dites-lui ce qui vous fait ressentir ${felt} en ce moment.`
      : "Si vous en avez envie, racontez ce rêve à une personne de confiance\u00a0: le dire à voix haute fait souvent apparaître des liens nouveaux.",
  (felt) =>
    felt
      ? `Pourquoi ne pas noter dans votre journal, chaque fois que vous éprouvez ${felt}, ce qui s’est passé juste avant${NNBSP}? Un lien avec ce rêve pourrait apparaître.`
      : `Pourquoi ne pas garder ce rêve en tête quelques jours et noter ce qui, autour de vous, vient lui faire écho${NNBSP}?`,
  (felt) =>
    felt
      ? `À votre rythme, vous pourriez relire d’autres rêves où vous avez ressenti ${felt}\u00a0: ce qui se répète de l’un à l’autre est souvent le plus parlant.`
      : "À votre rythme, vous pourriez relire d’autres rêves de votre journal et voir ce que celui-ci partage avec eux.",
  (felt) =>
    felt
      ? `Au réveil, ces prochains matins, prenez un instant pour remarquer si vous ressentez encore ${felt}, et à quoi vous pensiez à ce moment-là.`
      : `Au réveil, ces prochains matins, prenez un instant pour noter les images qui vous restent de la nuit${NBSP}: elles pourraient faire écho à ce rêve.`,
  (felt) =>
    felt
      ? `Essayez, un jour de cette semaine, de repérer le moment où vous ressentez ${felt} le plus nettement, puis comparez-le avec ce rêve.`
      : `Essayez, un jour de cette semaine, de relire ce rêve à tête reposée${NBSP}: une image passée inaperçue pourrait alors prendre du relief.`,
  (felt) =>
    felt
      ? `Gardez ce rêve à portée de main${NBSP}: quand vous éprouverez de nouveau ${felt}, il pourra peut-être vous aider à comprendre ce qui se joue.`
      : `Gardez ce rêve à portée de main${NBSP}: s’il revient un jour sous une autre forme, relire les deux récits côte à côte pourrait beaucoup vous apprendre.`,
  (felt) =>
    felt
      ? `Petit exercice, si le cœur vous en dit${NBSP}: la prochaine fois que vous ressentez ${felt}, arrêtez-vous quelques secondes et voyez si ce rêve vous revient à l’esprit.`
      : `Petit exercice, si le cœur vous en dit${NBSP}: donnez un titre à ce rêve, puis voyez dans quelques jours s’il vous semble toujours juste.`,
];
