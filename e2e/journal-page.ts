import type { Page } from "@playwright/test";

/** Locators of the My Dreams page shared by the journal specs. */
export const logCard = (page: Page) => page.getByRole("tabpanel", { name: "Log Dream" });
export const listCard = (page: Page) => page.getByRole("region", { name: "Your Dreams" });
export const rows = (page: Page) => listCard(page).getByRole("table").getByRole("row");
export const dialog = (page: Page) => page.getByRole("dialog", { name: "Dream Content" });
