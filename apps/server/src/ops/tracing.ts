import type { MiddlewareHandler } from "hono";
import type pg from "pg";
import type { Env } from "../env";
import type { AppEnv } from "../lib/hono-env";
import type { Logger } from "../lib/logger";

/**
 * Ends a span. With an error, the span is marked failed and names the error's kind, never its
 * message: a database's or a provider's message can quote the data it was given.
 */
export type EndSpan = (error?: unknown) => void;

/**
 * What the rest of the server asks of tracing (docs/decisions/043-tracing.md). Nothing here
 * imports OpenTelemetry: its packages are loaded by `createTracing`, and only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (ops/tracing-sdk.ts).
 */
export interface Tracer {
  /** The server span of each request, named by method and route template; its context active while it runs. */
  requests: MiddlewareHandler<AppEnv>;
  /** A child span of the active request for one SQL statement: its text, never its values. None outside a request. */
  query(statement: string): EndSpan | undefined;
  /** A child span of the active request for one AI task (ops/instrument-ai.ts). None outside a request. */
  aiCall(provider: string, operation: string): EndSpan | undefined;
  /** Sends the spans not yet sent, for at most a couple of seconds, and stops. */
  shutdown(): Promise<void>;
}

export interface Tracing extends Tracer {
  /** Settles once the SDK is loaded (index.ts waits for it before listening); a failure to load only warns. */
  ready: Promise<void>;
}

/**
 * Tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, else null: no package loaded, no middleware, no
 * wrapper, nothing started. The SDK is imported in the background; until it is there, nothing is
 * traced.
 */
export function createTracing(
  env: Pick<Env, "OTEL_EXPORTER_OTLP_ENDPOINT" | "OTEL_SERVICE_NAME">,
  logger: Logger,
): Tracing | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return null;
  let tracer: Tracer | undefined;
  const ready = import("./tracing-sdk").then(
    ({ startTracer }) => {
      tracer = startTracer({ endpoint, serviceName: env.OTEL_SERVICE_NAME, logger });
    },
    (err) => logger.warn({ err }, "tracing could not start: no spans are sent"),
  );
  return {
    ready,
    requests: (c, next) => (tracer ? tracer.requests(c, next) : next()),
    query: (statement) => tracer?.query(statement),
    aiCall: (provider, operation) => tracer?.aiCall(provider, operation),
    async shutdown() {
      await ready;
      await tracer?.shutdown();
    },
  };
}

type Query = (...args: unknown[]) => unknown;

/** `query` (node-postgres's, a pool's or a client's) with a span for each statement it runs. */
function traced(query: Query, tracing: Pick<Tracer, "query">): Query {
  return function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    const statement = typeof first === "string" ? first : (first as { text?: unknown } | null)?.text;
    const end = typeof statement === "string" ? tracing.query(statement) : undefined;
    if (!end) return query.apply(this, args);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (error: unknown, result: unknown) => {
        end(error ?? undefined);
        callback(error, result);
      };
    }
    let result: unknown;
    try {
      result = query.apply(this, args);
    } catch (error) {
      end(error);
      throw error;
    }
    if (typeof callback === "function") return result;
    if (result instanceof Promise)
      return result.then(
        (value) => {
          end();
          return value;
        },
        (error) => {
          end(error);
          throw error;
        },
      );
    end();
    return result;
  };
}

/**
 * Spans for the statements run through `pool`, on PostgreSQL and on PGlite alike (both are a
 * node-postgres pool, db/index.ts): `pool.query`, and the queries of a client taken with
 * `pool.connect()` (a transaction) until it is released. Each span starts in its caller's context,
 * so it joins the request that ran it. Returns what undoes it.
 */
export function traceQueries(pool: pg.Pool, tracing: Pick<Tracer, "query">): () => void {
  const { query, connect } = pool;
  pool.query = traced(query as Query, tracing) as typeof pool.query;
  // `pool.query` takes its client with a callback (pg-pool): not traced twice.
  pool.connect = function (this: pg.Pool, ...args: unknown[]) {
    if (args.length > 0) return (connect as Query).apply(this, args);
    const connected = (connect as () => Promise<pg.PoolClient>).call(this);
    return connected.then((client) => {
      const { release } = client;
      client.query = traced(client.query as Query, tracing) as typeof client.query;
      client.release = (error?: Error | boolean) => {
        Reflect.deleteProperty(client, "query");
        client.release = release;
        return release(error);
      };
      return client;
    });
  } as typeof pool.connect;
  return () => {
    pool.query = query;
    pool.connect = connect;
  };
}
