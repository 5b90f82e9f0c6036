import { appendFile, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { message } from "./catalogue";
import { expect, expectNoA11yViolations, test } from "./fixtures";
import { listCard, logCard, rows } from "./journal-page";

// This file alone runs with the service worker (playwright.config.ts blocks it everywhere else).
test.use({ serviceWorkers: "allow" });

const OFFLINE_BANNER = message("en", "common.offline");

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Every request URL and response body in the page's Cache Storage. */
async function cacheStorage(page: Page): Promise<{ url: string; body: string }[]> {
  return page.evaluate(async () => {
    const entries: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ url: request.url, body: response ? await response.text() : "" });
      }
    }
    return entries;
  });
}

test("the web app manifest makes Somnia installable", async ({ page, request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "Somnia — Dream Journal",
    short_name: "Somnia",
    start_url: "/",
    scope: "/",
    display: "standalone",
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const purpose of ["any", "maskable"]) {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find(
        (i: { sizes: string; purpose: string }) => i.purpose === purpose && i.sizes === `${size}x${size}`,
      );
      expect(icon, `${purpose} ${size}`).toBeDefined();
      const image = await request.get(icon.src);
      expect(image.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await image.body())).toEqual({ width: size, height: size });
    }
  }

  for (const path of ["/", "/auth"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('meta[name="theme-color"][media*="light"]')).toHaveCount(1);
    await expect(page.locator('meta[name="theme-color"][media*="dark"]')).toHaveCount(1);
  }
});

test("the service worker precaches the app, opens it offline and never caches the API or a dream", async ({
  page,
  context,
  signUpAndLogIn: _,
}) => {
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);

  const secret = `Lanterns under the frozen canal ${Date.now()}`;
  await test.step("a dream is saved and read back while the worker controls the page", async () => {
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await logCard(page).getByLabel("Describe your dream").fill(secret);
    await logCard(page).getByRole("button", { name: "Save Dream" }).click();
    await expect(page.getByRole("tab", { name: "Dream Analyzer" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Dream Analyzer" }).getByText(secret)).toBeVisible();
    await listCard(page).getByLabel("Search dreams").fill("Lanterns");
    await expect(rows(page)).toHaveCount(2); // header + the dream
  });

  await test.step("Cache Storage holds the build and nothing from the API or the journal", async () => {
    const cached = await cacheStorage(page);
    const paths = cached.map((entry) => new URL(entry.url).pathname);
    expect(paths).toContain("/index.html");
    expect(paths).toContain("/auth.html");
    expect(paths.some((path) => /^\/assets\/main-[\w-]+\.js$/.test(path))).toBe(true);
    expect(paths.filter((path) => path.startsWith("/api/"))).toEqual([]);
    expect(cached.filter((entry) => entry.body.includes("Lanterns")).map((entry) => entry.url)).toEqual([]);
  });

  await test.step("offline, a reload opens the journal as saved on this device and says the network is gone", async () => {
    await expect
      .poll(() =>
        page.evaluate(() => localStorage.getItem("somnia.saved-copy")?.includes("Lanterns") ?? false),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await expect(listCard(page).getByText(/^You are offline\. Saved on this device: /)).toBeVisible();
    await expect(rows(page)).toHaveCount(2); // header + the dream
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expectNoA11yViolations(page);
    await expect(page).toHaveURL(/\/$/); // not sent to sign in: the session is still there
  });

  await test.step("with nothing saved, offline, the app says it cannot reach the server", async () => {
    await page.evaluate(() => localStorage.removeItem("somnia.saved-copy"));
    await page.reload();
    await expect(page.getByRole("alert")).toContainText("Somnia cannot reach the server");
    // The session could not be read, which is not being signed out: the sidebar names no one.
    await expect(page.getByText("Not logged in")).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
    await expect(logCard(page).getByRole("heading", { name: "Record Today's Dream" })).toBeVisible();
  });
});

/**
 * Publishes a new version as a deploy would: a different sw.js in the served build (its
 * precompressed twins set aside, so the new bytes are what the browser fetches). Returns the undo.
 */
async function publishNewServiceWorker(): Promise<() => Promise<void>> {
  const sw = path.join(process.env.E2E_WEB_DIST ?? "", "sw.js");
  const original = await readFile(sw);
  const twins = [`${sw}.br`, `${sw}.gz`];
  for (const twin of twins) await rename(twin, `${twin}.e2e`).catch(() => {});
  await appendFile(sw, `\n// a new version: ${Date.now()}\n`);
  return async () => {
    await writeFile(sw, original);
    for (const twin of twins) await rename(`${twin}.e2e`, twin).catch(() => {});
  };
}

test("a new version waiting is offered quietly, and Reload switches to it", async ({
  page,
  signUpAndLogIn: _,
}) => {
  const prompt = page.getByText("A new version of Somnia is available");
  const reload = page.getByRole("button", { name: "Reload" });
  // A returning visit: the installed worker controls the page.
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // The page has filled in (its heading is what axe looks for below) before the new version comes.
  await expect(page.getByRole("heading", { name: "My Dreams" })).toBeVisible();
  await expect(prompt).toHaveCount(0);

  const undo = await publishNewServiceWorker();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(prompt).toBeVisible();
    await expectNoA11yViolations(page);
    await expect(
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).resolves.toBe(true);

    const reloaded = page.waitForEvent("load");
    await reload.click();
    await reloaded;
    await expect(page.getByRole("heading", { name: "My Dreams" })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: Boolean(registration?.waiting),
        controlled: Boolean(navigator.serviceWorker.controller),
      };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
  } finally {
    await undo();
  }
});
