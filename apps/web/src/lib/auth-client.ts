import { createAuthClient } from "better-auth/react";
import { sessionChanged } from "./session";

/**
 * better-auth on our own origin (`/api/auth`); the Vite dev server proxies it. Imported only where
 * an auth action runs (sign-in, sign-up, sign-out, a password reset): the session itself is read by
 * src/lib/session.ts. (On the standalone sign-in page, a sign-in so fetches the query cache too,
 * which the app it then opens uses.)
 */
export const authClient = createAuthClient({ baseURL: window.location.origin });

// A sign-in, sign-out or any other change of the session through the client: read it again, here
// and in the other tabs.
authClient.$store.atoms.$sessionSignal?.listen(() => void sessionChanged());
