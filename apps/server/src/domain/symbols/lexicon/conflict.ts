import { idioms } from "./other-senses";
import type { LexiconEntry } from "./types";

/** Conflict and threat: aggression is the most frequent social interaction in dreams (HVDC). */
export const CONFLICT: LexiconEntry[] = [
  {
    id: "killing",
    label: "Killing",
    terms: ["kill", "murder", "murdered", "shot", "stabbed", "strangle"],
    // "the canes had shot up", "the group shot", "my knees were killing me", "killing herself
    // laughing": not a killing.
    except: idioms("killing"),
    actor: true,
    theme: "situations",
    emotions: ["fear", "anger", "shame"],
    reading:
      "Being killed and killing appear in typical-dream surveys. They are often read as strong conflict or as wanting something to stop, not as a wish to harm.",
    question: "What conflict or situation would you most like to put a stop to?",
    sources: ["TDQ", "HVDC"],
    title: "the Killing",
  },
  {
    id: "attack",
    label: "Attack or fight",
    terms: ["attack", "fight", "fought", "hit:v", "punch", "kick", "beat up", "wrestle"],
    except: idioms("attack"),
    actor: true,
    doneTo: ["hit", "punch", "kick"],
    theme: "situations",
    emotions: ["fear", "anger"],
    reading:
      "Aggression is one of the most frequent social interactions coded in the Hall and Van de Castle system, and being physically attacked is among the typical dreams.",
    question: "Who were you fighting, and where in your life do you feel you have to defend yourself?",
    sources: ["HVDC", "TDQ", "REVONSUO"],
    title: "the Fight",
  },
  {
    id: "argument",
    label: "Argument",
    terms: [
      "argue",
      "argument",
      "yell at",
      "shout at",
      "scream at",
      "shouting match",
      "quarrel",
      "fight with",
    ],
    except: idioms("argument"),
    theme: "situations",
    emotions: ["anger", "annoyance", "sadness"],
    reading:
      "Arguments in dreams often replay or rehearse real tensions, in line with the continuity hypothesis.",
    question: "Is there a conversation you have been avoiding or replaying in your head?",
    sources: ["SCHREDL", "HVDC"],
    title: "the Argument",
  },
  {
    id: "war",
    label: "War",
    terms: ["war", "battle", "bomb", "explosion", "gunfire", "invasion"],
    except: idioms("war"),
    theme: "situations",
    emotions: ["fear", "anger"],
    reading:
      "War scenes are often associated with inner conflict or a long struggle, and sometimes with news one has taken in.",
    question: "What struggle, inside you or around you, has felt like a war lately?",
    sources: ["REVONSUO", "SCHREDL"],
    title: "War",
  },
  {
    id: "trapped",
    label: "Being trapped",
    terms: ["trapped", "stuck", "couldn't get out", "can't get out", "no way out", "tied up", "buried alive"],
    // A boat tied up at the harbour is moored.
    notNear: { tied: ["boat", "harbour", "harbor", "dock", "pier", "quay", "jetty", "moor"] },
    // "stuck on full", "a crab stuck to his forehead", "stuck me on nights": held or put, not trapped.
    except: idioms("trapped"),
    theme: "situations",
    emotions: ["fear", "worry"],
    reading:
      "Being trapped, locked up or tied up appear in the Typical Dreams Questionnaire and are often read as feeling stuck in a situation or a role.",
    question: "What situation in your life feels like it has no way out right now?",
    sources: ["TDQ", "POP"],
    title: "Trapped",
    prep: "in",
  },
  {
    id: "watched",
    label: "Being watched",
    terms: [
      "watching me",
      "watched me",
      "being watched",
      "staring at me",
      "stared at me",
      "glare at me",
      "glared at me",
      "everyone stared",
      "everyone looked at me",
      "followed me",
      "following me",
      "presence",
    ],
    except: idioms("watched"),
    theme: "situations",
    emotions: ["fear", "worry"],
    reading:
      "Vividly sensing a presence is one of the typical dreams. Being watched is often linked with feeling scrutinised or not quite safe.",
    question: "Whose eyes do you feel on you in your waking life?",
    sources: ["TDQ", "POP"],
    title: "Watching Eyes",
  },
  {
    id: "infidelity",
    label: "Infidelity",
    terms: ["cheat", "cheating", "cheated", "affair", "unfaithful", "betray", "betrayed"],
    except: idioms("infidelity"),
    notNear: { cheat: ["game", "cards", "exam", "test", "monopoly", "quiz", "homework", "board"] },
    theme: "situations",
    emotions: ["anger", "sadness", "worry"],
    reading:
      "Dreams of a partner cheating are common and are often read as insecurity or a fear of being left out, rather than as a sign.",
    question: "Is there somewhere you feel less included or less secure than you would like?",
    sources: ["SCHREDL", "POP"],
    title: "Betrayal",
  },
  {
    // An attack by an animal: a situation, so it is kept with the other attacks; its dictionary
    // family stays the animals'.
    id: "animal-attack",
    label: "Animal attack",
    terms: ["bite:v", "bit me", "bitten", "mauled", "attacked by a", "pounced"],
    except: idioms("animal-attack"),
    actor: true,
    theme: "animals",
    emotions: ["fear"],
    reading:
      "In content-analysis studies, animals in dreams are often involved in aggression. Being bitten is sometimes read as a hurt from something one cannot reason with.",
    question:
      "Where did the bite or attack land, and has something hurt you in a way that felt unreasonable?",
    sources: ["HVDC", "TDQ", "REVONSUO"],
    title: "the Bite",
  },
];
