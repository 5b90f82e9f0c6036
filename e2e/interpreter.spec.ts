import type { Page } from "@playwright/test";
import {
  analyseDreamViaApi,
  brandColour,
  callApi,
  createDreamViaApi,
  expect,
  expectNoA11yViolations,
  isoDaysAgo,
  test,
  upgradeToPlus,
} from "./fixtures";
import { ANSWER, chat, FIRST, listDate, messages } from "./interpreter-page";

const SECOND = {
  title: "Garden Search",
  content: "A long snake slid through the garden grass while I searched everywhere for my lost keys.",
  dreamDate: isoDaysAgo(1),
};

const tab = (page: Page, name: "Dreams" | "Interpretation") => page.getByRole("tab", { name, exact: true });
const panel = (page: Page, name: "Dreams" | "Interpretation") =>
  page.getByRole("tabpanel", { name, exact: true });
const reading = (page: Page) =>
  panel(page, "Interpretation").getByRole("article", { name: "Interpretation" });
const sources = (page: Page) => page.getByRole("region", { name: "What this reading drew on" });
const memory = (page: Page) => page.getByRole("region", { name: "What Somnia knows about you" });

async function interpretFromDreamsTab(page: Page, title: string) {
  await tab(page, "Dreams").click();
  await panel(page, "Dreams")
    .getByRole("button", { name: `Interpret this dream: ${title}` })
    .click();
  await expect(tab(page, "Interpretation")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Dream interpretation complete")).toBeVisible({ timeout: 20_000 });
  await expect(reading(page)).toBeVisible();
}

test("interpret an analysed dream: streamed reading, its sources, and memory the user can edit", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = await createDreamViaApi(page, FIRST);
  expect(await analyseDreamViaApi(page, id, () => ANSWER)).toBe(201);
  await callApi(page, "POST", "/api/memory", {
    infoType: "recurring_dreams",
    content: "I often dream of a snake hiding under my bed.",
  });

  await page.goto("/interpreter");
  await expect(page.getByRole("heading", { level: 1, name: "Dream Interpreter" })).toBeVisible();
  await expect(page.getByText(/more accurate the more dreams you analyze/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Talk to the Interpreter" })).toBeVisible();
  const dreams = panel(page, "Dreams");
  await expect(dreams.getByRole("row")).toHaveCount(2);
  await expect(dreams.getByRole("cell", { name: FIRST.title, exact: true })).toBeVisible();
  await expect(dreams.getByRole("cell", { name: listDate(FIRST.dreamDate) })).toBeVisible();
  await expect(
    dreams.getByText("Only dreams that have been analyzed show in this table and can be interpreted."),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  await test.step("the Interpretation tab is empty until a dream is chosen", async () => {
    await tab(page, "Interpretation").click();
    await expect(panel(page, "Interpretation").getByText("No interpretation available yet.")).toBeVisible();
    await panel(page, "Interpretation").getByRole("button", { name: "Back to Dreams" }).click();
    await expect(tab(page, "Dreams")).toHaveAttribute("aria-selected", "true");
  });

  await test.step("choosing the dream interprets it; bold is bold and the sources are listed", async () => {
    await interpretFromDreamsTab(page, FIRST.title);
    await expect(page.getByText("Success", { exact: true })).toBeVisible();
    await expect(reading(page).locator("strong").first()).toBeVisible();
    await expect(reading(page)).not.toContainText("**");
    await expect(reading(page)).toContainText("snake hiding under my bed");
    await expect(sources(page)).toContainText("Your answer");
    await expect(sources(page)).toContainText("I often dream of a snake hiding under my bed.");
    await expectNoA11yViolations(page);
  });

  await test.step("editing a memory entry: blank is refused, the change is kept", async () => {
    await expect(memory(page).getByText("I often dream of a snake hiding under my bed.")).toBeVisible();
    await expect(memory(page).getByRole("heading", { name: "Distilled info" }).first()).toBeVisible();
    await memory(page)
      .getByRole("button", { name: /^Edit Recurring dreams/ })
      .click();
    const field = memory(page).getByLabel("Content");
    await field.fill("   ");
    await memory(page).getByRole("button", { name: "Save" }).click();
    await expect(memory(page).getByText("Content cannot be empty")).toBeVisible();
    await field.fill("I keep dreaming of a lighthouse on a windy cliff.");
    await memory(page).getByRole("button", { name: "Save" }).click();
    await expect(memory(page).getByText("I keep dreaming of a lighthouse on a windy cliff.")).toBeVisible();
    await expect(memory(page).getByText("I often dream of a snake hiding under my bed.")).toHaveCount(0);
  });

  await test.step("the next reading reflects the change, and both readings can be compared", async () => {
    await panel(page, "Interpretation").getByRole("button", { name: "Interpret again" }).click();
    await expect(reading(page)).toContainText("lighthouse on a windy cliff", { timeout: 20_000 });
    await expect(reading(page)).not.toContainText("under my bed");
    await expect(sources(page)).toContainText("I keep dreaming of a lighthouse on a windy cliff.");
    const readings = page.getByRole("navigation", { name: "Readings of this dream" }).getByRole("button");
    await expect(readings).toHaveCount(2);
    await readings.nth(1).click();
    await expect(reading(page)).toContainText("under my bed");
  });

  await test.step("deleting an entry asks first, then removes it", async () => {
    await memory(page)
      .getByRole("button", { name: /^Delete Recurring dreams/ })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete this note?" });
    await expectNoA11yViolations(page);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(memory(page).getByText("lighthouse on a windy cliff")).toHaveCount(0);
  });

  await test.step("the profile can link straight to the panel", async () => {
    await page.goto("/interpreter?panel=memory");
    await expect(memory(page).getByRole("heading", { name: "What Somnia knows about you" })).toBeFocused();
  });
});

test("two analysed dreams sharing a symbol: the second's reading draws on the first", async ({
  page,
  signUpAndLogIn: _,
}) => {
  const first = await createDreamViaApi(page, FIRST);
  const second = await createDreamViaApi(page, SECOND);
  expect(await analyseDreamViaApi(page, first, () => ANSWER)).toBe(201);
  // Basic allows one analysis a month (docs/product.md, 'Rules and limits'): the second needs Plus.
  expect(await analyseDreamViaApi(page, second, () => ANSWER)).toBe(403);
  await upgradeToPlus(page);
  expect(await analyseDreamViaApi(page, second, () => ANSWER)).toBe(201);

  await page.goto("/interpreter");
  await interpretFromDreamsTab(page, SECOND.title);
  await expect(reading(page)).toContainText(`“${FIRST.title}”`);
  await expect(sources(page)).toContainText(FIRST.title);
  await expect(sources(page)).toContainText(listDate(FIRST.dreamDate));
  await expect(sources(page)).toContainText(/Shared symbols:.*Snake/i);

  // The earlier dream's source opens it on My Dreams.
  await sources(page)
    .getByRole("link", { name: new RegExp(`^${FIRST.title}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/\\?dream=${first}$`));
  await expect(page.getByRole("dialog", { name: "Dream Content" })).toContainText(FIRST.content);
});

test("the interpreter chat: greeting, a pasted dream, questions, the reading and the closing", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/interpreter");
  await page.getByRole("button", { name: "Talk to the Interpreter" }).click();
  await expect(messages(page)).toContainText(
    "Hello! I'm your dream interpreter. Share a dream with me, and I'll help you understand its meaning.",
  );
  await expect(chat(page).getByText("Please add a dream first before using the interpreter")).toBeVisible();
  await expectNoA11yViolations(page);

  const input = chat(page).getByRole("textbox", { name: "Type your message..." });
  await test.step("without a dream, a message is told what the interpreter can do, not given a reading", async () => {
    await input.fill("Hello there");
    await input.press("Enter");
    await expect(messages(page)).toContainText("I interpret one dream at a time.");
    // One chat look: the user's own messages wear the brand colour here as in the analyzer.
    const own = messages(page).locator("li[data-sender=user] > div").first();
    await expect(own).toHaveCSS("background-color", await brandColour(page));
  });

  await test.step("a pasted dream is saved, posted and analysed", async () => {
    await chat(page).getByLabel("Share a new dream").fill(SECOND.content);
    await chat(page).getByRole("button", { name: "Share this dream" }).click();
    await expect(messages(page)).toContainText(SECOND.content);
    await expect(messages(page)).toContainText(
      "I've analyzed your dream. Let me ask you some questions to help you understand it better.",
      { timeout: 20_000 },
    );
  });

  await test.step("each question is answered in turn, then the reading and the closing", async () => {
    const closing = messages(page).getByText("I hope this helped you understand your dream a little better.");
    for (let asked = 1; asked <= 5; asked++) {
      // The next question enables the input; after the last answer the closing comes instead.
      await expect(async () => {
        expect((await input.isEnabled()) || (await closing.isVisible())).toBe(true);
      }).toPass({ timeout: 20_000 });
      if (await closing.isVisible()) break;
      await input.fill(`Answer ${asked}: it felt like searching for something I had lost.`);
      await input.press("Enter");
      await expect(messages(page)).toContainText(`Answer ${asked}:`);
    }
    await expect(closing).toBeVisible();
    await expect(messages(page)).toContainText("Dream data has been interpreted successfully.");
    await expect(messages(page).locator("strong").first()).toBeVisible();
    await expect(page.getByText("Dream interpretation complete")).toBeVisible();
    await expect(input).toBeDisabled();
    await expectNoA11yViolations(page);
  });

  await test.step("the dream is now analysed and listed on the Dreams tab", async () => {
    await page.keyboard.press("Escape");
    await expect(panel(page, "Dreams").getByRole("button", { name: /^Interpret this dream/ })).toHaveCount(1);
  });
});

test("a dream handed over in browser storage is interpreted on load and on a storage event", async ({
  page,
  signUpAndLogIn: _,
}) => {
  const id = await createDreamViaApi(page, FIRST);
  expect(await analyseDreamViaApi(page, id, () => ANSWER)).toBe(201);
  const closing = "I hope this helped you understand your dream a little better.";

  await test.step("on load", async () => {
    await page.evaluate((dreamId) => localStorage.setItem("dreamToInterpret", dreamId), id);
    await page.goto("/interpreter");
    await expect(messages(page)).toContainText(FIRST.content);
    await expect(messages(page).getByText(closing)).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem("dreamToInterpret"))).toBeNull();
  });

  await test.step("on a storage event from another tab; an unknown dream is reported", async () => {
    const other = await page.context().newPage();
    await other.goto("/calendar");
    await other.evaluate(() => localStorage.setItem("dreamToInterpret", crypto.randomUUID()));
    await expect(messages(page)).toContainText("Could not find the specified dream");
    await other.evaluate((dreamId) => localStorage.setItem("dreamToInterpret", dreamId), id);
    await expect(messages(page)).toContainText(FIRST.content);
    await expect(messages(page).getByText(closing)).toBeVisible({ timeout: 20_000 });
    await other.close();
  });
});
