import { readFileSync } from "node:fs";
import { LOCALES, type Locale } from "@somnia/shared/locales";
import { CATALOGUE } from "./catalogue";
import { escapeHtml, hashSource } from "./html";
import { alternateLinks, languageMenu, localePath, OG_LOCALES } from "./languages";

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
  /** The page's language. */
  locale: Locale;
  /**
   * The page's path in English (`/`, `/terms`), which every language has under its own prefix
   * (languages.ts), or null for the 404 page.
   */
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

/** The head's links and tags that place a page among its languages, or keep a 404 out of search. */
function placement(site: SiteOptions, page: PageOptions): string {
  const og = [
    `<meta property="og:locale" content="${OG_LOCALES[page.locale]}">`,
    ...LOCALES.filter((locale) => locale !== page.locale).map(
      (locale) => `<meta property="og:locale:alternate" content="${OG_LOCALES[locale]}">`,
    ),
  ].join("\n");
  if (page.route === null) return `<meta name="robots" content="noindex">\n${og}`;
  const url = escapeHtml(`${site.siteUrl}${localePath(page.locale, page.route)}`);
  return `<link rel="canonical" href="${url}">
${alternateLinks(site.siteUrl, page.route)}
<meta property="og:url" content="${url}">
${og}`;
}

/**
 * A link into the application that carries the page's language (`?lang=fr`): the app opens in the
 * language the reader was reading, and keeps it (apps/server/src/lib/web-static.ts).
 */
export function appHref(site: SiteOptions, path: string, locale: Locale): string {
  return escapeHtml(`${site.appUrl}${path}${path.includes("?") ? "&" : "?"}lang=${locale}`);
}

/**
 * A whole page in its language: meta description, canonical, alternates in every language and
 * Open Graph tags, a Content-Security-Policy that allows only the page's own inline style (and
 * script), the header with the language menu, the page and the footer.
 */
export function layout(site: SiteOptions, page: PageOptions): string {
  const text = CATALOGUE[page.locale];
  const app = (path: string) => appHref(site, path, page.locale);
  const csp = [
    "default-src 'none'",
    `style-src ${hashSource(STYLES)}`,
    "img-src 'self'",
    "font-src 'self'",
    // Crawlers' audits (Lighthouse's among them) read robots.txt from within the page.
    "connect-src 'self'",
    page.script ? `script-src ${hashSource(page.script)}` : "script-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return `<!doctype html>
<html lang="${page.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<title>${title}</title>
<meta name="description" content="${description}">
${placement(site, page)}
<meta property="og:type" content="website">
<meta property="og:site_name" content="Somnia">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta name="twitter:card" content="summary">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="#1e1b4b">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="preload" href="/fonts/nunito-latin.woff2" as="font" type="font/woff2" crossorigin>
<style>${STYLES}</style>
</head>
<body>
<a class="skip" href="#main">${escapeHtml(text.skip)}</a>
<header class="top"><div class="wrap">
<a class="brand" href="${localePath(page.locale, "/")}">${MOON}<span>Somnia</span></a>
<div class="top-actions">
${languageMenu(page.locale, page.route, text.language)}
<a class="button line" href="${app("/auth")}">${escapeHtml(text.login)}</a>
</div>
</div></header>
<main id="main">
${page.main}
</main>
<footer class="page-footer"><div class="wrap">
<nav aria-label="${escapeHtml(text.footer.label)}">
<a href="${localePath(page.locale, "/terms")}">${escapeHtml(text.footer.terms)}</a>
<a href="${app("/privacy")}">${escapeHtml(text.footer.privacy)}</a>
<a href="mailto:${escapeHtml(site.supportEmail)}">${escapeHtml(text.footer.contact)}</a>
</nav>
<p class="muted">© ${new Date().getUTCFullYear()} Somnia</p>
</div></footer>
${page.script ? `<script>${page.script}</script>\n` : ""}</body>
</html>
`;
}
