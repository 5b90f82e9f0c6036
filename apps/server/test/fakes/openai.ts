import { chunk, type FakeServer, type Protocol, startFakeServer } from "./fake-server";
import { defaultContent } from "./replies";

interface ChatMessage {
  role: string;
  content: string | { type: string; text?: string }[];
}

const text = (content: ChatMessage["content"]) =>
  typeof content === "string" ? content : content.map((part) => part.text ?? "").join("");

/** The OpenAI chat-completions protocol (POST …/chat/completions, optionally streamed as SSE). */
const openAiProtocol: Protocol = {
  promptOf: (body) =>
    ((body.messages as ChatMessage[] | undefined) ?? []).map((m) => text(m.content)).join("\n"),
  isStream: (_path, body) => body.stream === true,
  reply: (content) => ({
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "fake-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  }),
  streamEvents: (content) => {
    const base = {
      id: "chatcmpl-fake",
      object: "chat.completion.chunk",
      created: 1_700_000_000,
      model: "fake-model",
    };
    return [
      ...chunk(content).map((piece, i) =>
        JSON.stringify({
          ...base,
          choices: [
            {
              index: 0,
              delta: i === 0 ? { role: "assistant", content: piece } : { content: piece },
              finish_reason: null,
            },
          ],
        }),
      ),
      JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] }),
      "[DONE]",
    ];
  },
  errorBody: (status) => ({
    error: {
      message:
        status === 401
          ? "Incorrect API key provided"
          : status === 429
            ? "Rate limit reached"
            : "The server had an error",
      type: status === 401 ? "invalid_request_error" : status === 429 ? "requests" : "server_error",
      code: null,
      param: null,
    },
  }),
};

/** A fake OpenAI (or OpenAI-compatible) server; its `url` ends in /v1 like the real base URL. */
export function startFakeOpenAi(port = 0, streamGapMs = 0): Promise<FakeServer> {
  return startFakeServer(openAiProtocol, defaultContent, "/v1", port, streamGapMs);
}
