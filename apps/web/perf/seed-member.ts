import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { dreamText, seededRandom } from "../../server/bench/dream-text";

export interface Cookie {
  name: string;
  value: string;
}

/** The newest e-mail to `email` in the server's outbox (the verification link's). */
async function outboxLink(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, "outbox");
  for (let attempt = 0; attempt < 75; attempt++) {
    const names = (() => {
      try {
        return readdirSync(outbox).filter((name) => name.endsWith(".txt"));
      } catch {
        return [];
      }
    })();
    for (const name of names.sort().reverse()) {
      const message = readFileSync(join(outbox, name), "utf8");
      const link = message.includes(email) ? message.match(/https?:\/\/[^\s<>"')]+/)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification e-mail for ${email} in ${outbox}`);
}

const day = (daysAgo: number) => {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
};

/**
 * A Plus member with `dreams` dreams over as many recent days, made through the API as the app
 * would (sign-up, the e-mail's link, the profile, onboarding, the test checkout, each dream), at
 * `email` (a new address by default).
 * Returns the session cookies a browser needs to be signed in as them.
 */
export async function seedMember(
  appUrl: string,
  dataDir: string,
  dreams = 60,
  email = `lighthouse-${Date.now()}@example.com`,
): Promise<Cookie[]> {
  const cookies: Cookie[] = [];
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${appUrl}${path}`, {
      method,
      redirect: "manual",
      headers: {
        Origin: appUrl,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        Cookie: cookies.map(({ name, value }) => `${name}=${value}`).join("; "),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      const known = cookies.findIndex((cookie) => cookie.name === name);
      if (known >= 0) cookies.splice(known, 1);
      if (value) cookies.push({ name, value });
    }
    if (response.status >= 400)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 || response.status === 302 ? undefined : response.json();
  };

  await call("POST", "/api/auth/sign-up/email", { email, password: "lighthouse-Somnia-2026", name: "Ada" });
  const link = new URL(await outboxLink(dataDir, email));
  await call("GET", link.pathname + link.search);
  await call("POST", "/api/me");
  await call("PATCH", "/api/me", { onboardingComplete: true });
  const { url } = (await call("POST", "/api/billing/checkout", { interval: "month" })) as { url: string };
  const session = new URL(url, appUrl).searchParams.get("session");
  await call("POST", `/api/billing/test-checkout/${session}/complete`);
  const random = seededRandom(60);
  for (let n = 0; n < dreams; n++) {
    const { title, content, tags } = dreamText(random);
    await call("POST", "/api/dreams", { title, content, tags, dreamDate: day(n) });
  }
  return cookies;
}
