import type { LexiconEntry } from "./types";

/** The body: teeth, hair, injury, illness and the senses. */
export const BODY: LexiconEntry[] = [
  {
    id: "teeth",
    label: "Teeth",
    terms: ["tooth", "teeth", "molar", "gums", "teeth falling out", "teeth fell out"],
    theme: "body",
    emotions: ["fear", "embarrassment"],
    reading:
      "Teeth falling out or crumbling is a well-known typical dream. It is often associated with worry about appearance, communication or losing control.",
    question: "Is there something you are worried about saying, or about how you come across, right now?",
    sources: ["TDQ", "GARFIELD", "FREUD"],
    title: "Teeth",
  },
  {
    id: "hair",
    label: "Hair",
    terms: ["hair", "haircut", "bald", "beard", "wig"],
    theme: "body",
    emotions: ["embarrassment", "surprise"],
    reading:
      "Hair is often linked with self-image and vitality; losing or cutting it with change or a feared loss of strength.",
    question: "What happened to your hair, and how do you feel about your self-image these days?",
    sources: ["POP"],
    title: "Hair",
  },
  {
    id: "blood",
    label: "Blood",
    terms: ["blood", "bleed", "bled", "bleeding", "bloody"],
    theme: "body",
    emotions: ["fear", "surprise"],
    reading:
      "Blood is often associated with life force and with hurt or loss of energy, depending on the scene.",
    question: "Where might your energy be draining away lately?",
    sources: ["POP"],
    title: "Blood",
  },
  {
    id: "injury",
    label: "Injury",
    terms: ["hurt:v", "injured", "injury", "wound", "broken leg", "broken arm", "broke my", "cut:n", "pain"],
    theme: "body",
    emotions: ["fear", "sadness"],
    reading:
      "Bodily misfortunes are coded in the Hall and Van de Castle system and are common in dreams; they are often read as a hurt, physical or emotional.",
    question: "Is there a hurt, physical or emotional, that has not had your attention?",
    sources: ["HVDC", "POP"],
    title: "the Wound",
  },
  {
    id: "illness",
    label: "Illness",
    terms: ["sick", "ill", "illness", "disease", "fever", "vomit", "threw up", "cancer", "virus"],
    theme: "body",
    emotions: ["worry", "fear"],
    reading:
      "Illness in dreams is often linked with health worries, exhaustion, or something in life that feels unwell.",
    question: "How has your body, or your energy, been doing lately?",
    sources: ["SCHREDL", "POP"],
    title: "Illness",
  },
  {
    id: "voice",
    label: "Losing one's voice",
    terms: [
      "couldn't scream",
      "can't scream",
      "couldn't speak",
      "can't speak",
      "no sound came out",
      "lost my voice",
      "couldn't talk",
    ],
    theme: "body",
    emotions: ["fear", "annoyance"],
    reading:
      "Being unable to scream or speak is a frequent nightmare feature, often linked with not feeling heard.",
    question: "Where in your life do you feel unheard, or unable to say what you mean?",
    sources: ["GARFIELD", "POP"],
    title: "Silence",
  },
  {
    id: "eyes",
    label: "Eyes and sight",
    terms: ["blind", "couldn't see", "can't see", "eyesight", "blindfold"],
    theme: "body",
    emotions: ["confusion", "fear"],
    reading:
      "Eyes and sight are often associated with awareness, and blindness with something one cannot or will not see.",
    question: "Is there something you suspect you are not seeing clearly?",
    sources: ["POP"],
    title: "Eyes",
  },
  {
    id: "paralysis",
    label: "Sleep paralysis",
    terms: [
      "paralyzed",
      "paralysed",
      "sleep paralysis",
      "couldn't open my eyes",
      "weight on my chest",
      "pinned down",
    ],
    theme: "body",
    emotions: ["fear"],
    reading:
      "Being frozen with fright is a typical dream, and waking unable to move with a sense of a presence is well described as sleep paralysis, usually harmless.",
    question: "Have you been short of sleep or under strain lately?",
    sources: ["TDQ", "SCHREDL"],
    title: "Paralysis",
  },
  {
    id: "aging",
    label: "Aging",
    terms: ["old age", "grew old", "wrinkles", "wrinkled", "gray hair", "grey hair", "aging"],
    theme: "body",
    emotions: ["worry", "sadness"],
    reading:
      "Seeing oneself older is often associated with time passing, maturity, or worry about the future.",
    question: "How do you feel about where you are in your life compared with where you hoped to be?",
    sources: ["POP"],
    title: "Aging",
  },
];
