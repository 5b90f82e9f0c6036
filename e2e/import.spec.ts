import { readFileSync } from "node:fs";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Locator, Page } from "@playwright/test";
import { format, parseISO } from "date-fns";
import { type ZipFileSpec, zipOf } from "../apps/server/test/import/zip-writer";
import { expect, expectNoA11yViolations, holdRequests, newMember, test } from "./fixtures";
import { expectNoTextCut } from "./layout-checks";

// Importing a journal on a phone (docs/product.md, 'Import'; docs/decisions/041-journal-import.md):
// an Obsidian vault zipped, previewed, imported with its progress, searched, then imported again.

/** The English catalogue (apps/web/src/locales/en/<area>.json), formatted as the app formats it. */
const catalogue: Record<string, string> = Object.assign(
  {},
  ...["common", "dreams", "profile", "messages"].map((area) =>
    JSON.parse(readFileSync(new URL(`../apps/web/src/locales/en/${area}.json`, import.meta.url), "utf8")),
  ),
);
const english = setupI18n();
english.setMessagesCompiler(compileMessage);
english.loadAndActivate({ locale: "en", messages: catalogue });

/** The message `id` as a reader sees it, its plurals and `{placeholders}` filled from `values`. */
function text(id: string, values?: Record<string, string | number>): string {
  if (catalogue[id] === undefined) throw new Error(`The English catalogue has no ${id}`);
  return english._(id, values);
}

/** A 1 × 1 PNG: a picture kept beside the notes. */
const PICTURE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const UNIQUE_WORD = "quetzalcoatl";
const UNIQUE_TITLE = "Feathered serpent";
const day = (n: number) => String(n).padStart(2, "0");

/**
 * A vault as Obsidian keeps it, zipped: 30 notes dated and titled by their front matter (November
 * 2023), 30 dated and titled by their file name (March 2024), one of them the only one with
 * UNIQUE_WORD; the editor's hidden settings, passed over; and a picture, which is not a dream.
 */
function obsidianVault(): { zip: Buffer; titles: string[] } {
  const files: ZipFileSpec[] = [{ name: ".obsidian/app.json", data: '{"alwaysUpdateLinks":true}' }];
  const titles: string[] = [];
  for (let n = 1; n <= 30; n++) {
    const title = `Lantern street ${n}`;
    const tags = n % 2 ? "[night, city]" : '"#lucid #city"';
    const data = `---\ndate: 2023-11-${day(n)}\ntitle: ${title}\ntags: ${tags}\n---\nI walked down lantern street number ${n} until the lamps went out one by one.\n`;
    files.push({ name: `Dreams/Lantern street ${n}.md`, data });
    titles.push(title);
  }
  files.push({ name: "images/x.png", data: PICTURE, stored: true });
  for (let n = 1; n <= 30; n++) {
    const title = n === 15 ? UNIQUE_TITLE : `Flight ${n}`;
    const data =
      n === 15
        ? `A feathered serpent, Quetzalcoatl himself, carried me over a temple of green stone.\n`
        : `I flew ${n} times round the bell tower, higher each time, and the town grew small below.\n`;
    files.push({ name: `Dreams/2024-03-${day(n)} ${title}.md`, data });
    titles.push(title);
  }
  return { zip: zipOf(files), titles };
}

/** Nothing wider than the phone: the dialog on the screen, none of its content scrolled sideways. */
async function expectFits(page: Page, dialog: Locator, state: string) {
  const fit = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      inside: box.left >= 0 && box.right <= window.innerWidth,
      overflow: element.scrollWidth - element.clientWidth,
    };
  });
  expect(fit, `the import dialog on a 390 px phone: ${state}`).toEqual({ inside: true, overflow: 0 });
  await expectNoTextCut(page, `the import dialog: ${state}`);
}

/** Opens 'Import a journal' from the Profile's 'Your data' and chooses the zip as `vault.zip`. */
async function chooseVault(page: Page, zip: Buffer): Promise<Locator> {
  const yourData = page.getByRole("region", { name: text("profile.yourData.title") });
  await yourData.getByRole("button", { name: text("profile.yourData.importButton") }).click();
  const dialog = page.getByRole("dialog", { name: text("profile.import.title") });
  await expect(dialog.getByText(text("profile.import.chooseDescription"))).toBeVisible();
  await expectFits(page, dialog, "choosing a file");
  await dialog
    .getByLabel(text("profile.import.chooseLabel"))
    .setInputFiles({ name: "vault.zip", mimeType: "application/zip", buffer: zip });
  await expect(dialog.getByText(text("profile.import.previewDescription"))).toBeVisible();
  return dialog;
}

/** The preview's facts ('Format', 'Dreams', 'Dates', …) with their values, in order. */
async function expectFacts(dialog: Locator, facts: [label: string, value: string][]) {
  await expect(dialog.getByRole("term")).toHaveText(facts.map(([label]) => label));
  await expect(dialog.getByRole("definition")).toHaveText(facts.map(([, value]) => value));
}

test("an Obsidian vault is previewed, imported with its progress, searchable, and not imported twice", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newMember(page);
  const { zip, titles } = obsidianVault();
  const dreams = titles.length;
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: text("profile.title") })).toBeVisible();

  // The preview: how many dreams, their dates, the first titles, and the picture skipped with its reason.
  const dialog = await chooseVault(page, zip);
  const dates = text("profile.import.dateRange", {
    first: format(parseISO("2023-11-01"), "PP"),
    last: format(parseISO("2024-03-30"), "PP"),
  });
  const facts: [string, string][] = [
    [text("profile.import.format"), text("profile.import.formatMarkdown")],
    [text("profile.import.dreams"), String(dreams)],
    [text("profile.import.dates"), dates],
  ];
  await expectFacts(dialog, facts);
  const firstTitles = dialog.getByRole("list").filter({ has: page.getByText(titles[0] as string) });
  await expect(firstTitles.getByRole("listitem")).toHaveText(titles.slice(0, 5));
  // The picture is an attachment, left out and counted; nothing is skipped.
  await expect(dialog.getByText(text("profile.import.mediaLeftOut", { count: 1 }))).toBeVisible();
  const importButton = dialog.getByRole("button", {
    name: text("profile.import.importCount", { count: dreams }),
  });
  await expect(importButton).toBeEnabled();
  await expectFits(page, dialog, "the preview");
  await expectNoA11yViolations(page);

  // The import: its progress bar while the file is on its way, then the summary.
  const release = await holdRequests(page, "**/api/import");
  await importButton.click();
  const progress = dialog.getByRole("progressbar", { name: text("profile.import.sending") });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuemax", String(dreams));
  await expect(progress).toHaveAttribute("aria-valuenow", "0");
  await expectFits(page, dialog, "the import under way");
  release();
  await expect(dialog.getByRole("heading", { name: text("profile.import.finished") })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog.getByText(text("profile.import.importedCount", { count: dreams }))).toBeVisible();
  await expect(dialog.getByText(text("profile.import.mediaLeftOut", { count: 1 }))).toBeVisible();
  await expectFits(page, dialog, "the summary");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: text("profile.import.done") }).click();
  await expect(dialog).toBeHidden();

  // Imported dreams are searchable: the unique word finds its dream alone.
  const bottomBar = page.getByRole("navigation", { name: text("common.bottomNavigation") });
  await bottomBar.getByRole("link", { name: text("common.nav.myDreams") }).click();
  const list = page.getByRole("region", { name: text("dreams.listTitle") });
  await list.getByLabel(text("dreams.searchLabel")).fill(UNIQUE_WORD);
  const rows = list.getByRole("table").getByRole("row");
  // The header row, then the one dream.
  await expect(rows.nth(1)).toContainText(UNIQUE_TITLE);
  await expect(rows).toHaveCount(2);

  // The same file again: every dream is there already, and nothing would be imported.
  await page.goto("/profile");
  const again = await chooseVault(page, zip);
  await expectFacts(again, [...facts, [text("profile.import.alreadyThere"), String(dreams)]]);
  await expect(again.getByText(text("profile.import.allThere"))).toBeVisible();
  await expect(
    again.getByRole("button", { name: text("profile.import.importCount", { count: 0 }) }),
  ).toBeDisabled();
  await expectFits(page, again, "a file already imported");
});
