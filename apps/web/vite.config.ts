import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA, type VitePWAOptions } from "vite-plugin-pwa";
import { LOCALES, SOURCE_LOCALE } from "../../packages/shared/src/locales.ts";
import { SIGNED_IN_PAGES } from "../../packages/shared/src/prerendered.ts";
import { bundleReport } from "./vite-plugins/bundle-report.ts";
import { inlineThemeInit } from "./vite-plugins/inline-theme-init.ts";
import { precompress } from "./vite-plugins/precompress.ts";
import { prerender } from "./vite-plugins/prerender.ts";

const TRANSLATIONS = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

/**
 * React Router ships its production build beside the development one but points every import at
 * the latter; a build takes the former (the same code without the development warnings).
 */
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

/**
 * A language's own chunks (its catalogue areas, its date-fns locale, its Terms of Service) go to
 * assets/l10n/<locale>/: the service worker precaches English's and caches another language's once
 * it is used.
 */
function chunkFileNames({ facadeModuleId }: { facadeModuleId: string | null }): string {
  const locale =
    /\/locales\/([\w-]+)\/\w+\.json/.exec(facadeModuleId ?? "")?.[1] ??
    /\/legal\/terms\/([\w-]+)\.ts$/.exec(facadeModuleId ?? "")?.[1] ??
    /\/date-fns\/locale\/([\w-]+)\.js$/.exec(facadeModuleId ?? "")?.[1];
  return locale
    ? `assets/l10n/${locale === "en-US" ? SOURCE_LOCALE : locale}/[name]-[hash].js`
    : "assets/[name]-[hash].js";
}

/**
 * The installable app (docs/decisions/029-installable-app.md): the manifest, and sw/sw.ts built
 * with the build's files to precache. The page registers it itself (src/components/pwa/).
 */
const pwaOptions: Partial<VitePWAOptions> = {
  strategies: "injectManifest",
  srcDir: "sw",
  filename: "sw.ts",
  registerType: "prompt",
  injectRegister: false,
  integration: { closeBundleOrder: "post" },
  // The built files themselves (the manifest is added by the plugin), never their .br/.gz twins.
  includeManifestIcons: false,
  // The password strength check (~250 KB gzip) is fetched only when a password is being chosen.
  injectManifest: {
    globPatterns: ["**/*.{html,js,css,woff2,svg,png,ico}"],
    globIgnores: [
      "**/password-strength-*.js",
      // The signed-in pages with their shell in the HTML: the server picks one by the session cookie,
      // which the service worker cannot read; it answers those navigations with index.html.
      ...Object.values(SIGNED_IN_PAGES),
      // Another language's pages and chunks: fetched (and cached by sw/sw.ts) only by its readers.
      ...TRANSLATIONS.flatMap((locale) => [`**/*.${locale}.html`, `assets/l10n/${locale}/**`]),
    ],
  },
  manifest: {
    id: "/",
    name: "Somnia — Dream Journal",
    short_name: "Somnia",
    description:
      "A private dream journal: log your dreams, explore them with an AI dream analyst and read them in the light of everything you have told it.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#0c0a1d",
    theme_color: "#1e1b4b",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
};

export default defineConfig(({ command }) => ({
  // configPath: the catalogues compile the same when Vitest runs from the repository root.
  plugins: [
    react(),
    tailwindcss(),
    lingui({ configPath: new URL("./lingui.config.ts", import.meta.url).pathname }),
    inlineThemeInit(),
    bundleReport(),
    // Last three, in this order: the prerendered pages are written, the service worker precaches
    // every page and asset, then everything is compressed.
    prerender(),
    VitePWA(pwaOptions),
    precompress(),
  ],
  resolve: {
    alias: [
      ...(command === "build" ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
      { find: "@", replacement: new URL("./src", import.meta.url).pathname },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: "http://localhost:3000", changeOrigin: false },
    },
  },
  preview: { port: 5173 },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Every browser that runs the app preloads modules by itself but Safari before 17 and Firefox
    // before 115, which then fetch a page's chunks as they find them: no polyfill in every first load.
    modulePreload: { polyfill: false },
    // Two pages: the app, and the standalone sign-in page (src/auth.tsx, prerendered into auth.html and signup.html).
    rollupOptions: {
      input: {
        main: new URL("./index.html", import.meta.url).pathname,
        auth: new URL("./auth.html", import.meta.url).pathname,
      },
      output: { chunkFileNames },
    },
  },
}));
