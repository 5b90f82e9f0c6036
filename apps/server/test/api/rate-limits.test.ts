import { REQUEST_MESSAGES } from "@somnia/shared/errors";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { createEventBus } from "../../src/events";
import { createUser } from "../helpers/factories";
import { call, json, randomIp } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

/** Every 429 alike: the app's error shape, RATE_LIMITED, and Retry-After in whole seconds, also in its params. */
async function expectRateLimited(response: Response, maxSeconds: number) {
  expect(response.status).toBe(429);
  const body = await json(response);
  const retryAfter = response.headers.get("retry-after") ?? "";
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxSeconds);
  expect(body.error).toEqual({
    code: "RATE_LIMITED",
    reason: expect.stringMatching(/^[A-Z_]+$/),
    params: { seconds: Number(retryAfter) },
  });
  return body.error.reason as string;
}

describe("429 answers", () => {
  it("from better-auth's per-address limits: the app's shape, with Retry-After and the wait in words", async () => {
    const ip = randomIp();
    const body = { email: "nobody@example.com", redirectTo: "/reset-password" };
    expect((await call(t.app, "/api/auth/request-password-reset", { body, ip })).status).toBe(200);
    const refused = await call(t.app, "/api/auth/request-password-reset", { body, ip });
    expect(await expectRateLimited(refused, 60)).toBe(REQUEST_MESSAGES.rateLimited);

    const signInIp = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const attempt = await call(t.app, "/api/auth/sign-in/email", {
        body: { email: `guess-${i}@example.com`, password: "not the password" },
        ip: signInIp,
      });
      statuses.push(attempt.status);
      if (attempt.status === 429) await expectRateLimited(attempt, 60);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  describe("from the app's own limit on live streams", () => {
    const closing: Array<() => Promise<void>> = [];
    afterAll(async () => {
      for (const close of closing) await close();
    });

    it("the app's shape, with Retry-After", async () => {
      const ada = await createUser(t, { name: "Ada" });
      const events = createEventBus(t.ctx.database, t.ctx.logger, { perUser: 0, total: 10 });
      closing.push(() => events.close());
      const app = createApp({ ...t.ctx, events });
      const refused = await call(app, "/api/events", { cookie: ada.cookie, ip: ada.ip });
      expect(await expectRateLimited(refused, 60)).toBe(REQUEST_MESSAGES.tooManyStreams);
    });
  });
});
