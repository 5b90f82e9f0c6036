import type { Page } from "@playwright/test";
import { analyzer, botLines, CLOSING, DREAM, interpretLink, skipButton } from "./analyzer-page";
import {
  analyseDreamViaApi,
  callApi,
  createDreamViaApi,
  expect,
  expectNoA11yViolations,
  isoDaysAgo,
  test,
} from "./fixtures";
import { shownToast } from "./journal-page";

// The analyzer card's way on to the interpreter, and the card on a phone; its conversation is in
// analyzer.spec.ts.
test("'Interpret this dream' under the closing line opens the interpreter's chat on the dream", async ({
  page,
  signUpAndLogIn: _,
}) => {
  const id = await createDreamViaApi(page, {
    title: "Tower to interpret",
    content: DREAM,
    dreamDate: isoDaysAgo(1),
  });
  expect(await analyseDreamViaApi(page, id, () => "It felt cold and calm.")).toBe(201);
  // The analyzer resumes the dream it was last on: its session is complete.
  await page.evaluate((dreamId) => localStorage.setItem("currentDreamId", dreamId), id);
  await page.reload();
  await page.getByRole("tab", { name: "Dream Analyzer" }).press("Enter");
  await expect(botLines(page).last()).toContainText(CLOSING);
  await interpretLink(page).click();
  await expect(page).toHaveURL(/\/interpreter$/);
  const chatDialog = page.getByRole("dialog", { name: "Talk to the Interpreter" });
  const conversation = chatDialog.getByRole("log", { name: "Conversation with the interpreter" });
  await expect(conversation).toContainText("I was falling from a tall tower");
  await expect(conversation).toContainText("Dream data has been interpreted successfully.", {
    timeout: 20_000,
  });
});

/** A dream with a feeling and eleven symbols, on a phone; the page shows My Dreams. */
async function manySymbols(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  const id = await createDreamViaApi(page, {
    title: "Many symbols",
    content: DREAM,
    dreamDate: isoDaysAgo(1),
  });
  const { symbols } = await callApi<{ symbols: { id: string }[] }>(page, "GET", "/api/dreams/vocabulary");
  const chips = await page.request.patch(`/api/dreams/${id}/detections`, {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      emotions: [{ emotion: "fear" }],
      symbols: symbols.slice(0, 11).map((symbol) => ({ symbol: symbol.id })),
    },
  });
  expect(chips.ok(), await chips.text()).toBe(true);
  await page.reload();
  await page
    .getByRole("row", { name: /Many symbols/ })
    .getByRole("button", { name: /^Analyze/ })
    .click();
  return analyzer(page).getByRole("region", { name: "Dream Analyzer" });
}

test("on a phone, 'Analyze' brings the chat into view clear of its toast", async ({
  page,
  signUpAndLogIn: _,
}) => {
  const card = await manySymbols(page);
  const toast = shownToast(page, "Dream selected for analysis");
  await expect(toast).toBeVisible();
  await expect(card.getByRole("heading", { name: "Dream Analyzer" })).toBeInViewport();
  // Measured while the toast shows (at the bottom on a phone): it lies over no part of the card,
  // neither the title and Skip at its top nor the message box at its bottom.
  await expect
    .poll(async () => {
      const [shown, box] = await Promise.all([toast.boundingBox(), card.boundingBox()]);
      if (!shown || !box) return Number.NEGATIVE_INFINITY;
      return Math.max(box.y - (shown.y + shown.height), shown.y - (box.y + box.height));
    })
    .toBeGreaterThanOrEqual(0);
});

test("on a phone, eleven symbols show as three and '+8 more', which shows the others", async ({
  page,
  signUpAndLogIn: _,
}) => {
  const card = await manySymbols(page);
  const chips = card.getByRole("list", { name: "Symbols" });
  await expect(chips.getByRole("link", { includeHidden: true })).toHaveCount(11);
  const [box, lines] = await Promise.all([card.boundingBox(), chips.locator("../..").boundingBox()]);
  // The chat keeps the card: the feelings and symbols take a fifth of it at most.
  expect(lines?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual((box?.height ?? 0) / 5);
  await expect(chips.getByRole("link")).toHaveCount(3);
  const more = chips.getByRole("button", { name: "+8 more" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  await expect(chips.getByRole("link")).toHaveCount(11);
  await expect(chips.getByRole("button", { name: "Show fewer" })).toHaveAttribute("aria-expanded", "true");
  await expect(skipButton(page)).toBeVisible({ timeout: 20_000 });
  await expectNoA11yViolations(page);
});
