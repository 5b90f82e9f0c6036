import type { Page } from "@playwright/test";
import { createDreamViaApi, expect, expectNoA11yViolations, isoDaysAgo, test } from "./fixtures";

const listCard = (page: Page) => page.getByRole("region", { name: "Your Dreams" });
const rows = (page: Page) => listCard(page).getByRole("table").getByRole("row");
const dialog = (page: Page) => page.getByRole("dialog", { name: "Dream Content" });
const feelings = (page: Page) => dialog(page).getByRole("list", { name: "Feelings" });
const symbols = (page: Page) => dialog(page).getByRole("list", { name: "Symbols" });

const CHASE = {
  title: "Chased through water",
  content:
    "I was terrified as a man chased me through deep water. The water rose to my chest and I could not reach the shore.",
};
const PARTY = {
  title: "Dancing at the party",
  content: "I felt pure joy dancing with my sister at a summer party, laughing until the music stopped.",
};

async function openDream(page: Page, title: string) {
  await rows(page)
    .filter({ hasText: title })
    .getByRole("button", { name: `View ${title}` })
    .click();
  await expect(dialog(page)).toBeVisible();
}

test("a dream's feelings and symbols show as chips; a removed chip stays removed", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await createDreamViaApi(page, { ...CHASE, dreamDate: isoDaysAgo(1) });
  await page.reload();

  await test.step("View shows fear and the water and chase symbols", async () => {
    await openDream(page, CHASE.title);
    await expect(feelings(page).getByRole("listitem", { name: "fear — felt by you" })).toBeVisible();
    await expect(symbols(page).getByRole("listitem", { name: "Water", exact: true })).toBeVisible();
    await expect(symbols(page).getByRole("listitem", { name: "Being chased" })).toBeVisible();
    await expect(dialog(page).getByRole("button", { name: "Remove fear" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  await test.step("screenshots of the dialog on a phone and a desktop", async () => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`detections-dialog-${width}.png`) });
    }
  });

  await test.step("removing a chip saves it; focus moves to the next chip", async () => {
    const save = page.waitForResponse(
      (r) => r.url().includes("/detections") && r.request().method() === "PATCH" && r.ok(),
    );
    await dialog(page).getByRole("button", { name: "Remove Being chased" }).click();
    await save;
    await expect(symbols(page).getByRole("listitem", { name: "Being chased" })).toHaveCount(0);
    await expect(dialog(page).getByRole("button", { name: "Remove Water" })).toBeFocused();
  });

  await test.step("adding a feeling from the menu saves it", async () => {
    await dialog(page).getByRole("button", { name: "Add a feeling" }).click();
    const save = page.waitForResponse(
      (r) => r.url().includes("/detections") && r.request().method() === "PATCH" && r.ok(),
    );
    await page.getByRole("menuitem", { name: "awe", exact: true }).click();
    await save;
    await expect(feelings(page).getByRole("listitem", { name: "awe — felt by you" })).toBeVisible();
  });

  await test.step("after a reload the edit is still there", async () => {
    await page.reload();
    await openDream(page, CHASE.title);
    await expect(feelings(page).getByRole("listitem", { name: "fear — felt by you" })).toBeVisible();
    await expect(feelings(page).getByRole("listitem", { name: "awe — felt by you" })).toBeVisible();
    await expect(symbols(page).getByRole("listitem", { name: "Water", exact: true })).toBeVisible();
    await expect(symbols(page).getByRole("listitem", { name: "Being chased" })).toHaveCount(0);
    await page.keyboard.press("Escape");
  });

  await test.step("the Dream Analyzer shows the same chips", async () => {
    await rows(page)
      .filter({ hasText: CHASE.title })
      .getByRole("button", { name: /^Analyze/ })
      .click();
    const analyzer = page.getByRole("region", { name: "Dream Analyzer" });
    await expect(
      analyzer.getByRole("list", { name: "Feelings" }).getByRole("listitem", { name: "fear — felt by you" }),
    ).toBeVisible();
    await expect(analyzer.getByRole("list", { name: "Symbols" }).getByText("Being chased")).toHaveCount(0);
    await expect(analyzer.getByRole("list", { name: "Symbols" }).getByText("Water")).toBeVisible();
    await analyzer.screenshot({ path: test.info().outputPath("analyzer-chips.png") });
  });
});

test("the list filters by feeling and by symbol", async ({ page, signUpAndLogIn: _ }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await createDreamViaApi(page, { ...CHASE, dreamDate: isoDaysAgo(2) });
  await createDreamViaApi(page, { ...PARTY, dreamDate: isoDaysAgo(1) });
  await page.reload();
  // A header row and two dreams.
  await expect(rows(page)).toHaveCount(3);

  const feeling = listCard(page).getByLabel("Filter by feeling");
  await feeling.selectOption("fear");
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: CHASE.title })).toBeVisible();

  await feeling.selectOption("joy");
  await expect(rows(page).filter({ hasText: PARTY.title })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);

  await feeling.selectOption("shame");
  await expect(listCard(page).getByText("No dreams match your search.")).toBeVisible();

  await feeling.selectOption("");
  await listCard(page).getByLabel("Filter by symbol").selectOption("water");
  await expect(rows(page).filter({ hasText: CHASE.title })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expectNoA11yViolations(page);

  await page.goto("/profile");
  const stats = page.getByRole("region", { name: "Dream Statistics" });
  await expect(stats.getByText("Top feelings")).toBeVisible();
  await expect(stats.getByRole("listitem").filter({ hasText: "fear" })).toBeVisible();
  await expect(stats.getByRole("listitem").filter({ hasText: "joy" })).toBeVisible();
  await expect(stats.getByText("Top symbols")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("profile-stats.png"), fullPage: true });
});
