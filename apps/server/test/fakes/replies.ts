import type { FakeRequest } from "./fake-server";

export const FAKE_ANALYSIS = {
  output:
    "The **ocean** and the **lighthouse** frame this dream: you swim towards a light that keeps moving away.",
  Q1: "What did the lighthouse remind you of?",
  Q2: "How did the cold water feel?",
  Q3: "Who was waiting on the shore?",
  Q4: "When have you felt a goal moving away from you lately?",
};
export const FAKE_KEY_POINTS = ["Feels a goal slipping away.", "Finds comfort in a distant light."];
export const FAKE_TITLE = "Swimming Toward Light";
/** A detect reply for a dream of swimming in a cold ocean: one unknown symbol id, one made-up emotion. */
export const FAKE_DETECTIONS = {
  emotions: [
    { emotion: "fear", who: "dreamer", whoName: null, evidence: "cold ocean", when: null },
    { emotion: "boredom", who: "dreamer", whoName: null, evidence: "swam", when: null },
  ],
  symbols: [
    { symbol: "ocean", evidence: ["ocean"] },
    { symbol: "lighthouse-keeper", evidence: ["lighthouse"] },
  ],
};
export const FAKE_INTERPRETATION = "The lighthouse may stand for a goal you keep in sight.";

/** A sensible ok reply for each Somnia task, recognised by its system prompt. */
export function defaultContent(request: FakeRequest): string {
  const prompt = request.prompt;
  if (prompt.includes("You name dreams")) return FAKE_TITLE;
  if (prompt.includes("You find the emotions")) return JSON.stringify(FAKE_DETECTIONS);
  if (prompt.includes('"keyPoints"')) return JSON.stringify({ keyPoints: FAKE_KEY_POINTS });
  if (prompt.includes("dream interpreter")) return JSON.stringify({ output: FAKE_INTERPRETATION });
  return JSON.stringify(FAKE_ANALYSIS);
}
