import type { Locator, Page } from "@playwright/test";
import { message } from "./catalogue";
import { callApi, createDreamViaApi, expect, isoDaysAgo, newMember, test } from "./fixtures";
import { shownToast } from "./journal-page";
import { type Box, boxOf, overlaps } from "./layout-checks";

// The signed-in pages and the onboarding as a newcomer sees them on a phone 390 px wide.
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

/** The bottom bar, named in `locale` (apps/web/src/locales/<locale>/common.json). */
function bottomBar(page: Page, locale = "en") {
  return page.getByRole("navigation", { name: message(locale, "common.bottomNavigation") });
}
const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** A toast's box once it has slid in (the same twice, 100 ms apart). */
async function settledBox(toast: Locator): Promise<Box> {
  let last = await boxOf(toast);
  await expect
    .poll(async () => {
      const before = last;
      await new Promise((resolve) => setTimeout(resolve, 100));
      last = await boxOf(toast);
      return before.y === last.y && before.height === last.height;
    })
    .toBe(true);
  return last;
}

test("the Dictionary has its own place in the bottom bar, highlighted while it is open", async ({ page }) => {
  await newMember(page);
  await page.goto("/");
  const bar = bottomBar(page);
  const dictionary = bar.getByRole("link", { name: "Dictionary" });
  const profile = bar.getByRole("button", { name: "Profile" });

  await dictionary.click();
  await expect(page).toHaveURL(/\/symbols$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dream Dictionary" })).toBeVisible();
  await expect(dictionary).toHaveAttribute("aria-current", "page");
  await expect(profile).not.toHaveAttribute("aria-current", "page");
  const idle = await background(bar.getByRole("link", { name: "Calendar" }));
  expect(await background(profile)).toBe(idle);
  expect(await background(dictionary)).not.toBe(idle);

  // The Profile entry is the profile's (and signing out's) alone.
  await profile.click();
  await expect(page.getByRole("menuitem")).toHaveText(["Profile", "Sign Out"]);
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible();
  await expect(profile).toHaveAttribute("aria-current", "page");
  await expect(dictionary).not.toHaveAttribute("aria-current", "page");
  expect(await background(profile)).not.toBe(idle);

  // Five entries share the width in every language, on the narrowest phones too: each label
  // stays inside its own entry.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const locale of ["en", "fr", "es", "de", "it", "pt-BR"]) {
    // The language chosen on this device (what the footer's menu sets), then the page loaded in it.
    await page.context().addCookies([{ name: "somnia-locale", value: locale, url: page.url() }]);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    const entries = bottomBar(page, locale).locator(":scope > a, :scope > button");
    await expect(entries).toHaveCount(5);
    const { spill, right } = await entries.evaluateAll((items) => ({
      spill: items
        .filter((item) => item.scrollWidth > item.clientWidth || item.scrollHeight > item.clientHeight)
        .map((item) => item.textContent),
      right: Math.max(...items.map((item) => item.getBoundingClientRect().right)),
    }));
    expect(spill, `labels too wide for their entry in ${locale}`).toEqual([]);
    expect(right, `the bar's entries within the screen in ${locale}`).toBeLessThanOrEqual(375);
  }
});

test("the calendar's day dots keep clear of the day numbers", async ({ page }) => {
  await newMember(page);
  await createDreamViaApi(page, { title: "Night", content: "A moonlit river.", dreamDate: isoDaysAgo(0) });
  await callApi(page, "POST", "/api/dreams", { notRemembered: true, dreamDate: isoDaysAgo(1) });
  await page.goto("/calendar");
  const grid = page.getByRole("grid");
  await expect(grid.locator("[data-dot]").first()).toBeVisible();

  for (const selected of [false, true]) {
    if (selected) await grid.getByRole("button", { name: /^Today, / }).click();
    // From the bottom of the number's ink (its text box less the font's descent, plus the digits'
    // own, none) down to the top of the dot.
    const gaps = await grid.locator("button:has([data-dot])").evaluateAll((buttons) =>
      buttons.map((button) => {
        const text = Array.from(button.childNodes).find((node) => node.nodeType === Node.TEXT_NODE);
        const dot = button.querySelector("[data-dot]");
        const context = document.createElement("canvas").getContext("2d");
        if (!text?.textContent || !dot || !context) return Number.NEGATIVE_INFINITY;
        const range = document.createRange();
        range.selectNodeContents(text);
        const style = getComputedStyle(button);
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const metrics = context.measureText(text.textContent);
        const ink =
          range.getBoundingClientRect().bottom -
          metrics.fontBoundingBoxDescent +
          metrics.actualBoundingBoxDescent;
        return dot.getBoundingClientRect().top - ink;
      }),
    );
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(gap, "room between a day's number and its dot").toBeGreaterThanOrEqual(4);
  }
});

test("a toast shows above the bottom bar, clear of the page's heading", async ({ page }) => {
  await newMember(page);
  await page.goto("/");
  const heading = page.getByRole("heading", { level: 1, name: "My Dreams" });
  await expect(heading).toBeVisible();
  // An empty dream is refused with a toast.
  await page.getByRole("tabpanel", { name: "Log Dream" }).getByRole("button", { name: "Save Dream" }).click();
  const toast = shownToast(page, "Dream text cannot be empty");
  await expect(toast).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(heading).toBeInViewport();
  const [shown, title, bar] = await Promise.all([settledBox(toast), boxOf(heading), boxOf(bottomBar(page))]);
  expect(overlaps(shown, title), "the toast lies over the heading").toBe(false);
  expect(shown.y + shown.height, "the toast's bottom edge against the bar's top").toBeLessThanOrEqual(bar.y);
});

test("in the onboarding a toast leaves the progress dots and the step clear, and goes with its step", async ({
  page,
}) => {
  await newMember(page, { onboarded: false });
  await page.goto("/onboarding");
  const next = page.getByRole("button", { name: "Next", exact: true });
  await page.getByRole("radio", { name: "Female", exact: true }).click();
  await next.click();
  await page.getByRole("spinbutton").or(page.getByRole("textbox")).first().fill("1990");
  await next.click();
  await page.getByRole("textbox").fill("I am flying over the sea at night.");
  await page.getByRole("button", { name: "Add", exact: true }).click();

  const toast = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: "Your recurring dreams have been saved" });
  await expect(toast).toBeVisible();
  const dots = page.getByRole("img", { name: "Step 4 of 8" });
  const heading = page.getByRole("heading", { level: 1 });
  const shown = await settledBox(toast);
  for (const [name, part] of [
    ["progress dots", dots],
    ["heading", heading],
    ["Next", next],
  ] as const) {
    expect(overlaps(shown, await boxOf(part)), `the toast lies over the ${name}`).toBe(false);
  }

  // The next step is a new page to the reader: the last one's toast does not follow it there.
  await next.click();
  await expect(page.getByRole("img", { name: "Step 5 of 8" })).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 1_500 });
});
