import { chunk, type FakeServer, type Protocol, startFakeServer } from "./fake-server";
import { defaultContent } from "./replies";

interface Content {
  parts?: { text?: string }[];
}

const textOf = (content: Content | undefined) => (content?.parts ?? []).map((p) => p.text ?? "").join("");

const candidate = (text: string, finishReason?: string) => ({
  content: { parts: [{ text }], role: "model" },
  ...(finishReason ? { finishReason } : {}),
  index: 0,
});
const usage = { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 };

/** Gemini's generateContent / streamGenerateContent?alt=sse protocol. */
const geminiProtocol: Protocol = {
  promptOf: (body) =>
    [
      textOf(body.systemInstruction as Content),
      ...((body.contents as Content[] | undefined) ?? []).map(textOf),
    ].join("\n"),
  isStream: (path) => path.includes(":streamGenerateContent"),
  reply: (content) => ({ candidates: [candidate(content, "STOP")], usageMetadata: usage }),
  streamEvents: (content) => {
    const parts = chunk(content);
    return parts.map((piece, i) =>
      JSON.stringify({
        candidates: [candidate(piece, i === parts.length - 1 ? "STOP" : undefined)],
        ...(i === parts.length - 1 ? { usageMetadata: usage } : {}),
      }),
    );
  },
  errorBody: (status) => ({
    error: {
      code: status,
      message: status === 401 ? "API key not valid. Please pass a valid API key." : "Internal error",
      status: status === 401 ? "UNAUTHENTICATED" : status === 429 ? "RESOURCE_EXHAUSTED" : "INTERNAL",
    },
  }),
};

/** A fake Gemini API; its `url` ends in /v1beta like the real base URL. */
export function startFakeGemini(): Promise<FakeServer> {
  return startFakeServer(geminiProtocol, defaultContent, "/v1beta");
}
