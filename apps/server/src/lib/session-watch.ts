import type { Auth } from "../auth";
import type { SessionRevocations } from "../events";
import { findSession } from "./session-cache";

export interface SessionWatchOptions {
  auth: Auth;
  revocations: SessionRevocations;
  /** The request's headers: the session cookie that is checked again. */
  headers: Headers;
  userId: string;
  sessionId: string;
  /** Called once, when the session is over. */
  onEnd: () => void;
}

/**
 * Calls `onEnd` once the session `sessionId` is over, for something that outlives its request
 * (a live stream). The session is checked again after every revocation that may concern it,
 * heard on this instance or from another (docs/decisions/024-session-cache.md): one of the user's
 * (a sign-out, a device signed out from another, a password reset, the account deleted) at once;
 * after "all, some may be missed" (a listener that lost its connection) once revocations are heard
 * again, so none made meanwhile is missed. A check that fails ends it too: the client reconnects
 * and shows its session again. Returns the function that stops watching.
 */
export function watchSession(options: SessionWatchOptions): () => void {
  const { auth, revocations, headers, userId, sessionId, onEnd } = options;
  let watching = true;
  let checking = false;
  let again = false;

  const stop = () => {
    watching = false;
    unsubscribe();
  };

  const check = async () => {
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    try {
      do {
        again = false;
        const data = await findSession(auth, headers).catch(() => null);
        if (!watching) return;
        if (data?.session.id !== sessionId) {
          stop();
          onEnd();
        }
      } while (again && watching);
    } finally {
      checking = false;
    }
  };

  const unsubscribe = revocations.onRevoke((revoked) => {
    if (!watching) return;
    if (revoked === userId) void check();
    else if (revoked === undefined) void revocations.ready().then(check);
  });
  return stop;
}
