import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { LOCALES, type Locale } from "@somnia/shared/locales";
import { localeFolder, localePath } from "./languages";
import type { SiteOptions } from "./layout";
import { authErrorPage, homePage, notFoundPage } from "./pages";
import { PICTURE_FILES } from "./picture";
import { sitemap } from "./sitemap";
import { termsPage } from "./terms-page";

export { localeOfPath, localePath } from "./languages";
export type { SiteOptions } from "./layout";
export { AUTH_ERROR_PARAMS } from "./pages";

/** One file of the landing host: where it goes in `dist/`, the path it answers, its type. */
export interface SiteFile {
  /** The file's place in `dist/`, the layout any static host serves as it is. */
  file: string;
  /** The URL path it answers; null for a 404 page, which answers every other path of its language. */
  route: string | null;
  /** The language of a page; null for a file that has none (robots.txt, the sitemap, the icon). */
  locale: Locale | null;
  type: string;
  /** Text, or the bytes of a font or a picture. */
  body: string | Buffer;
}

const HTML = "text/html; charset=utf-8";
const FAVICON = readFileSync(new URL("./favicon.svg", import.meta.url), "utf8");

/**
 * The app's font, Nunito (its variable weights, the Latin and Latin Extended subsets that the six
 * languages need), from the same package as the web app's: the landing reads as the app does.
 */
const require = createRequire(import.meta.url);
const fonts = (): SiteFile[] =>
  (["latin", "latin-ext"] as const).map((subset) => ({
    file: `fonts/nunito-${subset}.woff2`,
    route: `/fonts/nunito-${subset}.woff2`,
    locale: null,
    type: "font/woff2",
    body: readFileSync(
      require.resolve(`@fontsource-variable/nunito/files/nunito-${subset}-wght-normal.woff2`),
    ),
  }));

/** Pictures of the app (apps/landing/src/pictures/, made by `npm run landing:pictures`). */
const pictures = (): SiteFile[] =>
  PICTURE_FILES.map((name) => ({
    file: `pictures/${name}`,
    route: `/pictures/${name}`,
    locale: null,
    type: "image/jpeg",
    body: readFileSync(new URL(`./pictures/${name}`, import.meta.url)),
  }));

/** A language's pages: home, terms, the auth-error forwarder and the 404 page. */
function pagesIn(site: SiteOptions, locale: Locale): SiteFile[] {
  const folder = localeFolder(locale);
  const page = (file: string, route: string | null, body: string): SiteFile => ({
    file: `${folder}${file}`,
    route: route === null ? null : localePath(locale, route),
    locale,
    type: HTML,
    body,
  });
  return [
    page("index.html", "/", homePage(site, locale)),
    page("terms/index.html", "/terms", termsPage(site, locale)),
    page("auth-error/index.html", "/auth-error", authErrorPage(site, locale)),
    page("404.html", null, notFoundPage(site, locale)),
  ];
}

/**
 * The whole landing host (docs/decisions/028-landing-host.md): static HTML and CSS in every
 * language, rendered for an application at `appUrl`. `npm start` serves it from memory on
 * LANDING_PORT; `npm run build -w @somnia/landing` writes the same files to apps/landing/dist for
 * any static host. English's home page comes first.
 */
export function renderSite(options: SiteOptions): SiteFile[] {
  const site = {
    appUrl: options.appUrl.replace(/\/+$/, ""),
    siteUrl: options.siteUrl.replace(/\/+$/, ""),
    supportEmail: options.supportEmail,
  };
  const robots = LOCALES.map((locale) => `Disallow: ${localePath(locale, "/auth-error")}`).join("\n");
  return [
    ...LOCALES.flatMap((locale) => pagesIn(site, locale)),
    {
      file: "robots.txt",
      route: "/robots.txt",
      locale: null,
      type: "text/plain; charset=utf-8",
      body: `User-agent: *\n${robots}\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
    },
    {
      file: "sitemap.xml",
      route: "/sitemap.xml",
      locale: null,
      type: "application/xml; charset=utf-8",
      body: sitemap(site.siteUrl),
    },
    { file: "favicon.svg", route: "/favicon.svg", locale: null, type: "image/svg+xml", body: FAVICON },
    ...fonts(),
    ...pictures(),
  ];
}
