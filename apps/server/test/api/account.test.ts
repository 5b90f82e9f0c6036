import { ACCOUNT_MESSAGES } from "@somnia/shared/account";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDream } from "../helpers/dreams";
import { createUser, signIn, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { lastMailTo } from "../helpers/outbox";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

/** The rows of a raw query, from either driver (both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** How many rows of every table in the schema mention `userId` in a user_id, id or value column. */
async function rowsMentioning(userId: string): Promise<Record<string, number>> {
  const columns = await t.ctx.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_name in ('user_id', 'id', 'value')`);
  const rows = rowsOf<{ table_name: string; column_name: string }>(columns);
  expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(["user", "dreams", "user_keys"]));
  const counts: Record<string, number> = {};
  for (const { table_name, column_name } of rows) {
    const result = await t.ctx.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text = ${userId}`,
    );
    const n = Number(rowsOf<{ n: number }>(result)[0]?.n);
    if (n > 0) counts[`${table_name}.${column_name}`] = n;
  }
  return counts;
}

async function fillAccount(user: TestUser) {
  expect((await call(t.app, "/api/me", { method: "POST", cookie: user.cookie })).status).toBe(201);
  await createDream(t, user, { title: "Kept", tags: ["water"] });
  await createDream(t, user, { notRemembered: true, title: "DR" });
  const memory = { infoType: "personal", content: "I am a night owl." };
  expect((await call(t.app, "/api/memory", { body: memory, cookie: user.cookie })).status).toBe(201);
  // A pending password reset leaves a verification row naming the user.
  await call(t.app, "/api/auth/request-password-reset", { body: { email: user.email }, ip: user.ip });
}

describe("DELETE /api/me", () => {
  it("refuses without the caller's e-mail typed as confirmation", async () => {
    const ada = await createUser(t);
    for (const body of [{}, { confirm: "" }, { confirm: "someone@example.com" }]) {
      const response = await call(t.app, "/api/me", { method: "DELETE", body, cookie: ada.cookie });
      expect(response.status).toBe(400);
      expect((await json(response)).error.reason).toBe(ACCOUNT_MESSAGES.confirmMismatch);
    }
    expect((await call(t.app, "/api/auth/get-session", { cookie: ada.cookie })).status).toBe(200);
    expect((await call(t.app, "/api/me", { method: "DELETE", body: { confirm: "x" } })).status).toBe(401);
  });

  it("removes every row of the user, ends the session, and frees the e-mail", async () => {
    const ada = await createUser(t);
    const bo = await createUser(t);
    await fillAccount(ada);
    await fillAccount(bo);
    expect(Object.keys(await rowsMentioning(ada.id)).length).toBeGreaterThanOrEqual(6);

    const response = await call(t.app, "/api/me", {
      method: "DELETE",
      body: { confirm: ` ${ada.email.toUpperCase()} ` },
      cookie: ada.cookie,
    });
    expect(response.status).toBe(204);
    const cleared = response.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cleared).toMatch(/session_token=;.*Max-Age=0/i);

    expect(await rowsMentioning(ada.id)).toEqual({});
    expect(Object.keys(await rowsMentioning(bo.id)).length).toBeGreaterThanOrEqual(6);
    // Bo's data is untouched and still decrypts.
    const exported = await json(await call(t.app, "/api/export", { cookie: bo.cookie }));
    expect(exported.dreams.map((d: { title: string }) => d.title)).toContain("Kept");
    // The old cookie is dead, the password no longer works, and the e-mail can sign up again.
    expect((await call(t.app, "/api/me", { cookie: ada.cookie })).status).toBe(401);
    expect((await signIn(t, ada)).response.status).toBe(401);
    const again = await createUser(t, { email: ada.email });
    expect(again.id).not.toBe(ada.id);
    expect((await lastMailTo(t.dataDir, ada.email)).subject).toBeTruthy();
  });
});
