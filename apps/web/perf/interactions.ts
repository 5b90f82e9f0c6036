/**
 * `npm run interactions`: how fast My Dreams answers a person on a slow phone. Signed in as a Plus
 * member with 60 dreams (`seed-member.ts`), on the production build served as `npm start` serves
 * it, Chromium at 4× CPU slowdown (Lighthouse's mobile default) and a phone's viewport, it does
 * what a morning brings: types a sentence in the Log Dream card, opens a dream, chooses a tag
 * filter. Chrome's event timing (`PerformanceObserver`, type 'event') gives each interaction's
 * duration, from input to the next paint; the worst of each kind is its INP. Not a test: figures
 * on a shared machine vary, so they are printed with the load average. Needs `npm run build` and
 * Chromium at /usr/bin/chromium.
 *
 *   npm run interactions -- [--runs 3] [--out results.json] [--dist apps/web/dist]
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, measurementOptions, median } from "./options";
import { seedMember } from "./seed-member";
import { startSomnia } from "./servers";

const { runs, out, dist } = measurementOptions();

/** The goal of each interaction, in milliseconds. */
const GOAL_MS = 100;
type Kind = "typing" | "open a dream" | "choose a filter";

/** Records every interaction's duration (input to next paint) in the page, by interaction id. */
function recordInteractions(page: Page) {
  return page.addInitScript(() => {
    const durations = new Map<number, number>();
    (window as unknown as { __interactions: Map<number, number> }).__interactions = durations;
    new PerformanceObserver((list) => {
      // Event timing's entries: `interactionId` groups the events of one interaction.
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (!entry.interactionId) continue;
        durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** The durations recorded since the last call (then forgotten), after the last event has been reported. */
async function takeInteractions(page: Page): Promise<number[]> {
  // Event timing entries arrive after the next paint: two frames and a moment.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  return page.evaluate(() => {
    const durations = (window as unknown as { __interactions: Map<number, number> }).__interactions;
    const taken = [...durations.values()];
    durations.clear();
    return taken;
  });
}

async function oneRun(appUrl: string, cookies: Awaited<ReturnType<typeof seedMember>>) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true });
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: appUrl })));
    const page = await context.newPage();
    await recordInteractions(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${appUrl}/`, { waitUntil: "networkidle" });
    const list = page.getByRole("region", { name: "Your Dreams" });
    await list.getByRole("table").getByRole("row").nth(1).waitFor();
    await takeInteractions(page);

    const worst: Record<Kind, number> = { typing: 0, "open a dream": 0, "choose a filter": 0 };
    const text = page.getByRole("tabpanel", { name: "Log Dream" }).getByLabel("Describe your dream");
    await text.click();
    await takeInteractions(page);
    await page.keyboard.type("I was on a boat under a green sky", { delay: 120 });
    worst.typing = Math.max(0, ...(await takeInteractions(page)));

    await list.getByRole("table").getByRole("row").nth(3).getByRole("button", { name: /^View/ }).click();
    await page.getByRole("dialog", { name: "Dream Content" }).waitFor();
    worst["open a dream"] = Math.max(0, ...(await takeInteractions(page)));
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Dream Content" }).waitFor({ state: "hidden" });
    await takeInteractions(page);

    await list.getByRole("button", { name: /^Filter by tag / }).click();
    await list.getByRole("listbox", { name: "Filter by tag" }).getByRole("option").nth(1).click();
    worst["choose a filter"] = Math.max(0, ...(await takeInteractions(page)));
    return worst;
  } finally {
    await browser.close();
  }
}

const loadBefore = loadavg();
const somnia = await startSomnia(dist);
const results: Record<Kind, number>[] = [];
try {
  const cookies = await seedMember(somnia.appUrl, somnia.dataDir, 60);
  for (let run = 0; run < runs; run++) results.push(await oneRun(somnia.appUrl, cookies));
} finally {
  somnia.stop();
}

const load = (l: number[]) => l.map((value) => value.toFixed(2)).join(" ");
console.info(`My Dreams at 4× CPU slowdown, 412×823, median of ${runs} run(s), ${new Date().toISOString()}`);
console.info(`load average before ${load(loadBefore)}, after ${load(loadavg())}\n`);
for (const kind of Object.keys(results[0] ?? {}) as Kind[]) {
  const inp = median(results.map((run) => run[kind]));
  const each = results.map((run) => Math.round(run[kind])).join(", ");
  console.info(
    `${inp <= GOAL_MS ? "✓" : "✗"} ${kind}: INP ${Math.round(inp)} ms (runs: ${each}; goal ≤ ${GOAL_MS} ms)`,
  );
}
if (out)
  writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: results }, null, 2)}\n`);
