import { defineConfig } from "vitest/config";

/**
 * Shared by the server projects (docs/decisions/014-test-databases-and-costs.md). A worker runs its
 * files on one module graph: no file sets a global, and each builds its own app and database.
 * The limits only catch a hang: the tests wait on events, never on a clock, so a loaded machine
 * makes them slower but not red.
 */
const server = {
  setupFiles: ["apps/server/test/setup.ts"],
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    // One worker per core (Vitest's default leaves one of two idle); a third only adds contention.
    maxWorkers: 2,
    projects: [
      {
        test: { name: "shared", include: ["packages/shared/src/**/*.test.ts"] },
      },
      {
        test: { name: "landing", include: ["apps/landing/src/**/*.test.ts"] },
      },
      {
        // The web app's Vite config: the `@` alias and the compiled message catalogues.
        extends: "apps/web/vite.config.ts",
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/vite-plugins/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          globalSetup: [
            "apps/server/test/setup/pglite-template.ts",
            "apps/server/test/setup/server-build.ts",
          ],
          ...server,
        },
      },
      // The same API tests against PostgreSQL, each file on a fresh database (only with TEST_DATABASE_URL).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "server-pg",
                include: ["apps/server/test/api/**/*.test.ts"],
                env: { SOMNIA_TEST_DRIVER: "pg" },
                globalSetup: ["apps/server/test/setup/postgres-template.ts"],
                ...server,
              },
            },
          ]
        : []),
    ],
  },
});
