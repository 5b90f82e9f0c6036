import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * The database for one test file: in-memory PGlite, or — in the "server-pg" project
 * (SOMNIA_TEST_DRIVER=pg) — a fresh PostgreSQL database created next to TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.SOMNIA_TEST_DRIVER !== "pg") return { url: "memory://", drop: async () => {} };
  if (!adminUrl) throw new Error("the server-pg project needs TEST_DATABASE_URL");
  const name = `somnia_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
