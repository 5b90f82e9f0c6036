import { expect, type Locator, type Page } from "@playwright/test";

export type Box = { x: number; y: number; width: number; height: number };

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box on the page; it must be there. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on the page`);
  return box;
}

/**
 * Fails on the layout faults a person looking at the page would see: a page wider than the screen,
 * a fixed control (the tablet's menu button) lying over the content's text, or a text field whose
 * placeholder is cut off.
 */
export async function expectLayoutIntact(page: Page): Promise<void> {
  const faults = await page.evaluate(() => {
    const found: string[] = [];
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;

    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth)
      found.push(`the page is ${width} px wide on a ${window.innerWidth} px screen`);

    const fixedControls = Array.from(document.querySelectorAll("button, a")).filter(
      (element) => getComputedStyle(element).position === "fixed" && shown(element),
    );
    const texts = Array.from(document.querySelectorAll("main *")).filter(
      (element) =>
        shown(element) &&
        Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        ),
    );
    for (const control of fixedControls) {
      const a = control.getBoundingClientRect();
      for (const text of texts) {
        const b = text.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
          found.push(`${nameOf(control)} lies over ${nameOf(text)}`);
        }
      }
    }

    const context = document.createElement("canvas").getContext("2d");
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>("input[placeholder]"))) {
      if (!context || !shown(input)) continue;
      const style = getComputedStyle(input);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const needed = context.measureText(input.placeholder).width;
      const room =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (needed > room + 0.5)
        found.push(`the placeholder "${input.placeholder}" needs ${Math.ceil(needed)} px of ${room}`);
    }
    return found;
  });
  expect(faults, `layout faults on ${page.url()}`).toEqual([]);
}

/**
 * Fails on text a reader cannot read whole, as a longer language makes it: a page wider than the
 * screen, a text off the screen or wider than its own box, or an element that hides what does not
 * fit (overflow hidden or clip, an ellipsis) holding more than it shows. Content
 * (`data-user-content`: a dream's title in a list) may be cut short on purpose, and a screen
 * reader's text is never seen.
 */
export async function expectNoTextCut(page: Page, state = page.url()): Promise<void> {
  const faults = await page.evaluate(() => {
    const found: string[] = [];
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 50)}"`;
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth)
      found.push(`the page is ${width} px wide on a ${window.innerWidth} px screen`);
    // A screen reader's text: a box clipped to nothing (Tailwind's sr-only, max-md:sr-only).
    const unseen = (element: Element) => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") return true;
      }
      return false;
    };
    const texts = Array.from(document.body.querySelectorAll("*")).filter(
      (element) =>
        !element.closest("[data-user-content], script, style, svg") &&
        !unseen(element) &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== "hidden" &&
        Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        ),
    );
    const hiding = new Set<Element>();
    for (const element of texts) {
      const box = element.getBoundingClientRect();
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.left < -1 || text.right > window.innerWidth + 1)
          found.push(`${nameOf(element)} is off the screen`);
        else if (text.left < box.left - 1 || text.right > box.right + 1)
          found.push(
            `${nameOf(element)}: its text is ${Math.ceil(text.width)} px wide in ${Math.floor(box.width)}`,
          );
      }
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const hides = (value: string) => value === "hidden" || value === "clip";
        if (hides(style.overflowX) || style.textOverflow === "ellipsis") {
          if (box.scrollWidth > box.clientWidth + 1) hiding.add(box);
        }
        if (hides(style.overflowY) && box.scrollHeight > box.clientHeight + 1) hiding.add(box);
      }
    }
    for (const box of hiding)
      found.push(
        `${nameOf(box)} shows ${box.clientWidth}×${box.clientHeight} px of ${box.scrollWidth}×${box.scrollHeight}`,
      );
    return found;
  });
  expect.soft(faults, `text cut or overflowing: ${state}`).toEqual([]);
}
