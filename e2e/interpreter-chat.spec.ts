import type { Page } from "@playwright/test";
import {
  createDreamViaApi,
  expect,
  expectNoA11yViolations,
  isoDaysAgo,
  test,
  upgradeToPlus,
} from "./fixtures";
import { ANSWER, chat, FIRST, listDate, messages } from "./interpreter-page";

/** The chat's 'Or choose one of your dreams': its search box, its list and 'Interpret'. */
const chooser = (page: Page) => ({
  search: chat(page).getByRole("searchbox", { name: "Search your dreams" }),
  list: chat(page).getByLabel("Or choose one of your dreams"),
  interpret: chat(page).getByRole("button", { name: "Interpret", exact: true }),
  more: chat(page).getByRole("button", { name: "Show more dreams" }),
});

test("the chat's dream chooser pages through every dream and searches them", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await upgradeToPlus(page);
  // Twelve dreams, one a day back from yesterday: the lighthouse is the oldest, past the first ten.
  for (let day = 1; day <= 12; day++) {
    const content =
      day === 12
        ? "A white lighthouse blinked over a quiet harbour."
        : `I walked through a field, night ${day}.`;
    await createDreamViaApi(page, { title: `Night ${day}`, content, dreamDate: isoDaysAgo(day) });
  }
  await page.goto("/interpreter");
  await page.getByRole("button", { name: "Talk to the Interpreter" }).click();
  const { search, list, interpret, more } = chooser(page);
  const options = list.getByRole("option");

  await test.step("ten at a time, newest first, then the rest", async () => {
    await expect(options).toHaveCount(11); // 'Choose a dream' and ten dreams
    await expect(options.nth(1)).toContainText("Night 1");
    await expect(options.filter({ hasText: "Night 12" })).toHaveCount(0);
    await more.click();
    await expect(options).toHaveCount(13);
    await expect(list).toBeFocused();
    await expect(more).toHaveCount(0);
  });

  await test.step("a search narrows the list; one with no match says so", async () => {
    await search.fill("zeppelin");
    await search.press("Enter");
    await expect(chat(page).getByText("No dream matches your search.")).toBeVisible();
    await search.fill("lighth");
    await search.press("Enter");
    await expect(options).toHaveCount(2);
    await list.selectOption({ label: `Night 12 (${listDate(isoDaysAgo(12))})` });
    await interpret.click();
    await expect(messages(page)).toContainText("A white lighthouse blinked over a quiet harbour.");
  });
});

/** Opens the chat on FIRST (never analysed) and waits for its first question. */
async function chatOnFirstDream(page: Page) {
  await createDreamViaApi(page, FIRST);
  await page.goto("/interpreter");
  await page.getByRole("button", { name: "Talk to the Interpreter" }).click();
  const { list, interpret } = chooser(page);
  await list.selectOption({ index: 1 });
  await interpret.click();
  return chat(page).getByRole("textbox", { name: "Type your message..." });
}

test("after Interpret the message box has the focus, and keeps it until the first question", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const input = await chatOnFirstDream(page);
  await expect(input).toBeFocused();
  await expect(input).toBeEnabled({ timeout: 20_000 });
  await expect(input).toBeFocused();
  await input.fill(ANSWER);
  await input.press("Enter");
  await expect(messages(page).getByText(ANSWER)).toBeVisible();
});

test("closing the chat mid-conversation asks first; ending it starts the next one anew", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const input = await chatOnFirstDream(page);
  await expect(input).toBeEnabled({ timeout: 20_000 });
  const confirm = page.getByRole("dialog", { name: "End this conversation?" });

  await test.step("Escape asks; 'Keep talking' goes back to the conversation", async () => {
    await page.keyboard.press("Escape");
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText("Your answers so far are saved");
    await expectNoA11yViolations(page);
    await confirm.getByRole("button", { name: "Keep talking" }).click();
    await expect(confirm).toBeHidden();
    await expect(chat(page)).toBeVisible();
    await expect(chat(page)).toContainText(FIRST.content);
  });

  await test.step("the close button asks too; 'End conversation' closes it, and it reopens anew", async () => {
    await chat(page).getByRole("button", { name: "Close" }).click();
    await confirm.getByRole("button", { name: "End conversation" }).click();
    await expect(chat(page)).toBeHidden();
    await page.getByRole("button", { name: "Talk to the Interpreter" }).click();
    await expect(chat(page)).toContainText("Hello! I'm your dream interpreter.");
    await expect(chat(page)).not.toContainText(FIRST.content);
  });

  await test.step("with no conversation under way, the chat closes without asking", async () => {
    await page.keyboard.press("Escape");
    await expect(chat(page)).toBeHidden();
    await expect(confirm).toHaveCount(0);
  });
});
