import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

const BUDGET_BYTES = 100 * 1024;
/** Chunks of the signed-in app that the sign-in page must never load. */
const APP_ONLY = /journal|dialog|calendar|profile|analyzer|interpreter|onboarding|billing|react-router/i;

test("a cold load of /auth paints from HTML and runs at most 100 KiB of JavaScript (gzip)", async ({
  page,
}) => {
  const scripts: { url: string; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => {
        scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  const document = await page.goto("/auth", { waitUntil: "networkidle" });
  expect(document?.headers()["cache-control"]).toBe("no-cache");
  expect(await document?.text()).toContain("Sign In · Somnia");
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  await Promise.all(pending);

  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  expect(total, scripts.map((s) => `${s.url} ${s.gzip}`).join("\n")).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(scripts.filter((script) => APP_ONLY.test(script.url))).toEqual([]);
  // Hydration took over the prerendered HTML without a mismatch.
  expect(errors).toEqual([]);

  // Hydrated: the tabs and the form answer.
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await page
    .getByRole("tabpanel", { name: "Sign Up" })
    .getByRole("button", { name: "Create Account" })
    .click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("You must accept the terms and conditions")).toBeVisible();
});

test("the sign-in and sign-up pages show their real content with JavaScript off", async ({ browser }) => {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto("/auth");
  await expect(page).toHaveTitle("Sign In · Somnia");
  const login = page.getByRole("tabpanel", { name: "Login" });
  await expect(login.getByLabel("Email", { exact: true })).toBeVisible();
  await expect(login.getByLabel("Password", { exact: true })).toBeVisible();
  await expect(login.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  // Submitted before any script runs, the form posts its body and comes back: no password in a URL.
  await login.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await login.getByLabel("Password", { exact: true }).fill("hunter2-secret");
  await login.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(login.getByRole("button", { name: "Sign In" })).toBeVisible();

  await page.goto("/signup");
  const signup = page.getByRole("tabpanel", { name: "Sign Up" });
  await expect(signup.getByLabel("Display Name", { exact: true })).toBeVisible();
  await expect(signup.getByRole("checkbox", { name: /I accept the terms and conditions/ })).toBeVisible();
  await context.close();
});
