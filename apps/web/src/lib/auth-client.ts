import { createAuthClient } from "better-auth/react";

/** better-auth on our own origin (`/api/auth`); the Vite dev server proxies it. */
export const authClient = createAuthClient({ baseURL: window.location.origin });

export const useSession = authClient.useSession;

/** Re-read the session (after a 401 from the API, for example). */
export function refreshSession() {
  authClient.$store.notify("$sessionSignal");
}
