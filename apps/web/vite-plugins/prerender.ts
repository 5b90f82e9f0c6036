import { readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createServer, type Plugin } from "vite";
import { LOCALES, type Locale, SOURCE_LOCALE } from "../../../packages/shared/src/locales.ts";
import { SIGNED_IN_PAGES } from "../../../packages/shared/src/prerendered.ts";
import { paintFirst } from "./paint-first.ts";

/**
 * Each prerendered page: the file it is written to and the tab it opens (apps/web/src/prerender.tsx),
 * in English; each translation is written beside it as `<name>.<locale>.html` (`auth.fr.html`).
 */
const PAGES = [
  { file: "auth.html", tab: "login" },
  { file: "signup.html", tab: "signup" },
  // `/auth?tab=signup`, the landing host's Get Started: the server picks it by the query.
  { file: "auth-signup.html", tab: "signup" },
] as const;

const ROOT = '<div id="root"></div>';
/**
 * The page is not painted until its prerendered content is parsed to the end (`blocking="render"`
 * on an expected element): a first paint of half the form would move as the rest arrived.
 */
const PARSED = '<span id="root-parsed" hidden></span>';
const PAINT_WHEN_PARSED = '<link rel="expect" href="#root-parsed" blocking="render">';

/** A preload of the Latin subset of the variable font, the one every page of the app uses. */
async function fontPreload(outDir: string): Promise<string> {
  const font = (await readdir(join(outDir, "assets"))).find((name) =>
    /^nunito-latin-wght-normal-.*\.woff2$/.test(name),
  );
  return font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>` : "";
}

/** Where `file` is written in `locale`: English keeps the name, a translation adds its code. */
export function localizedFile(file: string, locale: Locale): string {
  return locale === SOURCE_LOCALE ? file : file.replace(/\.html$/, `.${locale}.html`);
}

interface Renderers {
  render: (tab: string, locale: Locale) => Promise<string>;
  renderSignedIn: (pathname: string, locale: Locale) => Promise<string>;
}

/**
 * `template` (a built page made to paint first) with `body` in its root, in `locale`: React writes
 * the page's <title> where the component renders it, and it belongs in <head>. An `inert` root is
 * shown but takes no click, key or focus until the app replaces it (src/main.tsx): what it holds is
 * a picture of the page, and a click on it would otherwise be lost.
 */
function fill(template: string, body: string, locale: Locale, { inert = false } = {}): string {
  const title = /<title>.*?<\/title>/.exec(body)?.[0] ?? "<title>Somnia</title>";
  const root = inert ? '<div id="root" inert>' : '<div id="root">';
  return template
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(/<title>.*?<\/title>/, `${title}${PAINT_WHEN_PARSED}`)
    .replace(ROOT, `${root}${body.replace(title, "")}</div>${PARSED}`);
}

/** The built page `file` made to paint from its HTML alone (./paint-first.ts), checked for what `fill` needs. */
async function paintFirstTemplate(outDir: string, file: string, font?: string): Promise<string> {
  const built = await readFile(join(outDir, file), "utf8");
  if (!built.includes(ROOT)) throw new Error(`${file} has no ${ROOT} to fill`);
  if (!built.includes('<html lang="en">')) throw new Error(`${file} has no <html lang="en"> to set`);
  return paintFirst(built, (href) => readFileSync(join(outDir, href), "utf8"), { fontPreload: font });
}

/**
 * After the build, renders pages in Node (through Vite's SSR loader, so the same aliases and
 * catalogues apply), once per language, as pages that paint from their HTML alone (./paint-first.ts):
 * the standalone sign-in page into auth.html, once per tab; and the app's signed-in pages into
 * copies of index.html, the shell around each page's frame (SIGNED_IN_PAGES), which the server
 * sends only with a session cookie. The app's index.html gets the font preload
 * (docs/decisions/027-first-paint-and-code-splitting.md, 051-signed-in-pages-in-the-html.md).
 */
export function prerender(): Plugin {
  let outDir = "dist";
  let root = ".";
  let configFile: string | undefined;
  return {
    name: "somnia:prerender",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const preload = await fontPreload(outDir);
        const server = await createServer({
          root,
          configFile,
          logLevel: "error",
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: "custom",
        });
        try {
          const { render, renderSignedIn } = (await server.ssrLoadModule("/src/prerender.tsx")) as Renderers;
          const auth = await paintFirstTemplate(outDir, "auth.html");
          // The app re-renders its text as it takes over: painted in the web font, it keeps its size.
          const app = await paintFirstTemplate(outDir, "index.html", preload);
          for (const locale of LOCALES) {
            for (const page of PAGES) {
              const html = fill(auth, await render(page.tab, locale), locale);
              await writeFile(join(outDir, localizedFile(page.file, locale)), html);
            }
            for (const [pathname, file] of Object.entries(SIGNED_IN_PAGES)) {
              const html = fill(app, await renderSignedIn(pathname, locale), locale, { inert: true });
              await writeFile(join(outDir, localizedFile(file, locale)), html);
            }
          }
          const index = await readFile(join(outDir, "index.html"), "utf8");
          await writeFile(join(outDir, "index.html"), index.replace("</title>", `</title>\n    ${preload}`));
        } finally {
          await server.close();
        }
      },
    },
  };
}
