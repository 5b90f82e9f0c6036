import type { LocalWording } from "./types";

const NNBSP = "\u202f";

/** French: « vous », as everywhere in Somnia; a narrow no-break space before ? ; ! and inside « ». */
export const FRENCH_WORDING: LocalWording = {
  locale: "fr",
  quotes: [`«${NNBSP}`, `${NNBSP}»`],
  images: {
    many: [
      (images) => `Ce rêve réunit ${images}.`,
      (images) => `Les images qui se détachent de ce rêve sont ${images}.`,
      (images) => `Plusieurs images bien connues des rêves apparaissent ici${NNBSP}: ${images}.`,
    ],
    one: [
      (image) => `Au cœur de ce rêve, il y a ${image}.`,
      (image) => `Une image bien connue des rêves se détache ici${NNBSP}: ${image}.`,
    ],
    none: `Ce rêve ne contient aucun des symboles que je connais bien${NNBSP}; ce sont donc vos propres associations qui comptent le plus.`,
  },
  feelings: {
    mine: (names, count, quoted) =>
      count === 1
        ? `L’émotion que vous nommez est ${names}, comme dans ${quoted}.`
        : `Les émotions que vous nommez sont ${names}, comme dans ${quoted}.`,
    theirs: (felt, quoted) =>
      `Vous ne nommez pas vos propres émotions, mais un autre personnage du rêve ressent ${felt} (${quoted}).`,
    none: `Vous ne nommez pas d’émotion directement${NNBSP}: ce sont les images elles-mêmes qui portent l’atmosphère du rêve.`,
  },
  untitled: (start) => `Rêve\u00a0: ${start}`,
  emotions: {
    fear: { the: "la peur", felt: "de la peur" },
    worry: { the: "l’inquiétude", felt: "de l’inquiétude" },
    embarrassment: { the: "la gêne", felt: "de la gêne" },
    surprise: { the: "la surprise", felt: "de la surprise" },
    confusion: { the: "la confusion", felt: "de la confusion" },
    joy: { the: "la joie", felt: "de la joie" },
    relief: { the: "le soulagement", felt: "du soulagement" },
    love: { the: "l’amour", felt: "de l’amour" },
    anger: { the: "la colère", felt: "de la colère" },
    annoyance: { the: "l’agacement", felt: "de l’agacement" },
    sadness: { the: "la tristesse", felt: "de la tristesse" },
    disappointment: { the: "la déception", felt: "de la déception" },
    regret: { the: "le regret", felt: "du regret" },
    shame: { the: "la honte", felt: "de la honte" },
    awe: { the: "l’émerveillement", felt: "de l’émerveillement" },
    calm: { the: "le calme", felt: "du calme" },
  },
  questions: {
    image: (image) => `Qu’est-ce que ${image} de ce rêve évoque pour vous en ce moment${NNBSP}?`,
    felt: [
      (felt) => `Dans votre vie éveillée, quand avez-vous ressenti ${felt} pour la dernière fois${NNBSP}?`,
      (felt) => `Ces derniers jours, y a-t-il eu un moment où vous avez ressenti ${felt}${NNBSP}?`,
      (felt) => `Dans quelles situations de votre quotidien ressentez-vous ${felt}${NNBSP}?`,
    ],
  },
  reading: {
    thisDream: "ce rêve",
    scene: [
      (dream, date, images) => `${dream} (${date}) réunit ${images}.`,
      (dream, date, images) => `Dans ${dream}, daté du ${date}, on retrouve ${images}.`,
      (dream, date, images) => `Les images de ${dream} (${date}) sont ${images}.`,
    ],
    bare: [
      (dream, date) =>
        `${dream} (${date}) ne contient aucune des images que recense le dictionnaire des rêves\u00a0: c’est ce qui s’y passe qui compte.`,
      (dream, date) =>
        `Dans ${dream}, daté du ${date}, aucune des images habituelles des rêves n’apparaît${NNBSP}; vos propres mots mènent donc la lecture.`,
    ],
    felt: [
      (the, _felt, quoted) => `Vous y nommez ${the}\u00a0: ${quoted}.`,
      (the, _felt, quoted) => `Ce que vous ressentiez y est dit clairement, ${the}\u00a0: ${quoted}.`,
    ],
    theirs: [
      (felt, quoted) =>
        `Vous n’y nommez pas vos propres émotions, mais un autre personnage ressent ${felt}\u00a0: ${quoted}.`,
    ],
    lucid: [
      "C’était un rêve lucide\u00a0: à un moment, vous saviez que vous rêviez, et ce savoir change ce que le rêve peut vous dire.",
      "Ce rêve était lucide\u00a0: vous saviez que vous rêviez, et ce que vous avez fait de ce moment compte autant que les images.",
    ],
    nightmare: [
      "C’était un cauchemar\u00a0: la peur y tient la première place, et ce que vous avez fait face à elle mérite qu’on s’y arrête.",
      `Ce rêve était un cauchemar${NNBSP}; la peur qu’il laisse est une information, pas un présage.`,
    ],
    answered: [
      (answer) => `À l’une des questions, vous avez répondu ${answer}.`,
      (answer) => `Vous l’avez dit vous-même\u00a0: ${answer}.`,
      (answer) => `Vous avez aussi confié ${answer}.`,
    ],
    unanswered: [
      `Vous n’avez pas répondu aux questions de l’analyse${NNBSP}; vos propres associations restent pourtant la meilleure clé de ce rêve.`,
      "Sans réponse aux questions, c’est ce que ce rêve vous évoque à vous qui compte le plus.",
    ],
    sign: (image, earlier, since) =>
      `${image} revient dans votre journal\u00a0: ${earlier === 1 ? "un rêve précédent" : `${earlier} rêves précédents`}${since ? ` depuis le ${since}` : ""}.`,
    related: (title, date, images) => `Ce rêve rejoint ${title} (${date}), qui partageait déjà ${images}.`,
    closing: [
      (felt) =>
        felt
          ? `Dans les jours qui viennent, vous pourriez noter les moments où vous ressentez de nouveau ${felt}, et ce qui les déclenche.`
          : "Dans les jours qui viennent, vous pourriez noter ce que ces images vous évoquent quand elles vous reviennent.",
      (felt) =>
        felt
          ? `Cette semaine, observez les situations qui réveillent ${felt}\u00a0: elles en disent souvent plus long que le rêve lui-même.`
          : "Cette semaine, notez ce qui vous rappelle ce rêve\u00a0: c’est souvent là que son sens se précise.",
    ],
  },
};
