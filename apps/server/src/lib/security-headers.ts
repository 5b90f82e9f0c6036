import { AVATAR_HOSTS } from "@somnia/shared/profile";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/**
 * Browser features no page of Somnia uses are off; the microphone is for Somnia's own pages only
 * (dictation). Sent with the other security headers by the app and by the landing host.
 */
export const PERMISSIONS_POLICY = "camera=(), geolocation=(), payment=(), microphone=(self)";

/**
 * Security headers with a CSP for the Vite-built React app: scripts only from our origin, plus the
 * build's own inline scripts by their hashes (`scriptHashes`, ./inline-scripts.ts) and no other,
 * inline styles allowed (Radix positions popovers with them; the sign-in page inlines its
 * stylesheet), images only from our origin and the avatar services a profile image may come from
 * (`AVATAR_HOSTS`, decision 030), API calls only to our origin, no framing, and
 * `PERMISSIONS_POLICY`; the hashed assets only what applies to them (`DOCUMENT_ONLY`).
 */
/**
 * What only a document reads (its policy, its framing, its opener, its referrer, its features).
 * The build's hashed files under /assets/ (scripts, styles, fonts; no worker: the service worker
 * is /sw.js) go without them: a page's first load fetches dozens, and each would carry a kilobyte
 * of headers nothing reads. They keep `nosniff`, the resource policy and HSTS.
 */
const DOCUMENT_ONLY = [
  "Content-Security-Policy",
  "Cross-Origin-Opener-Policy",
  "Origin-Agent-Cluster",
  "Referrer-Policy",
  "X-DNS-Prefetch-Control",
  "X-Download-Options",
  "X-Frame-Options",
  "X-Permitted-Cross-Domain-Policies",
  "X-XSS-Protection",
];

export function securityHeaders(scriptHashes: readonly string[] = []): MiddlewareHandler {
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...AVATAR_HOSTS],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
  });
  return async (c, next) => {
    await secure(c, next);
    if (c.req.path.startsWith("/assets/")) for (const name of DOCUMENT_ONLY) c.res.headers.delete(name);
    else c.res.headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  };
}
