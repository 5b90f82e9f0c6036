import {
  type ImportEvent,
  type ImportPreview,
  type ImportQuery,
  type ImportSummary,
  importEventSchema,
  importPreviewSchema,
} from "@somnia/shared/import";
import { expect } from "vitest";
import type { TestUser } from "./factories";
import { call } from "./http";
import type { TestApp } from "./test-app";

const encoder = new TextEncoder();

/** A file's bytes: text as UTF-8. */
export const fileOf = (content: string | Uint8Array) =>
  typeof content === "string" ? encoder.encode(content) : content;

function queryOf(query: ImportQuery = {}): string {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** POST /api/import/preview with the file as the body. */
export function postPreview(
  t: TestApp,
  user: Pick<TestUser, "cookie">,
  content: string | Uint8Array,
  options: { query?: ImportQuery; timeZone?: string } = {},
) {
  return call(t.app, `/api/import/preview${queryOf(options.query)}`, {
    cookie: user.cookie,
    body: fileOf(content),
    headers: { "x-time-zone": options.timeZone ?? "UTC" },
  });
}

/** The preview, which must be a 200. */
export async function previewOf(...args: Parameters<typeof postPreview>): Promise<ImportPreview> {
  const response = await postPreview(...args);
  expect(response.status, await response.clone().text()).toBe(200);
  return importPreviewSchema.parse(await response.json());
}

/** POST /api/import with the file as the body: the response (NDJSON when it streams). */
export function postImport(
  t: TestApp,
  user: Pick<TestUser, "cookie">,
  content: string | Uint8Array,
  options: { query?: ImportQuery; timeZone?: string } = {},
) {
  return call(t.app, `/api/import${queryOf(options.query)}`, {
    cookie: user.cookie,
    body: fileOf(content),
    headers: { "x-time-zone": options.timeZone ?? "UTC" },
  });
}

/** Every NDJSON event of an import's answer, each checked against the shared schema. */
export async function eventsOf(response: Response): Promise<ImportEvent[]> {
  expect(response.status, response.status === 200 ? "" : await response.clone().text()).toBe(200);
  const text = await response.text();
  return text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => importEventSchema.parse(JSON.parse(line)));
}

/** Imports the file and returns its summary, which must end the stream as `done`. */
export async function imported(...args: Parameters<typeof postImport>): Promise<ImportSummary> {
  const events = await eventsOf(await postImport(...args));
  const last = events.at(-1);
  if (last?.type !== "done") throw new Error(`the import did not finish: ${JSON.stringify(last)}`);
  return last.summary;
}
