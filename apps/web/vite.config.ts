import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  // configPath: the catalogues compile the same when Vitest runs from the repository root.
  plugins: [
    react(),
    tailwindcss(),
    lingui({ configPath: new URL("./lingui.config.ts", import.meta.url).pathname }),
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
  build: { outDir: "dist", emptyOutDir: true },
});
