import { type FeelingGroup, terms } from "./types";

/** Hall–Van de Castle sadness: sadness, loneliness, hurt, distress, disappointment. */
export const SADNESS: FeelingGroup[] = [
  {
    emotion: "sadness",
    intensity: 3,
    terms: terms(`
      heartbroken, heart-broken, heartbreak, devastated, grief, grief-stricken, grieve, grieving, despair,
      despairing, anguish, distraught, inconsolable, sob, sobbing, wept, weep, burst into tears,
      break my heart, break down in tears, crushed inside, miserable, misery, mourn, mourning, desolate
    `),
  },
  {
    emotion: "sadness",
    intensity: 2,
    terms: terms(`
      sad, sadness, saddened, unhappy, lonely, loneliness, lonesome, depressed, depression, sorrow,
      sorrowful, cry, tears, in tears, tearful, teary, choked up, lump in my throat, gloomy, gloom,
      melancholy, melancholic, homesick, upset, hopeless, hopelessness, forlorn, distressed, distress,
      feel hurt, so hurt, deeply hurt, hurt by what, hurt my feelings, hurt feelings, heavy heart,
      heavy-hearted, feel sorry for, feel bad for, feel terrible, feel awful, feel horrible, feel abandoned,
      feel rejected, feel left out, feel unloved, feel alone, feel so alone, look hurt, seem hurt,
      it hurt that, hurt that, heart feel heavy, heart be heavy, longing, yearning, wistful, nostalgic
    `),
  },
  { emotion: "sadness", intensity: 1, predicative: true, terms: terms("glum, bummed") },
  {
    emotion: "sadness",
    intensity: 1,
    terms: terms("feel bad, feel empty, feel down, feel low, feel blue"),
  },
  {
    emotion: "sadness",
    intensity: 2,
    kind: "stimulus",
    terms: terms("depressing, heartbreaking, heart-breaking, saddening, tragic"),
  },
  {
    emotion: "disappointment",
    intensity: 2,
    terms: terms(`
      disappointed, disappointment, let down, disheartened, discouraged, dismayed, dismay, crestfallen,
      deflated, disillusioned, heart sink
    `),
  },
  // "I was gutted"; "he gutted the fish" is a fisherman's work.
  { emotion: "disappointment", intensity: 2, predicative: true, terms: terms("gutted") },
  { emotion: "disappointment", intensity: 1, kind: "stimulus", terms: terms("disappointing, a letdown") },
];
