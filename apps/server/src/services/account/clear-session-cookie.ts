import type { Auth } from "../../auth";

/**
 * The Set-Cookie headers that end the browser's session, from better-auth's own sign-out (so the
 * cookie names and attributes match however auth is configured). Its session row is gone already.
 */
export async function clearSessionCookie(auth: Auth, requestHeaders: Headers) {
  const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  return { "Set-Cookie": headers.getSetCookie() };
}
