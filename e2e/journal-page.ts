import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Locators of the My Dreams page shared by the journal specs. */
export const logCard = (page: Page) => page.getByRole("tabpanel", { name: "Log Dream" });
export const listCard = (page: Page) => page.getByRole("region", { name: "Your Dreams" });
export const rows = (page: Page) => listCard(page).getByRole("table").getByRole("row");
export const dialog = (page: Page) => page.getByRole("dialog", { name: "Dream Content" });
/** A toast showing `text`, not one on its way out (sonner keeps a leaving toast a moment longer). */
export const shownToast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: text });

/** A filter of the list ('Filter by tag', …, 'Filter by symbol'): a button named by it and its choice. */
export const filterButton = (page: Page, filter: string) =>
  listCard(page).getByRole("button", { name: new RegExp(`^${filter} `) });

/** The open filter's options ('All feelings', 'fear (2)', …). */
export const filterOptions = (page: Page, filter: string) =>
  listCard(page).getByRole("listbox", { name: filter }).getByRole("option");

/** Opens a filter and chooses the option of that whole name ('garden (1)', 'All tags'). */
export async function chooseFilter(page: Page, filter: string, option: string) {
  await filterButton(page, filter).click();
  await listCard(page)
    .getByRole("listbox", { name: filter })
    .getByRole("option", { name: option, exact: true })
    .click();
}

/** Sets a dream's symbols through the API, as the chip editor does. */
export async function setSymbols(page: Page, id: string, symbols: string[]) {
  const response = await page.request.patch(`/api/dreams/${id}/detections`, {
    headers: { Origin: new URL(page.url()).origin },
    data: { emotions: [], symbols: symbols.map((symbol) => ({ symbol })) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
