import { type DeviceSession, SESSION_MESSAGES } from "@somnia/shared/sessions";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Auth } from "../../auth";
import type { Db } from "../../db";
import { session } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isTokenId } from "../../lib/token-id";
import { describeUserAgent } from "../../lib/user-agent";

interface Scope {
  db: Db;
  userId: string;
  /** The session of the request. */
  currentId: string;
}

/** The caller's live sessions, most recently active first; ids and descriptions, never tokens. */
export async function listDeviceSessions({ db, userId, currentId }: Scope): Promise<DeviceSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.updatedAt));
  const now = Date.now();
  return rows
    .filter((row) => row.expiresAt.getTime() > now)
    .map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      current: row.id === currentId,
    }));
}

/**
 * Ends sessions through better-auth, so its hooks revoke them in every instance's cache (auth.ts)
 * before this answers: the ended browser's next request is refused.
 */
async function endByTokens(auth: Auth, tokens: string[]) {
  if (tokens.length > 0) await (await auth.$context).internalAdapter.deleteSessions(tokens);
}

/** Ends one of the caller's sessions (this one too, if asked); another user's id is a 404. */
export async function endDeviceSession(auth: Auth, { db, userId }: Scope, id: string): Promise<void> {
  const rows = !isTokenId(id)
    ? []
    : await db
        .select({ token: session.token })
        .from(session)
        .where(and(eq(session.id, id), eq(session.userId, userId)));
  if (rows.length === 0) throw new AppError("NOT_FOUND", { reason: SESSION_MESSAGES.notFound });
  await endByTokens(
    auth,
    rows.map((r) => r.token),
  );
}

/** 'Sign out everywhere else': every session of the caller but the one asking. Returns how many ended. */
export async function endOtherDeviceSessions(auth: Auth, { db, userId, currentId }: Scope): Promise<number> {
  const rows = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentId)));
  await endByTokens(
    auth,
    rows.map((r) => r.token),
  );
  return rows.length;
}
