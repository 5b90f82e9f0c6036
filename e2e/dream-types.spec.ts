import { createDreamViaApi, expect, expectNoA11yViolations, isoDaysAgo, test } from "./fixtures";
import { chooseFilter, dialog, listCard, logCard, rows } from "./journal-page";

const monthTitle = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString("en-US", { month: "long", year: "numeric" });

test("a dream marked Lucid counts in the month's stats and filters the list; a suggestion is confirmed", async ({
  page,
  signUpAndLogIn: _credentials,
}) => {
  const today = isoDaysAgo(0);
  await createDreamViaApi(page, {
    title: "Park Walk",
    content: "A quiet walk in the park.",
    dreamDate: today,
  });

  // Log Dream: the types are toggle buttons and the vividness a radio group.
  const card = logCard(page);
  await card.getByLabel("Title (optional)").fill("Over the Sea");
  await card.getByLabel("Describe your dream").fill("I flew over a calm sea at dawn.");
  const types = card.getByRole("group", { name: "Dream type" });
  const lucid = types.getByRole("button", { name: "Lucid" });
  await expect(lucid).toHaveAttribute("aria-pressed", "false");
  await lucid.click();
  await expect(lucid).toHaveAttribute("aria-pressed", "true");
  await card.getByRole("group", { name: "Vividness" }).getByRole("radio", { name: "4" }).check();
  await expectNoA11yViolations(page);
  await card.getByRole("button", { name: "Save Dream" }).click();
  await expect(page.getByRole("tab", { name: "Dream Analyzer" })).toHaveAttribute("aria-selected", "true");

  // The calendar's month counts it.
  await page.goto("/calendar");
  const stats = page.getByRole("region", { name: `${monthTitle(today)} Stats` });
  await expect(stats.getByTestId("month-count")).toHaveText("2");
  await expect(stats.getByTestId("month-lucid")).toHaveText("1");
  await expect(stats.getByTestId("month-nightmare")).toHaveText("0");
  await expect(stats.getByTestId("month-recurring")).toHaveText("0");

  // My Dreams filtered by Lucid: the one dream, with its badge; the filter is in the address.
  await page.goto("/");
  await expect(rows(page)).toHaveCount(3);
  await chooseFilter(page, "Filter by type", "Lucid (1)");
  await expect(page).toHaveURL(/[?&]type=lucid/);
  await expect(rows(page)).toHaveCount(2);
  const row = rows(page).filter({ hasText: "Over the Sea" });
  await expect(row.getByRole("list", { name: "Dream types" })).toHaveText("Lucid");
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await expect(listCard(page).getByText("Park Walk")).toHaveCount(0);

  // The analyst suggests Nightmare for a frightening dream; one click confirms it.
  await createDreamViaApi(page, {
    title: "The Corridor",
    content: "A man chased me down a dark corridor. I was terrified and woke up screaming.",
    dreamDate: today,
  });
  await page.goto("/");
  await listCard(page).getByRole("button", { name: "View The Corridor" }).click();
  const view = dialog(page);
  await expect(view.getByText("Suggested by the analyst: Nightmare")).toBeVisible();
  await expect(view.getByRole("button", { name: "Nightmare" })).toHaveAttribute("aria-pressed", "false");
  await expectNoA11yViolations(page);
  await view.getByRole("button", { name: "Confirm" }).click();
  await expect(view.getByRole("button", { name: "Nightmare" })).toHaveAttribute("aria-pressed", "true");
  await expect(view.getByText("Suggested by the analyst")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await chooseFilter(page, "Filter by type", "Nightmare (1)");
  await expect(rows(page).filter({ hasText: "The Corridor" })).toHaveCount(1);
});
