import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

// axe-core is run in the page directly: injected once per document, then `axe.run`. The
// Playwright wrapper re-injects it on every call and opens a page to finish each run, about six
// times the cost, which on two cores made accessibility checks a third of the suite.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Every rule axe has: WCAG 2.2 A and AA, best practices, and the experimental ones. */
const OPTIONS: RunOptions = {
  runOnly: {
    type: "tag",
    values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"],
  },
  rules: {
    // Radix's focus guards (tabindex=0 spans at a dialog's edges that hand focus straight back
    // inside) have no role by design; an experimental rule reads them as unnamed stops.
    "focus-order-semantics": { enabled: false },
  },
};

type Axe = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as Axe).axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    const axe = (window as Axe).axe;
    if (!axe) throw new Error("axe-core did not load into the page");
    const results = await axe.run(document, options);
    return results.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
    );
  }, OPTIONS);
}

/** Fails on any axe violation in the theme the page shows now. */
export async function expectNoA11yViolationsInThisTheme(page: Page): Promise<void> {
  // Finite transitions settle first: mid-fade, a toast leaving the front of the stack has text
  // at part opacity, which axe measures as low contrast. Endless ones (spinners) are left running.
  await page.evaluate(() => {
    const finishing = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(finishing), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  expect(await violations(page), `axe violations on ${page.url()}, ${await schemeOf(page)} theme`).toEqual(
    [],
  );
}

/** The theme shown: the app sets `color-scheme` on <html>; a page that leaves it 'light dark' follows the system. */
const schemeOf = (page: Page) =>
  page.evaluate(() => {
    const scheme = getComputedStyle(document.documentElement).colorScheme;
    if (scheme === "light" || scheme === "dark") return scheme;
    return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  });

/**
 * Fails on any axe violation, in the theme the page shows and then in the other one (by the
 * system setting; a page whose user chose a theme, or with one theme only, is checked as it is).
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const shown = await schemeOf(page);
  await expectNoA11yViolationsInThisTheme(page);
  const other = shown === "dark" ? "light" : "dark";
  await page.emulateMedia({ colorScheme: other });
  try {
    const switched = await expect
      .poll(() => schemeOf(page), { timeout: 1_000 })
      .toBe(other)
      .then(
        () => true,
        () => false,
      );
    if (switched) await expectNoA11yViolationsInThisTheme(page);
  } finally {
    await page.emulateMedia({ colorScheme: shown });
  }
  await expect.poll(() => schemeOf(page)).toBe(shown);
}
