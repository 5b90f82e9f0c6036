import { type FeelingGroup, terms } from "./types";

/** Hall–Van de Castle happiness: joy, pleasure, contentment, relief, love, calm. */
export const HAPPINESS: FeelingGroup[] = [
  {
    emotion: "joy",
    intensity: 3,
    terms: terms(`
      elated, elation, ecstatic, ecstasy, euphoric, euphoria, overjoyed, thrilled, blissful, bliss,
      jubilant, exhilarated, exhilaration, on top of the world, on cloud nine, over the moon, jump for joy,
      tears of joy, cry tears of joy, cry with joy, tears of happiness, happiest, best day of my life,
      cry with happiness, happy tears, cry happy tears, feel amazing, feel fantastic, feel incredible,
      laugh hysterically, laughing hysterically
    `),
  },
  {
    emotion: "joy",
    intensity: 2,
    terms: terms(`
      happy, happiness, joy, joyful, joyous, glad, delighted, delight, excited, excitement, thrill,
      cheerful, laugh, laughter, giggle, giddy, have fun, so much fun, smile, grin, grinning, pleased,
      proud, amused, gleeful, merry, jolly, grateful, thankful, feel great, feel good, feel wonderful,
      feel alive, feel free, lighthearted, light-hearted, enjoy, cheer, chuckle, beaming, beamed, radiant,
      satisfied, hopeful, optimistic, feel lucky, good time, great time, wonderful time, happily, walk on air,
      good feeling, great feeling, lovely feeling
    `),
  },
  {
    emotion: "joy",
    intensity: 2,
    kind: "stimulus",
    terms: terms("wonderful, exciting, thrilling, delightful, hilarious, fantastic, marvellous, marvelous"),
  },
  {
    emotion: "joy",
    intensity: 1,
    kind: "stimulus",
    terms: terms("fun, enjoyable, lovely, beautiful feeling, pleasant, amusing"),
  },
  { emotion: "joy", intensity: 1, kind: "stimulus", predicative: true, terms: terms("funny") },
  { emotion: "joy", intensity: 2, predicative: true, terms: terms("buzzing") },
  {
    emotion: "relief",
    intensity: 2,
    terms: terms(`
      relieved, relief, tears of relief, cry with relief, finally safe, safe at last, thank god,
      thank goodness, thank heavens, phew, reassured, weight off my shoulders, weight be lifted,
      weight lifted, breathe again, breathe easy, breathe easier
    `),
  },
  {
    emotion: "love",
    intensity: 2,
    terms: terms(`
      love, loving, in love, adore, adoration, affection, affectionate, tenderness, tender, cherished,
      feel loved, fond of, fondness, crush on, attracted to, infatuated, devoted
    `),
  },
  {
    emotion: "calm",
    intensity: 2,
    terms: terms(`
      calm, calmness, peaceful, peacefully, peace, serene, serenity, relaxed, tranquil, tranquility, tranquillity,
      at peace, at ease, contented, contentment, feel content, comfortable, feel safe, feel secure, cozy,
      cosy, comforted, untroubled, composed, safe and sound
    `),
  },
  { emotion: "calm", intensity: 2, predicative: true, terms: terms("content, secure") },
  {
    emotion: "calm",
    intensity: 1,
    kind: "stimulus",
    terms: terms("soothing, relaxing, calming, comforting"),
  },
];
