import { LOCALES, SOURCE_LOCALE } from "@somnia/shared/locales";
import { escapeHtml } from "./html";
import { localePath } from "./languages";

/** The pages search engines should know, each in every language: the home page and the terms. */
export const INDEXED = ["/", "/terms"] as const;

/**
 * One sitemap of every language's pages, each listing its versions in the other languages (and
 * English as the default) as `xhtml:link` alternates, the same set as the pages' own `<link>`s.
 */
export function sitemap(siteUrl: string): string {
  const url = (path: string) => escapeHtml(`${siteUrl}${path}`);
  const entries = INDEXED.flatMap((route) => {
    const alternates = [
      ...LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(localePath(locale, route))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(localePath(SOURCE_LOCALE, route))}"/>`,
    ].join("\n");
    return LOCALES.map(
      (locale) => `<url><loc>${url(localePath(locale, route))}</loc>\n${alternates}\n</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}
