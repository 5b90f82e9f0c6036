import { callApi, expect, expectNoA11yViolations, test, upgradeToPlus } from "./fixtures";

type Me = { membershipType: string; usage: { dreamsRemaining: number | null } };

test("a Basic member pays for Plus on the test checkout, then unsubscribes back to Basic", async ({
  page,
  signUpAndLogIn: _credentials,
}) => {
  await page.goto("/profile");
  const membership = page.getByRole("region", { name: "Membership" });
  await expect(membership.getByText("Basic plan")).toBeVisible();
  const upgrade = page.getByRole("region", { name: "Upgrade to Plus" });
  await expect(upgrade.getByRole("button", { name: /^Monthly €10\/month/ })).toBeVisible();
  await expect(
    upgrade.getByRole("button", { name: /^Yearly €96\/year · €8\/month — save 20%/ }),
  ).toBeVisible();
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

  // Monthly, 'Pay (test)': welcomed, and the profile shows Plus with unlimited use.
  await upgradeToPlus(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(membership.getByText("Plus plan")).toBeVisible();
  await expect(membership.getByText("Unlimited").first()).toBeVisible();
  const me = await callApi<Me>(page, "GET", "/api/me");
  expect(me).toMatchObject({ membershipType: "Plus", usage: { dreamsRemaining: null } });

  // Unsubscribe: the dialog says when the downgrade happens, then the (test) billing portal.
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  const dialog = page.getByRole("dialog", { name: "Unsubscribe from Plus?" });
  await expect(dialog).toContainText("until the end of the current billing period");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage your subscription" })).toBeVisible();
  await expect(page.getByText("Test mode — no real payment")).toBeVisible();
  await page.getByRole("button", { name: "Cancel subscription (test)" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(membership.getByText("Basic plan")).toBeVisible();
  await expect(page.getByRole("region", { name: "Upgrade to Plus" })).toBeVisible();
});
