import { AUTH_CALLBACK_PATHS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@somnia/shared/auth";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { openAPI } from "better-auth/plugins/open-api";
import { eq } from "drizzle-orm";
import type { PasswordHasher } from "./crypto/password";
import type { Db } from "./db";
import { account, rateLimit, session, user, verification } from "./db/schema";
import type { Env } from "./env";
import { AUTH_COOKIE_PREFIX } from "./lib/auth-cookie";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./mail";
import { existingAccountEmail, resetPasswordEmail, verificationEmail } from "./mail/templates";
import { readerLocale } from "./services/account/reader-locale";
import type { SignInThrottle } from "./services/auth/sign-in-throttle";

const DAY_SECONDS = 24 * 60 * 60;

/** better-auth's rate-limit window: a refused client never waits longer. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/** Set by the server from the TCP peer address (a client-sent value is dropped); rate limits key on it. */
export const CLIENT_IP_HEADER = "x-somnia-client-ip";

export interface AuthOptions {
  env: Env;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  password: PasswordHasher;
  /**
   * Called after a user's session was deleted or the user changed; resolves once no instance's
   * session cache answers with the old session or user (events/session-revocations.ts).
   */
  revokeCachedSessions: (userId: string) => Promise<void>;
  /** Cleared for the account when its password is reset. */
  signInThrottle: SignInThrottle;
}

/**
 * Whether the user has a session row. Without one no cache can hold a session of theirs (each
 * deleted session was revoked, and none is cached past its expiry), so an update of a user who
 * is not signed in anywhere, such as the e-mail verification before the first sign-in, needs no
 * revocation.
 */
async function hasSession(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: session.id }).from(session).where(eq(session.userId, userId)).limit(1);
  return rows.length > 0;
}

/** Points an e-mail link at the web app's landing page, whatever the client asked for. */
function withCallback(url: string, path: string): string {
  const link = new URL(url);
  link.searchParams.set("callbackURL", path);
  return link.toString();
}

/**
 * better-auth's endpoints the app does not use, closed: a user changes their name and image through
 * PATCH /api/me (the shared schemas), deletes the account through DELETE /api/me, and sees and ends
 * sessions through /api/me/sessions, which never hands a session token to the page. The schema and
 * reference routes are only for GET /api/openapi.json, called in-process.
 */
export const DISABLED_PATHS = [
  "/update-user",
  "/change-email",
  "/change-password",
  "/delete-user",
  "/delete-user/callback",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/update-session",
  "/list-accounts",
  "/account-info",
  "/link-social",
  "/unlink-account",
  "/get-access-token",
  "/refresh-token",
  "/verify-password",
  "/open-api/generate-schema",
  "/reference",
];

export function createAuth(options: AuthOptions) {
  const { env, db, mailer, logger, secret, password, revokeCachedSessions, signInThrottle } = options;
  const google = env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET;
  return betterAuth({
    appName: "Somnia",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: env.TRUSTED_ORIGINS,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => signInThrottle.clear(user.email),
      sendResetPassword: async ({ user, url }, request) => {
        const locale = await readerLocale(db, user.id, request);
        const link = withCallback(url, AUTH_CALLBACK_PATHS.resetPassword);
        await mailer.send(resetPasswordEmail(locale, user.email, user.name, link));
      },
      // Sign-up answers the same for a taken e-mail (better-auth does this with requireEmailVerification);
      // the owner gets a notice instead of a second account.
      onExistingUserSignUp: async ({ user }, request) => {
        const locale = await readerLocale(db, user.id, request);
        await mailer.send(existingAccountEmail(locale, user.email, user.name, `${env.PUBLIC_URL}/auth`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        const locale = await readerLocale(db, user.id, request);
        const link = withCallback(url, AUTH_CALLBACK_PATHS.emailVerified);
        await mailer.send(verificationEmail(locale, user.email, user.name, link));
      },
    },
    // The idle lifetime: each day of use moves the expiry on; the absolute one is checked on every
    // request (lib/session-cache.ts).
    session: {
      expiresIn: env.SESSION_IDLE_DAYS * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    socialProviders: google
      ? {
          google: {
            clientId: env.GOOGLE_CLIENT_ID as string,
            clientSecret: env.GOOGLE_CLIENT_SECRET as string,
            accessType: "offline",
            prompt: "consent",
          },
        }
      : {},
    // After the change commits and before the endpoint answers (better-auth awaits them), so a
    // revoked cookie is refused on every instance from the next request on. Bulk deletions
    // (revoke-sessions, a password reset) call the session hook once per row.
    databaseHooks: {
      session: { delete: { after: async (row) => revokeCachedSessions(row.userId) } },
      user: {
        update: {
          after: async (row) => {
            if (row?.id && (await hasSession(db, row.id))) await revokeCachedSessions(row.id);
          },
        },
        delete: { after: async (row) => revokeCachedSessions(row.id) },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: RATE_LIMIT_WINDOW_SECONDS,
      max: 100,
      customRules: {
        "/sign-in/*": { window: RATE_LIMIT_WINDOW_SECONDS, max: 5 },
        "/sign-up/*": { window: RATE_LIMIT_WINDOW_SECONDS, max: 5 },
        "/send-verification-email": { window: RATE_LIMIT_WINDOW_SECONDS, max: 1 },
        "/request-password-reset": { window: RATE_LIMIT_WINDOW_SECONDS, max: 1 },
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: env.PUBLIC_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    plugins: [openAPI({ disableDefaultReference: true })],
    disabledPaths: DISABLED_PATHS,
    logger: {
      level: "debug",
      // better-auth's info lines can carry e-mail addresses: keep them at debug.
      log: (level, message, ...args) => {
        if (level === "error") logger.error({ err: args[0] }, `[auth] ${message}`);
        else if (level === "warn") logger.warn(`[auth] ${message}`);
        else logger.debug(`[auth] ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth["$Infer"]["Session"]["user"];
