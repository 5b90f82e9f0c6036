import type { Page } from "@playwright/test";

/** What the analyzer specs share: the dream they log, its closing line, and the card's parts. */
export const CLOSING =
  "Thank you for sharing your dream with me. You can now interpret your dream in the Interpreter page.";
export const DREAM =
  "I was falling from a tall tower into dark water while my mother called my name. " +
  "A snake followed me through the flooded school and I felt afraid.";

export const analyzer = (page: Page) => page.getByRole("tabpanel", { name: "Dream Analyzer" });
export const chat = (page: Page) =>
  analyzer(page).getByRole("log", { name: "Conversation with the dream analyzer" });
export const botLines = (page: Page) => chat(page).locator("li[data-sender=bot]");
export const skipButton = (page: Page) => analyzer(page).getByRole("button", { name: "Skip" });
export const interpretLink = (page: Page) =>
  analyzer(page).getByRole("link", { name: "Interpret this dream" });
