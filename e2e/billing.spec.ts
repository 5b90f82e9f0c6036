import {
  analyseDreamViaApi,
  callApi,
  createDreamViaApi,
  expect,
  expectNoA11yViolations,
  isoDaysAgo,
  test,
} from "./fixtures";

type Me = { membershipType: string; usage: { dreamsRemaining: number | null }; plusEndsAt: string | null };

test("a Basic member pays for Plus on the test checkout, then unsubscribes back to Basic", async ({
  page,
  signUpAndLogIn: _credentials,
}) => {
  await page.goto("/profile");
  const membership = page.getByRole("region", { name: "Membership" });
  await expect(membership.getByText("Basic plan")).toBeVisible();
  const upgrade = page.getByRole("region", { name: "Upgrade to Plus" });
  await expect(upgrade.getByRole("button", { name: /^Monthly €10\/month/ })).toBeVisible();
  const yearly = upgrade.getByRole("button", { name: /^Yearly €96\/year · €8\/month — save 20%/ });
  await expect(yearly).toBeVisible();
  // Two equal choices, neither looking chosen already, each saying it starts a subscription.
  const monthly = upgrade.getByRole("button", { name: /^Monthly/ });
  const background = (button: typeof monthly) => button.evaluate((b) => getComputedStyle(b).backgroundColor);
  expect(await background(yearly)).toBe(await background(monthly));
  for (const choice of [monthly, yearly]) await expect(choice).toContainText("Subscribe");
  await expectNoA11yViolations(page);

  // Yearly, then 'Cancel' on the test checkout: back on the profile, still Basic.
  await upgrade.getByRole("button", { name: /^Yearly/ }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\?session=tcs_/);
  await expect(page.getByText("Test mode — no real payment")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Somnia Plus" })).toBeVisible();
  await expect(page.getByText("Plus · Yearly")).toBeVisible();
  await expect(page.getByText("€96/year", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(membership.getByText("Basic plan")).toBeVisible();
  await expect(page.getByText("Welcome to Plus!")).toBeHidden();
  expect((await callApi<Me>(page, "GET", "/api/me")).membershipType).toBe("Basic");

  // Monthly, 'Pay (test)': welcomed with what Plus unlocks, and the profile shows unlimited use.
  await upgrade.getByRole("button", { name: /^Monthly/ }).click();
  await page.getByRole("button", { name: "Pay (test)" }).click();
  const welcome = page.getByRole("dialog", { name: "Welcome to Plus!" });
  await expect(welcome).toContainText("No monthly limit on the dreams you log.");
  await expect(welcome.getByRole("listitem")).toHaveCount(3);
  await expectNoA11yViolations(page);
  await welcome.getByRole("link", { name: "Log a dream" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
  await expect(page.getByRole("dialog", { name: "Welcome to Plus!" })).toHaveCount(0);
  await expect(membership.getByText("Plus plan")).toBeVisible();
  await expect(membership.getByText("Unlimited").first()).toBeVisible();
  const me = await callApi<Me>(page, "GET", "/api/me");
  expect(me).toMatchObject({ membershipType: "Plus", usage: { dreamsRemaining: null }, plusEndsAt: null });

  // Unsubscribe: the dialog says when the downgrade happens, then the (test) billing portal, which
  // cancels at the end of the period as the real one does.
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  const dialog = page.getByRole("dialog", { name: "Unsubscribe from Plus?" });
  await expect(dialog).toContainText("until the end of the current billing period");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage your subscription" })).toBeVisible();
  await expect(page.getByText("Test mode — no real payment")).toBeVisible();
  const renews = (await page.getByText(/^Renews on /).textContent())?.replace("Renews on ", "") ?? "";
  await page.getByRole("button", { name: "Cancel subscription (test)" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(membership.getByText("Plus plan")).toBeVisible();
  await expect(membership).toContainText(`Your Plus membership ends on ${renews}; then it changes to Basic.`);
  await expectNoA11yViolations(page);

  // The test portal lets the period end now (the real one waits for the date): Basic again.
  await membership.getByRole("button", { name: "Manage subscription" }).click();
  await expect(page.getByText(`Ends on ${renews}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Renew subscription (test)" })).toBeVisible();
  await page.getByRole("button", { name: "End the billing period now (test)" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(membership.getByText("Basic plan")).toBeVisible();
  await expect(page.getByRole("region", { name: "Upgrade to Plus" })).toBeVisible();
});

test("a Basic limit met in the interpreter chat turns its input off and offers Plus", async ({
  page,
  signUpAndLogIn: _,
}) => {
  const first = await createDreamViaApi(page, {
    title: "The Green Snake",
    content: "A green snake coiled around the lamp in my grandmother's kitchen and watched me.",
    dreamDate: isoDaysAgo(2),
  });
  // Basic allows one analysis a month: this one uses it.
  expect(await analyseDreamViaApi(page, first, () => "It felt calm.")).toBe(201);

  await page.goto("/interpreter");
  await page.getByRole("button", { name: "Talk to the Interpreter" }).click();
  const chat = page.getByRole("dialog", { name: "Talk to the Interpreter" });
  await chat.getByLabel("Share a new dream").fill("A long snake slid through the garden grass at dusk.");
  await chat.getByRole("button", { name: "Share this dream" }).click();
  await expect(chat.getByText("Plus has no monthly limit on dreams or analyses.")).toBeVisible();
  await expect(chat.getByRole("textbox", { name: "Type your message..." })).toBeDisabled();
  await expect(chat.getByRole("link", { name: "Upgrade to Plus" })).toHaveAttribute(
    "href",
    "/profile#upgrade",
  );
  await expectNoA11yViolations(page);
});
