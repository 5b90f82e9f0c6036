import { chromium } from "playwright-core";
import type { Cookie } from "./seed-member";

/** Chrome's own browser (the one Lighthouse drives), reached over its debugging port. */
async function withBrowser<T>(
  chromePort: number,
  use: (context: import("playwright-core").BrowserContext) => Promise<T>,
) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chrome has no default context to sign in");
    return await use(context);
  } finally {
    // Disconnects; the browser stays up for Lighthouse.
    await browser.close();
  }
}

/**
 * Signs Chrome in as the seeded member: their session cookies on the app's origin, and no other
 * (the language an earlier page chose, `?lang=de`, is forgotten: the pages are measured in English).
 */
export function signIn(chromePort: number, appUrl: string, cookies: Cookie[]): Promise<void> {
  return withBrowser(chromePort, async (context) => {
    await context.clearCookies();
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: appUrl })));
  });
}

/**
 * A returning visit's state: `url` opened until the service worker controls it (installed, the
 * build precached) and the page's own storage written, then closed.
 */
export function warmUp(chromePort: number, url: string): Promise<void> {
  return withBrowser(chromePort, async (context) => {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload({ waitUntil: "networkidle" });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.close();
  });
}
