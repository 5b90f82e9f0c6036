import type { Page } from "@playwright/test";
import { message } from "./catalogue";
import { type Credentials, expect, expectNoA11yViolations, newMember, originOf, test } from "./fixtures";

/** A verified and onboarded member, signed out again. */
async function signedOutMember(page: Page): Promise<Credentials> {
  const credentials = await newMember(page);
  const signedOut = await page.request.post("/api/auth/sign-out", { headers: originOf(page), data: {} });
  expect(signedOut.ok()).toBe(true);
  return credentials;
}

/** Signs in through the /auth form written in `locale`, then reads My Dreams in `arrivesIn`. */
async function signInIn(page: Page, locale: string, credentials: Credentials, arrivesIn = locale) {
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: message(locale, "auth.loginTab") });
  await form.getByLabel(message(locale, "auth.email"), { exact: true }).fill(credentials.email);
  await form.getByLabel(message(locale, "auth.password"), { exact: true }).fill(credentials.password);
  await form.getByRole("button", { name: message(locale, "auth.signIn") }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: message(arrivesIn, "dreams.title") }),
  ).toBeVisible();
}

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("gets the sign-in page, the journal and the calendar in German", async ({ page }) => {
    // Prerendered in German by the server: the first paint is already in the reader's language.
    const served = await page.goto("/auth");
    expect(await served?.text()).toContain(`<html lang="de">`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: message("de", "auth.welcome") })).toBeVisible();
    await expectNoA11yViolations(page);

    await signInIn(page, "de", await signedOutMember(page));
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.goto("/calendar");
    await expect(
      page.getByRole("heading", { level: 1, name: message("de", "calendar.title") }),
    ).toBeVisible();
    // Month names come from Intl in the reader's language.
    const month = new Intl.DateTimeFormat("de", { month: "long" }).format(new Date());
    await expect(page.getByRole("main")).toContainText(month);
    await expectNoA11yViolations(page);
  });
});

test.describe("a Portuguese browser from Portugal", () => {
  test.use({ locale: "pt-PT" });

  test("reads Somnia in Brazilian Portuguese, the nearest it speaks", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(
      page.getByRole("heading", { level: 1, name: message("pt-BR", "auth.welcome") }),
    ).toBeVisible();
  });
});

test.describe("an English browser with French chosen on this device", () => {
  test.use({ locale: "en-US" });

  test("gets French, from the prerendered page to the app", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "somnia-locale", value: "fr", url: baseURL ?? "" }]);
    await page.goto("/auth");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: message("fr", "auth.welcome") })).toBeVisible();
    await signInIn(page, "fr", await signedOutMember(page));
  });
});

test.describe("the language menu", () => {
  test.use({ locale: "en-US" });

  test("switches the page, and the account keeps the choice for another device", async ({
    page,
    browser,
    baseURL,
  }) => {
    const credentials = await signedOutMember(page);
    await page.goto("/auth");
    // The prerendered page's script has taken it over (src/lib/early-submit.ts): the menu answers.
    await page.waitForFunction(() => (window as { __somniaEarly?: { ready: boolean } }).__somniaEarly?.ready);
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Deutsch" });
    await expect(page.getByRole("heading", { level: 1, name: message("de", "auth.welcome") })).toBeVisible();
    await signInIn(page, "de", credentials);

    await page.getByRole("combobox", { name: message("de", "common.language") }).selectOption("it");
    await expect(page.getByRole("heading", { level: 1, name: message("it", "dreams.title") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");

    // Another device, in English, with no language of its own: once signed in, it opens in Italian.
    const other = await browser.newContext({ baseURL, locale: "en-US" });
    const device = await other.newPage();
    await signInIn(device, "en", credentials, "it");
    await device.reload();
    await expect(
      device.getByRole("heading", { level: 1, name: message("it", "dreams.title") }),
    ).toBeVisible();
    await other.close();
  });
});
