import { isPlaceName } from "./characters";
import type { Sentence } from "./nlp";

/** Settings a dream can take place in, mapped to the label used in analyses. */
const PLACE_NOUNS: Record<string, string> = Object.fromEntries(
  [
    "house",
    "home",
    "apartment",
    "school",
    "classroom",
    "university",
    "college",
    "office",
    "hospital",
    "church",
    "temple",
    "forest",
    "woods",
    "jungle",
    "beach",
    "ocean",
    "sea",
    "lake",
    "river",
    "city",
    "town",
    "village",
    "street",
    "road",
    "highway",
    "park",
    "garden",
    "field",
    "meadow",
    "mountain",
    "desert",
    "cave",
    "basement",
    "cellar",
    "attic",
    "bedroom",
    "kitchen",
    "bathroom",
    "hallway",
    "corridor",
    "elevator",
    "bridge",
    "airport",
    "station",
    "mall",
    "supermarket",
    "store",
    "shop",
    "restaurant",
    "hotel",
    "prison",
    "jail",
    "castle",
    "farm",
    "island",
    "stadium",
    "theater",
    "theatre",
    "library",
    "museum",
    "cemetery",
    "graveyard",
    "maze",
    "tunnel",
    "classroom",
    "gym",
    "playground",
    "palace",
    "spaceship",
    "boat",
    "ship",
    "train",
    "bus",
    "plane",
    "car",
    "pool",
    "party",
    "wedding",
    "funeral",
    "office",
    "market",
    "backyard",
    "yard",
    "rooftop",
    "roof",
    "stairwell",
    "staircase",
    "basement",
  ].map((noun) => [noun, noun]),
);
const PLACE_PREPOSITIONS = new Set(["in", "at", "to", "into", "near", "inside", "through", "across", "from"]);

/**
 * Where the dream happens: place nouns ("the forest", "my old school"), proper names after a place
 * preposition ("in Paris") and names that are places by their words ("Jackson Heights", "the corner
 * of Heights and Lee"). In order of first mention, once each.
 */
export function detectPlaces(sentences: Sentence[]): string[] {
  const places: string[] = [];
  const add = (place: string) => {
    if (!places.some((known) => known.toLowerCase() === place.toLowerCase())) places.push(place);
  };
  for (const sentence of sentences) {
    const tokens = sentence.tokens.filter((token) => token.isWord);
    tokens.forEach((token, position) => {
      const previous = tokens[position - 1];
      if (token.pos === "NOUN") {
        const place = PLACE_NOUNS[token.normal] ?? PLACE_NOUNS[token.lemma];
        if (place) add(place);
      } else if (isPlaceName(tokens, position)) {
        add(token.text);
      } else if (
        token.pos === "PROPN" &&
        /^[A-Z]/.test(token.text) &&
        previous &&
        PLACE_PREPOSITIONS.has(previous.normal) &&
        !["I", "I'm"].includes(token.text)
      ) {
        add(token.text);
      }
    });
  }
  return places;
}
