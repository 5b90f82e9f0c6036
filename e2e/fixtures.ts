import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type Browser, test as base, expect, type Page } from "@playwright/test";

export { expectNoA11yViolations, expectNoA11yViolationsInThisTheme } from "./axe";
export { expect };

export type Credentials = { email: string; password: string; displayName: string };

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set; run the tests through playwright.config.ts");
  return dir;
};

/** A fresh, valid account for one test. */
export function newCredentials(): Credentials {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { email: `dreamer-${id}@example.com`, password: `Moonlit-${id}!`, displayName: "Test Dreamer" };
}

const stamp = (file: string) => Number.parseInt(path.basename(file), 10) || 0;

/** The newest complete message to `email` in the run's outbox (headers and text), or null. */
export function newestOutboxMessage(email: string): string | null {
  const outbox = path.join(dataDir(), "outbox");
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith(".txt"));
  } catch {
    return null;
  }
  const wanted = email.toLowerCase();
  const matches = names
    .map((name) => path.join(outbox, name))
    .filter((file) => {
      if (path.basename(file).toLowerCase().includes(wanted)) return true;
      // A file name may have the address sanitised; the To: header always carries it.
      return /^To:.*$/im.exec(readFileSync(file, "utf8"))?.[0].toLowerCase().includes(wanted) ?? false;
    })
    // Names start with a strictly increasing millisecond timestamp; fall back to the file time.
    .sort((a, b) => stamp(b) - stamp(a) || statSync(b).mtimeMs - statSync(a).mtimeMs);
  const text = matches[0] ? readFileSync(matches[0], "utf8") : null;
  // A message is written in one go and ends with a newline; anything else is still being written.
  return text?.endsWith("\n") ? text : null;
}

/** Polls DATA_DIR/outbox for the newest message to `email` and returns its first http(s) link. */
export async function readOutboxLink(email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = newestOutboxMessage(email);
    const link = message?.match(/https?:\/\/[^\s<>"')]+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No e-mail with a link for ${email} in ${dataDir()}/outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The page's brand colour as computed styles give it ('rgb(…)'): the user's own chat messages wear it. */
export function brandColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement("div"));
    probe.style.background = "var(--brand)";
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
}

/** Fills and submits the Sign Up tab of /auth?tab=signup. */
export async function submitSignUpForm(page: Page, credentials: Credentials): Promise<void> {
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  await form.getByLabel("Email", { exact: true }).fill(credentials.email);
  await form.getByLabel("Display Name", { exact: true }).fill(credentials.displayName);
  await form.getByLabel("Password", { exact: true }).fill(credentials.password);
  await form.getByLabel("Confirm Password", { exact: true }).fill(credentials.password);
  await form.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Create Account" }).click();
}

/** Fills and submits the Login tab of /auth. */
export async function submitSignInForm(page: Page, credentials: Pick<Credentials, "email" | "password">) {
  const form = page.getByRole("tabpanel", { name: "Login" });
  await form.getByLabel("Email", { exact: true }).fill(credentials.email);
  await form.getByLabel("Password", { exact: true }).fill(credentials.password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/**
 * A new member, verified and onboarded (with `onboarded: false`, still to go through onboarding).
 * Sign-up goes through the API (the sign-up form has its own journey in auth-onboarding.spec.ts);
 * the verification link from the outbox signs the browser's context in, as a click on it in the
 * e-mail would.
 */
export async function newMember(page: Page, { onboarded = true } = {}): Promise<Credentials> {
  const credentials = newCredentials();
  const headers = originOf(page);
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers,
    data: { email: credentials.email, password: credentials.password, name: credentials.displayName },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const verified = await page.request.get(await readOutboxLink(credentials.email), { maxRedirects: 0 });
  expect(verified.status(), "the verification link signs the user in").toBe(302);

  const created = await page.request.post("/api/me", { headers });
  expect(created.ok(), await created.text()).toBe(true);
  if (!onboarded) return credentials;
  const completed = await page.request.patch("/api/me", { headers, data: { onboardingComplete: true } });
  expect(completed.ok(), await completed.text()).toBe(true);
  return credentials;
}

/** The app has replaced the inert, prerendered picture of a signed-in page (apps/web/src/main.tsx). */
export const appStarted = (page: Page) => expect(page.locator("#root")).not.toHaveAttribute("inert");

/** A new member, signed in on My Dreams. */
async function signUpAndLogIn(page: Page): Promise<Credentials> {
  const credentials = await newMember(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "My Dreams" })).toBeVisible();
  await appStarted(page);
  return credentials;
}

/** A documentation-range address (RFC 5737) of the test's own, so each test has its own rate-limit bucket. */
export function clientAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `198.51.${octet()}.${octet()}`;
}

export const test = base.extend<{ signUpAndLogIn: Credentials }>({
  // The server runs with TRUST_PROXY=true (playwright.config.ts) and reads this like a proxy's header.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": clientAddress() });
  },
  signUpAndLogIn: async ({ page }, use) => {
    await use(await signUpAndLogIn(page));
  },
});

/**
 * A second browser context of the same user (another tab or device): its own cookies, signed in
 * through the login form, on My Dreams. Close it with `page.context().close()`.
 */
export async function signInInNewContext(browser: Browser, credentials: Credentials): Promise<Page> {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const page = await context.newPage();
  await page.goto("/auth");
  await submitSignInForm(page, credentials);
  await expect(page.getByRole("heading", { name: "My Dreams" })).toBeVisible();
  await appStarted(page);
  return page;
}

/** Holds every request of `page` to a URL matching `url` until the returned function is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** yyyy-MM-dd of the day `daysAgo` before today, in the browser's (and this process's) time zone. */
export function isoDaysAgo(daysAgo: number, from: Date = new Date()): string {
  const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() - daysAgo);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The app's origin, which the API requires on writes (as a browser would send it). */
export function originOf(page: Page): { Origin: string } {
  const { baseURL } = test.info().project.use;
  return { Origin: new URL(baseURL ?? page.url()).origin };
}

/** A JSON call to the API as the signed-in user of `page`; fails the test on a non-2xx answer. */
export async function callApi<T>(
  page: Page,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  data?: unknown,
) {
  const response = await page.request.fetch(url, { method, headers: originOf(page), data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** Saves a dream through the API (no title generation wait: the title is given) and returns its id. */
export async function createDreamViaApi(
  page: Page,
  dream: { title: string; content: string; dreamDate: string },
): Promise<string> {
  const created = await callApi<{ id: string }>(page, "POST", "/api/dreams", dream);
  return created.id;
}

type SessionLike = { status: string; nextQuestion: string | null };

/**
 * Runs the Dream Analyzer on a dream through the API: starts it and answers every question with
 * `answer(question)` until the session completes (the dream is then analysed). Returns the HTTP
 * status of the start, so a caller can see a plan refusal (403) instead of failing.
 */
export async function analyseDreamViaApi(
  page: Page,
  dreamId: string,
  answer: (question: string) => string,
): Promise<number> {
  const start = await page.request.post(`/api/dreams/${dreamId}/analysis`, {
    headers: originOf(page),
    data: {},
  });
  if (!start.ok()) return start.status();
  let session = (await start.json()) as SessionLike;
  while (session.status === "active" && session.nextQuestion) {
    session = await callApi<SessionLike>(page, "POST", `/api/dreams/${dreamId}/analysis/answers`, {
      answer: answer(session.nextQuestion),
    });
  }
  expect(session.status).toBe("completed");
  return start.status();
}

/**
 * Makes the signed-in user Plus the honest way, through the UI and the built-in test checkout (the
 * default billing without Stripe): Profile → Upgrade to Plus → Monthly or Yearly → 'Pay (test)' →
 * back on the profile with 'Welcome to Plus!', closed. Ends on /profile.
 */
export async function upgradeToPlus(page: Page, plan: "Monthly" | "Yearly" = "Monthly"): Promise<void> {
  await page.goto("/profile");
  const upgrade = page.getByRole("region", { name: "Upgrade to Plus" });
  await upgrade.getByRole("button", { name: new RegExp(`^${plan}`) }).click();
  await expect(page.getByText("Test mode — no real payment")).toBeVisible();
  await page.getByRole("button", { name: "Pay (test)" }).click();
  const welcome = page.getByRole("dialog", { name: "Welcome to Plus!" });
  await welcome.getByRole("button", { name: "Back to profile" }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
}
