import type { Page } from "@playwright/test";
import { createDreamViaApi, expect, expectNoA11yViolations, isoDaysAgo, test } from "./fixtures";
import { dialog, filterButton, listCard, rows, setSymbols } from "./journal-page";

const allSymbols = (page: Page) => page.getByRole("region", { name: "All symbols" });
/** The symbols listed (each item's own list of feelings aside). */
const entries = (page: Page) =>
  allSymbols(page).getByRole("list", { name: "All symbols" }).locator(":scope > li");
const entry = (page: Page, label: string) =>
  entries(page).filter({ has: page.getByRole("heading", { name: label, exact: true }) });
const signs = (page: Page) => page.getByRole("region", { name: "Your dream signs" });

test("the dictionary: search by name or dream word, browse a family, open an entry", async ({
  page,
  signUpAndLogIn: _,
}) => {
  // Two axe passes in both themes, one of them over all 184 entries: about a minute on a slow
  // 2-core machine by themselves, not a hang.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByRole("complementary", { name: "Sidebar" })
    .getByRole("link", { name: "Dictionary" })
    .click();
  await expect(page).toHaveURL(/\/symbols$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dream Dictionary" })).toBeVisible();

  await test.step("a new journal has no dream signs yet, and says what makes one", async () => {
    await expect(signs(page).getByText(/^No dream signs yet\. .* 2 or more of your dreams/)).toBeVisible();
    await expect(entry(page, "Snake").getByText("In your dreams: 0")).toBeVisible();
    await expectNoA11yViolations(page);
  });

  const search = allSymbols(page).getByRole("searchbox", { name: "Search symbols" });
  await test.step("search finds a symbol by its name, with or without accents, and by a dream's word", async () => {
    await search.fill("Océan");
    await expect(entries(page)).toHaveCount(1);
    await expect(entry(page, "Ocean")).toBeVisible();
    await search.fill("tsunami");
    await expect(entry(page, "Tidal wave")).toBeVisible();
    await search.fill("zzzz");
    await expect(allSymbols(page).getByRole("status")).toHaveText(
      "No symbol matches. Try another word or family.",
    );
    await search.fill("");
  });

  await test.step("a family narrows the list to its symbols, each with reading, feelings and sources", async () => {
    const families = allSymbols(page).getByRole("group", { name: "Family" });
    await families.getByRole("button", { name: "Animals" }).click();
    await expect(families.getByRole("button", { name: "Animals" })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/family=animals/);
    await expect(entry(page, "Snake")).toBeVisible();
    await expect(entry(page, "Ocean")).toHaveCount(0);
    const count = await entries(page).count();
    await expect(entries(page).getByText("Family: Animals")).toHaveCount(count);
    await expect(allSymbols(page).getByRole("status")).toHaveText(`${count} symbols`);
    const snake = entry(page, "Snake");
    await expect(snake.getByText(/commonly reported dream animal/)).toBeVisible();
    await expect(snake.getByRole("list", { name: "Often felt with" }).getByRole("listitem")).toHaveText([
      "fear",
      "awe",
    ]);
    await expect(snake.getByRole("link", { name: "Nielsen et al. 2003" })).toHaveAttribute(
      "href",
      "#source-tdq",
    );
    await expect(
      page.getByRole("region", { name: "Sources" }).getByText(/The typical dreams of Canadian/),
    ).toBeVisible();
  });

  await test.step("a symbol has its own page, with a question and its sources in full", async () => {
    await entry(page, "Snake").getByRole("link", { name: "Snake" }).click();
    await expect(page).toHaveURL(/\/symbols\/snake$/);
    await expect(page.getByRole("heading", { level: 1, name: "Snake" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "A question for you" })).toBeVisible();
    await expect(page.getByText(/Did the snake feel like a threat/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Found in a dream by the words" })).toContainText(
      "serpent",
    );
    await expect(page.getByText(/Nielsen, T\. A\., Zadra/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("symbol-entry-1280.png") });
    await expectNoA11yViolations(page);
    // Back keeps the family chosen.
    await page.goBack();
    await expect(page).toHaveURL(/family=animals/);
    await expect(entry(page, "Ocean")).toHaveCount(0);
  });

  await test.step("an unknown symbol's address says so", async () => {
    await page.goto("/symbols/no-such-symbol");
    await expect(page.getByRole("heading", { level: 1, name: "Symbol not found" })).toBeVisible();
    await page.getByRole("link", { name: "All symbols" }).click();
    await expect(page).toHaveURL(/\/symbols$/);
  });
});

test("a dream's symbol chip opens its entry, and 'In your dreams' leads back to those dreams", async ({
  page,
  signUpAndLogIn: _,
}) => {
  const sea = await createDreamViaApi(page, {
    title: "The sea at night",
    content: "I swam in dark water under the stars.",
    dreamDate: isoDaysAgo(1),
  });
  const flood = await createDreamViaApi(page, {
    title: "Flooded kitchen",
    content: "Water rose over the kitchen floor and I could not find the tap.",
    dreamDate: isoDaysAgo(3),
  });
  const attic = await createDreamViaApi(page, {
    title: "The attic",
    content: "I climbed the stairs to an attic full of old letters.",
    dreamDate: isoDaysAgo(2),
  });
  await setSymbols(page, sea, ["water", "ocean"]);
  await setSymbols(page, flood, ["water", "house"]);
  await setSymbols(page, attic, ["house", "stairs"]);
  await page.reload();

  await test.step("the chip's name links to the dictionary; its remove button is still there", async () => {
    await rows(page)
      .filter({ hasText: "Flooded kitchen" })
      .getByRole("button", { name: "View Flooded kitchen" })
      .click();
    const symbols = dialog(page).getByRole("list", { name: "Symbols" });
    await expect(symbols.getByRole("listitem", { name: "Water", exact: true })).toBeVisible();
    await expect(dialog(page).getByRole("button", { name: "Remove Water" })).toBeVisible();
    await symbols.getByRole("link", { name: "Water in the dream dictionary" }).click();
  });

  await test.step("the entry counts the dreams it is on", async () => {
    await expect(page).toHaveURL(/\/symbols\/water$/);
    await expect(page.getByRole("heading", { level: 1, name: "Water" })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await page.getByRole("link", { name: /^In your dreams: 2/ }).click();
  });

  await test.step("My Dreams opens filtered by the symbol", async () => {
    await expect(page).toHaveURL(/\/\?symbol=water$/);
    await expect(filterButton(page, "Filter by symbol")).toHaveText("Water (2)");
    // A header row and the two dreams with water.
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).filter({ hasText: "The sea at night" })).toBeVisible();
    await expect(rows(page).filter({ hasText: "Flooded kitchen" })).toBeVisible();
    await expect(listCard(page).getByText("The attic")).toHaveCount(0);
  });

  await test.step("the dictionary lists the dream signs: most dreams first, the newest first in a tie", async () => {
    await page.goto("/symbols");
    const listed = signs(page).getByRole("listitem");
    await expect(listed).toHaveCount(2);
    // Water and House are on two dreams each; Water's latest dream is the newer, so it leads
    // though House comes first alphabetically.
    await expect(listed.nth(0)).toContainText("Water");
    await expect(listed.nth(0)).toContainText("2 dreams");
    await expect(listed.nth(1)).toContainText("House");
    await expect(entry(page, "Ocean").getByRole("link", { name: /^In your dreams: 1/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("dream-signs-1280.png") });
    await expectNoA11yViolations(page);
  });

  await test.step("on a phone the dictionary is in the bottom bar", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const bottomNav = page.getByRole("navigation", { name: "Bottom navigation" });
    await bottomNav.getByRole("link", { name: "Dictionary" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dream Dictionary" })).toBeVisible();
    await expect(signs(page).getByRole("link", { name: "Water" })).toBeVisible();
    // Its layout and accessibility at this width are e2e/screens.spec.ts's.
    await page.screenshot({ path: test.info().outputPath("dictionary-375.png") });
  });
});
