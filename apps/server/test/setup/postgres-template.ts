import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db";
import { migrate } from "../../src/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** A database on TEST_DATABASE_URL's server migrated by src/db/migrate.ts; test files copy it. */
    postgresTemplate: string;
  }
}

/** The URL of database `name` on the server of TEST_DATABASE_URL. */
export function databaseUrl(name: string): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("the server-pg project needs TEST_DATABASE_URL");
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on TEST_DATABASE_URL's own database (CREATE and DROP DATABASE). */
export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates and migrates one template database per run, the way the server migrates at start. */
export default async function setup(project: TestProject) {
  // A random name: several runs may share the server.
  const name = `somnia_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  const database = openDatabase({ url: databaseUrl(name), dataDir: "/nonexistent" });
  try {
    await migrate(database);
  } catch (error) {
    await drop();
    throw error;
  } finally {
    // CREATE DATABASE … TEMPLATE needs the template free of connections.
    await database.close();
  }
  project.provide("postgresTemplate", name);
  return drop;
}
