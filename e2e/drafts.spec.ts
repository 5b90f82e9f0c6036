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

  const nightmare = card
    .getByRole("group", { name: "Dream type" })
    .getByRole("button", { name: "Nightmare" });
  const vividness = card.getByRole("group", { name: "Vividness" }).getByRole("radio", { name: "4" });

  await test.step("title, text, a tag, a type, vividness and yesterday's date are typed", async () => {
    await card.getByLabel("Title (optional)").fill("The salt hill");
    await card.getByLabel("Describe your dream").fill(text);
    await card.getByLabel("Tags", { exact: true }).fill("lighthouse");
    await card.getByLabel("Tags", { exact: true }).press("Enter");
    await nightmare.click();
    await vividness.check();
    await card.getByRole("button", { name: /^Dream date/ }).click();
    // The calendar is fetched on first use: keys go to it once it is there.
    await expect(page.getByRole("dialog", { name: "Dream date" })).toBeVisible();
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
    await expect(nightmare).toHaveAttribute("aria-pressed", "true");
    await expect(vividness).toBeChecked();
    await expect(
      card.getByText(`Draft restored for ${yesterday}: this dream is not saved yet.`),
    ).toBeVisible();
  };

  await test.step("a reload restores all of it, and says so with its date", async () => {
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
    await expect(rows(page).nth(1).getByRole("list", { name: "Dream types" })).toHaveText("Nightmare");
    await page.reload();
    await expect(card.getByLabel("Describe your dream")).toHaveValue("");
    await expect(card.getByLabel("Title (optional)")).toHaveValue("");
    await expect(card.getByRole("button", { name: /^Dream date/ })).toHaveText(format(new Date(), "PPP"));
    await expect(nightmare).toHaveAttribute("aria-pressed", "false");
    await expect(card.getByText("Draft restored", { exact: false })).toHaveCount(0);
  });

  await test.step("the privacy policy says where an unsaved draft is kept", async () => {
    await page.goto("/privacy");
    await expect(page.getByText("is kept only in this browser, on your device")).toBeVisible();
  });
});

test("on a phone, the log card is dated today unless changed for this dream, and a draft can be discarded", async ({
  page,
  context,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const card = logCard(page);
  const date = card.getByRole("button", { name: /^Dream date/ });
  const today = format(new Date(), "PPP");
  const pickDaysAgo = async (days: number) => {
    await date.click();
    await expect(page.getByRole("dialog", { name: "Dream date" })).toBeVisible();
    for (let day = 0; day < days; day++) await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await expect(date).toHaveText(format(subDays(new Date(), days), "PPP"));
  };
  const restored = card.getByText("Draft restored", { exact: false });

  await test.step("an 'I don't remember' for yesterday leaves the card dated today, after a reload too", async () => {
    await pickDaysAgo(1);
    await card.getByRole("button", { name: "I don't remember" }).click();
    await expect(page.getByText("Noted: no dream remembered for that night")).toBeVisible();
    await expect(date).toHaveText(today);
    await page.reload();
    await expect(date).toHaveText(today);
    await expect(restored).toHaveCount(0);
  });

  const text = "A corridor of doors, each one opening onto a winter I had forgotten.";
  await test.step("a restored draft says so; a changed date is kept and named", async () => {
    await card.getByLabel("Describe your dream").fill(text);
    await page.reload();
    await expect(card.getByLabel("Describe your dream")).toHaveValue(text);
    await expect(card.getByText("Draft restored: this dream is not saved yet.")).toBeVisible();
    await expect(date).toHaveText(today);
    await pickDaysAgo(2);
    await page.reload();
    const twoDaysAgo = format(subDays(new Date(), 2), "PPP");
    await expect(
      card.getByText(`Draft restored for ${twoDaysAgo}: this dream is not saved yet.`),
    ).toBeVisible();
    await expect(date).toHaveText(twoDaysAgo);
  });

  await test.step("'Discard draft' empties the card and dates it today, for good", async () => {
    await card.getByRole("button", { name: "Discard draft" }).click();
    await expect(card.getByLabel("Describe your dream")).toHaveValue("");
    await expect(date).toHaveText(today);
    await expect(restored).toHaveCount(0);
    await page.reload();
    await expect(card.getByLabel("Describe your dream")).toHaveValue("");
    await expect(date).toHaveText(today);
    await expect(restored).toHaveCount(0);
  });

  await test.step("text a save did not take is shown as a draft too", async () => {
    await card.getByLabel("Describe your dream").fill(text);
    await expect(restored).toHaveCount(0);
    await context.setOffline(true);
    await card.getByRole("button", { name: "Save Dream" }).click();
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(card.getByText("Draft restored: this dream is not saved yet.")).toBeVisible();
    await context.setOffline(false);
  });
});
