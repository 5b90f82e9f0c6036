import { describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "./index";

const analyst = createBuiltinAnalyst();
const people = (text: string) => analyst.detect(text).people;

describe("characters: a capitalised word is a name only where the sentence says it is a person", () => {
  it.each([
    ["My coach Linda was at the finish with a medal.", "Linda"],
    ["I was waiting for my old landlady Mrs. Petrova at the door.", "Mrs. Petrova"],
    ["Mrs Khan from reception was crying.", "Mrs Khan"],
    ["At the end of the beam was my old coach, Svetlana, who retired years ago.", "Svetlana"],
    ["Gerald from the next plot said it happens every year.", "Gerald"],
    ["We lost the game. Danny patted me on the head after.", "Danny"],
    ["We had dinner in Jackson Heights with Anna.", "Anna"],
    ["I met Priya at the gate and we hugged. Later Priya was gone.", "Priya"],
    ["A man at the bar called Dave bought me a drink.", "Dave"],
    ["The Reverend Okafor was at the door.", "Reverend Okafor"],
    ["Then Captain Hale shouted at us.", "Captain Hale"],
  ])("%s → %s", (text, name) => {
    expect(people(text)).toContain(name);
  });

  // An adjective opening the sentence is not part of the name, nor a name of its own.
  it.each([
    ["Lucky Jim won the raffle.", "Jim"],
    ["Crazy Dave came over with a ladder.", "Dave"],
    ["Late Grandpa Joe sat down at the table.", "Grandpa Joe"],
  ])("%s → only %s", (text, name) => {
    expect(people(text).filter((person) => /^[A-Z]/.test(person))).toEqual([name]);
  });

  it.each([
    "I was back in Lisbon and the trams were running backwards.",
    "We drove to Tesco and the car park was a lake.",
    "I couldn't find the drop-off anywhere, so I asked Google and it sent me round again.",
    "Her front room had Countdown on the telly and the clock ticking.",
    "Halfway through the song the choir started floating.",
    "Little silver fish swam round my ankles.",
    "The Welsh hills were covered in snow.",
    "We went to the Natural History Museum and the whales were alive.",
    "Mine came out flat as a pancake.",
    "Security said they had closed the doors.",
    "I was out on the marsh like I am most Sundays.",
    // An opening article is an article: a name takes none ("The Hoover was running", "the sign said The End").
    "The Hoover was running in the hall and nobody turned it off.",
    "The Volvo went round the bend without a driver.",
    "I opened the box and the card said The End, and I started to laugh.",
    "Somebody handed me a Mr Kipling cake.",
    "We prayed at St. Mary's church in the rain.",
    // An ordinal opening the sentence, a plural subject, a comparison: no one is named.
    "Third go I jumped right over the roof.",
    "Geese were walking up the high street.",
    "Conductor checks my ticket and nods. Engineer just keeps waving.",
    "It looked just like Swindon and I couldn't find the exit.",
    // A thing, not a person, is what "called" names here.
    "We were playing a board game I had never seen called Lighthouse.",
    // A title alone is a role; a holiday is a time.
    "Then Captain shouted at us to get down.",
    "Then Auntie hugged me at the door.",
    "Easter came and went and the eggs were still hidden.",
    // Something of the dreamer's, and the journal's own words as a heading.
    "He was sitting in the driver's seat of my Skoda, taking me to the shops.",
    "Dream started to fade after that, I tried spinning but woke up.",
    "Nightmare again, the same corridor.",
  ])("%s → no character named", (text) => {
    expect(people(text).filter((person) => /^[A-Z]/.test(person))).toEqual([]);
  });
});
