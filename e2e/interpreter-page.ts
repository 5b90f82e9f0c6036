import type { Page } from "@playwright/test";
import { format, parseISO } from "date-fns";
import { isoDaysAgo } from "./fixtures";

/** What the interpreter specs share: a dream never analysed, an answer to its questions, the chat. */
export const FIRST = {
  title: "The Green Snake",
  content: "A green snake coiled around the lamp in my grandmother's kitchen and watched me quietly.",
  dreamDate: isoDaysAgo(6),
};
export const ANSWER = "It reminded me of my grandmother, and I felt calm rather than afraid.";

export const chat = (page: Page) => page.getByRole("dialog", { name: "Talk to the Interpreter" });
export const messages = (page: Page) =>
  chat(page).getByRole("log", { name: "Conversation with the interpreter" });
/** A dream's date as the lists show it. */
export const listDate = (iso: string) => format(parseISO(iso), "MMM d, yyyy");
