import { describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "./index";

const analyst = createBuiltinAnalyst();
const symbols = (text: string) => analyst.detect(text).symbols.map((symbol) => symbol.symbol);

/** Each case: a sentence, a symbol, and whether the sentence means it. */
const cases: [string, string, boolean][] = [
  // Who the dreamer is in waking life, and what someone calls them, are not the dream's images.
  ["I'm a teacher and I had the worst one last night.", "teacher", false],
  ["I kept telling her I am a nurse now in England.", "hospital", false],
  ["My old teacher was marking my homework.", "teacher", true],
  ["Then he said Dad, I'm so sorry, and climbed out of the window.", "father", false],
  ["My daughter appeared and said Mum, you live on the fourth floor now.", "mother", false],
  ["My mum said, you are late again.", "mother", true],
  ["'Come in,' said Mum, smiling at the door.", "mother", true],
  ["I called Mum, but she did not answer.", "mother", true],
  ["I asked Dad, who only shrugged.", "father", true],
  // A call to someone to do something is not a quarrel; shouting at someone is.
  ["I was shouting at him to come back but he didn't hear me.", "argument", false],
  ["I was laughing and shouting at everyone to look.", "argument", false],
  ["The man behind started shouting at her, red in the face.", "argument", true],
  // Death: a device giving out, a death feared or wished, a death the report dates things by.
  ["I tried texting people but my phone was on 1% and then died.", "death", false],
  ["I was so afraid I was going to die.", "death", false],
  ["The clock was stopped, like in his real house before he died.", "death", false],
  ["A bus hit me and I died in the road.", "death", true],
  // Birds that fly off are not the dream of flying; a kiss on a screen is not romance.
  ["It was printing seagulls, which flew off over the roofs.", "flying", false],
  ["I spread my arms and flew over the town.", "flying", true],
  ["She came over in her dress and kissed the screen.", "romance", false],
  ["He kissed me at the end of the night.", "romance", true],
  // A face that glows is happiness; a glow-in-the-dark star is a toy.
  ["She looked so happy, genuinely glowing.", "light", false],
  ["My old glow in the dark stars were on the ceiling.", "light", false],
  ["The whole cave was glowing with a blue light.", "light", true],
];

describe("symbols: the dreamer's waking life, calls and looks", () => {
  for (const [text, symbol, meant] of cases) {
    it(`"${text}" ${meant ? "→" : "is not"} ${symbol}`, () => {
      if (meant) expect(symbols(text)).toContain(symbol);
      else expect(symbols(text)).not.toContain(symbol);
    });
  }
});
