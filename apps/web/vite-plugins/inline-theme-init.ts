import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const TAG = '<script src="/theme-init.js"></script>';

/**
 * Writes apps/web/theme-init.js (the saved or system theme, applied before the first paint) into
 * each page's <head> as an inline script, in the dev server and the build: a script file there
 * would hold the first paint back by a round trip. The server allows it by its hash
 * (apps/server/src/lib/inline-scripts.ts).
 */
export function inlineThemeInit(): Plugin {
  const source = readFileSync(new URL("../theme-init.js", import.meta.url), "utf8").trim();
  return {
    name: "somnia:inline-theme-init",
    transformIndexHtml(html) {
      if (!html.includes(TAG)) throw new Error(`inlineThemeInit: the page has no ${TAG}`);
      return html.replace(TAG, () => `<script>${source}</script>`);
    },
  };
}
