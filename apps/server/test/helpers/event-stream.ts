import type { SomniaEvent } from "@somnia/shared/events";
import { expect, vi } from "vitest";
import type { App } from "../../src/app";
import { somniaEventSchema } from "../../src/events/event-schema";
import type { TestUser } from "./factories";
import { call } from "./http";

/** One SSE message's data as the event it must be; `null` for anything else. */
function parseEvent(data: string): SomniaEvent | null {
  try {
    const result = somniaEventSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** An open /api/events stream: its headers, and the events parsed from its body so far. */
export interface EventStream {
  response: Response;
  events: SomniaEvent[];
  /** Every raw SSE block received (comments included). */
  blocks: string[];
  /** Whether the server has ended the stream. */
  ended: boolean;
  close(): Promise<void>;
}

/** Opens the stream like a browser's EventSource and waits for its `: connected` comment. */
export async function openStream(
  app: App,
  user: Pick<TestUser, "cookie" | "ip">,
  cookie = user.cookie,
): Promise<EventStream> {
  const response = await call(app, "/api/events", {
    cookie,
    ip: user.ip,
    headers: { accept: "text/event-stream" },
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  const stream: EventStream = {
    response,
    events: [],
    blocks: [],
    ended: false,
    close: async () => {
      await reader.cancel().catch(() => {});
    },
  };
  let buffer = "";
  const pump = async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) {
        stream.ended = true;
        return;
      }
      buffer += value;
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        stream.blocks.push(block);
        const type = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        const event = data === undefined ? null : parseEvent(data);
        if (event && event.type === type) stream.events.push(event);
        end = buffer.indexOf("\n\n");
      }
    }
  };
  void pump();
  await vi.waitFor(() => expect(stream.blocks.join("\n")).toContain(": connected"), { timeout: 6_000 });
  return stream;
}
