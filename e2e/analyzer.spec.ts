import type { Page } from "@playwright/test";
import { analyzer, botLines, CLOSING, chat, DREAM, interpretLink, skipButton } from "./analyzer-page";
import { brandColour, expect, expectNoA11yViolations, test } from "./fixtures";
import { shownToast } from "./journal-page";

const userLines = (page: Page) => chat(page).locator("li[data-sender=user]");
const answerBox = (page: Page) => analyzer(page).getByRole("textbox", { name: "Your answer" });
const dreamRow = (page: Page) =>
  page.getByRole("region", { name: "Your Dreams" }).getByRole("table").getByRole("row").nth(1);

/** The analyzer's newest line, without the "Analyzer:" that screen readers hear. */
async function lastBotLine(page: Page): Promise<string> {
  return ((await botLines(page).last().textContent()) ?? "").replace(/^Analyzer:\s*/, "").trim();
}

/** Switches tabs by keyboard: toasts at the top centre can cover the tabs (and a hovered toast stays). */
async function openTab(page: Page, name: "Log Dream" | "Dream Analyzer") {
  await page.getByRole("tab", { name }).press("Enter");
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

/** Logs a dream with a title; saving opens the analyzer, which starts the analysis. */
async function logDream(page: Page, title: string) {
  const card = page.getByRole("tabpanel", { name: "Log Dream" });
  await card.getByLabel("Title (optional)").fill(title);
  await card.getByLabel("Describe your dream").fill(DREAM);
  await card.getByRole("button", { name: "Save Dream" }).click();
  await expect(page.getByRole("tab", { name: "Dream Analyzer" })).toHaveAttribute("aria-selected", "true");
}

/** Waits for the first question: the dream, the brief analysis, then a question, with Skip shown. */
async function expectFirstQuestion(page: Page) {
  await expect(userLines(page).first()).toContainText("I was falling from a tall tower");
  await expect(userLines(page).first().locator("> div")).toHaveCSS(
    "background-color",
    await brandColour(page),
  );
  await expect(botLines(page)).toHaveCount(2, { timeout: 20_000 });
  await expect(botLines(page).last()).toContainText("?");
  await expect(answerBox(page)).toBeEnabled();
  await expect(skipButton(page)).toBeVisible();
}

/** Sends an answer and waits for the bot's next line; returns that line. */
async function answer(page: Page, text: string): Promise<string> {
  const bots = await botLines(page).count();
  await answerBox(page).fill(text);
  await answerBox(page).press("Enter");
  await expect(userLines(page).last()).toContainText(text.trim());
  await expect(answerBox(page)).toHaveValue("");
  await expect(botLines(page)).toHaveCount(bots + 1);
  return lastBotLine(page);
}

test("log a dream, answer every question, and see it analysed", async ({ page, signUpAndLogIn: _ }) => {
  await page.setViewportSize({ width: 1280, height: 900 });

  await test.step("with no dream yet: what the analyzer does, and 'Log a dream'", async () => {
    await openTab(page, "Dream Analyzer");
    await expect(analyzer(page).getByRole("heading", { name: "Dream Analyzer" })).toBeVisible();
    await expect(analyzer(page)).toContainText("Save a dream, or choose Analyze beside one in Your Dreams");
    await expect(skipButton(page)).toHaveCount(0);
    await expect(answerBox(page)).toHaveCount(0);
    await analyzer(page).getByRole("button", { name: "Log a dream" }).click();
    await expect(page.getByRole("tab", { name: "Log Dream" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Describe your dream")).toBeFocused();
  });

  await logDream(page, "Tower over water");
  await test.step("the dream, the streamed analysis in bold where marked, the first question", async () => {
    await expectFirstQuestion(page);
    const analysis = botLines(page).first();
    await expect(analysis.locator("strong").first()).toBeVisible();
    await expect(analysis).not.toContainText("**");
    await expect(dreamRow(page).getByRole("button", { name: /^Analyze/ })).toBeVisible();
  });

  await test.step("the analyzer is seen typing before its next question", async () => {
    // Hold the answer's response for a moment, so the typing state is there to be seen however fast
    // the machine is.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      "**/analysis/answers",
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await answerBox(page).fill("I felt very small.");
    await answerBox(page).press("Enter");
    await expect(analyzer(page).getByRole("status", { name: "The analyzer is typing" })).toBeVisible();
    await expect(answerBox(page)).toBeDisabled();
    release();
    await expect(botLines(page)).toHaveCount(3);
    await expect(analyzer(page).getByRole("status", { name: "The analyzer is typing" })).toHaveCount(0);
    await expect(answerBox(page)).toBeEnabled();
    await expect(answerBox(page)).toBeFocused();
  });

  await test.step("blank answers are ignored", async () => {
    await answerBox(page).fill("   ");
    await answerBox(page).press("Enter");
    await expect(userLines(page)).toHaveCount(2);
  });

  await test.step("each answer is followed by the next question, then the closing line", async () => {
    let line = "";
    for (let turn = 1; turn <= 5 && line !== CLOSING; turn++) {
      line = await answer(page, `  Answer number ${turn}, about my mother and the water.  `);
    }
    expect(line).toBe(CLOSING);
    await expect(answerBox(page)).toBeDisabled();
    // The answer box takes no more answers: the focus moves on to what comes next.
    await expect(interpretLink(page)).toBeFocused();
    await expect(skipButton(page)).toHaveCount(0);
    await expect(page.getByText("Dream Interpretation Complete")).toBeVisible();
    await expect(page.getByText("A distilled interpretation of your dream has been saved.")).toBeVisible();
    await expect(dreamRow(page).getByText("Analyzed", { exact: true })).toBeVisible();
  });

  await expectNoA11yViolations(page);
  await analyzer(page).screenshot({ path: test.info().outputPath("analyzer-1280.png") });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoA11yViolations(page);
  await analyzer(page).screenshot({ path: test.info().outputPath("analyzer-375.png") });
});

test("Skip ends the analysis and returns to Log Dream, the dream left unanalysed", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await logDream(page, "Skipped tower");
  await expectFirstQuestion(page);
  await skipButton(page).click();
  await expect(page.getByText("Analysis Skipped")).toBeVisible();
  await expect(page.getByText("You can analyze your dream later from the Dreams list.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Log Dream" })).toHaveAttribute("aria-selected", "true");
  await expect(dreamRow(page).getByRole("button", { name: /^Analyze/ })).toBeVisible();

  // The ended session is not resumed: the analyzer is empty again.
  await openTab(page, "Dream Analyzer");
  await expect(chat(page)).toContainText("Start a conversation with the dream analyzer");

  await test.step("a second dream this month is saved, but Basic cannot analyse it", async () => {
    await openTab(page, "Log Dream");
    const card = page.getByRole("tabpanel", { name: "Log Dream" });
    await card.getByLabel("Title (optional)").fill("Second tower");
    await card.getByLabel("Describe your dream").fill(DREAM);
    await card.getByRole("button", { name: "Save Dream" }).click();
    // The card says so and starts no analysis (e2e/journal-limits.spec.ts); 'Analyze' is refused here.
    await expect(card.getByText("Your dream is saved. It is not analyzed", { exact: false })).toBeVisible();
    await page
      .getByRole("row", { name: /Second tower/ })
      .getByRole("button", { name: /^Analyze/ })
      .click();
    await expect(botLines(page).last()).toContainText("Upgrade to Plus for unlimited analyses.");
    await expect(skipButton(page)).toHaveCount(0);
    // Nothing to answer: the input is off, and the way forward is offered right there.
    await expect(answerBox(page)).toBeDisabled();
    await expect(analyzer(page).getByText("Plus has no monthly limit on analyses.")).toBeVisible();
    await expect(analyzer(page).getByRole("link", { name: "Upgrade to Plus" })).toHaveAttribute(
      "href",
      "/profile#upgrade",
    );
    await expectNoA11yViolations(page);
  });

  await test.step("'Analyze' on the skipped dream starts it again", async () => {
    const row = page.getByRole("row", { name: /Skipped tower/ });
    await row.getByRole("button", { name: /^Analyze/ }).click();
    await expect(shownToast(page, "Dream selected for analysis")).toBeVisible();
    await expectFirstQuestion(page);
  });
});

test("a reload mid-session resumes at the right question", async ({ page, signUpAndLogIn: _ }) => {
  await logDream(page, "Resumed tower");
  await expectFirstQuestion(page);
  const first = await lastBotLine(page);
  const second = await answer(page, "The water felt cold and calm.");
  expect(second).not.toBe(first);

  await page.reload();
  await openTab(page, "Dream Analyzer");
  await expect(botLines(page)).toHaveCount(3);
  await expect(botLines(page).nth(1)).toContainText(first);
  await expect(userLines(page).nth(1)).toContainText("The water felt cold and calm.");
  await expect(botLines(page).last()).toContainText(second);
  await expect(skipButton(page)).toBeVisible();

  // Leaving the tab and coming back resumes the same session; it goes on where it was.
  await openTab(page, "Log Dream");
  await openTab(page, "Dream Analyzer");
  await expect(botLines(page).last()).toContainText(second);
  const third = await answer(page, "A tower I climbed as a child.");
  expect([first, second]).not.toContain(third);
});

test("on a phone, a save brings the analyzer into view at its top and its input takes the focus", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  // Save Dream sits below the first screen: the click scrolls the page down to it.
  await logDream(page, "The tower, on a phone");
  await expect(analyzer(page).getByRole("heading", { name: "Dream Analyzer" })).toBeInViewport();
  await expectFirstQuestion(page);
  await expect(answerBox(page)).toBeFocused();
});
