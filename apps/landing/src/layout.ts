import { readFileSync } from "node:fs";
import { escapeHtml, hashSource } from "./html";

const STYLES = readFileSync(new URL("./styles.css", import.meta.url), "utf8")
  .replace(/\/\*[\s\S]*?\*\//g, "")
  .replace(/\s*\n\s*/g, "");

/** Where the landing host's links lead: the application, its own address, the support address. */
export interface SiteOptions {
  appUrl: string;
  siteUrl: string;
  supportEmail: string;
}

export interface PageOptions {
  /** The page's path on the landing host (`/`, `/terms`), or null for the 404 page. */
  route: string | null;
  title: string;
  description: string;
  main: string;
  /** The page's one inline script, if it needs one. */
  script?: string;
}

/** The moon of the app's logo (apps/web/src/components/ui/logo.tsx). */
export const MOON =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="28" height="28"><path d="M20.5 3.2a13 13 0 1 0 8.3 17.1A10.5 10.5 0 0 1 20.5 3.2Z" fill="#e9c46a" stroke="#d4a84a" stroke-linejoin="round"/></svg>';

/**
 * A whole page: meta description, canonical and Open Graph tags, a Content-Security-Policy that
 * allows only the page's own inline style (and script), the header, the page and the footer.
 */
export function layout(site: SiteOptions, page: PageOptions): string {
  const app = (path: string) => escapeHtml(`${site.appUrl}${path}`);
  const url =
    page.route === null ? null : escapeHtml(`${site.siteUrl}${page.route === "/" ? "/" : page.route}`);
  const csp = [
    "default-src 'none'",
    `style-src ${hashSource(STYLES)}`,
    "img-src 'self'",
    // Crawlers' audits (Lighthouse's among them) read robots.txt from within the page.
    "connect-src 'self'",
    page.script ? `script-src ${hashSource(page.script)}` : "script-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<title>${title}</title>
<meta name="description" content="${description}">
${url ? `<link rel="canonical" href="${url}">` : '<meta name="robots" content="noindex">'}
<meta property="og:type" content="website">
<meta property="og:site_name" content="Somnia">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
${url ? `<meta property="og:url" content="${url}">\n` : ""}<meta name="twitter:card" content="summary">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="#1e1b4b">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLES}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><div class="wrap">
<a class="brand" href="/">${MOON}<span>Somnia</span></a>
<a class="button line" href="${app("/auth")}">Login</a>
</div></header>
<main id="main">
${page.main}
</main>
<footer class="page-footer"><div class="wrap">
<nav aria-label="Legal and contact">
<a href="/terms">Terms</a>
<a href="${app("/privacy")}">Privacy Policy</a>
<a href="mailto:${escapeHtml(site.supportEmail)}">Contact</a>
</nav>
<p class="muted">© ${new Date().getUTCFullYear()} Somnia</p>
</div></footer>
${page.script ? `<script>${page.script}</script>\n` : ""}</body>
</html>
`;
}
