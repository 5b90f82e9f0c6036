import { fileURLToPath } from "node:url";
import { IMPORT_DEFAULT_MAX_MB } from "@somnia/shared/import";
import { z } from "zod";
import { aiEnvFields, checkAiEnv } from "./ai/provider/env-schema";
import { billingEnvFields, checkBillingEnv } from "./billing/env-schema";
import { parseTrustProxy } from "./lib/client-ip";

/** The repository root, from this file's location (never the working directory). */
const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const optional = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const origin = z.url().transform((v) => new URL(v).origin);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optional.pipe(z.url().optional()),
    /** The public landing host (apps/landing) on its own port; `off` serves none. */
    LANDING_PORT: z
      .union([z.literal("off"), z.coerce.number().int().min(0).max(65535)])
      .default(3001)
      .transform((v) => (v === "off" ? null : v)),
    /**
     * The landing host's public address (canonical links, sitemap, where redirects may lead);
     * default http://localhost:LANDING_PORT, or PUBLIC_URL when LANDING_PORT is off.
     */
    LANDING_URL: optional.pipe(z.url().optional()),
    DATA_DIR: z.string().default(`${REPO_ROOT}data`),
    /** postgres://… for a server; `memory://` for an in-memory PGlite; unset: PGlite in DATA_DIR/db. */
    DATABASE_URL: optional,
    /** Set by npm: the directory `npm run` was started in, where a maintenance command's relative paths begin. */
    INIT_CWD: optional,
    MASTER_KEY: optional.pipe(
      z
        .string()
        .refine((v) => Buffer.from(v, "base64").length === 32, "must be base64 of exactly 32 bytes")
        .optional(),
    ),
    BETTER_AUTH_SECRET: optional.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    SMTP_URL: optional.pipe(z.url().optional()),
    MAIL_FROM: z.string().default("Somnia <no-reply@localhost>"),
    SUPPORT_EMAIL: z.email().default("support@somnia.app"),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    /**
     * Behind reverse proxies: how many append to X-Forwarded-For (`true` is one), or their IP
     * addresses; the client is the first untrusted hop from the right (lib/client-ip.ts).
     */
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((v, ctx) => {
        const trust = parseTrustProxy(v);
        if (typeof trust === "string") {
          ctx.addIssue({ code: "custom", message: trust });
          return z.NEVER;
        }
        return trust;
      }),
    /** A session ends this many days after sign-in, however active (absolute lifetime). */
    SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** …and after this many days without use (idle lifetime; checked to the day). */
    SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: z.string().default(`${REPO_ROOT}apps/web/dist`),
    TRUSTED_ORIGINS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin)),
    /** Web push's VAPID key pair (base64url); unset: generated into DATA_DIR/vapid.json (reminders/vapid.ts). */
    VAPID_PUBLIC_KEY: optional,
    VAPID_PRIVATE_KEY: optional,
    /** How often the reminder scheduler looks for reminders that are due (reminders/scheduler.ts). */
    REMINDER_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /**
     * End-to-end tests only: a file holding the instant (ISO 8601) the reminder scheduler takes as
     * now, so a test can make a reminder due without waiting for the morning; no file, the real time.
     */
    REMINDER_CLOCK_FILE: optional,
    /** The largest journal file an import takes, in MiB (routes/import.ts). */
    IMPORT_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(IMPORT_DEFAULT_MAX_MB),
    ...aiEnvFields,
    /** Billing: the built-in test checkout by default; Stripe with STRIPE_* (billing/env-schema.ts). */
    ...billingEnvFields,
    /**
     * Prometheus metrics (ops/metrics.ts, docs/decisions/039-metrics.md), off by default: on their
     * own port on METRICS_HOST, and/or at /metrics on PORT for `Authorization: Bearer METRICS_TOKEN`.
     */
    METRICS_PORT: optional.pipe(
      z.coerce.number<string>({ error: "must be a port number" }).int().min(1).max(65535).optional(),
    ),
    METRICS_HOST: z.string().default("127.0.0.1"),
    METRICS_TOKEN: optional.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    /**
     * OpenTelemetry traces (ops/tracing.ts, docs/decisions/043-tracing.md), off by default: the
     * collector's OTLP/HTTP address (the standard variable), spans sent to its /v1/traces.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: optional.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: "must be an http:// or https:// URL, e.g. http://127.0.0.1:4318",
        })
        .optional(),
    ),
    /** The `service.name` every span carries. */
    OTEL_SERVICE_NAME: optional.transform((v) => v ?? "somnia"),
    /** Optional workflow webhook that interprets a dream from { dream, conversations } (docs/product.md). */
    INTERPRETATION_WEBHOOK_URL: optional.pipe(z.url().optional()),
    /** Optional workflow webhook that interprets from the dream and the profile; wins over the one above. */
    EXTENDED_INTERPRETER_WEBHOOK_URL: optional.pipe(z.url().optional()),
  })
  .refine((e) => Boolean(e.GOOGLE_CLIENT_ID) === Boolean(e.GOOGLE_CLIENT_SECRET), {
    message: "set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither",
    path: ["GOOGLE_CLIENT_ID"],
  })
  .refine((e) => Boolean(e.VAPID_PUBLIC_KEY) === Boolean(e.VAPID_PRIVATE_KEY), {
    message: "set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither",
    path: ["VAPID_PUBLIC_KEY"],
  })
  .refine((e) => e.METRICS_PORT === undefined || ![e.PORT, e.LANDING_PORT].includes(e.METRICS_PORT), {
    message: "must not be PORT or LANDING_PORT",
    path: ["METRICS_PORT"],
  })
  .refine((e) => e.SESSION_IDLE_DAYS <= e.SESSION_MAX_AGE_DAYS, {
    message: "must not be more than SESSION_MAX_AGE_DAYS",
    path: ["SESSION_IDLE_DAYS"],
  })
  .superRefine(checkAiEnv)
  .superRefine(refuseImplicitTestBilling)
  .superRefine(checkBillingEnv)
  .transform((e) => {
    const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
    const devOrigins = e.NODE_ENV === "development" ? ["http://localhost:5173"] : [];
    return {
      ...e,
      PUBLIC_URL: publicUrl,
      // With no landing host of its own (LANDING_PORT=off and no LANDING_URL), the app is the only site.
      LANDING_URL: (
        e.LANDING_URL ?? (e.LANDING_PORT === null ? publicUrl : `http://localhost:${e.LANDING_PORT}`)
      ).replace(/\/+$/, ""),
      TRUSTED_ORIGINS: [...new Set([new URL(publicUrl).origin, ...e.TRUSTED_ORIGINS, ...devOrigins])],
    };
  });

export type Env = z.infer<typeof envSchema>;

/** Addresses only this machine can reach: a production server there is a local trial, not a service. */
function isLoopback(url: string | undefined): boolean {
  if (!url) return true;
  const host = new URL(url).hostname;
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || host.startsWith("127.");
}

/**
 * A public production server without Stripe would run the built-in test billing, where Plus is
 * free for anyone: it starts only when BILLING_PROVIDER=test says that is meant.
 */
function refuseImplicitTestBilling(
  e: { NODE_ENV: string; PUBLIC_URL?: string; BILLING_PROVIDER?: string; STRIPE_SECRET_KEY?: string },
  ctx: z.RefinementCtx,
) {
  if (e.NODE_ENV !== "production" || e.BILLING_PROVIDER || e.STRIPE_SECRET_KEY || isLoopback(e.PUBLIC_URL))
    return;
  ctx.addIssue({
    code: "custom",
    path: ["BILLING_PROVIDER"],
    message:
      "a public production server needs Stripe (the STRIPE_* variables) or BILLING_PROVIDER=test set explicitly; without either, Plus would be free for anyone",
  });
}

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment once. Throws an `EnvError` naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "env"}: ${i.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
}
