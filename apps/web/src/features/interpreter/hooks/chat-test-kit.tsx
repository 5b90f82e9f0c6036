import type { Dream } from "@somnia/shared/dreams";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { getAnalysis, startAnalysis } from "@/api/analysis";
import { analysisSession } from "@/test/sessions";
import { useInterpreterChat } from "./use-interpreter-chat";

/*
 * What the interpreter chat's tests share. Each test file mocks @/api/analysis,
 * createInterpretation of @/api/interpretations and @/lib/toast itself (mocks are per file).
 */

export const GREETING =
  "bot: Hello! I'm your dream interpreter. Share a dream with me, and I'll help you understand its meaning.";
export const INTERPRETING = "bot: Interpreting your dream...";
export const ANALYZED =
  "bot: I've analyzed your dream. Let me ask you some questions to help you understand it better.";
export const DONE = "bot: Dream data has been interpreted successfully.";
export const CLOSING = "bot: I hope this helped you understand your dream a little better.";

export const dream: Dream = {
  id: "d1",
  title: "Tower",
  content: "I fell from a tower into dark water.",
  dreamDate: "2025-05-01",
  tags: null,
  isAnalyzed: false,
  notRemembered: false,
  excludeFromAi: false,
  detections: null,
  types: [],
  suggestedTypes: [],
  vividness: null,
  createdAt: "2025-05-01T08:00:00.000Z",
};
export const reading = {
  id: "i1",
  dreamId: "d1",
  text: "A **tower** over water.",
  sources: [],
  createdAt: "2025-05-01T09:00:00.000Z",
};

export function renderChat() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useInterpreterChat(), { wrapper });
  return {
    chat: () => result.current,
    lines: () => result.current.messages.map((message) => `${message.sender}: ${message.text}`),
  };
}

/** A dream never analysed: the chat starts its analysis, which asks its first question. */
export function newDreamWithQuestions() {
  vi.mocked(getAnalysis).mockResolvedValue({ session: null });
  vi.mocked(startAnalysis).mockResolvedValue(analysisSession(0));
}

/** Lets the chat's pending work and timers run for `ms`. */
export const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
