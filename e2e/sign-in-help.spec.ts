import {
  clientAddress,
  expect,
  expectNoA11yViolations,
  newCredentials,
  readOutboxLink,
  submitSignInForm,
  submitSignUpForm,
  test,
} from "./fixtures";

test("'Continue with Google' shows only when the server says Google sign-in is configured", async ({
  page,
}) => {
  const google = page.getByRole("button", { name: "Continue with Google" });
  // The test server has no Google client: the config says so, and no button can fail on a click.
  const config = page.waitForResponse("**/api/config");
  await page.goto("/auth");
  expect(await (await config).json()).toMatchObject({ googleEnabled: false });
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  await expect(google).toHaveCount(0);
  await expect(page.getByText("Or continue with")).toHaveCount(0);

  // A server that has it configured: the button appears on both tabs.
  await page.route("**/api/config", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), googleEnabled: true } });
  });
  await page.reload();
  await expect(google).toBeVisible();
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(
    page.getByRole("tabpanel", { name: "Sign Up" }).getByRole("button", { name: "Continue with Google" }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test("a sign-in refused for an unconfirmed address offers a new link; 'Check Your Email' asks for the address", async ({
  page,
  browser,
}) => {
  const credentials = newCredentials();
  await page.goto("/auth?tab=signup");
  await submitSignUpForm(page, credentials);
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  const signUpLink = await readOutboxLink(credentials.email);

  await test.step("sign in before confirming: told why, with a fresh link and a way to ask again", async () => {
    await page.goto("/auth");
    await submitSignInForm(page, credentials);
    const notice = page.getByRole("alert").filter({ hasText: "is not confirmed yet" });
    await expect(notice).toContainText(`${credentials.email} is not confirmed yet.`);
    // The refused sign-in itself sent a new link.
    await expect.poll(() => readOutboxLink(credentials.email)).not.toBe(signUpLink);
    const afterSignIn = await readOutboxLink(credentials.email);
    await expectNoA11yViolations(page);
    await notice.getByRole("button", { name: "Resend email" }).click();
    await expect(page.getByText(`If ${credentials.email} is waiting to be confirmed`)).toBeVisible();
    await expect.poll(() => readOutboxLink(credentials.email)).not.toBe(afterSignIn);
    // One link a minute from one client.
    await notice.getByRole("button", { name: "Resend email" }).click();
    await expect(page.getByText("Please wait a minute before asking again.")).toBeVisible();
  });

  await test.step("'Check Your Email' opened in a new tab asks for the address", async () => {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    });
    const other = await context.newPage();
    await other.goto("/signup-confirmation");
    await expect(other.getByText("We sent a confirmation link to your e-mail address.")).toBeVisible();
    const resend = other.getByRole("button", { name: "Resend email" });
    await resend.click();
    await expect(other.getByText("Please enter a valid email address")).toBeVisible();
    await other.getByLabel("Email", { exact: true }).fill("nobody-here@example.com");
    await resend.click();
    // Known or not, the answer is the same: a new link for an unknown address reads as for a real one.
    await expect(other.getByText("If nobody-here@example.com is waiting to be confirmed")).toBeVisible();
    await expectNoA11yViolations(other);
    await context.close();
  });
});
