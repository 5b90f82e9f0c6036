import { LOCALES, type Locale } from "@somnia/shared/locales";
import { escapeHtml } from "./html";

/**
 * The home page's picture of the app: the Dream Analyzer in a conversation about a dream, in the
 * page's language, light or dark as the reader's system is. The files are in ./pictures/, taken
 * from the running app by `npm run landing:pictures` (apps/web/scripts/landing-pictures.ts).
 */
export const PICTURE_SIZE = { width: 1200, height: 760 } as const;
export const PICTURE_THEMES = ["light", "dark"] as const;
export type PictureTheme = (typeof PICTURE_THEMES)[number];

export const pictureName = (locale: Locale, theme: PictureTheme) => `analyzer-${locale}-${theme}.jpg`;

export const PICTURE_FILES: string[] = LOCALES.flatMap((locale) =>
  PICTURE_THEMES.map((theme) => pictureName(locale, theme)),
);

/** The picture in `locale`, described by `alt`: below the hero, never the page's first paint. */
export function productPicture(locale: Locale, alt: string): string {
  const src = (theme: PictureTheme) => `/pictures/${pictureName(locale, theme)}`;
  return `<figure class="shot"><picture>
<source media="(prefers-color-scheme: dark)" srcset="${src("dark")}">
<img src="${src("light")}" width="${PICTURE_SIZE.width}" height="${PICTURE_SIZE.height}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async">
</picture></figure>`;
}
