import type { Locator } from "@playwright/test";
import { installFakeRecognition, recognition } from "./fake-speech-recognition";
import { createDreamViaApi, expect, expectNoA11yViolations, isoDaysAgo, test } from "./fixtures";
import { dialog, logCard, rows } from "./journal-page";
import { expectLayoutIntact } from "./layout-checks";

const DICTATED = "I stood on a bridge of old rope and wood over green water. I woke up smiling";

/** Puts the cursor of `field` right after `before`, as a click there would. */
async function placeCursorAfter(field: Locator, before: string) {
  await field.evaluate((element: HTMLTextAreaElement, at) => {
    element.focus();
    element.setSelectionRange(at, at);
  }, before.length);
}

test("dictating into the Log Dream card: words shown as heard, put in at the cursor, kept as a draft", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.addInitScript(installFakeRecognition);
  await page.reload();
  const card = logCard(page);
  const field = card.getByLabel("Describe your dream");
  const dictate = card.getByRole("button", { name: "Dictate" });
  const fake = recognition(page);

  await test.step("Dictate starts listening at the cursor in the page's language", async () => {
    await field.fill("I stood on a bridge over green water.");
    await placeCursorAfter(field, "I stood on a bridge");
    await expect(dictate).toHaveAttribute("aria-pressed", "false");
    await dictate.click();
    await expect(dictate).toHaveAttribute("aria-pressed", "true");
    await expect(card.getByRole("status").filter({ hasText: "Listening…" })).toBeVisible();
    const state = await fake.state();
    expect(state).toMatchObject({ continuous: true, interimResults: true, started: true, stopped: false });
    expect(state.lang).toMatch(/^en(-|$)/);
  });

  await test.step("words not final yet are shown under the field, not put in the text", async () => {
    await fake.hear("of old", false);
    await expect(card.getByText("of old…")).toBeVisible();
    await expect(field).toHaveValue("I stood on a bridge over green water.");
  });

  await test.step("final words go in at the cursor, and the next ones after them", async () => {
    await fake.hear("of old rope", true);
    await expect(field).toHaveValue("I stood on a bridge of old rope over green water.");
    await expect(card.getByText("of old…")).toHaveCount(0);
    await fake.hear("and", false);
    await fake.hear("and wood", true);
    await expect(field).toHaveValue("I stood on a bridge of old rope and wood over green water.");
  });

  await test.step("listening, with words being heard, passes axe and fits a phone", async () => {
    await fake.hear("creaking", false);
    await expect(card.getByText("creaking…")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectLayoutIntact(page);
    const text = await field.boundingBox();
    const button = await dictate.boundingBox();
    expect(text && button && button.y >= text.y + text.height, "Dictate lies below the text").toBe(true);
    expect(button?.height).toBeGreaterThanOrEqual(44);
    await field.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: test.info().outputPath("dictation-375.png") });
  });

  await test.step("text typed meanwhile is kept; words then follow the cursor of the focused field", async () => {
    await field.focus();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" I woke up");
    await fake.hear("smiling", true);
    await expect(field).toHaveValue(DICTATED);
  });

  await test.step("pressed again, dictation stops; the end of the recognition leaves it idle", async () => {
    await dictate.click();
    await expect(dictate).toHaveAttribute("aria-pressed", "false");
    expect((await fake.state()).stopped).toBe(true);
    await expect(card.getByText("Listening…")).toHaveCount(0);
    // The browser hands over the last words it heard before it ends.
    await fake.hear("at dawn", true);
    await expect(field).toHaveValue(`${DICTATED} at dawn`);
    await fake.end();
    await expect(dictate).toHaveAttribute("aria-pressed", "false");
  });

  await test.step("the dictated text is part of the draft: a reload keeps it", async () => {
    await page.reload();
    await expect(field).toHaveValue(`${DICTATED} at dawn`);
  });
});

test("dictation that is refused or hears nothing says why", async ({ page, signUpAndLogIn: _ }) => {
  await page.addInitScript(installFakeRecognition);
  await page.reload();
  const card = logCard(page);
  const dictate = card.getByRole("button", { name: "Dictate" });
  const fake = recognition(page);
  const notAllowed =
    "Microphone access was not allowed. Allow it in your browser's site settings to dictate.";

  await dictate.click();
  await fake.fail("not-allowed");
  await fake.end();
  await expect(card.getByRole("status").filter({ hasText: notAllowed })).toBeVisible();
  await expect(dictate).toHaveAttribute("aria-pressed", "false");

  await dictate.click();
  await expect(card.getByText(notAllowed)).toHaveCount(0);
  await expect(card.getByText("Listening…")).toBeVisible();
  await fake.fail("no-speech");
  await fake.end();
  await expect(card.getByText("No speech was heard. Press Dictate and try again.")).toBeVisible();
  await expect(dictate).toHaveAttribute("aria-pressed", "false");
  await expect(card.getByLabel("Describe your dream")).toHaveValue("");
});

test("dictating into the edit dialog; Save and Cancel stop the recognition", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await createDreamViaApi(page, {
    title: "Blue staircase",
    content: "A staircase of water climbed into clouds.",
    dreamDate: isoDaysAgo(1),
  });
  await page.addInitScript(installFakeRecognition);
  await page.reload();
  await rows(page).filter({ hasText: "Blue staircase" }).getByRole("button", { name: /^View/ }).click();
  await dialog(page).getByRole("button", { name: "Edit" }).click();
  const field = dialog(page).getByLabel("Dream text");
  const dictate = dialog(page).getByRole("button", { name: "Dictate" });
  const fake = recognition(page);

  await test.step("words go in at the cursor, a new sentence capitalised", async () => {
    await placeCursorAfter(field, "A staircase of water climbed into clouds.");
    await dictate.click();
    await expect(dictate).toHaveAttribute("aria-pressed", "true");
    await expect(dialog(page).getByText("Listening…")).toBeVisible();
    await fake.hear("then it", false);
    await expect(dialog(page).getByText("then it…")).toBeVisible();
    await expectNoA11yViolations(page);
    await fake.hear("then it rained", true);
    await expect(field).toHaveValue("A staircase of water climbed into clouds. Then it rained");
  });

  await test.step("Save stops listening and saves the dictated text", async () => {
    await dialog(page).getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Dream updated")).toBeVisible();
    expect((await fake.state()).aborted).toBe(true);
    await expect(
      dialog(page).getByText("A staircase of water climbed into clouds. Then it rained"),
    ).toBeVisible();
  });

  await test.step("Cancel while listening stops the recognition too", async () => {
    await dialog(page).getByRole("button", { name: "Edit" }).click();
    await dictate.click();
    expect((await fake.state()).aborted).toBe(false);
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(dictate).toHaveCount(0);
    expect((await fake.state()).aborted).toBe(true);
  });
});

test("without speech recognition in the browser there is no Dictate button", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await createDreamViaApi(page, {
    title: "Quiet harbour",
    content: "Boats without sails.",
    dreamDate: isoDaysAgo(1),
  });
  await page.addInitScript(() => {
    const speech = window as unknown as Record<string, unknown>;
    delete speech.SpeechRecognition;
    delete speech.webkitSpeechRecognition;
  });
  await page.reload();
  expect(await page.evaluate(() => "webkitSpeechRecognition" in window)).toBe(false);
  await expect(logCard(page).getByLabel("Describe your dream")).toBeVisible();
  await expect(logCard(page).getByRole("button", { name: "Dictate" })).toHaveCount(0);

  await rows(page).filter({ hasText: "Quiet harbour" }).getByRole("button", { name: /^View/ }).click();
  await dialog(page).getByRole("button", { name: "Edit" }).click();
  await expect(dialog(page).getByLabel("Dream text")).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: "Dictate" })).toHaveCount(0);

  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Dictating a Dream" })).toBeVisible();
  await expect(page.getByText("Somnia never receives or stores any audio")).toBeVisible();
});
