import { describe, expect, it } from "vitest";
import { indirectQuestion } from "./interpret-restate";
import { answerStatement, isShortAnswer } from "./interpret-statement";
import { toFirstPerson } from "./interpret-words";

describe("a question said back, never asked again", () => {
  it.each([
    [
      "What did the sea make you feel, and what in your life feels that vast right now?",
      "what the sea made you feel",
    ],
    ["Did the boat feel safe, and who or what keeps you afloat these days?", "whether the boat felt safe"],
    [
      "Is there a decision or direction in your life you feel unsure about?",
      "whether there is a decision or direction in your life you feel unsure about",
    ],
    [
      "What deadline or expectation feels most pressing in your life right now?",
      "what deadline or expectation feels most pressing in your life right now",
    ],
    [
      "Where in your life do you feel tested or judged at the moment?",
      "where in your life you feel tested or judged at the moment",
    ],
    [
      "Has something you relied on felt shaky lately?",
      "whether something you relied on has felt shaky lately",
    ],
    [
      "If the dream went on tonight, what do you think would happen next?",
      "what you think would happen next if the dream went on tonight",
    ],
    ["Looking back, what strikes you most about flying?", "what strikes you most about flying, looking back"],
    [
      "What does being chased have in common with something on your mind lately?",
      "what being chased has in common with something on your mind lately",
    ],
    ["Where did the bite or attack land?", "where the bite or attack landed"],
  ])("%s → %s", (question, said) => {
    expect(indirectQuestion(question)).toBe(said);
  });
});

describe("a short answer as a statement with the question's content", () => {
  it.each([
    ["Did the sea feel calm or threatening?", "Calm", "The sea felt calm"],
    ["Did the sea feel calm or threatening?", "Threatening.", "The sea felt threatening"],
    ["Was the water calm or rough, clear or murky?", "Rough", "The water was rough"],
    ["Did the boat feel safe?", "Yes", "The boat felt safe"],
    ["Did the boat feel safe?", "Not really", "The boat did not really feel safe"],
    ["Is there something you would like to wash away?", "No", "There is nothing you would like to wash away"],
    [
      "Is there a part of yourself you find hard to accept?",
      "My temper",
      "There is a part of yourself you find hard to accept: my temper",
    ],
    ["What deadline feels most pressing right now?", "Work", "Work feels most pressing right now"],
    ["What did the sea make you feel?", "Small", "Small is what the sea made you feel"],
    ["Where do you feel watched at the moment?", "At work", "At work, you feel watched at the moment"],
    [
      "Did you want to stand out from the crowd or disappear into it?",
      "Disappear",
      "You wanted to disappear into it",
    ],
    ["Were you climbing or descending the stairs?", "Descending", "You were descending the stairs"],
    [
      "What has brought up that kind of worry lately?",
      "Nothing",
      "Nothing has brought up that kind of worry lately",
    ],
  ])("%s + %s → %s", (question, answer, statement) => {
    expect(answerStatement(question, answer)).toBe(statement);
  });

  it("leaves longer answers, and answers that do not fit the question, to the person's own words", () => {
    expect(isShortAnswer("Probably work. There is a deadline on Friday.")).toBe(false);
    expect(isShortAnswer("My sister, I think")).toBe(true);
    expect(
      answerStatement("Did the boat feel safe?", "It rocked a lot but I trusted the captain."),
    ).toBeNull();
    // A yes does not choose between two things, nor answer "what".
    expect(answerStatement("Was the dog friendly or threatening?", "Yes")).toBeNull();
    expect(answerStatement("What does the lighthouse remind you of?", "Yes")).toBeNull();
  });
});

describe("the dreamer's own voice", () => {
  it.each([
    ["what the sea made you feel", "what the sea made me feel"],
    ["whether you were running away from something", "whether I was running away from something"],
    [
      "where in your life you feel you might be losing your footing",
      "where in my life I feel I might be losing my footing",
    ],
    [
      "how long the fear stayed with you after you woke up",
      "how long the fear stayed with me after I woke up",
    ],
    [
      "what from your past still seems to haunt you a little",
      "what from my past still seems to haunt me a little",
    ],
  ])("%s → %s", (text, voiced) => {
    expect(toFirstPerson(text)).toBe(voiced);
  });
});
