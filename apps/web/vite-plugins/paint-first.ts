/**
 * Turns a built page into one that paints from its HTML alone (docs/decisions/027-first-paint-and-code-splitting.md):
 * its stylesheet inlined, and everything else it links to — the scripts and their preloads, the
 * stylesheet file (which brings the web font), the icons and the manifest — requested only after the first paint, by a
 * small inline loader. Nothing competes with the page for the network before it is on screen, so
 * on a slow phone it paints as soon as a static page would.
 */

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/;
const ENTRY = /<script type="module"(?: crossorigin)? src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
/** Links the page needs after its paint, not for it: icons and the web app manifest. */
const AFTER_PAINT = /\s*<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*>/g;
/** A web font's face (a `url()` source): the stylesheet file brings it. A face of local fonts stays. */
const WEB_FONT_FACE = /@font-face\s*\{[^}]*url\([^}]*\}/g;

/**
 * The inline loader: once the page's first contentful paint is recorded (the browser's paint
 * timing, else after a frame), `links` (HTML) are added to the head and the entry module imported.
 * A frame callback alone can run before the paint reaches the screen, and the requests would then
 * compete with it. Until the page's script takes over, a form submitted is held, not sent:
 * `window.__somniaEarly.form`, which the script submits again (src/lib/early-submit.ts). A held
 * submission goes no further: React, hydrated but not yet taken over, would otherwise send it too,
 * and the take-over a second time (two sign-ins).
 */
export function loader(links: string, entry: string): string {
  const body = [
    "(()=>{const h=window.__somniaEarly={form:null,ready:false};",
    'addEventListener("submit",e=>{if(!h.ready){e.preventDefault();e.stopPropagation();h.form=e.target}},true);',
    "const go=()=>{",
    `document.head.insertAdjacentHTML("beforeend",${JSON.stringify(links)});import(${JSON.stringify(entry)})};`,
    'if(PerformanceObserver.supportedEntryTypes?.includes("paint"))',
    'new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});',
    "else requestAnimationFrame(()=>setTimeout(go))})()",
  ].join("");
  return `<script>${body}</script>`;
}

/**
 * `html` with its stylesheet link replaced by `<style>` holding the file's text (read by `readCss`)
 * less its web font's `@font-face` rules, and its entry script replaced by the loader, which adds
 * the stylesheet link, the module preloads (the entry's imports, fetched beside it rather than
 * found once it has run) and the icon and manifest links after the paint. The page paints in the
 * fallback font (a local face made to Nunito's measure, src/index.css); the stylesheet file
 * declares the web font, which then swaps in.
 *
 * With `fontPreload` (a `<link rel="preload">` of the web font), the `@font-face` rules stay inline
 * and the font is asked for with the page, so its text paints in the web font when it comes in
 * time: a page whose script renders its text again (the signed-in pages) then renders it at the
 * size it was painted, and the paint stays the page's largest.
 * Throws when the page does not have the shape Vite builds, so a changed build cannot silently
 * lose its styles or script.
 */
export function paintFirst(
  html: string,
  readCss: (href: string) => string,
  { fontPreload }: { fontPreload?: string } = {},
): string {
  const stylesheet = STYLESHEET.exec(html);
  const entry = ENTRY.exec(html)?.[1];
  if (!stylesheet?.[1] || !entry)
    throw new Error("paintFirst: the page has no stylesheet link or entry script");
  const links = [stylesheet[0], ...(html.match(MODULE_PRELOAD) ?? []), ...(html.match(AFTER_PAINT) ?? [])]
    .map((link) => link.trim())
    .join("");
  const css = fontPreload ? readCss(stylesheet[1]) : readCss(stylesheet[1]).replace(WEB_FONT_FACE, "");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(AFTER_PAINT, "")
    .replace(ENTRY, () => loader(links, entry))
    .replace(STYLESHEET, () => `${fontPreload ?? ""}<style>${css}</style>`);
}
