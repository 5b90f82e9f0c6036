import type { Page } from "@playwright/test";
import { analyseDreamViaApi, createDreamViaApi, expect, isoDaysAgo, test } from "./fixtures";

// Run with AI_PROVIDER=openai-compatible (playwright.config.ts), against the fake model of
// apps/server/test/fakes/, which writes its reply in four pieces 300 ms apart.
const READING = "The lighthouse may stand for a goal you keep in sight.";
const DREAM = {
  title: "Lighthouse Swim",
  content: "I swam towards a lighthouse in a cold ocean while a dog barked on the shore.",
  dreamDate: isoDaysAgo(2),
};

const panel = (page: Page) => page.getByRole("tabpanel", { name: "Interpretation", exact: true });

/** Records in the page every text the Interpretation panel shows while it changes. */
function watchPanel(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { snapshots: string[] };
    w.snapshots = [];
    new MutationObserver(() => {
      const shown = document.querySelector('[role="tabpanel"][aria-labelledby$="interpretation"]');
      const text = shown?.textContent ?? "";
      if (text !== w.snapshots.at(-1)) w.snapshots.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

test("an interpretation's text appears as the model writes it", async ({ page, signUpAndLogIn: _ }) => {
  const id = await createDreamViaApi(page, DREAM);
  expect(await analyseDreamViaApi(page, id, () => "It reminded me of my grandmother.")).toBe(201);
  await page.goto("/interpreter");
  await watchPanel(page);
  await page.getByRole("button", { name: `Interpret this dream: ${DREAM.title}` }).click();
  await expect(panel(page).getByRole("article", { name: "Interpretation" })).toContainText(READING);
  const snapshots = await page.evaluate(() => (window as unknown as { snapshots: string[] }).snapshots);
  // The reading's first words were on screen, with the reading still being written, before its
  // last words had been generated.
  const partial = snapshots.filter((text) => text.includes("The li") && !text.includes("keep in sight."));
  expect(partial.length).toBeGreaterThan(0);
  expect(partial.every((text) => text.includes("Interpreting your dream..."))).toBe(true);
});
