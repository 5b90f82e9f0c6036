import { describe, expect, it } from "vitest";
import { helpReply } from "./chat-help";

describe("the interpreter's answer before a dream is chosen", () => {
  it("tells how to share a message that reads like a dream", () => {
    const dream =
      "Last night I dreamt I was back at my old school and the corridors kept getting longer. My sister was there but she did not recognise me, and I could not find the classroom anywhere.";
    expect(helpReply(dream)).toBe("interpreter.chat.help.dream");
  });

  it("points a question about an image's meaning to the dictionary", () => {
    expect(helpReply("What does it mean to dream of teeth falling out?")).toBe(
      "interpreter.chat.help.symbol",
    );
    expect(helpReply("what do snakes symbolize")).toBe("interpreter.chat.help.symbol");
  });

  it("says what the interpreter does for anything else", () => {
    expect(helpReply("Hello there")).toBe("interpreter.chat.help.about");
    expect(helpReply("How does this work?")).toBe("interpreter.chat.help.about");
    // Long but not a dream told by the dreamer.
    expect(
      helpReply(
        "the the the the the the the the the the the the the the the the the the the the the the the the the the",
      ),
    ).toBe("interpreter.chat.help.about");
  });
});
