import type { Page } from "@playwright/test";
import { analyseDreamViaApi, createDreamViaApi, expect, isoDaysAgo, test } from "./fixtures";

// The built-in analyst's reading of a dream ends with this sentence (apps/server/src/ai/builtin/interpret.ts).
const LAST_SENTENCE = "A question to carry with you";
const DREAM = {
  title: "Lighthouse Swim",
  content: "I swam towards a lighthouse in a cold ocean while a dog barked on the shore, and I felt afraid.",
  dreamDate: isoDaysAgo(2),
};
const answer = () => "It reminded me of my grandmother, and I felt calm rather than afraid.";

const panel = (page: Page) => page.getByRole("tabpanel", { name: "Interpretation", exact: true });
const chat = (page: Page) => page.getByRole("dialog", { name: "Talk to the Interpreter" });
const messages = (page: Page) =>
  chat(page).getByRole("region", { name: "Conversation with the interpreter" });

type Watched = { snapshots: string[]; sentAt: number; readingAfterSend: number | null };

/**
 * Records in the page every text the Interpretation panel shows while it changes, and how long
 * after the last Enter pressed the reading's last sentence appeared anywhere on the page.
 */
function watchPage(page: Page) {
  return page.evaluate((last) => {
    const w = window as unknown as { watched: Watched };
    w.watched = { snapshots: [], sentAt: 0, readingAfterSend: null };
    document.addEventListener("keydown", (event) => {
      if (event.key === "Enter") w.watched.sentAt = performance.now();
    });
    new MutationObserver(() => {
      const shown = document.querySelector('[role="tabpanel"][aria-labelledby$="interpretation"]');
      const text = shown?.textContent ?? "";
      if (text !== w.watched.snapshots.at(-1)) w.watched.snapshots.push(text);
      if (w.watched.readingAfterSend === null && document.body.textContent?.includes(last))
        w.watched.readingAfterSend = performance.now() - w.watched.sentAt;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, LAST_SENTENCE);
}
const watched = (page: Page) => page.evaluate(() => (window as unknown as { watched: Watched }).watched);

test("an interpretation's text appears sentence by sentence as it streams", async ({
  page,
  signUpAndLogIn: _,
}) => {
  const id = await createDreamViaApi(page, DREAM);
  expect(await analyseDreamViaApi(page, id, answer)).toBe(201);
  await page.goto("/interpreter");
  await watchPage(page);
  // A slow connection spreads the answer's lines over time; a reading sent as one piece would
  // still appear all at once (the page shows only complete lines).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: 1500,
    uploadThroughput: -1,
  });
  await page.getByRole("button", { name: `Interpret this dream: ${DREAM.title}` }).click();
  await expect(panel(page).getByRole("article", { name: "Interpretation" })).toContainText(LAST_SENTENCE, {
    timeout: 30_000,
  });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const { snapshots } = await watched(page);
  const partial = snapshots.filter(
    (text) => text.includes(`The dream “${DREAM.title}”`) && !text.includes(LAST_SENTENCE),
  );
  // The first sentence was on screen, the reading still being written, before its last sentence came.
  expect(partial.length).toBeGreaterThan(0);
  expect(partial.every((text) => text.includes("Interpreting your dream..."))).toBe(true);
});

test("the interpreter chat shows the reading within 2 s of the last answer", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.goto("/interpreter");
  await page.getByRole("button", { name: "Talk to the Interpreter" }).click();
  await watchPage(page);
  await chat(page).getByLabel("Share a new dream").fill(DREAM.content);
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
  // Measured in the page, from the last answer's Enter to the reading's last sentence on screen.
  expect(readingAfterSend).not.toBeNull();
  test
    .info()
    .annotations.push({ type: "reading after the last answer (ms)", description: `${readingAfterSend}` });
  expect(readingAfterSend).toBeLessThan(2_000);
});
