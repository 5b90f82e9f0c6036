import { TERMS } from "@somnia/shared/legal/terms";
import { expect, expectNoA11yViolations, test } from "./fixtures";

/** The landing host `npm start` serves beside the app (playwright.config.ts). */
const LANDING = process.env.E2E_LANDING_URL ?? "";
const EXPIRED = "Your confirmation link has expired. Please request a new confirmation email.";

test("the landing page leads into the app: Login, Get Started, Start Your Dream Journey", async ({
  page,
  baseURL,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto(`${LANDING}/`);
  await expect(page).toHaveTitle("Somnia · Your private dream journal");
  for (const feature of ["Dream Journaling", "AI Analysis", "Privacy First"])
    await expect(page.getByRole("heading", { name: feature })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", `${baseURL}/auth`);
  await expect(page.getByRole("link", { name: "Start Your Dream Journey" })).toHaveAttribute(
    "href",
    `${baseURL}/auth?tab=signup`,
  );
  const footer = page.getByRole("navigation", { name: "Legal and contact" });
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    `${baseURL}/privacy`,
  );
  await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", /^mailto:/);
  await expectNoA11yViolations(page);
  expect(scripts).toEqual([]);

  // Get Started lands on the Sign Up tab painted from HTML, before any script has run.
  const html = await (await page.request.get(`${baseURL}/auth?tab=signup`)).text();
  expect(html).toMatch(/aria-selected="true"[^>]*>Sign Up</);
  await page.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(`${baseURL}/auth?tab=signup`);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
});

test("the landing's terms are the app's terms, and an unknown path is its 404", async ({ page, baseURL }) => {
  await page.goto(`${LANDING}/`);
  await page.getByRole("link", { name: "Terms" }).click();
  await expect(page).toHaveURL(`${LANDING}/terms`);
  const landingSections = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(landingSections).toEqual(TERMS.sections.map((section, index) => `${index + 1}. ${section.title}`));
  await expectNoA11yViolations(page);

  await page.goto(`${baseURL}/terms`);
  await expect(page.getByRole("heading", { level: 1, name: TERMS.title })).toBeVisible();
  expect(await page.locator("main").getByRole("heading", { level: 2 }).allTextContents()).toEqual(
    landingSections,
  );

  const missing = await page.goto(`${LANDING}/no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Dream not found" })).toBeVisible();
  expect((await page.request.get(`${LANDING}/robots.txt`)).ok()).toBe(true);
});

test("/auth-error on the landing host forwards its three parameters to the app's auth-error page", async ({
  page,
  baseURL,
}) => {
  const forwarded = page.waitForRequest((request) => request.url().startsWith(`${baseURL}/auth-error`));
  await page.goto(
    `${LANDING}/auth-error?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&state=xyz`,
  );
  expect(Object.fromEntries(new URL((await forwarded).url()).searchParams)).toEqual({
    error: "access_denied",
    error_code: "otp_expired",
    error_description: "Email link is invalid or has expired",
  });
  await expect(page.getByText(EXPIRED)).toBeVisible();
});
