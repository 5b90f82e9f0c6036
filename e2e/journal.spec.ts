import type { Page } from "@playwright/test";
import { format } from "date-fns";
import { expect, expectNoA11yViolations, signInInNewContext, test } from "./fixtures";
import { chooseFilter, dialog, listCard, logCard, rows, shownToast } from "./journal-page";

/**
 * Fills the Log Dream card and saves; the analyzer tab then opens on the new dream, or, once Basic's
 * analysis of the month is used (`analysed: false`), the card says the dream is saved.
 */
async function logDream(
  page: Page,
  dream: { text: string; title?: string; tags?: string[]; analysed?: boolean },
) {
  await page.getByRole("tab", { name: "Log Dream" }).click();
  const card = logCard(page);
  if (dream.title) await card.getByLabel("Title (optional)").fill(dream.title);
  await card.getByLabel("Describe your dream").fill(dream.text);
  for (const tag of dream.tags ?? []) {
    await card.getByLabel("Tags", { exact: true }).fill(tag);
    await card.getByLabel("Tags", { exact: true }).press("Enter");
  }
  await card.getByRole("button", { name: "Save Dream" }).click();
  if (dream.analysed === false) {
    await expect(card.getByText("Your dream is saved.", { exact: false })).toBeVisible();
    await expect(card.getByLabel("Describe your dream")).toHaveValue("");
  } else {
    await expect(page.getByRole("tab", { name: "Dream Analyzer" })).toHaveAttribute("aria-selected", "true");
  }
}

test("log a dream with tags and no title, read it, and keep the list honest", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const card = logCard(page);
  await expect(card.getByRole("heading", { name: "Record Today's Dream" })).toBeVisible();
  await expect(card.getByText("Write down your dream before you forget the details")).toBeVisible();
  await expect(listCard(page).getByText("No dreams recorded yet.")).toBeVisible();
  await expectNoA11yViolations(page);

  await test.step("an empty description is refused with a toast and nothing is saved", async () => {
    await card.getByLabel("Describe your dream").fill("   ");
    await card.getByRole("button", { name: "Save Dream" }).click();
    await expect(page.getByText("Please enter your dream")).toBeVisible();
    await expect(page.getByText("Dream text cannot be empty")).toBeVisible();
    await expect(listCard(page).getByText("No dreams recorded yet.")).toBeVisible();
  });

  const text = "I was flying over a silver ocean with my family.\n\nThe waves sang   our names.";
  await test.step("two tags, no title: a title is generated and the analyzer shows the dream", async () => {
    const addTag = card.getByRole("button", { name: "Add tag", exact: true });
    await expect(addTag).toBeDisabled();
    await card.getByLabel("Tags", { exact: true }).fill("  lucid  ");
    await addTag.click();
    await card
      .getByRole("toolbar", { name: "Suggested tags" })
      .getByRole("button", { name: "water" })
      .click();
    await card.getByLabel("Tags", { exact: true }).fill("lucid");
    await card.getByLabel("Tags", { exact: true }).press("Enter");
    const chosen = card.getByRole("list", { name: "Chosen tags" }).getByRole("button");
    await expect(chosen).toHaveText(["lucid", "water"]);
    await card.getByLabel("Describe your dream").fill(text);
    await card.getByRole("button", { name: "Save Dream" }).click();
    await expect(page.getByText("Generating title...")).toBeVisible();

    const analyzer = page.getByRole("tabpanel", { name: "Dream Analyzer" });
    await expect(analyzer.getByText("The waves sang")).toBeVisible();
    await expect(rows(page)).toHaveCount(2); // header + one dream
    // With a dream to choose, the card says what can be done with it.
    await expect(
      listCard(page).getByText("Choose a dream to analyze it, or view it to read, edit or delete it."),
    ).toBeVisible();
    const title = (await rows(page).nth(1).getByRole("cell").nth(1).textContent())?.trim() ?? "";
    expect(title.length).toBeGreaterThan(3);
    expect(title).not.toBe("Untitled dream");
    await expect(analyzer.getByRole("log")).toBeVisible(); // the analysis of the new dream has begun
    await expect(
      rows(page)
        .nth(1)
        .getByRole("button", { name: /^Analyze/ }),
    ).toBeVisible();
  });

  await test.step("the form is cleared and dated today", async () => {
    await page.getByRole("tab", { name: "Log Dream" }).click();
    await expect(card.getByLabel("Describe your dream")).toHaveValue("");
    await expect(card.getByLabel("Title (optional)")).toHaveValue("");
    await expect(card.getByRole("list", { name: "Chosen tags" })).toHaveCount(0);
    // The browser runs on this machine, in its time zone: today as the picker writes it (e.g. 'November 23rd, 2026').
    await expect(card.getByRole("button", { name: /^Dream date/ })).toHaveText(format(new Date(), "PPP"));
  });

  await test.step("View shows the full text, tags and date; Close returns focus", async () => {
    const view = rows(page).nth(1).getByRole("button", { name: /^View/ });
    await view.click();
    await expect(dialog(page)).toBeVisible();
    const body = dialog(page).getByText(/I was flying over a silver ocean/);
    // biome-ignore lint/performance/useDomNodeTextContent: innerText is the text as rendered, line breaks and spaces kept
    expect(await body.innerText()).toBe(text);
    await expect(dialog(page).getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "lucid",
      "water",
    ]);
    await expectNoA11yViolations(page);
    await dialog(page).getByRole("button", { name: "Close", exact: true }).first().click();
    await expect(dialog(page)).toBeHidden();
    await expect(view).toBeFocused();
  });

  await test.step("'I don't remember' is saved without adding a row", async () => {
    await page.getByRole("tab", { name: "Log Dream" }).click();
    await card.getByRole("button", { name: "I don't remember" }).click();
    await expect(page.getByText("Noted: no dream remembered for that night")).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
  });

  await test.step("Analyze makes it the current dream", async () => {
    await page.getByRole("tab", { name: "Log Dream" }).click();
    await rows(page)
      .nth(1)
      .getByRole("button", { name: /^Analyze/ })
      .click();
    await expect(shownToast(page, "Dream selected for analysis")).toBeVisible();
    await expect(page.getByText("The dream analyzer is ready to analyze your dream.")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Dream Analyzer" })).toHaveAttribute("aria-selected", "true");
    await page.reload();
    await page.getByRole("tab", { name: "Dream Analyzer" }).click();
    await expect(
      page.getByRole("tabpanel", { name: "Dream Analyzer" }).getByText("The waves sang"),
    ).toBeVisible();
  });
});

test("another tab of the same user sees a new dream live; search and tag filter find it", async ({
  page,
  browser,
  signUpAndLogIn: credentials,
}) => {
  const other = await signInInNewContext(browser, credentials);
  await expect(listCard(other).getByText("No dreams recorded yet.")).toBeVisible();

  await logDream(page, { title: "Harbour of lanterns", text: "A lighthouse blinked in morse code." });
  // Its analysis is stored once the first question is asked: that uses Basic's one analysis of the month.
  await expect(
    page.getByRole("tabpanel", { name: "Dream Analyzer" }).getByRole("textbox", { name: "Your answer" }),
  ).toBeEnabled();
  // So this one is saved without one.
  await logDream(page, {
    title: "Glass orchard",
    text: "Apples of glass chimed in the wind.",
    tags: ["garden"],
    analysed: false,
  });
  await expect(rows(other).filter({ hasText: "Harbour of lanterns" })).toBeVisible({ timeout: 3_000 });
  await expect(rows(other).filter({ hasText: "Glass orchard" })).toBeVisible({ timeout: 3_000 });

  const search = listCard(other).getByLabel("Search dreams");
  await search.fill("lighthouse");
  await expect(rows(other)).toHaveCount(2);
  await expect(rows(other).nth(1)).toContainText("Harbour of lanterns");
  await search.fill("submarine");
  await expect(listCard(other).getByText("No dreams match your search.")).toBeVisible();
  await search.fill("");
  await chooseFilter(other, "Filter by tag", "garden (1)");
  await expect(rows(other)).toHaveCount(2);
  await expect(rows(other).nth(1)).toContainText("Glass orchard");
  await other.context().close();

  // Basic allows 3 dreams a month: the 4th is not saved, the card says why, and the text is kept
  // (e2e/journal-limits.spec.ts has the whole journey on a phone).
  await logDream(page, { title: "Third", text: "A third dream this month.", analysed: false });
  await logCard(page).getByLabel("Describe your dream").fill("A fourth dream this month.");
  await logCard(page).getByRole("button", { name: "Save Dream" }).click();
  const limit = logCard(page).getByRole("status").filter({ hasText: "You have used this month's 3 dreams" });
  await expect(limit).toBeFocused();
  await expect(logCard(page).getByLabel("Describe your dream")).toHaveValue("A fourth dream this month.");
  await expect(rows(page)).toHaveCount(4);
  // The card offers Plus where the limit stopped the user; the offer leads to the plan choice.
  await expect(logCard(page).getByText("Plus has no monthly limit on dreams or analyses.")).toBeVisible();
  await logCard(page).getByRole("link", { name: "Upgrade to Plus" }).click();
  await expect(page).toHaveURL(/\/profile#upgrade$/);
  const choices = page.getByRole("region", { name: "Upgrade to Plus" });
  await expect(choices).toBeFocused();
  await expect(choices).toBeInViewport();
});

test("edit and delete a dream from the View dialog", async ({ page, signUpAndLogIn: _ }) => {
  // A laptop's screen: Save and Cancel stay in sight above the form's tag suggestions.
  await page.setViewportSize({ width: 1280, height: 800 });
  await logDream(page, { title: "Blue staircase", text: "A staircase of water climbed into clouds." });
  const row = rows(page).filter({ hasText: "Blue staircase" });
  await row.getByRole("button", { name: /^View/ }).click();

  await dialog(page).getByRole("button", { name: "Edit" }).click();
  await expect(dialog(page).getByLabel("Title", { exact: true })).toBeFocused();
  for (const name of ["Save", "Cancel"]) {
    await expect(dialog(page).getByRole("button", { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await dialog(page).getByLabel("Dream text").fill("  ");
  await dialog(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog(page).getByText("Dream text cannot be empty")).toBeVisible();
  await page.screenshot({ path: "test-results/journal-edit.png" });
  await dialog(page).getByLabel("Title", { exact: true }).fill("Red staircase");
  await dialog(page).getByLabel("Dream text").fill("A staircase of embers climbed into clouds.");
  await dialog(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Dream updated")).toBeVisible();
  await expect(dialog(page).getByText("A staircase of embers climbed into clouds.")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(rows(page).filter({ hasText: "Red staircase" })).toBeVisible();

  await rows(page).filter({ hasText: "Red staircase" }).getByRole("button", { name: /^View/ }).click();
  await dialog(page).getByRole("button", { name: "Delete" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Delete this dream?" })).toBeVisible();
  await dialog(page).getByRole("button", { name: "Cancel" }).click();
  await dialog(page).getByRole("button", { name: "Delete" }).click();
  await dialog(page).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Dream deleted")).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(listCard(page).getByText("No dreams recorded yet.")).toBeVisible();
  await expect(listCard(page).getByRole("heading", { name: "Your Dreams" })).toBeFocused();
});

test("the journal reads well on a phone and on a desktop", async ({ page, signUpAndLogIn: _ }) => {
  await logDream(page, {
    text: "A long corridor of doors, each opening onto a different season of my childhood home.",
    tags: ["family", "school"],
  });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(rows(page)).toHaveCount(2);
    await page.screenshot({ path: `test-results/journal-${width}.png`, fullPage: true });
    await expectNoA11yViolations(page);
    await rows(page).nth(1).getByRole("button", { name: /^View/ }).click();
    await expect(dialog(page)).toBeVisible();
    await page.screenshot({ path: `test-results/journal-${width}-dialog.png` });
    await page.keyboard.press("Escape");
  }
  await page.getByRole("tab", { name: "Log Dream" }).click();
  await page.getByRole("button", { name: /^Dream date/ }).click();
  await expect(page.getByRole("grid")).toBeVisible();
  await page.screenshot({ path: "test-results/journal-date-picker.png" });
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: "test-results/journal-375-log.png", fullPage: true });
});
