import { errorBodySchema } from "@somnia/shared/errors";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiFetch } from "./api-client";
import { loadMessages } from "./i18n/catalogues";
import { postNdjson, type StreamRequest } from "./ndjson";

beforeAll(() => loadMessages([]));

/** The shape every streaming route uses: deltas, then one closing event or an error. */
const eventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({ type: z.literal("done"), total: z.number() }),
  z.object({ type: z.literal("error"), error: errorBodySchema.shape.error }),
]);

/** A 200 answer whose body arrives in exactly these chunks. */
function streamed(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "Content-Type": "application/x-ndjson" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("postNdjson", () => {
  it("asks for NDJSON, hands each delta over in order and resolves with the closing event", async () => {
    const send = vi.fn(async () =>
      streamed([
        '{"type":"delta","text":"The "}\n{"type":"delta","text":"sea"}\n{"type":"done","total":2}\n',
      ]),
    );
    const deltas: string[] = [];
    const signal = new AbortController().signal;
    const closing = await postNdjson(send, eventSchema, { onDelta: (text) => deltas.push(text), signal });
    expect(deltas).toEqual(["The ", "sea"]);
    expect(closing).toEqual({ type: "done", total: 2 });
    expect(send).toHaveBeenCalledWith({ headers: { Accept: "application/x-ndjson" }, init: { signal } });
  });

  it("hands each delta over as soon as its line arrives, before the rest of the body exists", async () => {
    const encoder = new TextEncoder();
    let body: ReadableStreamDefaultController<Uint8Array> | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        body = controller;
      },
    });
    let firstDelta: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      firstDelta = resolve;
    });
    const deltas: string[] = [];
    const closing = postNdjson(async () => new Response(stream), eventSchema, {
      onDelta: (text) => {
        deltas.push(text);
        firstDelta();
      },
    });
    body?.enqueue(encoder.encode('{"type":"delta","text":"The "}\n'));
    await arrived; // Never resolves if deltas are held until the stream ends.
    expect(deltas).toEqual(["The "]);
    body?.enqueue(encoder.encode('{"type":"delta","text":"sea"}\n{"type":"done","total":2}\n'));
    body?.close();
    expect(await closing).toEqual({ type: "done", total: 2 });
    expect(deltas).toEqual(["The ", "sea"]);
  });

  it("joins a line split across chunks (even inside a multi-byte character) and skips blank lines", async () => {
    const line = '{"type":"delta","text":"née 🌙"}\n';
    const bytes = new TextEncoder().encode(`${line}\n{"type":"done","total":1}`);
    const cut = new TextEncoder().encode(line.slice(0, line.indexOf("🌙"))).length + 2; // Inside the moon's four bytes.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const deltas: string[] = [];
    const closing = await postNdjson(async () => new Response(body), eventSchema, {
      onDelta: (text) => deltas.push(text),
    });
    expect(deltas).toEqual(["née 🌙"]);
    expect(closing).toEqual({ type: "done", total: 1 });
  });

  it("rejects an error event with its code, the status that code carries and its message", async () => {
    const deltas: string[] = [];
    const error = await postNdjson(
      async () =>
        streamed([
          '{"type":"delta","text":"Half"}\n',
          '{"type":"error","error":{"code":"AI_TIMEOUT","reason":"AI_PROVIDER_TIMEOUT"}}\n',
        ]),
      eventSchema,
      { onDelta: (text) => deltas.push(text) },
    ).catch((caught: unknown) => caught);
    expect(deltas).toEqual(["Half"]);
    expect(error).toMatchObject({
      code: "AI_TIMEOUT",
      status: 504,
      reason: "AI_PROVIDER_TIMEOUT",
      message: "The AI analyst took too long to answer. Please try again.",
    });
  });

  it("gives an error code it does not know the status of an internal error", async () => {
    const send = async () =>
      streamed(['{"type":"error","error":{"code":"SOMETHING_NEW","reason":"REQUEST_REFUSED"}}\n']);
    await expect(postNdjson(send, eventSchema)).rejects.toMatchObject({ code: "SOMETHING_NEW", status: 500 });
  });

  it("rejects a refusal before streaming began as the server's JSON error, with no delta", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { error: { code: "PLAN_LIMIT_REACHED", reason: "ANALYSIS_BASIC_LIMIT" } },
          { status: 403 },
        ),
      ),
    );
    const onDelta = vi.fn();
    const send = (options: StreamRequest) =>
      apiFetch("/api/dreams/d1/analysis", { method: "POST", headers: options.headers, ...options.init });
    await expect(postNdjson(send, eventSchema, { onDelta })).rejects.toMatchObject({
      code: "PLAN_LIMIT_REACHED",
      status: 403,
      message:
        "You have used this month's analysis of the Basic plan. Upgrade to Plus for unlimited analyses.",
    });
    expect(onDelta).not.toHaveBeenCalled();
  });

  it("says the server could not be reached when the stream stops before its closing event", async () => {
    const send = async () => streamed(['{"type":"delta","text":"Half"}\n']);
    await expect(postNdjson(send, eventSchema)).rejects.toMatchObject({ code: "NETWORK_ERROR", status: 0 });
  });
});
