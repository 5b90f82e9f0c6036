import type { Page } from "@playwright/test";
import { message } from "./catalogue";
import { expect } from "./fixtures";
import { expectNoTextCut } from "./layout-checks";

/** Each ASCII letter with the Latin letters that are it with a mark (`e`: `eéèêë…`), as a regex class. */
const LETTERS = new Map<string, string>();
for (let code = 0x41; code <= 0x24f; code++) {
  const character = String.fromCodePoint(code);
  const base = character.normalize("NFD")[0] ?? "";
  if (/[a-zA-Z]/.test(base)) LETTERS.set(base, (LETTERS.get(base) ?? "") + character);
}

/**
 * A control's whole name as en-XA shows the English message `id` (one without placeholders): its
 * letters accented or not, then the padding.
 */
export function xa(id: string, then = "( [^⟧]*)?⟧$"): RegExp {
  const escaped = message("en", id)
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/[a-zA-Z]/g, (letter) => `[${LETTERS.get(letter)}]`);
  return new RegExp(`^⟦${escaped}${then}`);
}

/**
 * Every text a reader meets on the page (text nodes, and the aria-label, title, placeholder and alt
 * of shown elements) that is not inside ⟦ ⟧. Exempt, each named:
 * - content, not the app's wording, marked `data-user-content` in the components: what the reader
 *   wrote or is (dreams, tags, name, e-mail), and what Somnia says of their dreams that is English
 *   data for now (the dictionary, symbol names, the analyst's texts; decision 017);
 * - an element's name that is its own marked content (a symbol chip named by the symbol);
 * - a text marked as another language's (the language menu names each language in itself);
 * - names that are the same in every language: Somnia, and the plans Plus and Basic
 *   (docs/translations/<locale>.md);
 * - what a text field holds (the reader's own typing);
 * - text without a letter (separators, numbers), and dates as Intl and date-fns write them in
 *   English, the formats of en-XA.
 * `skip`: parts of this page that are not the catalogue's by decision.
 */
function textsOutsideCatalogue(page: Page, skip: string[] = []): Promise<string[]> {
  return page.evaluate((skipped) => {
    const found: string[] = [];
    const dateWords = new Set(["AM", "PM", "at", "today", "yesterday", "ago", "day", "days"]);
    for (let month = 0; month < 12; month++)
      for (const width of ["long", "short"] as const)
        dateWords.add(new Intl.DateTimeFormat("en", { month: width }).format(new Date(2026, month, 1)));
    for (let day = 1; day <= 7; day++)
      for (const width of ["long", "short"] as const)
        dateWords.add(new Intl.DateTimeFormat("en", { weekday: width }).format(new Date(2026, 1, day)));
    const exemptText = (text: string) =>
      ["Somnia", "Plus", "Basic"].includes(text.trim()) ||
      text
        .split(/[^\p{L}\d]+/u)
        .filter(Boolean)
        .every(
          (word) => /^\d+(st|nd|rd|th)?$/.test(word) || dateWords.has(word) || /^[JFMASOND]$/.test(word),
        );
    const ownContent = (element: Element, value: string) =>
      Array.from(element.querySelectorAll("[data-user-content]")).some(
        (content) => content.textContent?.trim() === value,
      );
    const exemptElement = (element: Element) =>
      element.closest(
        ["[data-user-content]", "body [lang]", "script", "style", "noscript", "textarea", ...skipped].join(
          ", ",
        ),
      ) !== null;
    const shown = (element: Element) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
    const where = (element: Element) => {
      const named = element.closest("[aria-label], h1, h2, h3, button, label, a");
      const context = named?.getAttribute("aria-label") ?? named?.textContent ?? "";
      return `${element.tagName.toLowerCase()} in "${context.trim().slice(0, 50)}"`;
    };

    let depth = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || exemptElement(parent)) continue;
      let outside = "";
      for (const character of node.textContent ?? "") {
        if (character === "⟦") depth++;
        else if (character === "⟧") depth--;
        else if (depth === 0) outside += character;
      }
      if (depth < 0) {
        found.push(`a ⟧ without its ⟦ in ${where(parent)}`);
        depth = 0;
      }
      const host = parent.tagName === "OPTION" ? (parent.closest("select") ?? parent) : parent;
      if (outside.trim() && !exemptText(outside) && shown(host))
        found.push(`"${outside.trim().slice(0, 80)}": ${where(parent)}`);
    }
    if (depth !== 0) found.push("a ⟦ left open: a message cut short");

    for (const element of Array.from(
      document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]"),
    )) {
      if (exemptElement(element) || !shown(element)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value && !/^⟦[\s\S]*⟧$/.test(value) && !exemptText(value) && !ownContent(element, value))
          found.push(`${name}="${value.slice(0, 80)}": ${where(element)}`);
      }
    }
    return found;
  }, skip);
}

/** The page as it stands: every text from the catalogue, nothing cut or overflowing on the phone. */
export async function expectCatalogued(page: Page, state: string, skip?: string[]) {
  await page.waitForLoadState("networkidle");
  expect.soft(await textsOutsideCatalogue(page, skip), `text outside the catalogue: ${state}`).toEqual([]);
  await expectNoTextCut(page, state);
}

export const heading = (page: Page) => page.getByRole("heading", { level: 1, name: /^⟦/ });
