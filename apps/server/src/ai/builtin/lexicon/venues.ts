import type { LexiconEntry } from "./types";

/** Public places and gatherings: cities, stations, shops, parties, stages, cemeteries. */
export const VENUES: LexiconEntry[] = [
  {
    id: "city",
    label: "City",
    terms: ["city", "town", "downtown", "skyscraper", "crowded streets", "village"],
    theme: "places",
    emotions: ["awe", "confusion"],
    reading: "Cities are often associated with community, busyness and one's social world.",
    question: "Did the city feel familiar or foreign to you, welcoming or overwhelming?",
    sources: ["HVDC", "POP"],
    title: "the City",
  },
  {
    id: "airport",
    label: "Airport or station",
    terms: ["airport", "terminal", "gate:n", "station", "departure"],
    theme: "places",
    emotions: ["worry", "confusion"],
    reading:
      "Airports and stations are often linked with transitions, waiting, and fear of missing a connection.",
    question: "What departure or transition are you preparing for?",
    sources: ["POP"],
    title: "the Airport",
  },
  {
    id: "shop",
    label: "Shop",
    terms: ["shop", "store:n", "mall", "supermarket", "market", "shopping"],
    theme: "places",
    emotions: ["calm", "confusion"],
    reading: "Shopping is often associated with choices, wants, and what one feels one can afford.",
    question: "What were you looking to buy, and what do you want for yourself right now?",
    sources: ["POP"],
    title: "the Shop",
  },
  {
    id: "party",
    label: "Party",
    terms: ["party", "celebration", "festival", "concert", "dance:v", "dancing", "birthday"],
    theme: "places",
    emotions: ["joy", "embarrassment"],
    reading: "Parties are often linked with belonging and social life, or with feeling left out of it.",
    question: "Did you feel part of the party or on its edge?",
    sources: ["HVDC", "POP"],
    title: "the Party",
  },
  {
    id: "cemetery",
    label: "Cemetery",
    terms: ["cemetery", "graveyard", "grave", "tombstone", "coffin", "tomb"],
    theme: "places",
    emotions: ["sadness", "fear"],
    reading:
      "Cemeteries are often associated with endings, grief and memory, and sometimes with letting something rest.",
    question: "Is there something or someone you are grieving or ready to let rest?",
    sources: ["POP"],
    title: "the Cemetery",
  },
  {
    id: "stage",
    label: "On stage",
    terms: ["stage", "audience", "perform", "spotlight", "speech", "presentation", "microphone"],
    theme: "places",
    emotions: ["embarrassment", "worry"],
    reading:
      "Being on stage or giving a speech is a familiar anxiety dream, often linked with being seen and judged.",
    question: "Where do you feel watched or evaluated at the moment?",
    sources: ["GARFIELD", "POP"],
    title: "the Stage",
  },
];
