import { expect, type Page } from "@playwright/test";

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
