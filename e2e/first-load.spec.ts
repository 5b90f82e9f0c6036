import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import {
  createDreamViaApi,
  expect,
  holdRequests,
  isoDaysAgo,
  newCredentials,
  submitSignInForm,
  submitSignUpForm,
  test,
} from "./fixtures";

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

  const response = await page.goto("/auth", { waitUntil: "networkidle" });
  expect(response?.headers()["cache-control"]).toBe("no-cache");
  const html = (await response?.text()) ?? "";
  expect(html).toContain("Sign In · Somnia");
  // Painted from the HTML alone: nothing it links to must arrive first (styles inline, scripts after the paint).
  expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload|preload)"|<script[^>]* src=/);
  // …and not before the whole form is parsed: the paint waits for the element after it.
  expect(html).toContain('<link rel="expect" href="#root-parsed" blocking="render">');
  expect(html).toMatch(/<\/form>[\s\S]*<span id="root-parsed" hidden><\/span>/);
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  await Promise.all(pending);

  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  expect(total, scripts.map((s) => `${s.url} ${s.gzip}`).join("\n")).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(scripts.filter((script) => APP_ONLY.test(script.url))).toEqual([]);
  // Hydration took over the prerendered HTML without a mismatch, and the policy refused no inline script.
  expect(errors).toEqual([]);
  // The stylesheet file came after the paint and declares the web font, which is then in use.
  await expect
    .poll(() =>
      page.evaluate(async () => (await document.fonts.load("16px 'Nunito Variable'", "Sign")).length),
    )
    .toBeGreaterThan(0);

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

test("the app's page runs its inline theme script under the content security policy", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/.test(message.text()))
      refused.push(message.text());
  });
  await page.addInitScript(() => localStorage.setItem("somnia-theme", "dark"));
  const response = await page.goto("/terms");
  expect(await response?.text()).toMatch(/<script>[^<]*somnia-theme/);
  await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(refused).toEqual([]);
});

test("a sign-in submitted before the page's script has arrived is sent once it has", async ({
  page,
  signUpAndLogIn: credentials,
}) => {
  await page.context().clearCookies();
  const release = await holdRequests(page, "**/assets/*.js");
  const nativePosts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && !request.url().includes("/api/")) nativePosts.push(request.url());
  });

  await page.goto("/auth");
  await submitSignInForm(page, credentials);
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  expect(nativePosts).toEqual([]);

  release();
  await expect(page.getByRole("heading", { name: "My Dreams" })).toBeVisible();
  expect(nativePosts).toEqual([]);
});

test("a sign-up filled in and its terms ticked before the page's script has arrived is sent once it has", async ({
  page,
}) => {
  const release = await holdRequests(page, "**/assets/*.js");
  await page.goto("/auth?tab=signup");
  await submitSignUpForm(page, newCredentials());
  const terms = page.getByRole("checkbox", { name: /I accept the terms and conditions/ });
  await expect(terms).toBeChecked();

  // Taking over must keep what was ticked, as it keeps what was typed.
  release();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
});

/** The paths of the scripts `page` fetches from now on, as they come. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

test("My Dreams, signed in, loads no auth client: the session is read without it, and signing out fetches it", async ({
  page,
  signUpAndLogIn: _,
}) => {
  const scripts = scriptsFetched(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload({ waitUntil: "networkidle" });
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(page.getByRole("heading", { name: "My Dreams" })).toBeVisible();
  expect(scripts.filter((script) => /auth-client/.test(script))).toEqual([]);

  await sidebar.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  expect(scripts.filter((script) => /auth-client/.test(script))).toHaveLength(1);
});

test("My Dreams fetches its dialog, calendar, filters, menu, check and toasts only when they are first used", async ({
  page,
  signUpAndLogIn: _,
}) => {
  const scripts = scriptsFetched(page);
  const fetched = (chunk: string) => scripts.some((script) => script.startsWith(`/assets/${chunk}-`));
  const onFirstUse = [
    "dream-dialog",
    "date-picker-calendar",
    "filter-picker-popup",
    "bottom-nav-menu",
    "dream-form-resolver",
    "toaster",
    "dream-analyzer",
    "schemas",
  ];
  // A dream in the journal: an empty one shows no filters.
  await createDreamViaApi(page, {
    title: "The orchard",
    content: "I walked through an orchard at dawn and felt calm.",
    dreamDate: isoDaysAgo(1),
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload({ waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "My Dreams" })).toBeVisible();
  expect(onFirstUse.filter(fetched)).toEqual([]);

  const card = page.getByRole("tabpanel", { name: "Log Dream" });
  await card.getByRole("button", { name: /^Dream date/ }).click();
  await expect(page.getByRole("dialog", { name: "Dream date" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(card.getByRole("button", { name: /^Dream date/ })).toBeFocused();
  // The card took the focus: its check (with zod's schemas) and the toaster came along.
  expect(onFirstUse.filter(fetched)).toEqual([
    "date-picker-calendar",
    "dream-form-resolver",
    "toaster",
    "schemas",
  ]);

  await page.getByRole("button", { name: /^Filter by tag / }).click();
  await expect(page.getByRole("combobox", { name: "Find a tag" })).toBeFocused();
  await page.keyboard.press("Escape");
  await page
    .getByRole("navigation", { name: "Bottom navigation" })
    .getByRole("button", { name: "Profile" })
    .click();
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Dream Analyzer" }).click();
  // All but the dialog: a new member has no dream to open.
  await expect.poll(() => onFirstUse.filter(fetched)).toEqual(onFirstUse.slice(1));
});
