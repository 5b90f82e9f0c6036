import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "shared", include: ["packages/shared/src/**/*.test.ts"] },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          setupFiles: ["apps/server/test/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
