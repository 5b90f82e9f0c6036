import type { Locator } from "@playwright/test";
import { appStarted, createDreamViaApi, expect, isoDaysAgo, test } from "./fixtures";
import { dialog, listCard, logCard, rows } from "./journal-page";

// The loose ends a newcomer met in an empty journal and in their first dreams: each page gives
// the next step, the Profile says each fact once, what is chosen looks chosen the same way, and
// the keyboard reaches the dream's fields without walking through every suggestion.
const dreamText = (page: import("@playwright/test").Page) => logCard(page).getByLabel("Describe your dream");

test("an empty journal, analyzer and interpreter each offer the next step, on a phone", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const list = listCard(page);
  await expect(list.getByText("No dreams recorded yet.", { exact: true })).toBeVisible();
  await expect(page.getByText(/in the Dreams page/)).toHaveCount(0);
  // Nothing to choose, search or filter yet.
  await expect(list.getByText(/^Choose a dream to analyze it/)).toHaveCount(0);
  await expect(list.getByLabel("Search dreams")).toHaveCount(0);
  await expect(list.getByRole("button", { name: /^Filter by/ })).toHaveCount(0);
  await list.getByRole("button", { name: "Record your first dream" }).click();
  await expect(dreamText(page)).toBeFocused();

  await test.step("the analyzer before any dream says what it does, not a blank card", async () => {
    await page.getByRole("tab", { name: "Dream Analyzer" }).click();
    const analyzer = page.getByRole("tabpanel", { name: "Dream Analyzer" });
    await expect(analyzer.getByText(/^Save a dream, or choose Analyze/)).toBeVisible();
    expect((await analyzer.boundingBox())?.height ?? 0).toBeLessThan(400);
    await analyzer.getByRole("button", { name: "Log a dream" }).click();
    await expect(page.getByRole("tab", { name: "Log Dream" })).toHaveAttribute("aria-selected", "true");
    await expect(dreamText(page)).toBeFocused();
  });

  await test.step("the empty Interpreter leads to My Dreams", async () => {
    await page.goto("/interpreter");
    await expect(page.getByText("Analyze a dream on My Dreams first")).toBeVisible();
    await page.getByRole("link", { name: "Go to My Dreams" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Dreams" })).toBeVisible();
  });
});

test("the Profile names the membership and 'Member since' once each", async ({ page, signUpAndLogIn: _ }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Dream Statistics" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Dream Statistics" }).getByText("Total Dreams"),
  ).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: /^Member since$/i })).toHaveCount(1);
  await expect(page.getByRole("term").filter({ hasText: /^Membership$/ })).toHaveCount(1);
});

test("what is chosen looks the same everywhere, and the keyboard passes the suggestions in one stop", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const card = logCard(page);
  const suggestions = card.getByRole("toolbar", { name: "Suggested tags" });
  await suggestions.getByRole("button", { name: "water" }).click();
  await card.getByRole("button", { name: "Lucid" }).click();
  await card.getByRole("radio", { name: "3" }).check();
  const look = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor} ${style.color}`;
    });
  await page.mouse.move(0, 0); // no hover: the resting look of each
  const chosenTag = await look(card.getByRole("list", { name: "Chosen tags" }).getByRole("button"));
  await expect.poll(() => look(card.getByRole("button", { name: "Lucid" }))).toBe(chosenTag);
  await expect.poll(() => look(card.locator('input[type="radio"]:checked + span'))).toBe(chosenTag);

  await test.step("Tab from the dream text: Dictate, the tag field, the chosen tag, the suggestions once, the types", async () => {
    await dreamText(page).focus();
    const order: string[] = [];
    for (let stop = 0; stop < 5; stop++) {
      await page.keyboard.press("Tab");
      order.push(
        await page.evaluate(
          () =>
            document.activeElement?.textContent?.trim() ||
            document.activeElement?.getAttribute("placeholder") ||
            "",
        ),
      );
    }
    // The chosen 'water', then the toolbar once, at the word that took water's place.
    expect(order).toEqual(["Dictate", "Add a tag and press Enter", "water", "family", "Lucid"]);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("ArrowRight");
    await expect(suggestions.getByRole("button", { name: "friends" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(card.getByRole("list", { name: "Chosen tags" }).getByRole("button")).toHaveCount(2);
    // The chosen word left the toolbar; the focus stays in it, on the word now in its place (moved
    // there in the frame after the tags re-render: tag-editor.tsx).
    await expect
      .poll(() => suggestions.evaluate((toolbar) => toolbar.contains(document.activeElement)))
      .toBe(true);
  });
});

test("a dream's dialog opens with the focus at its top", async ({ page, signUpAndLogIn: _ }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await createDreamViaApi(page, {
    title: "The glass staircase",
    content: "I climbed a glass staircase and was afraid of falling.",
    dreamDate: isoDaysAgo(1),
  });
  await page.goto("/");
  await rows(page).nth(1).getByRole("button", { name: /^View/ }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toBeFocused();
  await expect(dialog(page).getByRole("button", { name: "Add a feeling" })).not.toBeFocused();
});

test("from the top of My Dreams the dream's text is two Tab stops away, whatever tab is open", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/?type=lucid");
  await expect(page.getByRole("heading", { level: 1, name: "My Dreams" })).toBeVisible();
  await appStarted(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to today's dream" });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width).toBeGreaterThan(40);
  await page.keyboard.press("Enter");
  await expect(dreamText(page)).toBeFocused();

  // With the analyzer open, the same jump brings the Log Dream card back.
  await page.getByRole("tab", { name: "Dream Analyzer" }).click();
  await page.getByRole("link", { name: "Skip to content" }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Log Dream" })).toHaveAttribute("aria-selected", "true");
  await expect(dreamText(page)).toBeFocused();
  // The list's filter in the address stays; only the jump's own parameter goes.
  await expect(page).toHaveURL(/\/\?type=lucid$/);
});
