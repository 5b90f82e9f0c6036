import { DREAM_MESSAGES } from "@somnia/shared/dreams";
import { REQUEST_MESSAGES } from "@somnia/shared/errors";
import { TIME_ZONE_HEADER } from "@somnia/shared/http";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, setUnauthorizedHandler } from "./api-client";
import { loadMessages } from "./i18n/catalogues";

beforeAll(() => loadMessages([]));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const sent = () => {
  const [input, init] = fetchMock.mock.calls[0] ?? [];
  return { input, init, headers: new Headers(init?.headers) };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUnauthorizedHandler(() => {});
});

describe("apiFetch", () => {
  it("sends the session cookie, asks for JSON and tells the server the browser's time zone", async () => {
    vi.spyOn(Intl, "DateTimeFormat").mockReturnValue({
      resolvedOptions: () => ({ timeZone: "Europe/Berlin" }),
    } as Intl.DateTimeFormat);
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const response = await apiFetch("/api/me", { method: "PATCH", body: "{}" });
    expect(await response.json()).toEqual({ ok: true });
    const { input, init, headers } = sent();
    expect(input).toBe("/api/me");
    expect(init).toMatchObject({ method: "PATCH", body: "{}", credentials: "same-origin" });
    expect(headers.get("Accept")).toBe("application/json");
    expect(headers.get(TIME_ZONE_HEADER)).toBe("Europe/Berlin");
  });

  it("keeps the Accept the caller asked for (a stream)", async () => {
    fetchMock.mockResolvedValue(new Response("", { status: 200 }));
    await apiFetch("/api/x", { headers: { Accept: "application/x-ndjson" } });
    expect(sent().headers.get("Accept")).toBe("application/x-ndjson");
  });

  it("turns a refusal into an ApiError with the server's code, status and safe message", async () => {
    fetchMock.mockResolvedValue(
      json(403, {
        error: { code: "PLAN_LIMIT_REACHED", reason: DREAM_MESSAGES.basicDreamLimit, params: { limit: 3 } },
      }),
    );
    const error = await apiFetch("/api/dreams").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "PLAN_LIMIT_REACHED",
      status: 403,
      reason: DREAM_MESSAGES.basicDreamLimit,
      message: "You have used this month's 3 dreams of the Basic plan. Upgrade to Plus for unlimited dreams.",
    });
  });

  it("names the status when the error body is not ours", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiFetch("/api/me")).rejects.toMatchObject({
      code: "INTERNAL",
      status: 502,
      message: "Request failed (502)",
    });
  });

  it("hands a 401 to the app's unauthorized handler, and still rejects", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(
      json(401, { error: { code: "UNAUTHORIZED", reason: REQUEST_MESSAGES.notSignedIn } }),
    );
    await expect(apiFetch("/api/me")).rejects.toMatchObject({
      status: 401,
      message: "You need to be logged in to use this feature",
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("does not call the unauthorized handler for other refusals", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(
      json(404, { error: { code: "NOT_FOUND", reason: REQUEST_MESSAGES.notFound } }),
    );
    await expect(apiFetch("/api/dreams/x")).rejects.toMatchObject({ status: 404 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("says the server could not be reached when the request never got an answer", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiFetch("/api/me")).rejects.toMatchObject({
      code: "NETWORK_ERROR",
      status: 0,
      message: "Could not reach the server. Check your connection and try again.",
    });
  });

  it("lets an abort through as the abort, not as a network failure", async () => {
    const controller = new AbortController();
    const reason = new DOMException("The user left", "AbortError");
    fetchMock.mockImplementation(async () => {
      controller.abort(reason);
      throw reason;
    });
    await expect(apiFetch("/api/me", { signal: controller.signal })).rejects.toBe(reason);
  });
});
