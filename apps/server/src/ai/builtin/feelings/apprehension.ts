import { type FeelingGroup, terms } from "./types";

/**
 * Hall–Van de Castle apprehension: fear, worry, and the fear of disapproval (embarrassment, shame,
 * guilt, remorse).
 */
export const APPREHENSION: FeelingGroup[] = [
  {
    emotion: "fear",
    intensity: 3,
    terms: terms(`
      terrified, terror, petrified, horrified, horror, panic, panicked, panicky, panic-stricken, frantic,
      frantically, hysterical, hysterically, scared to death, scared stiff, frightened to death,
      heart in my mouth, heart be in my mouth, heart in my throat, heart be in my throat, blood ran cold,
      freeze in fear, bricking it, be bricking it,
      paralysed with fear, paralyzed with fear, freak out, freak me out, creep me out, give me the creeps,
      in terror, trembling with fear, shake like a leaf
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "sign",
    terms: terms(`
      heart be pounding, heart pounding, heart be racing, heart racing, heart be thumping, heart thumping,
      heart be hammering, heart hammering, heart be banging, heart banging, cold sweat, be shaking,
      shaking all over, hands be shaking, legs be shaking, be trembling, trembling all over, shake all over,
      hold my breath, froze, freeze, frozen to the spot
    `),
  },
  {
    emotion: "fear",
    intensity: 2,
    terms: terms(`
      afraid, scared, fear, fearful, frightened, fright, dread, spooked, alarmed, in alarm, trembling,
      shaking with fear, feel threatened, feel unsafe, feel in danger, intimidated, shivers down my spine,
      chill down my spine, chills down my spine, goosebumps, run for my life, fear for my life
    `),
  },
  {
    emotion: "fear",
    intensity: 3,
    kind: "stimulus",
    terms: terms("terrifying, horrifying, horrific, nightmarish"),
  },
  {
    emotion: "fear",
    intensity: 2,
    kind: "stimulus",
    terms: terms(
      "scary, scariest, frightening, most frightening, most terrifying, creepy, creepiest, eerie, spooky, menacing, sinister, threatening",
    ),
  },
  {
    emotion: "worry",
    intensity: 2,
    terms: terms(`
      anxious, anxiety, nervous, nervously, nervousness, worried, worry, uneasy, unease, uneasiness,
      stressed, stress, tense, apprehensive, apprehension, restless, on edge, concerned, overwhelmed,
      insecure, jittery, jumpy, edgy, agitated, troubled, disturbed, desperate, desperately, paranoid,
      vulnerable, helpless, unsettled, under pressure, butterflies in my stomach, knot in my stomach,
      sense of foreboding, foreboding, a bad feeling, bad feeling about, feel exposed
    `),
  },
  { emotion: "worry", intensity: 1, predicative: true, terms: terms("uncomfortable, nervy") },
  {
    emotion: "worry",
    intensity: 1,
    kind: "stimulus",
    terms: terms("stressful, unsettling, disturbing, ominous, nerve-racking, nerve-wracking"),
  },
  {
    emotion: "embarrassment",
    intensity: 2,
    terms: terms(`
      embarrassed, embarrassment, humiliated, humiliation, mortified, mortifying, self-conscious, sheepish, blush,
      red-faced, flustered, feel stupid, feel foolish, feel like an idiot, feel like a fool,
      want the ground to swallow me, wish the ground would swallow me
    `),
  },
  {
    emotion: "embarrassment",
    intensity: 1,
    kind: "stimulus",
    terms: terms("embarrassing, humiliating, awkward"),
  },
  {
    emotion: "shame",
    intensity: 2,
    terms: terms(`
      ashamed, shame, guilty, guilt, guilt-ridden, disgraced, feel dirty, feel unworthy, feel like an impostor,
      feel like a fraud, feel small
    `),
  },
  {
    emotion: "regret",
    intensity: 2,
    terms: terms(
      `regret, regretful, remorse, remorseful, feel sorry, be sorry, wish i had, wish i had not, kick myself`,
    ),
  },
];
