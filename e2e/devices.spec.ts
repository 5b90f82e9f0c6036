import {
  expect,
  expectNoA11yViolations,
  newCredentials,
  signInInNewContext,
  submitSignUpForm,
  test,
} from "./fixtures";

test("the user sees their devices, signs one out, and its next request is refused", async ({
  page,
  browser,
  signUpAndLogIn: credentials,
}) => {
  const laptop = await signInInNewContext(browser, credentials);
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Your devices" });
  const devices = card.getByRole("listitem");
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: "This device" })).toHaveCount(1);
  await expect(devices.first()).toContainText(/Chrome on Linux|Chrome on/);
  await expect(card).toContainText("active today");
  await expectNoA11yViolations(page);

  const other = devices.filter({ hasNotText: "This device" });
  await other.getByRole("button", { name: /^Sign out Chrome on / }).click();
  await expect(page.getByText(/is signed out$/)).toBeVisible();
  await expect(devices).toHaveCount(1);

  // The laptop's next request is refused: a reload lands on the sign-in page.
  const refused = await laptop.request.get("/api/dreams");
  expect(refused.status()).toBe(401);
  await laptop.reload();
  await expect(laptop.getByRole("tab", { name: "Login" })).toBeVisible();
  await laptop.context().close();

  // This browser is still signed in.
  await page.reload();
  await expect(page.getByRole("region", { name: "Your devices" }).getByRole("listitem")).toHaveCount(1);
});

test("'Sign out everywhere else' keeps only this browser", async ({
  page,
  browser,
  signUpAndLogIn: credentials,
}) => {
  const second = await signInInNewContext(browser, credentials);
  const third = await signInInNewContext(browser, credentials);
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Your devices" });
  await expect(card.getByRole("listitem")).toHaveCount(3);
  await card.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByText("2 other devices are signed out")).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveCount(1);
  await expect(card.getByRole("button", { name: "Sign out everywhere else" })).toHaveCount(0);
  for (const other of [second, third]) {
    expect((await other.request.get("/api/dreams")).status()).toBe(401);
    await other.context().close();
  }
});

test("sign-up shows how strong the password is and refuses a common one at the field", async ({ page }) => {
  const credentials = newCredentials();
  await page.goto("/auth?tab=signup");
  // Hydrated (the axe check takes longer than the page's script): the meter follows what is typed.
  await expectNoA11yViolations(page);
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  await submitSignUpForm(page, { ...credentials, password: "password123" });
  await expect(form.getByText("Password strength: too easy to guess")).toBeVisible();
  await expect(
    form.getByRole("alert").filter({ hasText: "This password is too easy to guess." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await form.getByLabel("Password", { exact: true }).fill(credentials.password);
  await form.getByLabel("Confirm Password", { exact: true }).fill(credentials.password);
  await expect(form.getByText(/Password strength: (good|strong)/)).toBeVisible();
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expectNoA11yViolations(page);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
});
