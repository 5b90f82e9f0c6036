import { callApi, createDreamViaApi, expect, isoDaysAgo, test, upgradeToPlus } from "./fixtures";
import { chooseFilter, dialog, filterButton, listCard, rows, setSymbols } from "./journal-page";

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

test("on a phone, a filter's results are where the user is looking, from the list or the dictionary", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dream = (title: string, tags: string[]) =>
    callApi<{ id: string }>(page, "POST", "/api/dreams", {
      title,
      content: `${title}: I walked through a quiet field at dusk.`,
      dreamDate: isoDaysAgo(1),
      tags,
    });
  const garden = await dream("The garden gate", ["garden"]);
  const train = await dream("The night train", ["travel"]);
  await setSymbols(page, garden.id, ["water"]);
  await setSymbols(page, train.id, ["house"]);
  await page.reload();
  await expect(rows(page)).toHaveCount(3);
  const heading = listCard(page).getByRole("heading", { name: "Your Dreams" });
  const scrollY = () => page.evaluate(() => window.scrollY);

  for (const [filter, option] of [
    ["Filter by tag", "garden (1)"],
    ["Filter by symbol", "Water (1)"],
  ] as const) {
    await test.step(`${filter}, chosen below the Log Dream card, shows its results there`, async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await filterButton(page, filter).scrollIntoViewIfNeeded();
      expect(await scrollY()).toBeGreaterThan(300);
      await chooseFilter(page, filter, option);
      await expect(rows(page)).toHaveCount(2);
      await expect(rows(page).nth(1)).toContainText("The garden gate");
      await expect(heading).toBeInViewport();
      await expect(filterButton(page, filter)).toBeInViewport();
      await expect(rows(page).nth(1)).toBeInViewport();
      expect(await scrollY()).toBeGreaterThan(300);
      await chooseFilter(page, filter, filter === "Filter by tag" ? "All tags" : "All symbols");
      await expect(rows(page)).toHaveCount(3);
      await expect(heading).toBeInViewport();
    });
  }

  await test.step("the dictionary's 'In your dreams' opens the journal at the filtered list", async () => {
    await page.goto("/symbols/water");
    await page.getByRole("link", { name: /^In your dreams: 1/ }).click();
    await expect(page).toHaveURL(/\/\?symbol=water$/);
    await expect(rows(page)).toHaveCount(2);
    await expect(heading).toBeInViewport();
    await expect(filterButton(page, "Filter by symbol")).toBeInViewport();
    await expect(rows(page).nth(1)).toBeInViewport();
  });
});

test("back returns to where a page was scrolled; a link opens the next page at its top", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scrollY = () => page.evaluate(() => window.scrollY);
  await expect(listCard(page).getByRole("heading", { name: "Your Dreams" })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(scrollY).toBeGreaterThan(300);
  const left = await scrollY();

  await page
    .getByRole("navigation", { name: "Bottom navigation" })
    .getByRole("link", { name: "Calendar" })
    .click();
  await expect(page.getByRole("heading", { name: "Dream Calendar" })).toBeVisible();
  expect(await scrollY()).toBe(0);

  await page.goBack();
  await expect(listCard(page).getByRole("heading", { name: "Your Dreams" })).toBeVisible();
  await expect.poll(scrollY).toBe(left);
});
