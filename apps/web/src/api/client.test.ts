import { afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { loadMessages } from "@/lib/i18n/catalogues";
import { api, read } from "./client";

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => loadMessages([]));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it("calls the route's path with its method, parameters and JSON body, through the one API fetch", async () => {
  fetchMock.mockResolvedValue(Response.json({ id: "m1", content: "A lighthouse" }));
  const entry = await read(
    api.memory[":id"].$put({ param: { id: "m1" }, json: { content: "A lighthouse" } }),
  );
  expect(entry).toMatchObject({ id: "m1", content: "A lighthouse" });
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe("/api/memory/m1");
  expect(init).toMatchObject({
    method: "PUT",
    body: '{"content":"A lighthouse"}',
    credentials: "same-origin",
  });
  expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
});

it("sends a query as search parameters, leaving out the ones not set", async () => {
  fetchMock.mockResolvedValue(Response.json({ items: [], nextCursor: null }));
  await read(api.dreams.$get({ query: { analyzed: "true", q: undefined } }));
  expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/dreams?analyzed=true");
});

it("answers undefined for a 204", async () => {
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  await expect(read(api.dreams[":id"].$delete({ param: { id: "d1" } }))).resolves.toBeUndefined();
});

it("rejects a refusal with the server's ApiError", async () => {
  fetchMock.mockResolvedValue(
    Response.json({ error: { code: "NOT_FOUND", reason: "DREAM_NOT_FOUND" } }, { status: 404 }),
  );
  const error = await read(api.dreams[":id"].$get({ param: { id: "gone" } })).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 404, message: "Could not find the specified dream" });
});
