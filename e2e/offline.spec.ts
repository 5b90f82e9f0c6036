import { message } from "./catalogue";
import { createDreamViaApi, expect, isoDaysAgo, test } from "./fixtures";
import { listCard } from "./journal-page";
import { boxOf, overlaps } from "./layout-checks";

// Offline on a desktop 1440 px wide, as a newcomer met it: the bar says so beside the sidebar, and
// each page shows what it already had or says plainly what waits for the network.
const OFFLINE = message("en", "common.offline");
const WAITING = message("en", "common.waitingForNetwork");
const OFFLINE_PAGE = message("en", "common.routeError.offlineTitle");

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test("offline, the bar leaves the sidebar clear and pages say what waits for the network", async ({
  page,
  context,
  signUpAndLogIn: _,
}) => {
  await createDreamViaApi(page, {
    title: "The harbour at dusk",
    content: "I walked along a harbour at dusk and felt calm.",
    dreamDate: isoDaysAgo(0),
  });
  const sidebar = page.getByRole("complementary", { name: message("en", "common.sidebar") });
  await page.goto("/");
  await expect(listCard(page).getByText("The harbour at dusk")).toBeVisible();
  await sidebar.getByRole("link", { name: "Calendar" }).click();
  await expect(page.getByTestId("month-count")).toHaveText("1");

  await context.setOffline(true);
  const bar = page.getByText(OFFLINE);
  await expect(bar).toBeVisible();
  await test.step("the offline bar lies over none of the sidebar", async () => {
    expect(overlaps(await boxOf(bar), await boxOf(sidebar.getByText("Somnia", { exact: true })))).toBe(false);
    expect(overlaps(await boxOf(bar), await boxOf(sidebar))).toBe(false);
  });

  await test.step("a month not yet loaded says it needs the network, not '…' for ever", async () => {
    await page.getByRole("button", { name: /previous month/i }).click();
    await expect(page.getByText(WAITING).first()).toBeVisible();
    await expect(page.getByText("…", { exact: true })).toHaveCount(0);
    // A day's dreams, asked for offline, wait in words too, not behind a spinner.
    await page.getByRole("grid").getByRole("button", { name: /15/ }).click();
    await expect(page.getByRole("region", { name: /Dreams on/ }).getByText(WAITING)).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
  });

  await test.step("what was loaded before stays, under the offline bar", async () => {
    await sidebar.getByRole("link", { name: "My Dreams" }).click();
    await expect(listCard(page).getByText("The harbour at dusk")).toBeVisible();
    await expect(sidebar.getByText("Not logged in")).toHaveCount(0);
  });

  await test.step("a page never opened (its module not fetched) says it needs the network", async () => {
    await sidebar.getByRole("link", { name: "Interpreter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: OFFLINE_PAGE })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
  });

  await test.step("back online, what waited opens by itself", async () => {
    await context.setOffline(false);
    await expect(page.getByRole("heading", { level: 1, name: "Dream Interpreter" })).toBeVisible();
    await expect(page.getByText("No dreams found.")).toBeVisible();
    await expect(page.getByText(WAITING)).toHaveCount(0);
  });
});
