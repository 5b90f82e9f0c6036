import { createDreamViaApi, expect, isoDaysAgo, test, upgradeToPlus } from "./fixtures";
import { dialog, listCard, rows } from "./journal-page";

test("Load more fetches the next page of 10", async ({ page, signUpAndLogIn: _ }) => {
  // Twelve dreams need Plus (Basic logs 3 a month): upgrade the honest way, through the test checkout.
  await upgradeToPlus(page);
  for (let n = 1; n <= 12; n++) {
    await createDreamViaApi(page, {
      title: `Numbered dream ${n}`,
      content: `Dream number ${n} of the list.`,
      dreamDate: isoDaysAgo(n),
    });
  }
  await page.goto("/");
  await expect(rows(page)).toHaveCount(11); // header + the first page of 10
  await expect(rows(page).nth(1)).toContainText("Numbered dream 1");
  await listCard(page).getByRole("button", { name: "Load more" }).click();
  await expect(rows(page)).toHaveCount(13);
  await expect(rows(page).last()).toContainText("Numbered dream 12");
  await expect(listCard(page).getByRole("button", { name: "Load more" })).toHaveCount(0);
});

test("a link to a dream opens it in its View dialog", async ({ page, signUpAndLogIn: _ }) => {
  const id = await createDreamViaApi(page, {
    title: "The glass lighthouse",
    content: "A lighthouse made of glass sang to the ships.",
    dreamDate: isoDaysAgo(1),
  });
  await page.goto(`/?dream=${id}`);
  await expect(dialog(page).getByText("A lighthouse made of glass sang to the ships.")).toBeVisible();

  // 'Keep out of AI memory' is saved on the dream and still set after a reload.
  const keepOut = dialog(page).getByRole("checkbox", { name: "Keep out of AI memory" });
  await expect(keepOut).not.toBeChecked();
  await keepOut.click();
  await expect(page.getByText("This dream is kept out of AI memory")).toBeVisible();
  await page.reload();
  await expect(dialog(page).getByRole("checkbox", { name: "Keep out of AI memory" })).toBeChecked();
  await dialog(page).getByRole("button", { name: "Close" }).first().click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/?dream=00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Could not find the specified dream")).toBeVisible();
});
