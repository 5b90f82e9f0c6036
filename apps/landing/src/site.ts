import { readFileSync } from "node:fs";
import { escapeHtml } from "./html";
import type { SiteOptions } from "./layout";
import { authErrorPage, homePage, notFoundPage, termsPage } from "./pages";

export type { SiteOptions } from "./layout";
export { AUTH_ERROR_PARAMS } from "./pages";

/** One file of the landing host: where it goes in `dist/`, the path it answers, its type. */
export interface SiteFile {
  /** The file's place in `dist/`, the layout any static host serves as it is. */
  file: string;
  /** The URL path it answers; null for the 404 page, which answers every other path. */
  route: string | null;
  type: string;
  body: string;
}

const HTML = "text/html; charset=utf-8";
const FAVICON = readFileSync(new URL("./favicon.svg", import.meta.url), "utf8");

/** The pages search engines should know: the home page and the terms. */
const INDEXED = ["/", "/terms"];

/**
 * The whole landing host (docs/decisions/028-landing-host.md): static HTML and CSS, rendered for
 * an application at `appUrl`. `npm start` serves it from memory on LANDING_PORT; `npm run
 * build -w @somnia/landing` writes the same files to apps/landing/dist for any static host.
 */
export function renderSite(options: SiteOptions): SiteFile[] {
  const site = {
    appUrl: options.appUrl.replace(/\/+$/, ""),
    siteUrl: options.siteUrl.replace(/\/+$/, ""),
    supportEmail: options.supportEmail,
  };
  const sitemap = INDEXED.map((route) => `<url><loc>${escapeHtml(`${site.siteUrl}${route}`)}</loc></url>`);
  return [
    { file: "index.html", route: "/", type: HTML, body: homePage(site) },
    { file: "terms/index.html", route: "/terms", type: HTML, body: termsPage(site) },
    { file: "auth-error/index.html", route: "/auth-error", type: HTML, body: authErrorPage(site) },
    { file: "404.html", route: null, type: HTML, body: notFoundPage(site) },
    {
      file: "robots.txt",
      route: "/robots.txt",
      type: "text/plain; charset=utf-8",
      body: `User-agent: *\nDisallow: /auth-error\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
    },
    {
      file: "sitemap.xml",
      route: "/sitemap.xml",
      type: "application/xml; charset=utf-8",
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemap.join("\n")}\n</urlset>\n`,
    },
    { file: "favicon.svg", route: "/favicon.svg", type: "image/svg+xml", body: FAVICON },
  ];
}
