import {
  type Attributes,
  type Context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  trace,
} from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { ExportResultCode, W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { defaultResource, resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, type SpanExporter, TracerProvider } from "@opentelemetry/sdk-trace";
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
  HTTP_REQUEST_METHOD_VALUE_OTHER,
} from "@opentelemetry/semantic-conventions";
import type { Logger } from "../lib/logger";
import { routeTemplate, UNMATCHED_ROUTE } from "./metrics-http";
import type { EndSpan, Tracer } from "./tracing";

/** How long shutdown waits for the last spans to reach the collector before it lets the process go. */
const SHUTDOWN_FLUSH_MS = 2_000;
/** The longest attribute value sent: a statement that inserts a batch of rows is cut there. */
const MAX_ATTRIBUTE_LENGTH = 4_096;
/** The methods OpenTelemetry's conventions name; any other is `_OTHER`, so a client cannot invent span names. */
const METHODS = new Set(["CONNECT", "DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT", "TRACE"]);

export interface TracerOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base address; spans go to its /v1/traces. */
  endpoint: string;
  /** OTEL_SERVICE_NAME. */
  serviceName: string;
  logger: Logger;
}

const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/**
 * The OpenTelemetry SDK, loaded by `createTracing` only when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (docs/decisions/043-tracing.md). The provider, context manager and propagator are this
 * instance's own, never registered as OpenTelemetry's globals: spans that libraries make through
 * the global API (drizzle-orm's would carry a query's parameters) stay no-ops, and only the spans
 * made here, whose attributes are chosen, are sent.
 */
export function startTracer({ endpoint, serviceName, logger }: TracerOptions): Tracer {
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` });
  const provider = new TracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName })),
    spanLimits: { attributeValueLengthLimit: MAX_ATTRIBUTE_LENGTH },
    spanProcessors: [new BatchSpanProcessor({ exporter: warnOnFailure(exporter, logger) })],
  });
  const tracer = provider.getTracer("somnia");
  const contexts = new AsyncLocalStorageContextManager().enable();
  const propagator = new W3CTraceContextPropagator();
  logger.info({ collector: new URL(endpoint).origin, service: serviceName }, "traces sent over OTLP/HTTP");

  /** A span under the request being served; none outside one (a scheduler's tick, a backfill). */
  function child(name: string, kind: SpanKind, attributes: Attributes): EndSpan | undefined {
    const parent = contexts.active();
    if (!trace.getSpan(parent)) return undefined;
    return ender(tracer.startSpan(name, { kind, attributes }, parent));
  }

  return {
    async requests(c, next) {
      const method = METHODS.has(c.req.method) ? c.req.method : HTTP_REQUEST_METHOD_VALUE_OTHER;
      const parent: Context = propagator.extract(ROOT_CONTEXT, c.req.raw.headers, headerGetter);
      const span = tracer.startSpan(
        method,
        { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: method } },
        parent,
      );
      try {
        await contexts.with(trace.setSpan(parent, span), next);
      } finally {
        const route = routeTemplate(c);
        if (route !== UNMATCHED_ROUTE) {
          span.updateName(`${method} ${route}`);
          span.setAttribute(ATTR_HTTP_ROUTE, route);
        }
        const status = c.res.status;
        span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
        if (status >= 500) {
          span.setAttribute(ATTR_ERROR_TYPE, String(status));
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        span.end();
      }
    },
    query(statement) {
      const operation = /^\s*([a-z]{1,16})\b/i.exec(statement)?.[1]?.toUpperCase();
      return child(operation ?? DB_SYSTEM_NAME_VALUE_POSTGRESQL, SpanKind.CLIENT, {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_QUERY_TEXT]: statement,
        ...(operation ? { [ATTR_DB_OPERATION_NAME]: operation } : {}),
      });
    },
    aiCall(provider, operation) {
      return child(`ai ${operation}`, SpanKind.INTERNAL, {
        "somnia.ai.provider": provider,
        "somnia.ai.operation": operation,
      });
    },
    async shutdown() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), SHUTDOWN_FLUSH_MS);
        timer.unref();
      });
      // A failed export has already been logged (warnOnFailure).
      const flushed = provider.shutdown().then(
        () => false,
        () => false,
      );
      if (await Promise.race([flushed, late]))
        logger.warn(`the last spans were not sent within ${SHUTDOWN_FLUSH_MS / 1000} s: left unsent`);
      clearTimeout(timer);
      contexts.disable();
    },
  };
}

/** Ends `span`, failed with the error's kind (its name, or a database's SQLSTATE) when there is one. */
function ender(span: Span): EndSpan {
  return (error) => {
    if (error !== undefined) {
      const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
      const kind = typeof code === "string" ? code : error instanceof Error ? error.name : "Error";
      span.setAttribute(ATTR_ERROR_TYPE, kind);
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
}

/**
 * The exporter, its failures logged once (a collector that is down, a refused export) until an
 * export succeeds again. A failed export drops its spans; requests never wait for one.
 */
function warnOnFailure(exporter: SpanExporter, logger: Logger): SpanExporter {
  let failing = false;
  return {
    export(spans, done) {
      exporter.export(spans, (result) => {
        if (result.code === ExportResultCode.SUCCESS) {
          if (failing) logger.info("spans reach the collector again");
          failing = false;
        } else if (!failing) {
          failing = true;
          logger.warn(
            { err: result.error },
            "spans could not be sent to the collector: dropped until it answers",
          );
        }
        done(result);
      });
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}
