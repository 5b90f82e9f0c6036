import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { bundleReport } from "./vite-plugins/bundle-report.ts";
import { precompress } from "./vite-plugins/precompress.ts";
import { prerender } from "./vite-plugins/prerender.ts";

export default defineConfig({
  // configPath: the catalogues compile the same when Vitest runs from the repository root.
  plugins: [
    react(),
    tailwindcss(),
    lingui({ configPath: new URL("./lingui.config.ts", import.meta.url).pathname }),
    bundleReport(),
    // Last two, in this order: the prerendered pages are written, then everything is compressed.
    prerender(),
    precompress(),
  ],
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
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
    // Two pages: the app, and the standalone sign-in page (src/auth.tsx, prerendered into auth.html and signup.html).
    rollupOptions: {
      input: {
        main: new URL("./index.html", import.meta.url).pathname,
        auth: new URL("./auth.html", import.meta.url).pathname,
      },
    },
  },
});
