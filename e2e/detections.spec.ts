import type { Page } from "@playwright/test";
import { createDreamViaApi, expect, expectNoA11yViolations, isoDaysAgo, test } from "./fixtures";
import { chooseFilter, dialog, filterButton, filterOptions, listCard, rows } from "./journal-page";

const feelings = (page: Page) => dialog(page).getByRole("list", { name: "Feelings" });
const symbols = (page: Page) => dialog(page).getByRole("list", { name: "Symbols" });

const CHASE = {
  title: "Chased through water",
  content:
    "I was terrified as a man chased me through deep water. The water rose to my chest and I could not reach the edge.",
};
const PARTY = {
  title: "Dancing at the party",
  content: "I felt pure joy dancing with my sister at a summer party, laughing until the music stopped.",
};
const FLIGHT = {
  title: "Over the rooftops",
  content: "I flew over the rooftops of my town at night, the streets glowing far below me.",
};

/** Sets a dream's feelings and symbols through the API, as the chip editor does. */
async function setChips(page: Page, id: string, emotions: string[], symbols: string[]) {
  const response = await page.request.patch(`/api/dreams/${id}/detections`, {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      emotions: emotions.map((emotion) => ({ emotion })),
      symbols: symbols.map((symbol) => ({ symbol })),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

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

test("the filters offer the journal's own feelings and symbols, with counts, and can be searched", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const chase = await createDreamViaApi(page, { ...CHASE, dreamDate: isoDaysAgo(3) });
  const party = await createDreamViaApi(page, { ...PARTY, dreamDate: isoDaysAgo(2) });
  const flight = await createDreamViaApi(page, { ...FLIGHT, dreamDate: isoDaysAgo(1) });
  // Chips the user has set, so the journal's feelings and symbols are known.
  await setChips(page, chase, ["fear", "surprise"], ["water", "chase"]);
  await setChips(page, party, ["joy"], ["house"]);
  await setChips(page, flight, ["fear", "awe"], ["flying"]);
  await page.reload();
  // A header row and three dreams.
  await expect(rows(page)).toHaveCount(4);
  const feeling = "Filter by feeling";
  const findFeeling = listCard(page).getByRole("combobox", { name: "Find a feeling" });

  await test.step("the feeling filter lists the journal's feelings only, most used first", async () => {
    await expect(filterButton(page, feeling)).toHaveText("All feelings");
    await filterButton(page, feeling).click();
    await expect(findFeeling).toBeFocused();
    await expect(filterOptions(page, feeling)).toHaveText([
      "All feelings",
      "fear (2)",
      "awe (1)",
      "joy (1)",
      "surprise (1)",
    ]);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath("feeling-filter-1280.png") });
  });

  await test.step("typing narrows the feelings; Enter chooses and the list follows", async () => {
    await findFeeling.fill("jo");
    await expect(filterOptions(page, feeling)).toHaveText(["All feelings", "joy (1)"]);
    await findFeeling.fill("shame");
    await expect(filterOptions(page, feeling)).toHaveText(["All feelings"]);
    await expect(listCard(page).getByRole("status").filter({ hasText: "No matches" })).toBeVisible();
    await findFeeling.fill("fe");
    await findFeeling.press("Enter");
    await expect(findFeeling).toBeHidden();
    await expect(filterButton(page, feeling)).toBeFocused();
    await expect(filterButton(page, feeling)).toHaveText("fear (2)");
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).filter({ hasText: CHASE.title })).toBeVisible();
    await expect(rows(page).filter({ hasText: FLIGHT.title })).toBeVisible();
  });

  await test.step("a choice by pointer, then back to all feelings from the keyboard", async () => {
    await chooseFilter(page, feeling, "joy (1)");
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: PARTY.title })).toBeVisible();
    await filterButton(page, feeling).press("ArrowDown");
    await expect(findFeeling).toBeFocused();
    await findFeeling.press("PageUp");
    await findFeeling.press("Enter");
    await expect(filterButton(page, feeling)).toHaveText("All feelings");
    await expect(rows(page)).toHaveCount(4);
  });

  await test.step("the symbol filter: labels, ties in alphabetical order, searched", async () => {
    await filterButton(page, "Filter by symbol").click();
    await expect(filterOptions(page, "Filter by symbol")).toHaveText([
      "All symbols",
      "Being chased (1)",
      "Flying (1)",
      "House (1)",
      "Water (1)",
    ]);
    const findSymbol = listCard(page).getByRole("combobox", { name: "Find a symbol" });
    await findSymbol.fill("wat");
    await findSymbol.press("Enter");
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: CHASE.title })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  await page.goto("/profile");
  const stats = page.getByRole("region", { name: "Dream Statistics" });
  await expect(stats.getByText("Top feelings")).toBeVisible();
  await expect(stats.getByRole("listitem").filter({ hasText: "fear" })).toBeVisible();
  await expect(stats.getByRole("listitem").filter({ hasText: "joy" })).toBeVisible();
  await expect(stats.getByText("Top symbols")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("profile-stats.png"), fullPage: true });
});
