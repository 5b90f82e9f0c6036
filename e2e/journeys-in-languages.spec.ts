import { AUTH_CALLBACK_PATHS } from "@somnia/shared/auth";
import { message } from "./catalogue";
import { expect, newCredentials, newestOutboxMessage, originOf, test } from "./fixtures";

/** Waits for the newest e-mail to `email` with `subject`, and returns it whole. */
async function mailWithSubject(email: string, subject: string): Promise<string> {
  let text = "";
  await expect
    .poll(() => {
      text = newestOutboxMessage(email) ?? "";
      return /^Subject: (.*)$/m.exec(text)?.[1];
    })
    .toBe(subject);
  return text;
}

/** A dream of each journey, and the analyst's words on its feeling in the dream's language. */
const DREAMS = {
  fr: {
    text: "Je marchais dans une forêt de verre et une chouette blanche me suivait. Je me sentais calme.",
    again: "La chouette était revenue.",
    felt: "L’émotion que vous nommez est le calme",
    /** A word of the dictionary's search, and the entry it finds (the ocean's). */
    search: "vague",
    entry: "Mer",
  },
  de: {
    text: "Ich bin durch einen Wald aus Glas gegangen, und eine weiße Eule ist mir gefolgt. Ich war ganz ruhig.",
    again: "Die Eule war wieder da.",
    felt: "Das Gefühl, das du benennst, ist die Ruhe",
    search: "welle",
    entry: "Meer",
  },
} as const;

/**
 * The whole first month in French and in German, as a person whose browser speaks it meets
 * Somnia: every text below is the language's catalogue, never English.
 */
for (const [locale, other] of [
  ["fr", "de"],
  ["de", "fr"],
] as const) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale: locale === "fr" ? "fr-FR" : "de-DE" });

    test("signs up, is onboarded, logs and analyses a dream, meets a Basic limit, and switches language", async ({
      page,
    }) => {
      test.slow();
      const m = (id: string) => message(locale, id);
      const credentials = newCredentials();
      const next = page.getByRole("button", { name: m("onboarding.next"), exact: true });

      await test.step("sign up: the confirmation e-mail is in the language", async () => {
        await page.goto("/auth?tab=signup");
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        const form = page.getByRole("tabpanel", { name: m("auth.signUpTab") });
        await form.getByLabel(m("auth.email"), { exact: true }).fill(credentials.email);
        await form.getByLabel(m("auth.displayName"), { exact: true }).fill(credentials.displayName);
        await form.getByLabel(m("auth.password"), { exact: true }).fill(credentials.password);
        await form.getByLabel(m("auth.confirmPassword"), { exact: true }).fill(credentials.password);
        await form.getByRole("checkbox").check();
        await form.getByRole("button", { name: m("auth.createAccount") }).click();
        await expect(page.getByRole("heading", { name: m("auth.checkEmailTitle") })).toBeVisible();
        const mail = await mailWithSubject(credentials.email, m("emails.verification.subject"));
        const link = mail.match(/https?:\/\/[^\s<>"')]+/)?.[0] ?? "";
        await page.goto(link);
        await expect(page.getByRole("heading", { name: m("auth.emailConfirmedTitle") })).toBeVisible();
      });

      await test.step("onboarding, step by step", async () => {
        await expect(page).toHaveURL(/\/welcome$/, { timeout: 10_000 });
        await page
          .getByRole("link", { name: m("onboarding.startOnboarding") })
          .or(page.getByRole("button", { name: m("onboarding.startOnboarding") }))
          .click();
        await expect(page.getByText(m("onboarding.genderTitle"))).toBeVisible();
        await page
          .getByRole("radio", { name: m("onboarding.genders.female"), exact: true })
          .or(page.getByRole("button", { name: m("onboarding.genders.female"), exact: true }))
          .click();
        await next.click();
        await expect(page.getByText(m("onboarding.birthTitle"))).toBeVisible();
        await page.getByRole("spinbutton").or(page.getByRole("textbox")).first().fill("1990");
        await next.click();
        await expect(page.getByText(m("onboarding.recurringTitle"))).toBeVisible();
        await page.getByRole("button", { name: m("onboarding.skip"), exact: true }).click();
        for (const slide of ["introTitle", "betterTitle", "consistentTitle", "privacyTitle"]) {
          await expect(page.getByText(m(`onboarding.${slide}`))).toBeVisible();
          await next.click();
        }
        await expect(page.getByText(m("onboarding.doneTitle"))).toBeVisible();
        await page.getByRole("button", { name: m("onboarding.getStarted") }).click();
        await expect(page.getByRole("heading", { level: 1, name: m("dreams.title") })).toBeVisible();
      });

      const card = page.getByRole("tabpanel", { name: m("dreams.logTab") });
      await test.step("an empty dream is refused with a toast in the language", async () => {
        await card.getByLabel(m("dreams.contentLabel")).fill("   ");
        await card.getByRole("button", { name: m("dreams.save") }).click();
        await expect(page.getByText(m("dreams.emptyContentTitle"))).toBeVisible();
        await expect(page.getByText(m("messages.DREAM_EMPTY_CONTENT"))).toBeVisible();
      });

      await test.step("a dream is logged and the analyzer's chat opens on it", async () => {
        await card.getByLabel(m("dreams.contentLabel")).fill(DREAMS[locale].text);
        await card.getByRole("button", { name: m("dreams.save") }).click();
        await expect(page.getByRole("tab", { name: m("dreams.analyzerTab") })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        const analyzer = page.getByRole("tabpanel", { name: m("dreams.analyzerTab") });
        await expect(analyzer.getByRole("textbox", { name: m("analyzer.inputLabel") })).toBeEnabled();
        await expect(analyzer.getByRole("button", { name: m("analyzer.skip") })).toBeVisible();
        // The feeling the dream states, named in the language (calme, Ruhe).
        const calm = /calm \{([^}]+)\}/.exec(m("common.emotion"))?.[1] ?? "";
        await expect(analyzer.getByText(calm, { exact: true })).toBeVisible();
        // The analysis is written in the dream's language.
        await expect(analyzer.getByText(DREAMS[locale].felt)).toBeVisible();
      });

      await test.step("Basic's one analysis a month: the next dream is saved, not analysed", async () => {
        await page.getByRole("tab", { name: m("dreams.logTab") }).click();
        await card
          .getByLabel(m("dreams.contentLabel"))
          .fill(`${DREAMS[locale].text} ${DREAMS[locale].again}`);
        await card.getByRole("button", { name: m("dreams.save") }).click();
        await expect(card.getByText(m("dreams.limitSavedNotAnalyzed"))).toBeVisible();
      });

      await test.step("the dictionary, in the language and searched in it", async () => {
        await page.goto("/symbols");
        await page.getByRole("searchbox", { name: m("symbols.searchLabel") }).fill(DREAMS[locale].search);
        await expect(page.getByRole("link", { name: DREAMS[locale].entry, exact: true })).toBeVisible();
      });

      await test.step("the calendar and the profile", async () => {
        await page.goto("/calendar");
        await expect(page.getByRole("heading", { level: 1, name: m("calendar.title") })).toBeVisible();
        const month = new Intl.DateTimeFormat(locale, { month: "long" }).format(new Date());
        await expect(page.getByRole("main")).toContainText(month);
        await page.goto("/profile");
        await expect(page.getByRole("heading", { level: 1, name: m("profile.title") })).toBeVisible();
      });

      await test.step("switching language changes the page and the next e-mail", async () => {
        await page.getByRole("combobox", { name: m("common.language") }).selectOption(other);
        await expect(
          page.getByRole("heading", { level: 1, name: message(other, "profile.title") }),
        ).toBeVisible();
        const asked = await page.request.post("/api/auth/request-password-reset", {
          headers: originOf(page),
          data: { email: credentials.email, redirectTo: AUTH_CALLBACK_PATHS.resetPassword },
        });
        expect(asked.ok(), await asked.text()).toBe(true);
        await mailWithSubject(credentials.email, message(other, "emails.resetPassword.subject"));
      });
    });
  });
}
