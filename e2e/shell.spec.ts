import { appStarted, expect, expectNoA11yViolations, holdRequests, submitSignInForm, test } from "./fixtures";

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/this/path/does-not-exist");
  await expect(page.getByRole("heading", { name: "Dream not found" })).toBeVisible();
  const home = page.getByRole("link", { name: "Return to Dream Journal" });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute("href", "/");
  await expectNoA11yViolations(page);
});

test("a protected page visited signed out asks for sign-in, then returns to it", async ({
  page,
  signUpAndLogIn: credentials,
}) => {
  await page.context().clearCookies();
  await page.goto("/calendar");
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");

  await submitSignInForm(page, credentials);
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole("heading", { name: "Dream Calendar" })).toBeVisible();
  await expect(page.getByText("Track your dream journey over time")).toBeVisible();
});

test("the signed-in layout and the page's frame paint before the session is known, and the page fills in after", async ({
  page,
  signUpAndLogIn: credentials,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A first visit on this device: nothing saved of the journal yet (src/lib/saved-copy.ts).
  const saved = () => page.evaluate(() => localStorage.getItem("somnia.saved-copy"));
  await expect.poll(saved).not.toBeNull();
  await page.evaluate(() => localStorage.removeItem("somnia.saved-copy"));
  const release = await holdRequests(page, "**/api/auth/get-session*");
  await page.reload();
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  // The page's frame (src/app/page-frame.tsx): its heading and the Log Dream card's, no field yet.
  await expect(page.getByRole("heading", { name: "My Dreams" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Record Today's Dream" })).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(sidebar.getByText("Not logged in")).toHaveCount(0);

  release();
  await expect(page.getByLabel("Describe your dream")).toBeVisible();
  await expect(sidebar.getByText(credentials.email)).toBeVisible();

  await test.step("a returning visit opens on what was saved while the session is asked for", async () => {
    await expect.poll(saved).not.toBeNull();
    const releaseAgain = await holdRequests(page, "**/api/auth/get-session*");
    await page.reload();
    await expect(page.getByRole("heading", { name: "My Dreams" })).toBeVisible();
    await expect(sidebar.getByText(credentials.email)).toBeVisible();
    releaseAgain();
  });
});

test("the terms and privacy pages are readable and accessible", async ({ page }) => {
  const config = await (await page.request.get("/api/config")).json();

  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText("Last updated: 14.05.2025")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(9);
  await expect(page.getByText(/at least 13 years old/)).toBeVisible();
  await expect(page.getByRole("link", { name: config.supportEmail })).toHaveAttribute(
    "href",
    `mailto:${config.supportEmail}`,
  );
  await expectNoA11yViolations(page);

  // The terms link to the policy inside the app; Back returns to where the reader came from.
  await page.getByRole("article").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText(/encrypted at rest/)).toBeVisible();
  // The E2E server runs the built-in analyst, so the policy must say dream text stays on the server.
  expect(config.externalAiProvider).toBeNull();
  await expect(page.getByText(/never leaves that server/)).toBeVisible();
  await expect(page.getByRole("link", { name: config.supportEmail })).toHaveAttribute(
    "href",
    `mailto:${config.supportEmail}`,
  );
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/terms$/);

  // At night: the dark theme follows the system setting and must stay readable too.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.locator("html")).toHaveCSS("color-scheme", "dark");
  await expectNoA11yViolations(page);

  // Opened directly there is no page to go back to: Back leads into the app (sign-in when signed out).
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);
});

test("the layout adapts to phone, tablet and desktop widths", async ({ page, signUpAndLogIn: _ }) => {
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  const bottomNav = page.getByRole("navigation", { name: "Bottom navigation" });
  const toggle = page.getByRole("button", { name: "Toggle navigation menu" });

  await test.step("phone, 375 px: bottom navigation, no sidebar", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(bottomNav).toBeVisible();
    for (const name of ["My Dreams", "Calendar", "Interpreter"]) {
      await expect(bottomNav.getByRole("link", { name })).toBeVisible();
    }
    await expect(sidebar).toBeHidden();
    await page.screenshot({ path: "test-results/shell-375.png", fullPage: true });
    await expectNoA11yViolations(page);

    await bottomNav.getByRole("button", { name: "Profile" }).click();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
    await page.keyboard.press("Escape");
  });

  await test.step("tablet, 820 px: the toggle shows the sidebar", async () => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await expect(bottomNav).toBeHidden();
    await expect(toggle).toBeVisible();
    await expect(sidebar).toBeHidden();
    // The button sits in a top bar of its own, above the heading; scrolled, the page passes under the bar.
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("button", { name: "Toggle navigation menu" })).toBeVisible();
    const heading = page.getByRole("heading", { level: 1, name: "My Dreams" });
    const [barBox, headingBox] = [await bar.boundingBox(), await heading.boundingBox()];
    expect(barBox).toMatchObject({ x: 0, y: 0, width: 820 });
    expect(headingBox?.y).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0));
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await bar.boundingBox()).toMatchObject({ y: 0 });
    expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(/);
    await page.screenshot({ path: "test-results/shell-820.png", fullPage: true });
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Calendar" })).toBeVisible();
    await page.screenshot({ path: "test-results/shell-820-open.png", fullPage: true });
    await expectNoA11yViolations(page);
    // Tab past its last link leaves the overlay, and closes it, as a click outside does.
    await sidebar.getByRole("link", { name: "Contact", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  await test.step("desktop, 1280 px: the sidebar is always there", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(sidebar).toBeVisible();
    // The shell paints first; the page fills it in once its module has come.
    await expect(page.getByRole("heading", { name: "My Dreams", level: 1 })).toBeVisible();
    for (const name of ["My Dreams", "Calendar", "Interpreter", "Profile"]) {
      await expect(sidebar.getByRole("link", { name })).toBeVisible();
    }
    await expect(toggle).toBeHidden();
    await expect(bottomNav).toBeHidden();
    const config = await (await page.request.get("/api/config")).json();
    // The sidebar and the footer both say who built Somnia and how to reach them.
    for (const region of [sidebar, page.getByRole("contentinfo")]) {
      await expect(region.getByText("Built with ♥ by the Somnia team")).toBeVisible();
      await expect(region.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
        "href",
        `mailto:${config.supportEmail}`,
      );
    }
    for (const name of ["Terms", "Privacy Policy"]) {
      await expect(page.getByRole("contentinfo").getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.screenshot({ path: "test-results/shell-1280.png", fullPage: true });
    await expectNoA11yViolations(page);
  });
});

test("'Skip to content' is the first Tab stop and leads into the page", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "My Dreams" })).toBeVisible();
  await appStarted(page);
  // The page itself, not its frame (src/app/page-frame.tsx), whose pictured tabs take no focus.
  await expect(page.getByRole("tab", { name: "Log Dream" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width).toBeGreaterThan(40);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement))).toBe(
    true,
  );
  await expect(page.getByRole("tab", { name: "Log Dream" })).toBeFocused();
});

test("signing out says so and ends the session", async ({ page, signUpAndLogIn: _ }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole("complementary", { name: "Sidebar" })
    .getByRole("button", { name: "Sign Out" })
    .click();
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth(\?|$)/);

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth(\?|$)/);
});

test("signing out in one tab signs out the others of the same browser", async ({
  page,
  signUpAndLogIn: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const other = await page.context().newPage();
  await other.goto("/calendar");
  await expect(other.getByRole("heading", { name: "Dream Calendar" })).toBeVisible();

  await page
    .getByRole("complementary", { name: "Sidebar" })
    .getByRole("button", { name: "Sign Out" })
    .click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  // The other tab hears it without being shown again, and goes to sign-in.
  await expect(other).toHaveURL(/\/auth(\?|$)/);
  await other.close();
});
