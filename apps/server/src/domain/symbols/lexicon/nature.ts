import { idioms } from "./other-senses";
import type { LexiconEntry } from "./types";

/** What "dark" describes when it is a shade, not the absence of light. */
const DARK_SHADES =
  `blue red green brown grey gray purple pink orange yellow navy colour color hair haired eyes
  skin chocolate wood suit coat glasses`
    .trim()
    .split(/\s+/);

/** Elements, weather, light and the sky. */
export const NATURE: LexiconEntry[] = [
  {
    id: "fire",
    label: "Fire",
    terms: ["fire", "flame", "burn", "blaze", "smoke:n", "ashes"],
    except: idioms("fire"),
    notNear: { burn: ["face", "cheeks", "ears", "eyes", "throat", "lungs", "legs", "muscles", "skin"] },
    theme: "nature",
    emotions: ["fear", "anger", "awe"],
    reading:
      "Fire is often associated with strong feeling, anger or passion, and with destruction that clears the way for something new.",
    question: "What was burning, and is there a strong feeling, anger or passion, burning in you lately?",
    sources: ["GARFIELD", "POP"],
    title: "Fire",
  },
  {
    id: "storm",
    label: "Storm",
    terms: ["storm", "thunder", "lightning", "hurricane", "gale", "thunderstorm", "stormy"],
    except: idioms("storm"),
    theme: "nature",
    emotions: ["fear", "awe"],
    reading:
      "Storms are often read as turmoil, conflict brewing or an emotional outburst that has been building.",
    question: "Is there tension building somewhere in your life that feels like a storm coming?",
    sources: ["HARTMANN", "POP"],
    title: "the Storm",
  },
  {
    id: "tornado",
    label: "Tornado",
    terms: ["tornado", "twister", "whirlwind", "cyclone"],
    except: idioms("tornado"),
    theme: "nature",
    emotions: ["fear"],
    reading:
      "Tornadoes are a recurring image in anxiety dreams and are often linked with chaos one cannot control.",
    question: "What feels chaotic or out of your control right now?",
    sources: ["HARTMANN", "POP"],
    title: "the Tornado",
  },
  {
    id: "earthquake",
    label: "Earthquake",
    terms: ["earthquake", "ground shook", "ground shaking", "tremor", "quake"],
    except: idioms("earthquake"),
    theme: "nature",
    emotions: ["fear", "surprise"],
    reading:
      "An earthquake shakes what should be solid; it is often associated with upheaval in something one relied on.",
    question: "Has something you relied on felt shaky lately?",
    sources: ["POP"],
    title: "the Earthquake",
  },
  {
    id: "volcano",
    label: "Volcano",
    terms: ["volcano", "lava", "eruption", "erupt"],
    except: idioms("volcano"),
    notNear: { erupt: ["laughter", "applause", "cheers", "cheering", "argument", "chaos", "row"] },
    theme: "nature",
    emotions: ["fear", "anger"],
    reading:
      "Volcanoes are often read as pent-up feelings, frequently anger, that are close to breaking out.",
    question: "Is there a feeling you have been holding in that is close to erupting?",
    sources: ["POP"],
    title: "the Volcano",
  },
  {
    id: "apocalypse",
    label: "End of the world",
    terms: [
      "end of the world",
      "apocalypse",
      "world ended",
      "world was ending",
      "doomsday",
      "meteor",
      "asteroid",
    ],
    except: idioms("apocalypse"),
    theme: "nature",
    emotions: ["fear", "awe"],
    reading:
      "End-of-the-world dreams often appear in times of big change or collective worry, and are sometimes read as one chapter closing.",
    question: "What in your world feels like it is ending or changing beyond recognition?",
    sources: ["GARFIELD", "POP"],
    title: "the End",
  },
  {
    id: "sun",
    label: "Sun",
    terms: ["sun", "sunshine", "sunlight", "sunrise", "sunset", "sunny"],
    except: idioms("sun"),
    theme: "nature",
    emotions: ["joy", "calm"],
    reading:
      "Sunlight is commonly associated with warmth, clarity and vitality; a sunrise with a new beginning.",
    question: "What would a new beginning look like for you right now?",
    sources: ["POP"],
    title: "the Sun",
  },
  {
    id: "moon",
    label: "Moon",
    terms: ["moon", "moonlight", "full moon", "crescent"],
    except: idioms("moon"),
    theme: "nature",
    emotions: ["calm", "awe"],
    reading: "The moon is often associated with cycles, intuition and the quieter, hidden side of life.",
    question: "What did the moonlight show you, and what feels hidden or cyclical in your life?",
    sources: ["JUNG", "POP"],
    title: "the Moon",
  },
  {
    id: "stars",
    label: "Stars",
    terms: ["star:n", "stars:n", "starry", "galaxy", "night sky", "constellation"],
    except: idioms("stars"),
    theme: "nature",
    emotions: ["awe", "calm"],
    reading: "Stars are often linked with hopes, guidance and a sense of wonder at something much larger.",
    question: "What hope or guidance might those stars stand for in your life?",
    sources: ["POP"],
    title: "the Stars",
  },
  {
    id: "sky",
    label: "Sky",
    terms: ["sky", "clouds", "cloud", "heaven:n"],
    except: idioms("sky"),
    theme: "nature",
    emotions: ["awe", "calm"],
    reading: "The sky is often associated with possibility and perspective, its weather with one's mood.",
    question: "What was the sky like, and how does its mood compare with your own?",
    sources: ["POP"],
    title: "the Sky",
  },
  {
    id: "darkness",
    label: "Darkness",
    terms: ["dark", "darkness", "pitch black", "shadows", "unlit"],
    // "dark" as a shade: a darker blue, dark hair.
    except: [...DARK_SHADES.map((noun) => `dark ${noun}`), ...idioms("darkness")],
    theme: "nature",
    emotions: ["fear", "confusion"],
    reading:
      "Darkness often goes with the unknown, with not seeing clearly, or with parts of oneself one prefers not to look at.",
    question: "What in your life feels unclear or hard to see right now?",
    sources: ["JUNG", "POP"],
    title: "the Dark",
  },
  {
    id: "light",
    label: "Bright light",
    terms: ["bright light", "glow", "glowing", "shining", "radiant", "blinding light"],
    except: idioms("light"),
    // A face or a look that glows is happiness, not a light.
    notNear: { shining: ["sun", "moon", "star"], glowing: ["happy", "proud", "look", "face"] },
    theme: "nature",
    emotions: ["awe", "calm"],
    reading: "A bright light is often associated with insight, hope, or something becoming clear.",
    question: "Has something become clearer to you recently?",
    sources: ["POP"],
    title: "the Light",
  },
];
