import { callApi, expect, isoDaysAgo, newMember, test } from "./fixtures";
import { expectCatalogued, heading, xa } from "./pseudo-locale-checks";

/**
 * en-XA, the pseudo-locale of the end-to-end build (apps/web/src/lib/i18n/pseudo-locale.ts): every
 * message of the catalogue reads `⟦…⟧`, about 40 % longer than in English. On every page a reader
 * meets, any text outside ⟦ ⟧ did not come from the catalogue, and on a phone nothing may be cut
 * or overflow when the text grows (docs/translating.md, "Checks").
 */
test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "somnia-locale", value: "en-XA", url: baseURL ?? "" }]);
});

test("signed out: the sign-in page and its tabs, the legal pages and a page that is not there", async ({
  page,
}) => {
  await page.goto("/auth");
  await expect(heading(page)).toBeVisible();
  await expectCatalogued(page, "the sign-in page");
  await page.getByRole("tab", { name: xa("auth.signUpTab") }).click();
  const signUp = page.getByRole("tabpanel", { name: xa("auth.signUpTab") });
  await expect(signUp).toBeVisible();
  await expectCatalogued(page, "the sign-up tab");
  // The form's own words for what is missing, and the password's strength as it is typed.
  await signUp.getByRole("button", { name: xa("auth.createAccount") }).click();
  await expect(signUp.locator("[aria-invalid=true]").first()).toBeVisible();
  await signUp.getByLabel(xa("auth.password")).fill("moonlit");
  await expectCatalogued(page, "the sign-up form's errors");

  await page.goto("/privacy");
  await expect(heading(page)).toBeVisible();
  await expectCatalogued(page, "the privacy policy");
  // The Terms of Service are a whole document per language, not catalogue messages
  // (packages/shared/src/legal/terms/): only the page around the document is the catalogue's.
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectCatalogued(page, "the terms", ["main article > :not(button)"]);

  await page.goto("/no-such-page");
  await expect(heading(page)).toBeVisible();
  await expectCatalogued(page, "the page that is not there");
});

test("a newcomer's onboarding, step by step", async ({ page }) => {
  await newMember(page, { onboarded: false });
  await page.goto("/welcome");
  await expect(heading(page)).toBeVisible();
  await expectCatalogued(page, "the welcome page");
  await page.goto("/onboarding");
  const next = page.getByRole("button", { name: xa("onboarding.next") });
  await expect(next).toBeVisible();
  await expectCatalogued(page, "onboarding step 1");
  await page.getByRole("radio", { name: xa("onboarding.genders.female") }).click();
  await next.click();
  await expectCatalogued(page, "onboarding step 2");
  await page.getByRole("spinbutton").or(page.getByRole("textbox")).first().fill("1990");
  await next.click();
  await expect(page.getByRole("img", { name: /3.*8/ })).toBeVisible();
  await expectCatalogued(page, "onboarding step 3");
  await page.getByRole("button", { name: xa("onboarding.skip") }).click();
  for (let step = 4; step <= 7; step++) {
    await expect(page.getByRole("img", { name: new RegExp(`${step}.*8`) })).toBeVisible();
    await expectCatalogued(page, `onboarding step ${step}`);
    await next.click();
  }
  await expect(page.getByRole("button", { name: xa("onboarding.getStarted") })).toBeVisible();
  await expectCatalogued(page, "onboarding step 8");
});

test("a member's pages: My Dreams, a dialog, the analyzer, the interpreter, the calendar, the profile, the dictionary", async ({
  page,
}) => {
  await newMember(page);
  await callApi(page, "POST", "/api/dreams", {
    title: "Tower over water",
    content: "I was falling from a tall tower into dark water while my mother called my name. I felt afraid.",
    dreamDate: isoDaysAgo(1),
    tags: ["lucid", "water"],
    types: ["lucid", "recurring"],
    vividness: 4,
  });

  await page.goto("/");
  await expect(page.getByRole("region", { name: /^⟦/ }).getByRole("row").nth(1)).toBeVisible();
  await expectCatalogued(page, "My Dreams with a dream logged");
  await page.getByRole("button", { name: xa("dreams.tagFilterLabel", "( [^⟧]*)?⟧ ") }).click();
  await expectCatalogued(page, "a filter open");
  await page.keyboard.press("Escape");

  await page
    .getByRole("button", { name: xa("dreams.view") })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expectCatalogued(page, "the Dream Content dialog");
  await dialog.getByRole("button", { name: xa("dreams.edit") }).click();
  await expectCatalogued(page, "the edit dialog");
  await page.keyboard.press("Escape");
  await page
    .getByRole("button", { name: xa("dreams.view") })
    .first()
    .click();
  await dialog.getByRole("button", { name: xa("dreams.delete") }).click();
  await expectCatalogued(page, "the delete confirmation");
  await page.keyboard.press("Escape");

  // The analyzer asks its questions; answered, the dream can be interpreted.
  await page.getByRole("button", { name: xa("dreams.analyze", " Tower over water") }).click();
  const analyzer = page.getByRole("tabpanel", { name: xa("dreams.analyzerTab") });
  await expect(analyzer.getByRole("button", { name: xa("analyzer.skip") })).toBeVisible({ timeout: 20_000 });
  await expectCatalogued(page, "the analyzer asking");
  const answer = analyzer.getByRole("textbox", { name: xa("analyzer.inputLabel"), disabled: false });
  const interpret = analyzer.getByRole("link", { name: xa("analyzer.interpretNow") });
  const botLines = analyzer.locator("li[data-sender=bot]");
  for (let turn = 1; turn <= 5; turn++) {
    await expect(answer.or(interpret)).toBeVisible();
    if (await interpret.isVisible()) break;
    const asked = await botLines.count();
    await answer.fill("It reminded me of my mother.");
    await answer.press("Enter");
    await expect(botLines).toHaveCount(asked + 1);
  }
  await expect(interpret).toBeVisible();
  await expectCatalogued(page, "the analyzer done");

  // The interpreter's chat opens on the dream and interprets it.
  await interpret.click();
  const chat = page.getByRole("dialog", { name: xa("interpreter.chat.title") });
  await expect(chat.getByRole("button", { name: xa("interpreter.chat.startOver") })).toBeVisible({
    timeout: 20_000,
  });
  await expectCatalogued(page, "the interpreter's chat");
  await page.keyboard.press("Escape");
  await expect(heading(page)).toBeVisible();
  await expectCatalogued(page, "the interpreter");
  await page.getByRole("tab", { name: xa("interpreter.interpretationTab") }).click();
  await expectCatalogued(page, "the interpreter's interpretation");

  for (const [path, state] of [
    ["/calendar", "the calendar"],
    ["/profile", "the profile"],
    ["/symbols", "the dictionary"],
  ] as const) {
    await page.goto(path);
    await expect(heading(page)).toBeVisible();
    await expectCatalogued(page, state);
  }
});
