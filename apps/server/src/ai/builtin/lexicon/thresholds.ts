import type { LexiconEntry } from "./types";

/** Passages and thresholds: doors, stairs, lifts, bridges, corridors, mazes. */
export const THRESHOLDS: LexiconEntry[] = [
  {
    id: "roof",
    label: "Roof",
    terms: ["roof", "rooftop", "balcony", "ledge"],
    theme: "places",
    emotions: ["fear", "awe"],
    reading:
      "Roofs and ledges are high, exposed places; some people connect them with ambition, overview or a risky edge.",
    question: "What feels high-stakes or exposed in your life at the moment?",
    sources: ["POP"],
    title: "the Roof",
  },
  {
    id: "elevator",
    label: "Elevator",
    terms: ["elevator", "lift:n", "escalator"],
    theme: "places",
    emotions: ["fear", "worry"],
    reading:
      "Elevators going up or down are often associated with changes in status, mood or control, especially when they stall or drop.",
    question: "Was the elevator taking you up or down, and who controlled it?",
    sources: ["POP"],
    title: "the Elevator",
  },
  {
    id: "stairs",
    label: "Stairs",
    terms: ["stairs", "staircase", "stairway", "stairwell"],
    theme: "places",
    emotions: ["worry", "calm"],
    reading: "Stairs are often read as progress step by step, or as moving between levels of awareness.",
    question: "Were you climbing or descending the stairs, and what step are you at in your life?",
    sources: ["JUNG", "POP"],
    title: "the Stairs",
  },
  {
    id: "door",
    label: "Door",
    terms: ["door", "doors", "doorway", "gate", "locked door"],
    theme: "places",
    emotions: ["surprise", "worry"],
    reading:
      "Doors are often associated with opportunities and thresholds; a locked one with something out of reach.",
    question:
      "Was the door open or locked to you, and what opportunity or boundary in your life comes to mind?",
    sources: ["POP"],
    title: "the Door",
  },
  {
    id: "window",
    label: "Window",
    terms: ["window", "windows", "windowsill"],
    theme: "places",
    emotions: ["calm", "worry"],
    reading: "Windows are often linked with outlook and perspective, or with watching life from a distance.",
    question: "What were you looking at through the window, or who was looking in?",
    sources: ["POP"],
    title: "the Window",
  },
  {
    id: "bridge",
    label: "Bridge",
    terms: ["bridge"],
    theme: "places",
    emotions: ["worry", "calm"],
    reading:
      "Bridges are often read as transitions, crossing from one phase of life to another, or connecting with someone.",
    question: "What transition are you in the middle of, or what are you trying to connect?",
    sources: ["GARFIELD", "POP"],
    title: "the Bridge",
  },
  {
    id: "hallway",
    label: "Hallway",
    terms: ["hallway", "corridor", "hall:n"],
    theme: "places",
    emotions: ["confusion", "worry"],
    reading: "Long corridors are often associated with waiting, transition or searching for the right door.",
    question: "What are you waiting for, or searching for, in your waking life?",
    sources: ["POP"],
    title: "the Hallway",
  },
  {
    id: "maze",
    label: "Maze",
    terms: ["maze", "labyrinth", "couldn't find my way", "can't find my way", "went in circles"],
    theme: "places",
    emotions: ["confusion", "worry"],
    reading:
      "Mazes are commonly linked with confusion, complicated decisions, or feeling lost in a situation.",
    question: "Which situation in your life feels like a maze right now?",
    sources: ["POP"],
    title: "the Maze",
  },
];
