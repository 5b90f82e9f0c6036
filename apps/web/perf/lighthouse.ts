/**
 * `npm run lighthouse`: Lighthouse (mobile defaults) on /auth and the landing page (each in English,
 * French and German), on My Dreams, the Calendar and the Profile signed in as a Plus member with 60
 * dreams (cold, and My Dreams warm: a returning visit), and a static page
 * served by the same machine in the same run, against the goals in docs/benchmarks.md. Not a test:
 * figures on a shared machine vary, so they are printed as ratios to the static page and recorded
 * with the load average. Needs a build (`npm run build`) and Chromium at /usr/bin/chromium.
 *
 *   npm run lighthouse -- [--runs 3] [--out results.json] [--dist apps/web/dist]
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { launch } from "chrome-launcher";
import { audit, medianFigures, type PageFigures } from "./audit";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, measurementOptions } from "./options";
import { printReport } from "./report";
import { seedMember } from "./seed-member";
import { startSomnia, startStaticPage } from "./servers";
import { signIn, warmUp } from "./signed-in";

const { runs, out, dist } = measurementOptions();

const loadBefore = loadavg();
const somnia = await startSomnia(dist);
const staticPage = await startStaticPage();
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });

// /auth and the landing page in English, French and German: the first load in each language.
const pages: Record<string, string> = {
  static: staticPage.url,
  auth: `${somnia.appUrl}/auth`,
  "auth-fr": `${somnia.appUrl}/auth?lang=fr`,
  "auth-de": `${somnia.appUrl}/auth?lang=de`,
};
if (somnia.landingUrl) {
  pages.landing = `${somnia.landingUrl}/`;
  pages["landing-fr"] = `${somnia.landingUrl}/fr/`;
  pages["landing-de"] = `${somnia.landingUrl}/de/`;
}

// Signed in, the pages of every morning: cold (nothing cached but the session cookie), then My
// Dreams again as a returning visit finds it ("warm": the service worker and storage kept).
const signedIn: Record<string, string> = {
  dreams: `${somnia.appUrl}/`,
  calendar: `${somnia.appUrl}/calendar`,
  profile: `${somnia.appUrl}/profile`,
};

const results: Record<string, PageFigures> = {};
/** Runs interleave nothing: one page at a time, each run a fresh load (or a warm one). */
async function measure(name: string, url: string, warm = false) {
  const figures: PageFigures[] = [];
  for (let run = 0; run < runs; run++) {
    if (warm) await warmUp(chrome.port, url);
    figures.push(await audit(url, chrome.port, { warm }));
  }
  results[name] = medianFigures(figures);
}
try {
  for (const [name, url] of Object.entries(pages)) await measure(name, url);
  await signIn(chrome.port, somnia.appUrl, await seedMember(somnia.appUrl, somnia.dataDir, 60));
  for (const [name, url] of Object.entries(signedIn)) await measure(name, url);
  await measure("warm", signedIn.dreams!, true);
} finally {
  chrome.kill();
  somnia.stop();
  staticPage.stop();
}

const report = {
  measuredAt: new Date().toISOString(),
  runs,
  loadAverage: { before: loadBefore.map((l) => +l.toFixed(2)), after: loadavg().map((l) => +l.toFixed(2)) },
  pages: results,
};
printReport(report);
if (out) writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
