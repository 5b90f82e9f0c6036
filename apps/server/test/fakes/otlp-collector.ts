import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

type Value = string | number | boolean;

/** One span as an OTLP/HTTP JSON export carries it, its attributes and its resource's flattened. */
export interface ExportedSpan {
  traceId: string;
  spanId: string;
  /** Absent for the root of a trace. */
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, Value>;
  /** OTLP's StatusCode: 0 unset, 1 ok, 2 error. */
  status: number;
  resource: Record<string, Value>;
}

/**
 * How the collector answers: `ok` (200), `refuse` (400, an export it will not take), or `hang`
 * (never, until the exporter gives up).
 */
export type CollectorMode = "ok" | "refuse" | "hang";

export interface Collector {
  /** The base address to put in OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  mode: CollectorMode;
  /** Every export as it arrived: path, media type and raw body. */
  exports: { path: string; contentType: string; body: string }[];
  /** Every span of every export, in order. */
  spans(): ExportedSpan[];
  close(): Promise<void>;
}

interface KeyValue {
  key: string;
  value: { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number };
}

const flatten = (list: KeyValue[] = []): Record<string, Value> =>
  Object.fromEntries(
    list.map(({ key, value }) => [
      key,
      value.stringValue ??
        (value.intValue !== undefined ? Number(value.intValue) : undefined) ??
        value.boolValue ??
        value.doubleValue ??
        "",
    ]),
  );

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: (Omit<ExportedSpan, "attributes" | "status" | "resource"> & {
        attributes?: KeyValue[];
        status?: { code?: number };
      })[];
    }[];
  }[];
}

function spansOf(body: string): ExportedSpan[] {
  const request = JSON.parse(body) as ExportRequest;
  return (request.resourceSpans ?? []).flatMap(({ resource, scopeSpans = [] }) =>
    scopeSpans.flatMap(({ spans = [] }) =>
      spans.map((span) => ({
        traceId: span.traceId,
        spanId: span.spanId,
        ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
        name: span.name,
        kind: span.kind,
        attributes: flatten(span.attributes),
        status: span.status?.code ?? 0,
        resource: flatten(resource?.attributes),
      })),
    ),
  );
}

/** A local OpenTelemetry collector on 127.0.0.1 that takes OTLP/HTTP JSON exports at /v1/traces. */
export async function startCollector(): Promise<Collector> {
  const collector: Collector = {
    url: "",
    mode: "ok",
    exports: [],
    spans: () => collector.exports.flatMap((e) => spansOf(e.body)),
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const part of req) chunks.push(part as Buffer);
    if (collector.mode === "hang") return;
    const body = Buffer.concat(chunks).toString("utf8");
    collector.exports.push({ path: req.url ?? "/", contentType: req.headers["content-type"] ?? "", body });
    res.writeHead(collector.mode === "ok" ? 200 : 400, { "content-type": "application/json" });
    res.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  collector.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  collector.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return collector;
}
