import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The chat says this as soon as the whole reading is on screen (the e2e build skips the chat's
// pacing); the reading's own last sentence is composed for each dream.
const LAST_SENTENCE = "Dream data has been interpreted successfully.";
const DREAM =
  "I swam towards a lighthouse in a cold ocean while a dog barked on the shore, and I felt afraid.";

const chat = (page: Page) => page.getByRole("dialog", { name: "Talk to the Interpreter" });
const messages = (page: Page) => chat(page).getByRole("log", { name: "Conversation with the interpreter" });

type Watched = { sentAt: number; readingAfterSend: number | null };

/** Records in the page how long after the last Enter pressed the reading's last sentence appeared. */
function watchPage(page: Page) {
  return page.evaluate((last) => {
    const w = window as unknown as { watched: Watched };
    w.watched = { sentAt: 0, readingAfterSend: null };
    document.addEventListener("keydown", (event) => {
      if (event.key === "Enter") w.watched.sentAt = performance.now();
    });
    new MutationObserver(() => {
      if (w.watched.readingAfterSend === null && document.body.textContent?.includes(last))
        w.watched.readingAfterSend = performance.now() - w.watched.sentAt;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, LAST_SENTENCE);
}
const watched = (page: Page) => page.evaluate(() => (window as unknown as { watched: Watched }).watched);

test("the interpreter chat shows the reading after the last answer, and records how soon", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.goto("/interpreter");
  await page.getByRole("button", { name: "Talk to the Interpreter" }).click();
  await watchPage(page);
  await chat(page).getByLabel("Share a new dream").fill(DREAM);
  await chat(page).getByRole("button", { name: "Share this dream" }).click();
  await expect(messages(page)).toContainText("I've analyzed your dream.", { timeout: 20_000 });
  const input = chat(page).getByRole("textbox", { name: "Type your message..." });
  const reading = messages(page).getByText(LAST_SENTENCE);
  for (let asked = 1; asked <= 5; asked++) {
    // The next question enables the input; after the last answer the reading comes instead.
    await expect(async () => {
      expect((await input.isEnabled()) || (await reading.isVisible())).toBe(true);
    }).toPass({ timeout: 20_000 });
    if (await reading.isVisible()) break;
    await input.fill(`Answer ${asked}: it felt like searching for something I had lost.`);
    await input.press("Enter");
    await expect(messages(page)).toContainText(`Answer ${asked}:`);
  }
  await expect(reading).toBeVisible();
  const { readingAfterSend } = await watched(page);
  // Measured in the page, from the last answer's Enter to the whole reading on screen, and reported
  // with the run: a figure, not an assertion, since it depends on the machine's load.
  expect(readingAfterSend).not.toBeNull();
  expect(readingAfterSend).toBeGreaterThan(0);
  test
    .info()
    .annotations.push({ type: "reading after the last answer (ms)", description: `${readingAfterSend}` });
});
