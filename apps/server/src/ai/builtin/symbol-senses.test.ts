import { describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "./index";

const analyst = createBuiltinAnalyst();
const symbols = (text: string) => analyst.detect(text).symbols.map((symbol) => symbol.symbol);

/** Each case: a sentence, a symbol, and whether the sentence means it. */
function expectSenses(cases: [string, string, boolean][]) {
  for (const [text, symbol, meant] of cases) {
    it(`"${text}" ${meant ? "→" : "is not"} ${symbol}`, () => {
      if (meant) expect(symbols(text)).toContain(symbol);
      else expect(symbols(text)).not.toContain(symbol);
    });
  }
}

describe("symbols: the most specific entry, and words that only pass by", () => {
  expectSenses([
    // The most specific entry says the image (lexicon `covers`).
    ["I was back in my childhood home and the kitchen was full of birds.", "house", false],
    ["The whole street floods and water pours in under my door.", "water", false],
    ["My late grandmother, who died years ago, was baking bread.", "death", false],
    ["We swam in the sea and the water was warm.", "water", false],
    // Where one went, a fire alarm, a cable car, someone else's mother: no symbol of them.
    ["It followed me all the way home.", "house", false],
    ["Then the fire alarm went off and we filed out.", "fire", false],
    ["We took a cable car up the mountain.", "car", false],
    ["A little girl was lost and I kept wondering how to tell her mum.", "mother", false],
    ["My mum was waiting at the gate.", "mother", true],
    ["The phone line went dead and it started to rain.", "death", false],
    // A comparison, a feeling, a gerund and a name are not the thing.
    ["The lake drained away like a bath.", "bath", false],
    ["The drums grew to the size of houses.", "house", false],
    ["She looked genuinely hurt about it.", "injury", false],
    ["I cut my hand on the glass and it hurt.", "injury", true],
    ["We did a training run along the canal.", "train", false],
    ["She was reading the Daily Mirror on the bus.", "mirror", false],
    ["The hedges were cut into the shapes of knights.", "injury", false],
    ["The bus drove off without me.", "driving", false],
    ["I drove my dad's old van to the coast.", "driving", true],
  ]);
});

describe("symbols: the sense is told by the words around the match", () => {
  expectSenses([
    // Driving: nails and people are driven in another sense.
    ["I was hammering nails into the fence and drove the last one in crooked.", "driving", false],
    ["My sister drives me crazy.", "driving", false],
    ["I drove the car along the coast.", "driving", true],
    // Angel: an aircraft's or a bird's wings, the wings of a stage.
    ["The wings of the aeroplane were covered in ice.", "angel", false],
    ["The prompter whispered my lines from the wings.", "angel", false],
    ["I saw angel wings above me.", "angel", true],
    ["A woman with huge white wings stood by my bed.", "angel", true],
    // Siblings: a title or a religious title.
    ["I was reading a novel called Sister Carrie on the train.", "siblings", false],
    ["Someone called Brother Mike kept texting me.", "siblings", false],
    ["My sister was reading on the train.", "siblings", true],
    // Ring: a boxing ring, a key ring.
    ["The boxers circled each other in the ring.", "ring", false],
    ["I lost my key ring.", "ring", false],
    ["She gave me a gold ring.", "ring", true],
    // Darkness: dark as a shade.
    ["I painted the room a darker blue.", "darkness", false],
    ["A man with dark hair waved.", "darkness", false],
    ["It was dark in the forest.", "darkness", true],
    // Rodent: a computer mouse.
    ["I clicked the mouse and the screen froze.", "rodent", false],
    ["A mouse ran across the kitchen floor.", "rodent", true],
    // Water: a wet street is a street.
    ["I walked down a wet street.", "water", false],
    ["The street was full of puddles of water.", "water", true],
    // Feelings' idioms and comparisons are not the images in them.
    ["I was over the moon.", "moon", false],
    ["I had butterflies in my stomach.", "butterfly", false],
    ["I felt so hurt.", "injury", false],
    ["I felt sick with worry.", "illness", false],
    ["A wave of relief washed over me.", "ocean", false],
    ["I felt like a fish out of water.", "fish", false],
    ["I felt sad, as if a friend had died.", "death", false],
    ["I was dying to tell them.", "death", false],
    ["It was raining cats and dogs.", "cat", false],
    ["I finally broke the ice with her.", "ice", false],
    ["I had a crush on him.", "romance", true],
    ["I hurt my leg on the rocks.", "injury", true],
    ["The moon rose over the sea.", "moon", true],
    // An action needs someone to do it: things fall, float and run in another sense.
    ["The snow fell softly.", "falling", false],
    ["My trousers fell down in front of everyone.", "falling", false],
    ["Water ran down the walls.", "running", false],
    ["The ticket machine kept eating my coins.", "food", false],
    ["I was terrified as the ground rushed up at me.", "being-late", false],
    ["I fell off the roof.", "falling", true],
    ["The man on the train ran to the door.", "running", true],
    ["The dog ran across the field.", "running", true],
    // Other senses of single words.
    ["I took it to the police station.", "airport", false],
    ["I sat an exam in the lecture hall.", "hallway", false],
    ["We parked in the underground car park.", "car", false],
    ["I was fighting with my boss about a report.", "attack", false],
    ["A soldier was shouting orders.", "argument", false],
    ["He shouted at me in the kitchen.", "argument", true],
    ["I couldn't speak the language.", "voice", false],
    ["I opened my mouth but couldn't speak.", "voice", true],
  ]);
});

describe("people and places: a place's name is not a person", () => {
  it("reads 'Heights' as a place, not a person", () => {
    const found = analyst.detect(
      "I was waiting at the corner of Heights and Lee when my teacher drove past.",
    );
    expect(found.people).toEqual(["my teacher"]);
    expect(found.places).toEqual(expect.arrayContaining(["Heights", "Lee"]));
    const met = analyst.detect("I walked to the shops with Heights and Lee.");
    expect(met.people).not.toContain("Heights");
    expect(analyst.detect("We had dinner in Jackson Heights with Anna.").people).toEqual(["Anna"]);
  });

  it("names no character in a title", () => {
    expect(analyst.detect("I was reading a novel called Sister Carrie.").people).toEqual([]);
  });
});

describe("symbols: blows, names and deaths told before the dream", () => {
  expectSenses([
    // A blow is an attack only on a person, an animal or a being.
    ["I kicked the vending machine until it gave me my crisps.", "attack", false],
    ["He hit the wrong button in the lift.", "attack", false],
    ["We hit heavy traffic on the ring road.", "attack", false],
    ["I hit him with my umbrella and ran.", "attack", true],
    ["A stranger kicked my dog in the park.", "attack", true],
    ["The monster punched me in the stomach.", "attack", true],
    // A capitalised word inside the match names something: a club is not a stranger.
    ["He gave me a Man City scarf for my birthday.", "stranger", false],
    ["A man was waiting by the gate.", "stranger", true],
    // A death the report dates before the dream is a person who has died, not a death in it.
    ["My uncle died two years ago, but there he was at the barbecue.", "death", false],
    ["My uncle died two years ago, but there he was at the barbecue.", "deceased", true],
    ["Our cat died in June and in the dream she was asleep on my pillow.", "deceased", true],
    ["Grandad died when I was nine and he was sitting in the kitchen.", "deceased", true],
    ["The pilot died in the crash and I was left alone.", "death", true],
  ]);
});

describe("symbols: a screen, swimming baths and the washing", () => {
  expectSenses([
    // A phone's or a television's screen, or a big screen, is not a computer.
    ["The match was on a big screen in the car park.", "computer", false],
    ["I held the phone close but the screen stayed black.", "computer", false],
    ["My laptop froze and the screen went blue.", "computer", true],
    // Swimming baths are a pool, not a bath.
    ["We had assembly in the old swimming baths.", "pool", true],
    ["We had assembly in the old swimming baths.", "bath", false],
    // A shower of rain, the washing on the line, washing the dishes: not bathing.
    ["It was only a shower of rain, so we kept walking.", "bath", false],
    ["Gran was pegging the washing out in the yard.", "bath", false],
    ["He was washing the plates in a bucket.", "bath", false],
    ["I was washing my hair in the sea.", "bath", true],
    ["I had a long shower before the party.", "bath", true],
  ]);
});

describe("symbols: the dreamer's own childhood is a time, not a child", () => {
  expectSenses([
    ["I hadn't ridden a bike since I was a kid, but off I went.", "child", false],
    ["We played cards like when we were kids.", "child", false],
    ["It was the park where I played as a kid.", "child", false],
    ["A kid on a scooter rode past the window.", "child", true],
    ["My children were building a sandcastle.", "child", true],
  ]);
});

describe("symbols: where someone is from, and other senses of a word", () => {
  expectSenses([
    // "a boy from her class", "my friend from work": who the person is, not where the dream is.
    ["A boy from my old school was selling tickets at the door.", "school", false],
    ["My friend from work handed me a map.", "workplace", false],
    ["I was back at my old school and the corridors were flooded.", "school", true],
    // To book a trip is not a book; a bus stop is a place to wait, not the bus.
    ["We tried to book a holiday but the website kept crashing.", "book", false],
    ["She was reading a book on the stairs.", "book", true],
    ["I was waiting at the bus stop in the rain.", "bus", false],
    ["The bus was full of sheep.", "bus", true],
    // Fish and chips are a meal; a woman's waters breaking is labour, not water.
    ["We ate fish and chips on the pier.", "fish", false],
    ["Her waters broke in the middle of the supermarket.", "water", false],
  ]);
});

describe("symbols: feeling sick beside a feeling is the feeling's sign", () => {
  expectSenses([
    ["I was so nervous before the speech that I felt sick.", "illness", false],
    ["I was jealous, sick to my stomach, and walked out.", "illness", false],
    ["I felt sick and went to lie down in the van.", "illness", true],
    ["My brother was sick all over the carpet.", "illness", true],
  ]);
});

describe("symbols: comparisons, idioms and other senses are not the thing", () => {
  expectSenses([
    // What something is compared to, up to the end of its clause.
    ["Something heavy sat on my chest, like a sack of sand.", "beach", false],
    ["Huge orange fish swam up, big as dogs.", "dog", false],
    ["The rats sat there like they were waiting for a bus.", "bus", false],
    ["We drove off and the farm folded up like a pop-up book.", "book", false],
    ["She sat by the window eating crisps like she always did, and the dog barked.", "dog", true],
    ["I like dogs, and a dog followed me home.", "dog", true],
    // A kind of dream names its image; a noun before another only qualifies it.
    ["Exam dream again, and I hadn't revised.", "exam", true],
    ["Dress rehearsal, and I came on for the second act.", "clothes", false],
    // Idioms and other senses of lexicon words.
    ["At one stage I stopped to tie my laces.", "stage", false],
    ["I gritted my teeth and kept going.", "teeth", false],
    ["She had a heart attack in the queue.", "attack", false],
    ["The canes had shot up past the guttering.", "killing", false],
    ["He stormed out and slammed the door.", "storm", false],
    ["The hatch behind me was dogged shut.", "dog", false],
    ["Someone had fixed a bug in the code overnight.", "insects", false],
    ["I was playing the piano and the keys were soft.", "keys", false],
    ["The signs all said the same word over and over.", "repeated-attempts", false],
    ["I kept trying to open the door.", "repeated-attempts", true],
    ["A letter from the bank was waiting on the mat.", "letter", true],
    ["It said WINNER in big letters.", "letter", false],
  ]);
});

describe("symbols: everyday other senses of the lexicon's words", () => {
  expectSenses([
    ["Oh my god, the queue at the bakery went on forever.", "divine", false],
    ["I knelt in the chapel and prayed to God for help.", "divine", true],
    ["The key point of the meeting was lost on everyone.", "keys", false],
    ["I couldn't get the key into the lock.", "keys", true],
    ["We hit the road early and sang all the way.", "attack", false],
    ["The exam was a piece of cake.", "food", false],
    ["I left my phone on the bus and the battery died.", "death", false],
    ["Prices went through the roof at the market.", "roof", false],
    ["My old flame turned up at the reunion.", "fire", false],
    ["He was a bloody nuisance the whole afternoon.", "blood", false],
    ["There was blood all over the floor.", "blood", true],
    ["We ate jacket potatoes in the canteen.", "clothes", false],
    ["The streets were deserted when we walked home.", "desert", false],
    // A title before a name, a letter joined to a noun.
    ["Father Michael was saying mass in an empty church.", "father", false],
    ["My Dad was saying mass in an empty church.", "father", true],
    ["I pushed open the gate and walked into the garden.", "door", true],
    ["A boy in a dinosaur T-shirt waved at me.", "dragon", false],
    ["There was a huge dinosaur in the garden.", "dragon", true],
  ]);
});
