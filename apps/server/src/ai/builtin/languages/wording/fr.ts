import { FRENCH_CLOSING_FRAMES, FRENCH_ENDING_FRAMES, FRENCH_IMAGE_FRAMES } from "./fr-moments";
import type { LocalWording } from "./types";

const NNBSP = "\u202f";

/** How many earlier dreams: "un rêve précédent", "3 rêves précédents". */
const count = (earlier: number, one: string, many: string) => (earlier === 1 ? one : `${earlier} ${many}`);
/** When they began: the date of the only earlier dream, or of the first of them. */
const from = (earlier: number, since: string | null) =>
  since ? (earlier === 1 ? `, celui du ${since}` : `, le premier le ${since}`) : "";

/**
 * French: « vous », as everywhere in Somnia; a no-break space before :, a narrow one before ? ; !
 * and inside « ». An image (« les dents ») is never the subject of an agreeing verb.
 */
export const FRENCH_WORDING: LocalWording = {
  locale: "fr",
  quotes: [`«${NNBSP}`, `${NNBSP}»`],
  images: {
    many: [
      (images) => `Ce rêve réunit ${images}.`,
      (images) => `Les images qui se détachent de ce rêve sont ${images}.`,
      (images) => `Plusieurs images bien connues des rêves apparaissent ici\u00a0: ${images}.`,
    ],
    one: [
      (image) => `Au cœur de ce rêve, il y a ${image}.`,
      (image) => `Une image bien connue des rêves se détache ici\u00a0: ${image}.`,
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
    none: "Vous ne nommez pas d’émotion directement\u00a0: ce sont les images elles-mêmes qui portent l’atmosphère du rêve.",
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
    image: [
      (image) => `Qu’est-ce que cela vous évoque, en ce moment, de retrouver ${image} dans ce rêve${NNBSP}?`,
      (image) => `Qu’associez-vous spontanément avec ${image} de ce rêve${NNBSP}?`,
      (image) =>
        `Si vous deviez décrire ${image} de ce rêve à un proche, quels mots choisiriez-vous${NNBSP}?`,
      (image) => `Pourquoi, selon vous, votre rêve a-t-il choisi ${image} plutôt qu’une autre image${NNBSP}?`,
      (image) =>
        `En revoyant ${image} de ce rêve, quel souvenir ou quelle personne vous vient en premier${NNBSP}?`,
      (image) =>
        `Imaginez que cette image, ${image}, puisse vous parler\u00a0: que vous dirait-elle${NNBSP}?`,
      (image) =>
        `Quelle émotion accompagnait ${image} dans ce rêve, et vous est-elle familière dans la journée${NNBSP}?`,
      (image) => `Comment vous sentiez-vous devant ${image}, au moment du rêve${NNBSP}?`,
      (image) =>
        `Au premier plan ou plutôt à l’arrière-plan\u00a0: où situeriez-vous ${image} dans ce rêve, et qu’est-ce que cela vous dit${NNBSP}?`,
      (image) => `Quel lien feriez-vous entre ${image} de ce rêve et ce que vous vivez ces jours-ci${NNBSP}?`,
    ],
    felt: [
      (felt, quoted) =>
        `Vous avez écrit ${quoted}\u00a0: dans votre vie éveillée, quand avez-vous ressenti ${felt} de cette façon pour la dernière fois${NNBSP}?`,
      (felt, quoted) =>
        `${quoted}, écrivez-vous\u00a0: dans quelles situations de votre quotidien ressentez-vous ${felt}${NNBSP}?`,
      (felt, quoted) =>
        `Vos mots étaient ${quoted}\u00a0: ces derniers jours, y a-t-il eu un moment où vous avez ressenti ${felt}${NNBSP}?`,
      (felt, quoted) =>
        `Le rêve le dit en ces termes, ${quoted}\u00a0: quand vous ressentez ${felt} dans la journée, qui se trouve en général près de vous${NNBSP}?`,
      (felt, quoted) =>
        `Vous avez noté ${quoted}\u00a0: s’il vous arrive de ressentir ${felt} ces temps-ci, qu’est-ce que cela dit de ce que vous vivez${NNBSP}?`,
      (felt, quoted) =>
        `Ces mots du rêve, ${quoted}, vous rappellent-ils un moment récent de votre vie éveillée où vous avez ressenti ${felt}${NNBSP}?`,
    ],
    ending: [
      (quoted) => `Le rêve s’arrête sur ${quoted}\u00a0: que se serait-il passé ensuite, selon vous${NNBSP}?`,
      (quoted) => `Si vous pouviez écrire la suite après ${quoted}, comment finiriez-vous ce rêve${NNBSP}?`,
      (quoted) =>
        `Votre récit se termine par ${quoted}\u00a0: quelle impression cette fin vous laisse-t-elle${NNBSP}?`,
      (quoted) =>
        `Tout s’interrompt sur ${quoted}\u00a0: qu’est-ce qui, d’après vous, restait en suspens${NNBSP}?`,
      (quoted) =>
        `Après ${quoted}, le rêve ne dit plus rien\u00a0: qu’auriez-vous aimé voir arriver ensuite${NNBSP}?`,
    ],
  },
  reading: {
    thisDream: "ce rêve",
    scene: [
      (dream, date, images) => `${dream} (${date}) réunit ${images}.`,
      (dream, date, images) => `Dans ${dream}, daté du ${date}, on retrouve ${images}.`,
      (dream, date, images) => `Les images de ${dream} (${date}) sont ${images}.`,
      (dream, date, images) => `${dream}, noté le ${date}, met en scène ${images}.`,
      (dream, date, images) => `On croise ${images} dans ${dream}, que vous avez noté le ${date}.`,
    ],
    bare: [
      (dream, date) =>
        `${dream} (${date}) ne contient aucune des images que recense le Dictionnaire des rêves\u00a0: c’est ce qui s’y passe qui compte.`,
      (dream, date) =>
        `Dans ${dream}, daté du ${date}, aucune des images habituelles des rêves n’apparaît${NNBSP}; vos propres mots mènent donc la lecture.`,
      (dream, date) =>
        `Rien dans ${dream} (${date}) ne correspond aux images que l’on rencontre souvent en rêve${NNBSP}; c’est le fil de l’histoire qui peut vous guider.`,
      (dream, date) =>
        `Aucun symbole familier n’apparaît dans ${dream}, noté le ${date}\u00a0: son sens tient plutôt à ce que vous y vivez.`,
    ],
    felt: [
      (the, _felt, quoted) => `Vous y nommez ${the}\u00a0: ${quoted}.`,
      (the, _felt, quoted) => `Ce que vous ressentiez y est dit clairement, ${the}\u00a0: ${quoted}.`,
      (the, _felt, quoted) => `Vos propres mots y disent ${the}\u00a0: ${quoted}.`,
      (_the, felt, quoted) => `Vous y avez éprouvé ${felt}, comme le disent vos mots\u00a0: ${quoted}.`,
      (the, _felt, quoted) => `${quoted}\u00a0: c’est ainsi que vous décrivez ${the}.`,
    ],
    theirs: [
      (felt, quoted) =>
        `Vous n’y nommez pas vos propres émotions, mais un autre personnage ressent ${felt}\u00a0: ${quoted}.`,
      (felt, quoted) =>
        `Dans ce rêve, l’émotion nommée n’est pas la vôtre\u00a0: quelqu’un d’autre y ressent ${felt} (${quoted}).`,
      (felt, quoted) =>
        `Ce n’est pas vous mais un autre personnage qui éprouve ${felt} dans ce rêve\u00a0: ${quoted}${NNBSP}; il arrive qu’un tel personnage porte une part de ce que l’on ressent soi-même.`,
      (felt, quoted) =>
        `${quoted}\u00a0: c’est un autre personnage qui ressent ${felt}, et l’on peut se demander ce que vous éprouviez, vous, à ses côtés.`,
    ],
    image: FRENCH_IMAGE_FRAMES,
    ending: FRENCH_ENDING_FRAMES,
    lucid: [
      "C’était un rêve lucide\u00a0: à un moment, vous saviez que vous rêviez, et ce savoir change ce que le rêve peut vous dire.",
      "Ce rêve était lucide\u00a0: vous saviez que vous rêviez, et ce que vous avez fait de ce moment compte autant que les images.",
      "Vous étiez lucide dans ce rêve\u00a0: savoir que l’on rêve ouvre souvent une marge de liberté, et ce que vous en avez fait peut être parlant.",
      `À un certain moment, ce rêve est devenu lucide${NNBSP}; l’instant où vous avez compris que vous rêviez est peut-être le plus riche à explorer.`,
      "Dans ce rêve lucide, une part de vous savait qu’il s’agissait d’un rêve\u00a0: ce regard-là mérite autant d’attention que l’histoire elle-même.",
    ],
    nightmare: [
      "C’était un cauchemar\u00a0: la peur y tient la première place, et ce que vous avez fait face à elle mérite qu’on s’y arrête.",
      `Ce rêve était un cauchemar${NNBSP}; la peur qu’il laisse est une information, pas un présage.`,
      `Ce cauchemar a sans doute été pénible à vivre${NNBSP}; ce qu’il met en scène parle souvent d’une tension présente, sans rien annoncer de l’avenir.`,
      "Il s’agit d’un cauchemar, et il est normal qu’il laisse une trace au réveil\u00a0: il tient souvent davantage à ce que vous traversez qu’à ce qui vous attend.",
      `Comme beaucoup de cauchemars, celui-ci met la peur au premier plan${NNBSP}; regarder de près son moment le plus intense peut aider à l’alléger.`,
    ],
    answers: {
      one: [
        (answer) => `À l’une des questions, vous avez répondu ${answer}.`,
        (answer) => `Vous l’avez dit vous-même\u00a0: ${answer}.`,
        (answer) => `Vous avez aussi confié ${answer}.`,
        (answer) => `Votre réponse tient en ces mots\u00a0: ${answer}.`,
        (answer) => `À une question de l’analyste, vous avez écrit ${answer}.`,
        (answer) => `Ce que vous avez répondu mérite d’être repris tel quel\u00a0: ${answer}.`,
      ],
      first: [
        (answer) => `Vous avez d’abord répondu ${answer}`,
        (answer) => `À une première question, vous avez écrit ${answer}`,
        (answer) => `Votre première réponse était ${answer}`,
        (answer) => `Vous avez commencé par noter ${answer}`,
        (answer) => `Dans vos réponses, on lit d’abord ${answer}`,
        (answer) => `Pour commencer, vous avez confié ${answer}`,
      ],
      next: [
        (answer) => `, puis vous avez ajouté ${answer}`,
        (answer) => `${NNBSP}; ensuite, vous avez précisé ${answer}`,
        (answer) => `, à quoi s’ajoute ${answer}`,
        (answer) => `, tandis qu’ailleurs vous avez indiqué ${answer}`,
        (answer) => `${NNBSP}; une deuxième réponse disait ${answer}`,
      ],
      last: [
        (answer) => ` et, pour finir, vous avez mentionné ${answer}.`,
        (answer) => `${NNBSP}; votre dernière réponse était ${answer}.`,
        (answer) => `, et vous avez terminé sur ces mots\u00a0: ${answer}.`,
        (answer) => `${NNBSP}; enfin, à une autre question, vous avez répondu ${answer}.`,
        (answer) => `, et l’on trouve enfin ${answer}.`,
      ],
    },
    unanswered: [
      `Vous n’avez pas répondu aux questions de l’analyse${NNBSP}; vos propres associations restent pourtant la meilleure clé de ce rêve.`,
      "Sans réponse aux questions, c’est ce que ce rêve vous évoque à vous qui compte le plus.",
      "Les questions sont restées sans réponse, et ce n’est pas un problème\u00a0: vous pourrez y revenir quand vous le voudrez.",
      `Aucune réponse n’a été donnée aux questions${NNBSP}; la lecture s’en tient donc au rêve lui-même, et ce qu’il éveille en vous reste à découvrir.`,
      "Si l’une des questions vous parle plus tard, votre réponse pourra éclairer ce rêve d’un jour nouveau.",
    ],
    sign: [
      (image, earlier, since) =>
        `Vous avez déjà noté ${image} dans ${count(earlier, "un rêve précédent", "rêves précédents")}${from(earlier, since)}.`,
      (image, earlier, since) =>
        `${image}\u00a0: l’un de vos signes de rêve, déjà présent dans ${count(earlier, "un autre rêve", "autres rêves")}${from(earlier, since)}.`,
      (image, earlier, since) =>
        `Ce n’est pas la première fois que votre journal accueille ${image}\u00a0: ${earlier === 1 ? "un rêve plus ancien en parlait déjà" : `${earlier} rêves plus anciens en parlaient déjà`}${since ? ` (${earlier === 1 ? "le" : "depuis le"} ${since})` : ""}.`,
      (image, earlier, since) =>
        `${since ? `Depuis le ${since}, ` : ""}votre journal compte ${count(earlier, "un autre rêve", "autres rêves")} avec ${image}${NNBSP}; c’est donc un signe de rêve de votre journal.`,
      (image, earlier, since) =>
        `Parmi vos signes de rêve, il y a ${image}, que l’on retrouve dans ${count(earlier, "un rêve plus ancien", "rêves plus anciens")}${from(earlier, since)}.`,
      (image, earlier, since) =>
        `Avec ${image}, l’un de vos signes de rêve, ce rêve fait écho à ${count(earlier, "un rêve antérieur", "rêves antérieurs")}${from(earlier, since)}.`,
      (image, earlier, since) =>
        `Comme dans ${count(earlier, "un rêve précédent", "rêves précédents")}${from(earlier, since)}, on retrouve ici ${image}, un signe de rêve que vous connaissez déjà.`,
      (image, earlier, since) =>
        `Un motif se répète d’un rêve à l’autre\u00a0: ${image}, dont votre journal de rêves garde déjà la trace dans ${count(earlier, "un autre rêve", "autres rêves")}${from(earlier, since)}.`,
      (image, earlier, since) =>
        `Vous l’aviez peut-être remarqué\u00a0: votre journal mentionne ${image} dans ${count(earlier, "un rêve plus ancien", "rêves plus anciens")}${from(earlier, since)}, ce qui en fait l’un de vos signes de rêve.`,
      (image, earlier, since) =>
        `Retrouver ${image} vous dira peut-être quelque chose\u00a0: c’est la ${earlier + 1}e fois que votre journal en fait mention${since ? `, la première remontant au ${since}` : ""}.`,
      (image, earlier, since) =>
        `Ce rêve s’ajoute à ${count(earlier, "un autre", "autres")} où l’on trouvait déjà ${image}${from(earlier, since)}\u00a0: un signe de rêve semble bien se confirmer.`,
      (image, earlier, since) =>
        `Vos rêves semblent revenir volontiers vers ${image}${NNBSP}; votre journal en offre déjà ${count(earlier, "un exemple", "exemples")}${from(earlier, since)}.`,
      (image, earlier, since) =>
        `Cette image, ${image}, n’est pas nouvelle pour vous\u00a0: on la trouve déjà dans ${count(earlier, "un rêve antérieur", "rêves antérieurs")}${from(earlier, since)}, ce qui en fait un signe de rêve.`,
      (image, earlier, since) =>
        `Votre journal connaît déjà cette image, ${image}\u00a0: elle figure dans ${count(earlier, "un autre rêve", "autres rêves")}${from(earlier, since)}.`,
      (image, earlier, since) =>
        `D’un rêve à l’autre, cette image revient\u00a0: ${image}, déjà là dans ${count(earlier, "un rêve précédent", "rêves précédents")}${from(earlier, since)}.`,
      (image, earlier, since) =>
        `En feuilletant votre journal, vous retrouveriez cette image, ${image}, dans ${count(earlier, "un rêve plus ancien", "rêves plus anciens")}${from(earlier, since)}.`,
      (image, earlier, since) =>
        `Ce rêve n’est pas le seul où apparaît cette image, ${image}\u00a0: votre journal en compte ${count(earlier, "un autre", "autres")}${from(earlier, since)}.`,
      (image, earlier, since) =>
        `Cette image, ${image}, n’en est pas à sa première apparition\u00a0: votre journal la mentionne dans ${count(earlier, "un rêve antérieur", "rêves antérieurs")}${from(earlier, since)}.`,
      (image, earlier, since) =>
        `Si le rêve lucide vous intéresse, gardez un œil sur ${image}\u00a0: ce signe de rêve figure déjà dans ${count(earlier, "un autre rêve", "autres rêves")}${from(earlier, since)}.`,
    ],
    related: [
      (title, date, images) => `Ce rêve rejoint ${title} (${date}), qui partageait déjà ${images}.`,
      (title, date, images) => `${title}, noté le ${date}, contenait lui aussi ${images}.`,
      (title, date, images) => `On retrouve ${images} dans un rêve plus ancien, ${title}, du ${date}.`,
      (title, date, images) => `Le ${date}, ${title} mettait déjà en scène ${images}.`,
      (title, date, images) => `Ce rêve partage ${images} avec ${title}, noté le ${date}.`,
      (title, date, images) =>
        `Un lien se dessine avec ${title} (${date})\u00a0: les deux rêves ont en commun ${images}.`,
      (title, date, images) =>
        `Vous avez peut-être l’impression d’avoir déjà vu ${images}\u00a0: c’était dans ${title}, le ${date}.`,
      (title, date, images) =>
        `Relire ${title}, du ${date}, pourrait éclairer ce rêve-ci, puisque l’on y trouvait déjà ${images}.`,
    ],
    closing: FRENCH_CLOSING_FRAMES,
  },
};
