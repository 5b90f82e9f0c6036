import { describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "./index";

const analyst = createBuiltinAnalyst();
const found = (text: string) =>
  analyst
    .detect(text)
    .emotions.map((e) => `${e.emotion}/${e.who}/${e.whoName ?? ""}${e.when ? `/${e.when}` : ""}`)
    .sort();

/** Each case: a sentence and exactly the emotions (emotion/who/whoName) it must give. */
function expectAll(cases: [string, string[]][]) {
  for (const [text, expected] of cases) {
    it(`"${text}" → ${expected.join(", ") || "nothing"}`, () => {
      expect(found(text)).toEqual([...expected].sort());
    });
  }
}

describe("emotions: who felt it, from the sentence's structure", () => {
  expectAll([
    // The subject of the feeling, not the nearest person before it.
    ["I kicked the dog and felt relieved.", ["relief/dreamer/"]],
    ["The waiter regretted it.", ["regret/other/waiter"]],
    ["She smiled at me.", ["joy/other/"]],
    ["I met Anna at the station. She smiled at me.", ["joy/other/Anna"]],
    ["Anna drove me home and I was scared.", ["fear/dreamer/"]],
    ["I told Tom that I was scared.", ["fear/dreamer/"]],
    ["The people in the crowd looked sad.", ["sadness/other/people"]],
    // "we" is the dreamer with others; "everyone" the others: a coder gives the dreamer only what
    // the report says the dreamer felt (fixtures/CORPUS.md).
    ["We were all scared.", ["fear/dreamer/", "fear/other/"]],
    ["Everyone was laughing.", ["joy/other/"]],
    ["Everyone was afraid of me.", ["fear/other/"]],
    ["Everyone was scared except me.", ["fear/other/"]],
    ["Everyone around me was laughing.", ["joy/other/"]],
    ["Everyone else was terrified.", ["fear/other/"]],
    ["Sarah and I were thrilled.", ["joy/dreamer/", "joy/other/Sarah"]],
    // Objects and possessives.
    ["The noise frightened my sister.", ["fear/other/sister"]],
    ["It made me furious.", ["anger/dreamer/"]],
    ["I saw my mother crying.", ["sadness/other/mother"]],
    ["My brother was there and I could see the fear in his eyes.", ["fear/other/brother"]],
    ["My aunt hid her fear.", ["fear/other/aunt"]],
    ["Anna's anger filled the room.", ["anger/other/Anna"]],
    ["To her surprise, my father was calm.", ["surprise/other/", "calm/other/father"]],
    ["She upset the vase on the table.", []],
    // He and she mean the latest person of that gender.
    ["My uncle and my grandmother were at the door. She was worried.", ["worry/other/grandmother"]],
    ["My uncle and my grandmother were at the door. He was worried.", ["worry/other/uncle"]],
    // Third-person reports: the dreamer is the dreamer.
    ["The dreamer was at her school. She was very sad.", ["sadness/dreamer/"]],
    ["The dreamer saw a bear and he was terrified.", ["fear/dreamer/"]],
    ["The subject reports being in a hospital. The subject was frightened.", ["fear/dreamer/"]],
    // A feeling joined to the one before shares its people.
    [
      "I felt jealous when he kissed another woman and then strangely calm.",
      ["anger/dreamer/", "calm/dreamer/"],
    ],
  ]);
});

describe("emotions: the words that were missing", () => {
  expectAll([
    ["I was frantic, searching every room.", ["fear/dreamer/"]],
    ["I felt panicky in the lift.", ["fear/dreamer/"]],
    ["I was jealous of my sister.", ["anger/dreamer/"]],
    ["I felt disgusted.", ["annoyance/dreamer/"]],
    ["I was upset about the letter.", ["sadness/dreamer/"]],
    ["I was hurt by what he said.", ["sadness/dreamer/"]],
    ["I was elated when I saw the sea.", ["joy/dreamer/"]],
    ["The garden was wonderful.", ["joy/dreamer/"]],
    ["I kept wondering where the door went.", ["confusion/dreamer/"]],
    ["Everything in the house felt strange.", ["confusion/dreamer/"]],
    ["It was very strange.", ["confusion/dreamer/"]],
    ["I was hysterical by then.", ["fear/dreamer/"]],
    ["To my surprise, the wolf spoke.", ["surprise/dreamer/"]],
    ["I was getting mad.", ["anger/dreamer/"]],
    ["I was mad at my boss.", ["anger/dreamer/"]],
    ["I felt self-conscious in the crowd.", ["embarrassment/dreamer/"]],
    ["I cried tears of joy.", ["joy/dreamer/"]],
  ]);
});

describe("emotions: negation and modality reach only the feeling they govern", () => {
  expectAll([
    ["I tried not to show my fear.", ["fear/dreamer/"]],
    ["I have to admit I was embarrassed.", ["embarrassment/dreamer/"]],
    ["I must admit I was embarrassed.", ["embarrassment/dreamer/"]],
    ["I couldn't stop laughing.", ["joy/dreamer/"]],
    ["I wasn't afraid.", []],
    ["I didn't feel scared at all.", []],
    ["I would have been scared if the bear had seen me.", []],
    ["I thought I might panic.", []],
  ]);
});

describe("emotions: other senses of the words are not feelings", () => {
  expectAll([
    ["I walked down a lonely road.", []],
    ["It was a gloomy evening.", []],
    ["The road was lonely.", []],
    ["A trigger-happy guard stood at the gate.", []],
    ["There was general confusion in the hall.", []],
    ["There was panic in the streets.", []],
    ["A child was crying out for help.", []],
    ["We sang happy birthday.", []],
    // A bodily sign is fear beside a threat only; excitement in a rage is anger.
    ["I hid behind the car, my heart pounding.", ["fear/dreamer/"]],
    ["I was shaking as the man came closer.", ["fear/dreamer/"]],
    ["I ran for the bus, heart pounding, and made it.", []],
    [
      "I got excited and started shouting insults at the audience, who just stared back coldly.",
      ["anger/dreamer/"],
    ],
    ["I felt like an impostor.", ["shame/dreamer/"]],
    // Praise someone says, or says of a person, and "love" calling someone, are not felt.
    ['Gordon Ramsay ordered beans on toast. He said "lovely".', []],
    ["The bride was someone I'd never met and she was lovely.", []],
    ['I said "it\'s me, love" and sat down.', []],
    ["It was lovely to see the sea again.", ["joy/dreamer/"]],
    ["I felt light, curious and very peaceful.", ["calm/dreamer/"]],
    // Said by the teller, awake, in a dream told in the past: not the dream's.
    [
      "We drove to the coast. It was raining and she had her feet up on the dashboard, which she knows I hate. We stopped at a cafe.",
      [],
    ],
    ["Nobody seemed to think it was odd.", []],
    ["My partner proposed and I said yes, crying with happiness.", ["joy/dreamer/"]],
    // Felt on waking, not in the dream: their own chips, marked (emotions-waking.test.ts).
    ["I was relieved that it was only a dream.", ["relief/dreamer//waking"]],
    ["I woke up terrified.", ["fear/dreamer//waking"]],
    ["I woke up anxious.", ["worry/dreamer//waking"]],
    ["The sea was calm.", []],
    ["A mad scientist lived upstairs.", []],
    // Still feelings: what scared the dreamer, and a feeling in a feeling's words.
    ["A scary man stood at the gate.", ["fear/dreamer/"]],
    ["I had a sad feeling about the house.", ["sadness/dreamer/"]],
    ["There was a feeling of dread.", ["fear/dreamer/"]],
    ["A frightened child hid in the shed.", ["fear/other/child"]],
    // "a strange calm": the adjective qualifies the feeling after it; "felt a bit strange" is strange.
    ["The kitchen was flooding and I felt a strange calm.", ["calm/dreamer/"]],
    ["I felt a bit strange in the empty hall.", ["confusion/dreamer/"]],
    // "to surprise him": an aim, not a feeling anyone is said to have (wink tags it a noun here).
    ["I flew out to surprise him at his office.", []],
    ["I drove all night to surprise him at the airport.", []],
    ["I bought flowers to surprise her.", []],
    ["The silence started to worry me.", ["worry/dreamer/"]],
  ]);
});

describe("emotions: confusion only where someone is said to be confused", () => {
  expectAll([
    // Not knowing the situation is confusion; not knowing a fact, a person or a skill is not.
    ["I had no idea what was going on.", ["confusion/dreamer/"]],
    ["I didn't understand.", ["confusion/dreamer/"]],
    ["Everyone laughed at a joke I did not understand.", ["confusion/dreamer/", "joy/other/"]],
    ["I had no idea how to fly the plane.", []],
    ["I didn't know who the man was.", []],
    ["I had no idea where the toilets were.", []],
    ["I couldn't understand a word he said.", []],
    ["The party was full of people I didn't know.", []],
    // How the dream struck the dreamer, not how a thing or a person was.
    ["The house was strange.", []],
    ["The man at the door was really odd.", []],
    ["It was bizarre and a bit funny.", ["confusion/dreamer/", "joy/dreamer/"]],
    ["The view from the top was amazing.", []],
    // A feeling noun naming a kind of thing, or a scene's state.
    ["They threw me a surprise party.", []],
    ["It was a surprise visit.", []],
    ["In the confusion I lost my bag.", []],
    ["I had a panic attack on the stairs.", ["fear/dreamer/"]],
  ]);
});

describe("emotions: stated with more words", () => {
  expectAll([
    // Never before so much is not never.
    ["I have never been so frightened in my life.", ["fear/dreamer/"]],
    ["I never felt scared.", []],
    ["It was the scariest dream I've had.", ["fear/dreamer/"]],
    ["I felt like a scared little boy.", ["fear/dreamer/"]],
    ["I felt my face go hot with shame.", ["shame/dreamer/"]],
    ["I felt a chill of dread.", ["fear/dreamer/"]],
  ]);
});
