import { format, subDays } from "date-fns";
import { expect, test } from "./fixtures";
import { logCard, rows } from "./journal-page";

const OFFLINE =
  "You are offline — your dream is kept on this device and can be saved when you are back online";

test("a dream being written survives a reload and a lost connection, and is forgotten once saved", async ({
  page,
  context,
  signUpAndLogIn: _,
}) => {
  const card = logCard(page);
  const text = "A lighthouse on a hill of salt, and the keeper asked for my name.";
  const yesterday = format(subDays(new Date(), 1), "PPP");

  await test.step("title, text, a tag and yesterday's date are typed", async () => {
    await card.getByLabel("Title (optional)").fill("The salt hill");
    await card.getByLabel("Describe your dream").fill(text);
    await card.getByLabel("Tags", { exact: true }).fill("lighthouse");
    await card.getByLabel("Tags", { exact: true }).press("Enter");
    await card.getByRole("button", { name: /^Dream date/ }).click();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await expect(card.getByRole("button", { name: /^Dream date/ })).toHaveText(yesterday);
  });

  const expectDraft = async () => {
    await expect(card.getByLabel("Title (optional)")).toHaveValue("The salt hill");
    await expect(card.getByLabel("Describe your dream")).toHaveValue(text);
    await expect(card.getByRole("list", { name: "Chosen tags" }).getByRole("button")).toHaveText([
      "lighthouse",
    ]);
    await expect(card.getByRole("button", { name: /^Dream date/ })).toHaveText(yesterday);
  };

  await test.step("a reload restores all of it", async () => {
    await page.reload();
    await expectDraft();
  });

  await test.step("saving offline keeps the draft and says so; nothing reaches the journal", async () => {
    await context.setOffline(true);
    await card.getByRole("button", { name: "Save Dream" }).click();
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expectDraft();
    await context.setOffline(false);
    await page.reload();
    await expectDraft();
    await expect(page.getByText("No dreams recorded yet.", { exact: false })).toBeVisible();
  });

  await test.step("back online, the save goes through and the draft is forgotten", async () => {
    await card.getByRole("button", { name: "Save Dream" }).click();
    await expect(page.getByRole("tab", { name: "Dream Analyzer" })).toHaveAttribute("aria-selected", "true");
    await expect(rows(page)).toHaveCount(2);
    await page.reload();
    await expect(card.getByLabel("Describe your dream")).toHaveValue("");
    await expect(card.getByLabel("Title (optional)")).toHaveValue("");
    await expect(card.getByRole("button", { name: /^Dream date/ })).toHaveText(format(new Date(), "PPP"));
  });

  await test.step("the privacy policy says where an unsaved draft is kept", async () => {
    await page.goto("/privacy");
    await expect(page.getByText("is kept only in this browser, on your device")).toBeVisible();
  });
});
