import type { Page } from "@playwright/test";
import {
  analyseDreamViaApi,
  createDreamViaApi,
  expect,
  expectNoA11yViolationsInThisTheme,
  isoDaysAgo,
  test,
  upgradeToPlus,
} from "./fixtures";
import { expectLayoutIntact } from "./layout-checks";

// Every main page at a phone's and a desktop's width, light and dark, with the journal empty and
// with fifty dreams: a screenshot of each (test-results/screens/) for a person to look at, axe,
// and the layout faults a look would catch. The tablet's width has its own checks (shell.spec.ts).
test.describe.configure({ mode: "parallel" });

const WIDTHS = [
  { name: "390", width: 390, height: 844 },
  { name: "1440", width: 1440, height: 900 },
] as const;

type Check = (page: Page, width: number) => Promise<void>;

const PAGES: { name: string; path: string; heading: string; check?: Check }[] = [
  { name: "dreams", path: "/", heading: "My Dreams" },
  { name: "calendar", path: "/calendar", heading: "Dream Calendar", check: expectCalendarFillsCard },
  { name: "interpreter", path: "/interpreter", heading: "Dream Interpreter" },
  { name: "profile", path: "/profile", heading: "Your Profile" },
  { name: "dictionary", path: "/symbols", heading: "Dream Dictionary" },
];

const SIGNED_OUT_PAGES: { name: string; path: string; heading: string; check?: Check }[] = [
  { name: "auth", path: "/auth", heading: "Welcome to your personal dream journal and interpreter" },
  { name: "welcome", path: "/welcome", heading: "Welcome to Somnia", check: expectMoonGlowFades },
  { name: "terms", path: "/terms", heading: "Terms of Service" },
];

/** The month grid spans its card (no empty half beside it), and each day's name holds its number. */
async function expectCalendarFillsCard(page: Page) {
  const grid = page.getByRole("grid");
  const [gridWidth, room] = await grid.evaluate((table) => {
    const content = table.closest(".rdp-root")?.parentElement;
    if (!content) return [0, 1];
    const style = getComputedStyle(content);
    const inner =
      content.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return [table.getBoundingClientRect().width, inner];
  });
  expect(gridWidth, "the month grid's width in its card").toBeGreaterThanOrEqual(room * 0.95);
  const days = await grid.evaluate((table) =>
    Array.from(table.querySelectorAll("button"), (day) => [
      day.textContent?.trim() ?? "",
      day.ariaLabel ?? "",
    ]),
  );
  expect(days.length).toBeGreaterThanOrEqual(28);
  for (const [shown, name] of days) expect(name).toMatch(new RegExp(`\\b${shown}\\b`));
}

/**
 * The moon's glow fades into the card at its rim, in the dark theme too (it once ended in a hard
 * brown disc): the illustration is drawn on a canvas over the card's colour, and a point just
 * inside the glow's edge must be the card's colour within a few levels.
 */
async function expectMoonGlowFades(page: Page) {
  const difference = await page.evaluate(async () => {
    const svg = document.querySelector<SVGSVGElement>('svg[viewBox="0 0 200 140"]');
    const glow = svg?.querySelector("circle");
    if (!svg || !glow) return Number.POSITIVE_INFINITY;
    let host: Element | null = svg;
    let background = "rgba(0, 0, 0, 0)";
    while (host && /rgba\(.*, 0\)|transparent/.test(background)) {
      background = getComputedStyle(host).backgroundColor;
      host = host.parentElement;
    }
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = 200;
    canvas.height = 140;
    const context = canvas.getContext("2d");
    if (!context) return Number.POSITIVE_INFINITY;
    context.fillStyle = background;
    context.fillRect(0, 0, 200, 140);
    context.drawImage(image, 0, 0, 200, 140);
    const [cx = 0, cy = 0, r = 0] = ["cx", "cy", "r"].map((name) => Number(glow.getAttribute(name)));
    const rim = context.getImageData(cx, Math.round(cy + r * 0.95), 1, 1).data;
    const base = context.getImageData(0, 139, 1, 1).data;
    return Math.max(...[0, 1, 2].map((i) => Math.abs((rim[i] ?? 0) - (base[i] ?? 0))));
  });
  expect(difference, "the glow's rim against the card").toBeLessThanOrEqual(8);
}

const SCENES = [
  "I climbed a lighthouse by the sea and felt calm watching the waves.",
  "I ran through endless corridors and was anxious I would miss the exam.",
  "I was flying over the city at night and felt free and happy.",
  "My grandmother's kitchen smelled of bread; I was glad to see her again.",
  "A dog followed me through a forest and I was afraid to turn around.",
];

/** Fifty dreams over the last two months, a few of them analysed: a Plus member's month of use. */
async function fillJournal(page: Page) {
  await upgradeToPlus(page);
  for (let index = 0; index < 50; index++) {
    const id = await createDreamViaApi(page, {
      title: `Dream ${index + 1}`,
      content: SCENES[index % SCENES.length] ?? "",
      dreamDate: isoDaysAgo(index),
    });
    if (index % 10 === 3) await analyseDreamViaApi(page, id, () => "It reminded me of my childhood home.");
  }
}

/**
 * The page as a screen that tall would show it, up to three screens: a full-page capture would
 * leave fixed bars (the phone's bottom navigation) in the middle of the picture, where the first
 * screen ended. The dictionary's list runs to many screens of the same card; capturing all of it
 * took seconds a width and showed nothing the first three do not.
 */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({
    width: size.width,
    height: Math.min(Math.max(height, size.height), size.height * 3),
  });
  await page.screenshot({ path: `test-results/screens/${name}.png` });
  await page.setViewportSize(size);
}

for (const theme of ["light", "dark"] as const) {
  for (const journal of ["empty", "50 dreams"] as const) {
    test(`every main page at two widths, ${theme}, journal ${journal}`, async ({
      page,
      signUpAndLogIn: _,
    }) => {
      test.slow();
      await page.emulateMedia({ colorScheme: theme });
      if (journal === "50 dreams") await fillJournal(page);
      for (const size of WIDTHS) {
        await page.setViewportSize({ width: size.width, height: size.height });
        for (const target of PAGES) {
          await test.step(`${target.name} at ${size.name} px`, async () => {
            await page.goto(target.path);
            await expect(page.getByRole("heading", { level: 1, name: target.heading })).toBeVisible();
            await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
            await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
            await shoot(page, `${target.name}-${size.name}-${theme}-${journal.replace(" ", "-")}`);
            await expectLayoutIntact(page);
            await target.check?.(page, size.width);
            await expectNoA11yViolationsInThisTheme(page);
          });
        }
      }
    });
  }

  test(`the signed-out pages at two widths, ${theme}`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: theme });
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const target of SIGNED_OUT_PAGES) {
        await page.goto(target.path);
        await expect(page.getByRole("heading", { level: 1, name: target.heading })).toBeVisible();
        await shoot(page, `${target.name}-${size.name}-${theme}`);
        await expectLayoutIntact(page);
        await target.check?.(page, size.width);
        await expectNoA11yViolationsInThisTheme(page);
      }
    }
  });
}
