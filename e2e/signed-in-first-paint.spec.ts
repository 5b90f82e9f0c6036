import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { appStarted, expect, holdRequests, test } from "./fixtures";

/** The signed-in user's cookies alone: no journal saved on the device (src/lib/saved-copy.ts). */
async function cookiesOnly(page: Page): Promise<BrowserContextOptions["storageState"]> {
  const { cookies } = await page.context().storageState();
  return { cookies, origins: [] };
}

async function newContextPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL, ...options });
  return context.newPage();
}

test("a signed-in page comes with its shell and frame in the HTML, in the reader's language, only to a session", async ({
  page,
  browser,
  signUpAndLogIn: _,
}) => {
  const home = await (await page.request.get("/")).text();
  expect(home).toContain("<title>My Dreams · Somnia</title>");
  expect(home).toContain('aria-label="Main navigation"');
  expect(home).toMatch(/Record Today&#x27;s Dream<\/h2>[\s\S]*<span id="root-parsed" hidden><\/span>/);
  expect(home).not.toContain("<textarea");
  expect(await (await page.request.get("/calendar")).text()).toContain(
    "<title>Dream Calendar · Somnia</title>",
  );
  const french = await page.request.get("/profile", { headers: { "Accept-Language": "fr-FR,fr;q=0.9" } });
  expect(french.headers().vary).toContain("Cookie");
  expect(await french.text()).toContain('<html lang="fr">');

  // Without a session cookie the same address is the app's index.html, which sends the visitor to sign in.
  const stranger = await newContextPage(browser, {});
  const anonymous = await (await stranger.request.get("/")).text();
  expect(anonymous).toContain('<div id="root"></div>');
  expect(anonymous).not.toContain("Main navigation");
  await stranger.context().close();

  // With scripting off, the page is there, in its layout, and nothing on it takes input.
  const noScript = await newContextPage(browser, {
    javaScriptEnabled: false,
    storageState: await cookiesOnly(page),
  });
  await noScript.goto("/");
  await expect(noScript.getByRole("heading", { name: "My Dreams" })).toBeVisible();
  await expect(noScript.getByRole("heading", { name: "Record Today's Dream" })).toBeVisible();
  // The tabs are a picture of them, hidden from assistive technology; there is no field.
  await expect(noScript.getByText("Dream Analyzer")).toBeVisible();
  await expect(noScript.getByRole("tab")).toHaveCount(0);
  await expect(noScript.getByRole("textbox")).toHaveCount(0);
  // A picture of the page until the app replaces it: a click or a key on it would be lost.
  await expect(noScript.locator("#root")).toHaveAttribute("inert");
  await noScript.context().close();
});

test("the app adopts the prerendered page, moving nothing, and fills it in", async ({
  page,
  browser,
  signUpAndLogIn: credentials,
}) => {
  const next = await newContextPage(browser, { storageState: await cookiesOnly(page) });
  await next.setViewportSize({ width: 1280, height: 900 });
  const warnings: string[] = [];
  next.on("console", (message) => {
    // An error, or src/main.tsx saying that React rendered the page again rather than adopting it.
    if (message.type() === "error" || message.text().includes("prerendered page"))
      warnings.push(message.text());
  });
  await next.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.total += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
    // The prerendered heading, marked before the app's script runs (a property, not an attribute).
    document.addEventListener("DOMContentLoaded", () =>
      Object.assign(document.querySelector("h1") ?? {}, { prerendered: true }),
    );
  });
  const release = await holdRequests(next, "**/api/auth/get-session*");
  await next.goto("/");
  const sidebar = next.getByRole("complementary", { name: "Sidebar" });
  await expect(next.getByRole("heading", { name: "Record Today's Dream" })).toBeVisible();
  await appStarted(next);
  // The app took the page over with the prerendered nodes themselves: the same heading, no spinner.
  const heading = next.getByRole("heading", { level: 1, name: "My Dreams" });
  expect(await heading.evaluate((h) => (h as HTMLElement & { prerendered?: boolean }).prerendered)).toBe(
    true,
  );
  await expect(next.getByRole("status", { name: "Loading" })).toHaveCount(0);
  await expect(sidebar.getByText("Not logged in")).toHaveCount(0);

  release();
  await expect(next.getByLabel("Describe your dream")).toBeVisible();
  await expect(sidebar.getByText(credentials.email)).toBeVisible();
  await expect(next.getByRole("tab", { name: "Dream Analyzer" })).toBeEnabled();
  // Nothing on screen moved (a font swapping in may move text by a hair; 0.1 is a poor page).
  const shifted = await next.evaluate(
    () => (window as unknown as { shifts: { total: number } }).shifts.total,
  );
  expect(shifted).toBeLessThan(0.01);
  expect(warnings).toEqual([]);
  await next.context().close();
});
