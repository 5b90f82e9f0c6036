import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { type Ai, createAi } from "./ai";
import { type Auth, createAuth } from "./auth";
import { type BillingProvider, createBilling } from "./billing";
import { type Crypto, createCrypto } from "./crypto";
import { loadMasterKey } from "./crypto/master-key";
import { createPasswordHasher, type ScryptCost } from "./crypto/password";
import { type Database, openDatabase } from "./db";
import { analyzeTables } from "./db/analyze-tables";
import { dreams, dreamTerms, searchTerms } from "./db/schema";
import type { Env } from "./env";
import { createEventBus, type EventBus } from "./events";
import { createLifecycle, type Lifecycle } from "./lib/lifecycle";
import { createLogger, type Logger } from "./lib/logger";
import { readOrCreateSecretFile } from "./lib/secret-file";
import { cacheSessions } from "./lib/session-cache";
import { createMailer, type Mailer } from "./mail";
import { instrumentAi } from "./ops/instrument-ai";
import { createMetrics, type Metrics } from "./ops/metrics";
import { createTracing, type Tracing, traceQueries } from "./ops/tracing";
import { createPushSender, type PushSender } from "./reminders/push";
import { loadVapidKeys } from "./reminders/vapid";
import { createSignInThrottle, type SignInThrottle } from "./services/auth/sign-in-throttle";
import { createSearchIndexer, type SearchIndexer } from "./services/search/search-indexer";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AppContext {
  env: Env;
  database: Database;
  db: Database["db"];
  crypto: Crypto;
  mailer: Mailer;
  auth: Auth;
  /** Failed sign-ins per account (services/auth/sign-in-throttle.ts). */
  signInThrottle: SignInThrottle;
  logger: Logger;
  /**
   * This instance's Prometheus registry and instruments (ops/metrics.ts): served only with
   * METRICS_PORT or METRICS_TOKEN (docs/decisions/039-metrics.md).
   */
  metrics: Metrics;
  /**
   * OpenTelemetry traces (ops/tracing.ts): null unless OTEL_EXPORTER_OTLP_ENDPOINT is set
   * (docs/decisions/043-tracing.md).
   */
  tracing: Tracing | null;
  /**
   * Per-user change events for /api/events (in-process on PGlite, LISTEN/NOTIFY on PostgreSQL),
   * and the server-internal session revocations behind requireUser's cache (decision 024).
   */
  events: EventBus;
  /** The AI tasks (title, analyze, distill, interpret) on the provider AI_PROVIDER names. */
  ai: Ai;
  /** Stripe, or the built-in test billing (decision 021), chosen by the environment. */
  billing: BillingProvider;
  /** Web push to the browsers that asked for reminder notifications (VAPID keys: reminders/vapid.ts). */
  push: PushSender;
  /** The blind search index's start-up backfill (docs/decisions/023-blind-search-index.md). */
  searchIndex: SearchIndexer;
  /** Whether the instance is stopping (lib/lifecycle.ts): readiness, live streams, keep-alive. */
  lifecycle: Lifecycle;
  close(): Promise<void>;
}

export interface ContextOverrides {
  logger?: Logger;
  /** Where the outbox announces messages (default: console.info). */
  announce?: (line: string) => void;
  /** An open database instead of DATABASE_URL's (tests: a copy of a migrated template). */
  database?: Database;
  /**
   * The scrypt cost of new password hashes. Only tests lower it, and only here: no environment
   * variable reaches it, so a server always hashes at the production cost (decision 014).
   */
  scryptCost?: ScryptCost;
}

function loadAuthSecret(env: Env): string {
  return (
    env.BETTER_AUTH_SECRET ??
    readOrCreateSecretFile(join(env.DATA_DIR, "auth.secret"), () => randomBytes(32).toString("base64url"))
  );
}

/** Everything a request handler needs, built once from the parsed environment. */
export function createContext(env: Env, overrides: ContextOverrides = {}): AppContext {
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const masterKey = loadMasterKey(env);
  const secret = loadAuthSecret(env);
  const database =
    overrides.database ??
    openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      onIdleError: (err) => logger.warn({ err }, "idle database connection failed"),
    });
  const { db } = database;
  const metrics = createMetrics({
    database,
    processMetrics: env.METRICS_PORT !== undefined || env.METRICS_TOKEN !== undefined,
  });
  const tracing = createTracing(env, logger);
  const untraceQueries = tracing ? traceQueries(database.client, tracing) : () => {};
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    dataDir: env.DATA_DIR,
    announce: overrides.announce ?? ((line) => console.info(line)),
    printLinks: env.NODE_ENV !== "production",
  });
  const password = createPasswordHasher(overrides.scryptCost);
  const events = createEventBus(database, logger);
  const revokeCachedSessions = (userId: string) => events.sessions.revoke(userId);
  const signInThrottle = createSignInThrottle(db, secret, metrics);
  const auth = createAuth({
    env,
    db,
    mailer,
    logger,
    secret,
    password,
    revokeCachedSessions,
    signInThrottle,
  });
  cacheSessions(auth, events.sessions, env.SESSION_MAX_AGE_DAYS * DAY_MS);
  const crypto = createCrypto({ db, masterKey });
  const ai = instrumentAi(createAi(env), metrics, tracing);
  const billing = createBilling(env, db);
  const push = createPushSender(loadVapidKeys(env), `mailto:${env.SUPPORT_EMAIL}`);
  const searchIndex = createSearchIndexer({
    db,
    crypto,
    logger,
    analyze: () => analyzeTables(database, [dreams, dreamTerms, searchTerms]),
  });
  return {
    env,
    database,
    db,
    crypto,
    mailer,
    auth,
    signInThrottle,
    logger,
    metrics,
    tracing,
    events,
    ai,
    billing,
    push,
    searchIndex,
    lifecycle: createLifecycle(),
    async close() {
      try {
        await searchIndex.stop();
        mailer.close();
        await events.close();
        await database.close();
      } finally {
        // The last requests' spans, sent in at most a couple of seconds.
        untraceQueries();
        await tracing?.shutdown();
      }
    },
  };
}
