import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * The saved copy (docs/decisions/050-saved-copy.md): what a returning user sees before the server
 * answers, and offline. The signed-in user's session (who they are, not its token), profile,
 * statistics and the journal's first page are kept in this browser's localStorage as the server last
 * gave them, and put back into the query cache before the first render, where they show at once,
 * marked as a saved copy, and are brought up to date. The copy belongs to one user: it is used only
 * while the session it was saved with has not expired, and it is deleted on sign-out, when another
 * account signs in and when the server says no one is signed in (`forgetSavedCopy`).
 */

const STORAGE_KEY = "somnia.saved-copy";
/** Raised whenever what is saved changes shape: an older copy is then dropped, never misread. */
const VERSION = 1;
const WRITE_DELAY_MS = 500;

interface SavedSession {
  user: { id: string; email: string; name: string };
  session: { id: string; expiresAt: string };
}

interface Saved {
  version: number;
  /** The user the copy belongs to, and when their session ends: after that it is not shown. */
  owner: string;
  expiresAt: string;
  /** Each query's data, and when the server gave it. */
  entries: { key: QueryKey; data: unknown; updatedAt: number }[];
}

/** The queries kept: the session, the profile, its statistics, and My Dreams' unfiltered list. */
function kept(query: Query): boolean {
  const [first, second, third] = query.queryKey as unknown[];
  if (first === "session" || first === "me") return true;
  if (first === "stats") return second === "profile";
  if (first !== "dreams" || second !== "list" || typeof third !== "object" || third === null) return false;
  return Object.values(third).every((value) => value === undefined);
}

/** Only what a saved copy needs of a query's data: of the journal, its first page. */
function savable(key: QueryKey, data: unknown): unknown {
  if (key[0] === "session") {
    const { user, session } = data as SavedSession;
    return {
      user: { id: user.id, email: user.email, name: user.name },
      session: { id: "", expiresAt: session.expiresAt },
    };
  }
  if (key[0] === "dreams") {
    const { pages } = data as { pages: unknown[] };
    return { pages: pages.slice(0, 1) };
  }
  return data;
}

function read(): Saved | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Saved | null;
    if (saved?.version !== VERSION || !(Date.parse(saved.expiresAt) > Date.now())) return null;
    const session = saved.entries.find((entry) => entry.key[0] === "session")?.data as
      | SavedSession
      | undefined;
    return session?.user.id === saved.owner ? saved : null;
  } catch {
    return null;
  }
}

/** When the saved copy was put back: data older than that comes from it. Null when none was. */
let restoredAt: number | null = null;

/** Deletes the saved copy (sign-out, another account, a deleted one, a session the server no longer knows). */
export function forgetSavedCopy(): void {
  restoredAt = null;
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was saved.
  }
}

/** Puts the saved copy, if any is still valid, into `client` as data from the time it was saved. */
export function restoreSavedCopy(client: QueryClient): void {
  const saved = read();
  if (!saved) {
    forgetSavedCopy();
    return;
  }
  for (const { key, data, updatedAt } of saved.entries) {
    // The journal's first page is asked for with no cursor (JSON has no `undefined` to keep).
    const restored = key[0] === "dreams" ? { ...(data as object), pageParams: [undefined] } : data;
    client.setQueryData(key, restored, { updatedAt });
    // However recent, a saved copy is asked for again as soon as it is shown.
    void client.invalidateQueries({ queryKey: key, exact: true, refetchType: "none" });
  }
  restoredAt = Date.now();
}

/**
 * Saves the kept queries whenever one of them gets new data from the server, while someone is
 * signed in and their session has not changed in another tab since it was read (`changedAt`: when
 * it last did), so that a tab that has not yet heard of a sign-out elsewhere saves nothing.
 */
export function keepSavedCopy(client: QueryClient, changedAt: () => number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    const queries = client.getQueryCache().findAll({ predicate: kept });
    const sessionState = queries.find((query) => query.queryKey[0] === "session")?.state;
    const session = sessionState?.data as SavedSession | null | undefined;
    if (!session?.user || !sessionState || sessionState.dataUpdatedAt < changedAt()) return;
    const entries = queries
      .filter((query) => query.state.data !== undefined && query.state.status === "success")
      .map((query) => ({
        key: query.queryKey,
        data: savable(query.queryKey, query.state.data),
        updatedAt: query.state.dataUpdatedAt,
      }));
    const saved: Saved = {
      version: VERSION,
      owner: session.user.id,
      expiresAt: session.session.expiresAt,
      entries,
    };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // Storage full or unavailable: the app works as it would without a saved copy.
    }
  };
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || !kept(event.query)) return;
    clearTimeout(timer);
    timer = setTimeout(write, WRITE_DELAY_MS);
  });
}

/**
 * Whether a query shows the saved copy: "updating" while the server is asked, "offline" once it
 * could not be reached, with when the copy was saved; null once the server's answer has replaced it.
 */
export function savedCopyState(query: {
  dataUpdatedAt: number;
  fetchStatus: "fetching" | "paused" | "idle";
  isError: boolean;
}): { state: "updating" | "offline"; savedAt: number } | null {
  if (restoredAt === null || query.dataUpdatedAt >= restoredAt) return null;
  const offline = query.fetchStatus === "paused" || (query.fetchStatus === "idle" && query.isError);
  return { state: offline ? "offline" : "updating", savedAt: query.dataUpdatedAt };
}
