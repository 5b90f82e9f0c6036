import {
  expect,
  expectNoA11yViolations,
  newCredentials,
  readOutboxLink,
  submitSignUpForm,
  test,
} from "./fixtures";

test("a new dreamer signs up, confirms the e-mail, completes onboarding and stays signed in", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const credentials = newCredentials();

  await test.step("sign up", async () => {
    await page.goto("/auth?tab=signup");
    await expect(page.getByText("Welcome to your personal dream journal and interpreter")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expectNoA11yViolations(page);
    await submitSignUpForm(page, credentials);
    await expect(page).toHaveURL(/\/signup-confirmation/);
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Sign In" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  await test.step("confirm the e-mail", async () => {
    const link = await readOutboxLink(credentials.email);
    expect(link).toContain("/api/auth/verify-email");
    await page.goto(link);
    await expect(page).toHaveURL(/\/email-confirmation/);
    await expect(page.getByRole("heading", { name: "Email Confirmed" })).toBeVisible();
    await expect(page.getByText(/Redirecting in [0-5] seconds\.\.\./)).toBeVisible();
    await expectNoA11yViolations(page);
    await expect(page).toHaveURL(/\/welcome$/, { timeout: 10_000 });
    await expectNoA11yViolations(page);
    // It navigates, so it may be a link styled as a button.
    await page
      .getByRole("link", { name: "Start Onboarding" })
      .or(page.getByRole("button", { name: "Start Onboarding" }))
      .click();
  });

  const next = page.getByRole("button", { name: "Next", exact: true });

  await test.step("onboarding: gender and birth year", async () => {
    await expect(page).toHaveURL(/\/onboarding/);
    await expect(page.getByText("Choose your gender")).toBeVisible();
    await expectNoA11yViolations(page);
    await page
      .getByRole("radio", { name: "Female", exact: true })
      .or(page.getByRole("button", { name: "Female", exact: true }))
      .click();
    await next.click();

    await expect(page.getByText("When were you born?")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("spinbutton").or(page.getByRole("textbox")).first().fill("1990");
    await next.click();
  });

  await test.step("onboarding: recurring dreams", async () => {
    await expect(page.getByText("Do you have any Recurring dreams?")).toBeVisible();
    await expect(page.getByRole("button", { name: "Skip", exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("textbox").fill("I am flying over the sea at night.");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Your recurring dreams have been saved")).toBeVisible();
  });

  await test.step("onboarding: three slides and the privacy message", async () => {
    for (let slide = 1; slide <= 3; slide++) {
      await expect(page.getByRole("button", { name: "Back", exact: true })).toBeVisible();
      await expectNoA11yViolations(page);
      await next.click();
    }
    // Step 7 states how dreams are protected (decision 005).
    await expect(page.getByText(/encrypted/i).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await next.click();
  });

  await test.step("onboarding: all set", async () => {
    await expect(page.getByText("You're All Set!")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "My Dreams" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  await test.step("onboarding answers were saved", async () => {
    const me = await page.request.get("/api/me");
    expect(me.ok()).toBe(true);
    expect(await me.json()).toMatchObject({ onboardingComplete: true, email: credentials.email });

    const memory = await page.request.get("/api/memory");
    expect(memory.ok()).toBe(true);
    const entries = (await memory.json()) as { infoType: string; content: string }[];
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          infoType: "personal",
          content: "Gender: female; born in 1990.",
        }),
        expect.objectContaining({
          infoType: "recurring_dreams",
          content: expect.stringContaining("I am flying over the sea at night."),
        }),
      ]),
    );
  });

  await test.step("a reload keeps the session", async () => {
    await page.reload();
    await expect(page.getByRole("heading", { name: "My Dreams" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("'Email Confirmed' opened signed out says so, and leads to sign-in instead of /welcome", async ({
  page,
}) => {
  await page.goto("/email-confirmation");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to continue" })).toBeVisible();
  await expect(page.getByText(/you are signed in/)).toHaveCount(0);
  await expect(page.getByText(/Redirecting in/)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Return to Sign In" }).click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);
});
