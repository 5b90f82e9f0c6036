import type { AnalysisSession } from "@somnia/shared/analysis";

/** An analyzer session as the server answers it, `answered` questions in. */
export function analysisSession(answered: number, overrides: Partial<AnalysisSession> = {}): AnalysisSession {
  const questions = ["What did the water feel like?", "Who called your name?", "Where was the tower?"];
  const done = answered >= questions.length;
  return {
    id: "s1",
    dreamId: "d1",
    status: done ? "completed" : "active",
    dream: { title: "Tower", content: "I fell from a tower into dark water.", dreamDate: "2025-05-01" },
    analysis: "Falling into **water** often speaks of feelings.",
    questions,
    answers: questions.slice(0, answered).map((question, index) => ({
      question,
      answer: `Answer ${index + 1}`,
      createdAt: "2025-05-01T08:00:00.000Z",
    })),
    nextQuestionIndex: done ? null : answered,
    nextQuestion: done ? null : (questions[answered] ?? null),
    distilled: done,
    createdAt: "2025-05-01T08:00:00.000Z",
    endedAt: done ? "2025-05-01T08:05:00.000Z" : null,
    ...overrides,
  };
}
