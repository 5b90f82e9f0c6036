import type { Page } from "@playwright/test";
import { message } from "./catalogue";
import { createDreamViaApi, expect, holdRequests, isoDaysAgo, newMember, test } from "./fixtures";
import { listCard, rows } from "./journal-page";

// A returning user's journal and figures, as last saved in this browser (src/lib/saved-copy.ts):
// shown at once and marked, brought up to date, shown offline, and never to another account.
// Offline reloads need the service worker (playwright.config.ts blocks it everywhere else).
test.use({ serviceWorkers: "allow" });

const UPDATING = message("en", "common.savedCopyUpdating");
const OFFLINE_NOTE = /^You are offline\. Saved on this device: /;

const savedCopy = (page: Page) => page.evaluate(() => localStorage.getItem("somnia.saved-copy"));
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });

/** Waits until this browser has saved what the page shows, the service worker controlling the page. */
async function savedWith(page: Page, text: string) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect.poll(async () => (await savedCopy(page))?.includes(text) ?? false).toBe(true);
}

/** On a desktop, a dream of `daysAgo` in the journal, shown and saved in this browser. */
async function journalSavedWith(page: Page, title: string, content: string, daysAgo: number) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await createDreamViaApi(page, { title, content, dreamDate: isoDaysAgo(daysAgo) });
  await page.reload();
  await expect(listCard(page).getByText(title)).toBeVisible();
  await savedWith(page, title);
}

test("a returning user sees the saved journal at once, marked, then up to date; offline, marked so", async ({
  page,
  context,
  signUpAndLogIn: _,
}) => {
  await journalSavedWith(page, "The lighthouse keeper", "A lighthouse keeper handed me a lantern.", 1);

  await test.step("before the server answers, the saved journal is on screen and says it is updating", async () => {
    await createDreamViaApi(page, {
      title: "The glass orchard",
      content: "I walked through an orchard of glass trees.",
      dreamDate: isoDaysAgo(0),
    });
    // The journal's first page: GET /api/dreams (a later page or a search adds a query).
    const journalPage = /\/api\/dreams(\?|$)/;
    const release = await holdRequests(page, journalPage);
    await page.reload();
    await expect(listCard(page).getByText("The lighthouse keeper")).toBeVisible();
    await expect(listCard(page).getByText(UPDATING)).toBeVisible();
    await expect(listCard(page).getByText("The glass orchard")).toHaveCount(0);
    release();
    await expect(listCard(page).getByText("The glass orchard")).toBeVisible();
    await expect(listCard(page).getByText(UPDATING)).toHaveCount(0);
    await page.unroute(journalPage);
  });

  await test.step("offline, the journal and the profile's figures open as saved, and say so", async () => {
    await savedWith(page, "The glass orchard");
    await page.goto("/profile");
    await expect(page.getByText("Total Dreams")).toBeVisible();
    await expect.poll(async () => (await savedCopy(page))?.includes('"totalDreams":2') ?? false).toBe(true);
    await context.setOffline(true);
    await page.goto("/");
    await expect(rows(page)).toHaveCount(3); // header + two dreams
    await expect(listCard(page).getByText(OFFLINE_NOTE)).toBeVisible();
    await expect(page.getByText(message("en", "dreams.fetchFailed"))).toHaveCount(0);
    await sidebar(page).getByRole("link", { name: "Profile" }).click();
    const stats = page.getByRole("region", { name: "Dream Statistics" });
    await expect(stats.getByText(OFFLINE_NOTE)).toBeVisible();
    await expect(stats.getByText("2", { exact: true }).first()).toBeVisible();
    await context.setOffline(false);
    await expect(stats.getByText(OFFLINE_NOTE)).toHaveCount(0);
  });
});

test("signing out deletes the saved copy; another account on this browser never sees it", async ({
  page,
  context,
  signUpAndLogIn: _,
}) => {
  await journalSavedWith(page, "The first account's secret", "Only the first account ever wrote this.", 0);

  await sidebar(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  expect(await savedCopy(page)).toBeNull();

  await newMember(page);
  await page.goto("/");
  await expect(listCard(page).getByText("No dreams recorded yet.")).toBeVisible();
  await expect.poll(() => savedCopy(page)).not.toBeNull();
  expect(await savedCopy(page)).not.toContain("first account");
  await context.setOffline(true);
  await page.reload();
  await expect(listCard(page).getByText("No dreams recorded yet.")).toBeVisible();
  await expect(page.getByText("The first account's secret")).toHaveCount(0);
  await context.setOffline(false);
});
