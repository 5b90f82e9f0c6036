import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

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

function newestOutboxMessage(email: string): string | null {
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

/** Fails on serious or critical axe violations, listing each rule and the elements it hit. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
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
 * Signs a new user up through the UI, opens the verification link from the outbox (which signs
 * them in), completes onboarding through the API and lands on My Dreams.
 */
async function signUpAndLogIn(page: Page): Promise<Credentials> {
  const credentials = newCredentials();
  await page.goto("/auth?tab=signup");
  await submitSignUpForm(page, credentials);
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();

  await page.goto(await readOutboxLink(credentials.email));
  await expect(page.getByRole("heading", { name: "Email Confirmed" })).toBeVisible();

  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/me", { headers: { Origin: origin } });
  expect(created.ok(), await created.text()).toBe(true);
  const onboarded = await page.request.patch("/api/me", {
    headers: { Origin: origin },
    data: { onboardingComplete: true },
  });
  expect(onboarded.ok(), await onboarded.text()).toBe(true);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "My Dreams" })).toBeVisible();
  return credentials;
}

/** A documentation-range address (RFC 5737) of the test's own, so each test has its own rate-limit bucket. */
function clientAddress(): string {
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
