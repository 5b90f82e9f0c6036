import { defineConfig } from "vitest/config";

/** Shared by the server projects. */
const server = {
  setupFiles: ["apps/server/test/setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default leaves one of two cores idle; API tests also wait on PostgreSQL and scrypt.
    maxWorkers: 3,
    projects: [
      {
        test: { name: "shared", include: ["packages/shared/src/**/*.test.ts"] },
      },
      {
        test: { name: "web", include: ["apps/web/src/**/*.test.{ts,tsx}"] },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
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
                ...server,
              },
            },
          ]
        : []),
    ],
  },
});
