import { readFile } from "node:fs/promises";
import {
  callApi,
  createDreamViaApi,
  expect,
  expectNoA11yViolations,
  isoDaysAgo,
  readOutboxLink,
  submitSignUpForm,
  test,
} from "./fixtures";

const monthTitle = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString("en-US", { month: "long", year: "numeric" });

test("the calendar shows a three-day streak, its dots, the month's stats and a day's dreams", async ({
  page,
  signUpAndLogIn: _credentials,
}) => {
  const dates = [2, 1, 0].map((days) => isoDaysAgo(days));
  for (const [i, dreamDate] of dates.entries()) {
    await createDreamViaApi(page, { title: `Night ${i + 1}`, content: `Moon river ${i + 1}`, dreamDate });
  }
  // An "I don't remember" entry five days ago: a hollow dot, and no break in the later streak.
  const forgotten = isoDaysAgo(5);
  await callApi(page, "POST", "/api/dreams", { notRemembered: true, dreamDate: forgotten });
  const today = dates[2] as string;
  const thisMonth = today.slice(0, 7);
  const inThisMonth = dates.filter((d) => d.startsWith(thisMonth)).length;

  await page.goto("/calendar");
  await expect(page.getByRole("heading", { name: "Dream Calendar" })).toBeVisible();
  await expect(page.getByText("Track your dream journey over time")).toBeVisible();
  await expect(page.getByText("Day with recorded dream")).toBeVisible();
  await expect(page.getByRole("link", { name: "View all dreams" })).toHaveAttribute("href", "/");
  const streak = page.getByRole("region", { name: "Current Streak" });
  await expect(streak).toContainText("3 days");

  const stats = page.getByRole("region", { name: `${monthTitle(today)} Stats` });
  await expect(stats.getByTestId("month-count")).toHaveText(String(inThisMonth));
  const bar = stats.getByRole("progressbar");
  const days = new Date(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5, 7)), 0).getDate();
  await expect(bar).toHaveAttribute("aria-valuenow", String(Math.round((inThisMonth / days) * 100)));

  const grid = page.getByRole("grid");
  const dreamDays = grid.getByRole("button", { name: /, 1 dream/ });
  await expect(dreamDays).toHaveCount(inThisMonth);
  await expect(grid.locator('[data-dot="dream"]')).toHaveCount(inThisMonth);
  const forgottenHere = forgotten.startsWith(thisMonth) ? 1 : 0;
  await expect(grid.getByRole("button", { name: /, I don't remember/ })).toHaveCount(forgottenHere);
  await expect(grid.locator('[data-dot="notRemembered"]')).toHaveCount(forgottenHere);
  await expect(page.getByText('Day marked "I don\'t remember"')).toBeVisible();
  await expectNoA11yViolations(page);

  // Clicking today lists its dream, with a link that opens it on My Dreams.
  await grid.getByRole("button", { name: /^Today, .*1 dream/ }).click();
  await expect(page.getByRole("heading", { name: /^Dreams on / })).toBeVisible();
  await expect(page.getByText("Night 3")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open Night 3" })).toHaveAttribute("href", /\/\?dream=/);

  // The previous month has its own stats card (and the rest of the dots, if the streak crossed into it).
  await page.getByRole("button", { name: /previous month/i }).click();
  const previous = isoDaysAgo(
    0,
    new Date(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5, 7)) - 2, 1),
  );
  const previousStats = page.getByRole("region", { name: `${monthTitle(previous)} Stats` });
  await expect(previousStats.getByTestId("month-count")).toHaveText(String(3 - inThisMonth));
  await expect(page.getByRole("region", { name: `${monthTitle(today)} Stats` })).toHaveCount(0);
  await expect(grid.locator('[data-dot="dream"]')).toHaveCount(3 - inThisMonth);

  // The yearly summary: dreams per month as a chart with a table behind it.
  await page.getByRole("button", { name: "View yearly summary" }).click();
  const dialog = page.getByRole("dialog");
  const year = previous.slice(0, 4);
  await expect(dialog.getByRole("heading", { name: `${year} in dreams` })).toBeVisible();
  const month = new Date(`${today}T12:00:00`).toLocaleDateString("en-US", { month: "long" });
  if (today.startsWith(year)) {
    await expect(
      dialog.getByRole("listitem", { name: new RegExp(`^${month}: ${inThisMonth} dream`) }),
    ).toBeVisible();
  }
  await expect(dialog.getByText("Longest streak", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  // Fetched when first opened, it closes like any dialog: the focus goes back to its button, and
  // opening it again starts on the year of the month shown.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  const opener = page.getByRole("button", { name: "View yearly summary" });
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute("aria-expanded", "false");
  await opener.click();
  await expect(dialog.getByRole("heading", { name: `${year} in dreams` })).toBeVisible();
});

test("the profile edits the name, saves additional info and shows the statistics", async ({
  page,
  signUpAndLogIn: credentials,
}) => {
  await callApi(page, "POST", "/api/dreams", {
    title: "Tides",
    content: "The tide came in.",
    dreamDate: isoDaysAgo(0),
    tags: ["water"],
  });
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Your Profile" })).toBeVisible();
  await expect(page.getByText("Manage your account and preferences")).toBeVisible();
  const info = page.getByRole("region", { name: "Profile Information" });
  await expect(info).toContainText(credentials.email);

  const membership = page.getByRole("region", { name: "Membership" });
  await expect(membership).toContainText("Basic plan");
  await expect(membership).toContainText("2/3");
  await expect(membership).toContainText("1/1");
  // Membership changes only through billing: the card offers the upgrade, never a plan switch.
  await expect(membership.getByRole("region", { name: "Upgrade to Plus" })).toBeVisible();
  await expect(membership.getByRole("radio")).toHaveCount(0);

  const stats = page.getByRole("region", { name: "Dream Statistics" });
  await expect(stats).toContainText("Total Dreams1");
  await expect(stats).toContainText("Current Streak1 day");
  await expect(stats).toContainText("water");
  await expectNoA11yViolations(page);

  await test.step("edit the display name", async () => {
    await info.getByRole("button", { name: "Edit Profile" }).click();
    await info.getByLabel("Profile Image URL").fill("javascript:alert(1)");
    await info.getByRole("button", { name: "Save Changes" }).click();
    await expect(info.getByText("Profile image URL must start with http:// or https://")).toBeVisible();
    await info.getByLabel("Profile Image URL").fill("https://tracker.example/pixel.png");
    await expect(info.getByText("Profile images can come from Gravatar, GitHub or Google")).toBeVisible();
    await info.getByLabel("Profile Image URL").fill("");
    await info.getByLabel("Display Name").fill("Luna Lovegood");
    await info.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(info.getByRole("definition").first()).toHaveText("Luna Lovegood");
    await page.reload();
    await expect(page.getByRole("region", { name: "Profile Information" })).toContainText("Luna Lovegood");
  });

  await test.step("save additional info in the dialog", async () => {
    await page.getByRole("button", { name: "Edit additional info" }).click();
    const dialog = page.getByRole("dialog", { name: "Additional Info" });
    await dialog.getByRole("button", { name: "Save personal information" }).click();
    await expect(dialog.getByText("Content cannot be empty")).toBeVisible();
    await dialog.getByLabel("Personal information").fill("I teach astronomy at night.");
    await dialog.getByRole("button", { name: "Save personal information" }).click();
    await expect(page.getByText("Your personal information have been saved")).toBeVisible();
    await dialog.getByLabel("Recurring dreams").fill("A staircase that never ends.");
    await dialog.getByRole("button", { name: "Save recurring dreams" }).click();
    await expect(page.getByText("Your recurring dreams have been saved")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Edit additional info" })).toBeFocused();
    await page.reload();
    const card = page.getByRole("region", { name: "Additional Info" });
    await expect(card).toContainText("I teach astronomy at night.");
    await expect(card).toContainText("A staircase that never ends.");
  });
});

test("the user exports their data, then deletes the account and can sign up again", async ({
  page,
  signUpAndLogIn: credentials,
}) => {
  test.setTimeout(120_000);
  await createDreamViaApi(page, {
    title: "Glass forest",
    content: "A forest of glass chimed in the wind.",
    dreamDate: isoDaysAgo(0),
  });
  await page.goto("/profile");
  const data = page.getByRole("region", { name: "Your data" });

  for (const [name, extension] of [
    ["Export my data (JSON)", "json"],
    ["Export my data (Markdown)", "md"],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      data.getByRole("link", { name }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^somnia-export-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`),
    );
    const text = await readFile(await download.path(), "utf8");
    expect(text).toContain("A forest of glass chimed in the wind.");
  }

  await data.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete my account" });
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${credentials.email} to confirm`).fill("someone@example.com");
  await expect(confirm).toBeDisabled();
  // 'Cancel' gives the focus back to the button; the dialog opens again with nothing typed.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(data.getByRole("button", { name: "Delete my account" })).toBeFocused();
  await data.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByLabel(`Type ${credentials.email} to confirm`)).toHaveValue("");
  await dialog.getByLabel(`Type ${credentials.email} to confirm`).fill(credentials.email);
  await expectNoA11yViolations(page);
  await confirm.click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  await expect(page.getByText("Account deleted")).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(401);

  // The same address can sign up again as a new, empty account.
  await page.goto("/auth?tab=signup");
  await submitSignUpForm(page, credentials);
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await page.goto(await readOutboxLink(credentials.email));
  await expect(page.getByRole("heading", { name: "Email Confirmed" })).toBeVisible();
  const created = await page.request.post("/api/me", { headers: { Origin: new URL(page.url()).origin } });
  expect(created.status()).toBe(201);
  const stats = await (await page.request.get("/api/stats/profile")).json();
  expect(stats.totalDreams).toBe(0);
});
