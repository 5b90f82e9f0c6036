import { useQuery } from "@tanstack/react-query";
import { ApiError, networkError } from "./api-client";
import { queryClient } from "./query-client";
import { forgetSavedCopy } from "./saved-copy";

/** better-auth's answer to GET /api/auth/get-session, the fields the app reads. */
export interface Session {
  user: { id: string; email: string; name: string };
  session: { id: string; expiresAt: string };
}

const SESSION_KEY = ["session"] as const;

/**
 * The signed-in session, read with one plain request: the auth client (better-auth's, ~12 KiB) is
 * fetched only when an auth action runs (src/lib/auth-client.ts), never for the first paint.
 * Resolves with null when no one is signed in.
 */
async function fetchSession(): Promise<Session | null> {
  let response: Response;
  try {
    response = await fetch("/api/auth/get-session", {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw new ApiError("SESSION_UNAVAILABLE", response.status);
  const data = (await response.json()) as Session | null;
  return data?.user ? data : null;
}

const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: fetchSession,
  // Checked again when the tab is shown, at most every 5 s, and when the browser is back online
  // (below: TanStack's own reconnect misses it for a page opened offline).
  staleTime: 5_000,
  refetchOnWindowFocus: true,
  refetchOnReconnect: false,
  // Offline, the check fails at once (the page says it needs the network) rather than waiting.
  networkMode: "always",
  retry: false,
} as const;

/** The session: `data` is null when signed out; `error` when it could not be checked at all. */
export function useSession() {
  const { data, isPending, error, refetch } = useQuery(sessionQuery);
  return { data: data ?? null, isPending, error: error as ApiError | null, refetch };
}

/** Whether the session is known before any request (from the copy saved on this device). */
export function sessionKnown(): boolean {
  return queryClient.getQueryData(SESSION_KEY) !== undefined;
}

/**
 * Read the session again from the server (after a sign-in, a sign-out or a 401), resolving with it;
 * if it cannot be read, with the one known before.
 */
export async function refreshSession(): Promise<Session | null> {
  await queryClient.invalidateQueries({ queryKey: SESSION_KEY, refetchType: "all" });
  return queryClient.getQueryData<Session | null>(SESSION_KEY) ?? null;
}

/**
 * Forget every cached answer but the session itself, and the copy saved on this device (sign-out,
 * another account, a deleted one).
 */
export function forgetUserData(): void {
  forgetSavedCopy();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  queryClient.getMutationCache().clear();
}

/** The key the other tabs of this browser watch: a sign-in or sign-out here is read there too. */
const CHANGED_KEY = "somnia.session-changed";

/** This tab's session changed (a sign-in, a sign-out, an account deleted): read it again, here and in the other tabs. */
export function sessionChanged(): Promise<Session | null> {
  try {
    localStorage.setItem(CHANGED_KEY, String(Date.now()));
  } catch {
    // Storage unavailable (private mode): the other tabs see it when they are next shown.
  }
  return refreshSession();
}

/** When this browser's session last changed in any of its tabs (0 if never seen). */
export function sessionChangedAt(): number {
  try {
    return Number(localStorage.getItem(CHANGED_KEY)) || 0;
  } catch {
    return 0;
  }
}

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === CHANGED_KEY) void refreshSession();
  });
  // TanStack Query assumes it is online until an 'offline' event, which a page opened offline never
  // had, so its own refetch on reconnect would not run: the session is read again here.
  window.addEventListener("online", () => void refreshSession());
}
