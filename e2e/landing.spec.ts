import { ALL_TERMS } from "@somnia/shared/legal/all-terms";
import { LOCALE_NAMES, LOCALES } from "@somnia/shared/locales";
import { expect, expectNoA11yViolations, test } from "./fixtures";

/** The landing host `npm start` serves beside the app (playwright.config.ts). */
const LANDING = process.env.E2E_LANDING_URL ?? "";
const TERMS = ALL_TERMS.en;
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
  await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", `${baseURL}/auth?lang=en`);
  await expect(page.getByRole("link", { name: "Start Your Dream Journey" })).toHaveAttribute(
    "href",
    `${baseURL}/auth?tab=signup&lang=en`,
  );
  const footer = page.getByRole("navigation", { name: "Legal and contact" });
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    `${baseURL}/privacy?lang=en`,
  );
  await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", /^mailto:/);
  await expectNoA11yViolations(page);
  expect(scripts).toEqual([]);

  // Get Started lands on the Sign Up tab painted from HTML, before any script has run.
  const html = await (await page.request.get(`${baseURL}/auth?tab=signup`)).text();
  expect(html).toMatch(/aria-selected="true"[^>]*>Sign Up</);
  await page.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(`${baseURL}/auth?tab=signup&lang=en`);
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

test("the language menu leads to the same page in another language, without a script, on a phone", async ({
  page,
  baseURL,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${LANDING}/terms`);
  await page.locator("summary").click();
  const menu = page.locator("details.languages ul");
  for (const locale of LOCALES) {
    const link = menu.getByRole("link", { name: LOCALE_NAMES[locale], exact: true });
    await expect(link).toBeInViewport({ ratio: 1 });
    await expect(link).toHaveAttribute("hreflang", locale);
  }
  await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);

  await menu.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(`${LANDING}/fr/terms`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: ALL_TERMS.fr.title })).toBeVisible();
  expect(await page.getByRole("heading", { level: 2 }).allTextContents()).toEqual(
    ALL_TERMS.fr.sections.map((section, index) => `${index + 1}. ${section.title}`),
  );
  const footer = page.getByRole("navigation", { name: "Informations légales et contact" });
  await expect(footer.getByRole("link", { name: "Confidentialité" })).toHaveAttribute(
    "href",
    `${baseURL}/privacy?lang=fr`,
  );
  await expectNoA11yViolations(page);

  await page.getByRole("link", { name: "← Retour à Somnia" }).click();
  await expect(page).toHaveURL(`${LANDING}/fr/`);
  await expect(page).toHaveTitle("Somnia · Votre journal de rêves privé");
  await expect(page.getByRole("link", { name: "Se connecter" })).toHaveAttribute(
    "href",
    `${baseURL}/auth?lang=fr`,
  );
  await expect(page.getByRole("link", { name: "Commencer", exact: true })).toHaveAttribute(
    "href",
    `${baseURL}/auth?tab=signup&lang=fr`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
  expect(scripts).toEqual([]);

  // The app opens in the language the reader was reading, whatever the browser's.
  await page.getByRole("link", { name: "Se connecter" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("tab", { name: "Connexion" })).toBeVisible();
});

test.describe("a reader whose browser speaks French", () => {
  test.use({ locale: "fr-FR" });

  test("arrives on the French home page, may choose English, and reads the same terms on both hosts", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${LANDING}/`);
    await expect(page).toHaveURL(`${LANDING}/fr/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.locator("summary").click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(`${LANDING}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.goto(`${LANDING}/fr/terms`);
    const landingSections = await page.getByRole("heading", { level: 2 }).allTextContents();
    await page.goto(`${baseURL}/terms`);
    await expect(page.getByRole("heading", { level: 1, name: ALL_TERMS.fr.title })).toBeVisible();
    expect(await page.locator("main").getByRole("heading", { level: 2 }).allTextContents()).toEqual(
      landingSections,
    );
    await expect(page.getByText(ALL_TERMS.fr.prevails)).toBeVisible();
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`the landing page shows the app in the reader's language and the app's font, ${theme}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`${LANDING}/fr/`);
    const picture = page.getByRole("img", { name: /^L’analyseur de rêves de Somnia/ });
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1200);
    expect(await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
      `/pictures/analyzer-fr-${theme}.jpg`,
    );
    // Nunito itself, fetched from the landing host, not a system font in its place.
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      const families: string[] = [];
      document.fonts.forEach((font) => {
        if (font.status === "loaded") families.push(font.family);
      });
      return families;
    });
    expect(loaded).toContain("Nunito");
    expect(
      await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily.split(",")[0]),
    ).toBe("Nunito");
    await expectNoA11yViolations(page);
  });
}
