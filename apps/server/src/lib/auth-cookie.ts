/** The prefix of better-auth's cookies (`somnia.session_token`; `__Secure-` before it over HTTPS). */
export const AUTH_COOKIE_PREFIX = "somnia";

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=[^;\\s]`);

/**
 * Whether a request's Cookie header carries a session cookie. Not whether the session is valid:
 * only for choosing which of two pages that hold no one's data to send.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}
