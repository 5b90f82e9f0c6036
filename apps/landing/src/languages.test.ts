import { LOCALE_NAMES, LOCALES, type Locale } from "@somnia/shared/locales";
import { describe, expect, it } from "vitest";
import { localeOfPath, localePath, renderSite } from "./site";

const files = renderSite({
  appUrl: "https://app.example.com",
  siteUrl: "https://example.com",
  supportEmail: "help@example.com",
});
const pages = files
  .filter((f) => f.type.startsWith("text/html"))
  .map((page) => ({ ...page, body: String(page.body) }));
const body = (file: string) => {
  const found = files.find((f) => f.file === file);
  if (!found) throw new Error(`no ${file}`);
  return String(found.body);
};
const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const tags = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);
/** A page's hreflang alternates, as [hreflang, href]. */
const alternates = (html: string) =>
  tags(html, /<link rel="alternate"[^>]*>/g).map((tag) => [
    attribute(tag, "hreflang"),
    attribute(tag, "href"),
  ]);
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[2], m[1]]);

describe("the landing host's languages", () => {
  it("puts English at the root and every other language under its lowercase code", () => {
    expect(LOCALES.map((locale) => localePath(locale, "/"))).toEqual([
      "/",
      "/fr/",
      "/es/",
      "/de/",
      "/it/",
      "/pt-br/",
    ]);
    expect(localePath("pt-BR", "/terms")).toBe("/pt-br/terms");
    expect(["/pt-br/terms", "/de/", "/fr", "/terms", "/french/", "/"].map(localeOfPath)).toEqual([
      "pt-BR",
      "de",
      "fr",
      "en",
      "en",
      "en",
    ]);
    for (const locale of LOCALES)
      for (const route of ["/", "/terms", "/auth-error", null]) {
        const page = pages.find(
          (f) => f.locale === locale && f.route === (route && localePath(locale, route)),
        );
        expect(page?.body, `${locale} ${route}`).toContain(`<html lang="${locale}">`);
      }
  });

  it("links every page to itself and to its version in every language, reciprocally, English by default", () => {
    const byUrl = new Map(pages.map((page) => [canonical(page.body), page]));
    for (const page of pages.filter((f) => f.route !== null && f.locale !== null)) {
      const self = `https://example.com${page.route}`;
      expect(canonical(page.body), page.file).toBe(self);
      const set = alternates(page.body);
      expect(set.map(([hreflang]) => hreflang)).toEqual([...LOCALES, "x-default"]);
      expect(set, page.file).toContainEqual([page.locale, self]);
      for (const [hreflang, href] of set) {
        // Each alternate is a page of that language that lists the same set back.
        const other = byUrl.get(href);
        expect(other?.locale, `${page.file} → ${href}`).toBe(hreflang === "x-default" ? "en" : hreflang);
        expect(alternates(other?.body ?? ""), `${page.file} → ${href}`).toEqual(set);
      }
    }
    expect(alternates(body("fr/404.html"))).toEqual([]);
    expect(body("fr/404.html")).toContain('<meta name="robots" content="noindex">');
  });

  it("names its language for link previews, and gives every page a title and description of its own", () => {
    expect(body("index.html")).toContain('<meta property="og:locale" content="en_US">');
    expect(body("pt-br/terms/index.html")).toContain('<meta property="og:locale" content="pt_BR">');
    expect(body("pt-br/terms/index.html")).toContain('<meta property="og:locale:alternate" content="en_US">');
    const titles = pages.map((page) => /<title>(.*)<\/title>/.exec(page.body)?.[1]);
    const descriptions = pages.map(
      (page) => /<meta name="description" content="([^"]*)">/.exec(page.body)?.[1],
    );
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    for (const description of descriptions) expect(description?.length).toBeGreaterThan(15);
  });

  it("has a language menu on every page: a link per language, in that language, the current one marked", () => {
    for (const page of pages) {
      const menu = /<details class="languages">([\s\S]*?)<\/details>/.exec(page.body)?.[1] ?? "";
      const items = tags(menu, /<a [^>]*>[^<]*<\/a>/g);
      expect(items, page.file).toHaveLength(LOCALES.length);
      for (const [index, item] of items.entries()) {
        const locale = LOCALES[index] as Locale;
        expect(attribute(item, "lang")).toBe(locale);
        expect(attribute(item, "hreflang")).toBe(locale);
        expect(item).toContain(`>${LOCALE_NAMES[locale]}</a>`);
        // The same page in that language; from a 404 page, that language's home.
        const route = page.route === null ? "/" : page.route.replace(/^\/(fr|es|de|it|pt-br)\//, "/");
        expect(attribute(item, "href"), page.file).toBe(localePath(locale, route));
        const current = attribute(item, "aria-current");
        expect(current, page.file).toBe(locale === page.locale ? (page.route ? "page" : "true") : undefined);
      }
      expect(menu).toMatch(/<summary>.*<span class="sr-only">[^<]+ <\/span>/);
    }
    expect(body("de/index.html")).toMatch(
      /<summary>.*<span class="sr-only">Sprache: <\/span><span class="lang-name">Deutsch<\/span><span class="lang-code" aria-hidden="true">DE<\/span><\/summary>/,
    );
  });

  it("speaks the page's language, and leads into the app and to its own terms and home", () => {
    const home = body("fr/index.html");
    expect(home).toContain("<title>Somnia · Votre journal de rêves privé</title>");
    expect(links(home)).toContainEqual(["Se connecter", "https://app.example.com/auth?lang=fr"]);
    expect(links(home)).toContainEqual(["Commencer", "https://app.example.com/auth?tab=signup&#38;lang=fr"]);
    expect(links(home)).toContainEqual(["Conditions", "/fr/terms"]);
    expect(links(home)).toContainEqual(["Confidentialité", "https://app.example.com/privacy?lang=fr"]);
    expect(links(body("fr/terms/index.html"))).toContainEqual(["← Retour à Somnia", "/fr/"]);
    expect(links(body("pt-br/404.html"))).toContainEqual(["Voltar para a página inicial", "/pt-br/"]);
    expect(body("es/auth-error/index.html")).toContain(
      '<a href="https://app.example.com/auth-error">Continúa en Somnia</a> para ver qué pasó',
    );
  });

  it("lists every language's pages in one sitemap, with the pages' own alternates, and robots.txt names it", () => {
    const sitemap = body("sitemap.xml");
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...sitemap.matchAll(/<url><loc>([^<]*)<\/loc>([\s\S]*?)<\/url>/g)];
    const indexed = pages.filter((page) => page.route && !page.route.endsWith("/auth-error"));
    expect(entries.map((entry) => entry[1]).sort()).toEqual(
      indexed.map((page) => `https://example.com${page.route}`).sort(),
    );
    for (const [, loc, links] of entries) {
      const page = indexed.find((p) => `https://example.com${p.route}` === loc);
      const listed = tags(links ?? "", /<xhtml:link [^>]*\/>/g).map((tag) => [
        attribute(tag, "hreflang"),
        attribute(tag, "href"),
      ]);
      expect(listed, loc).toEqual(alternates(page?.body ?? ""));
    }
    const robots = body("robots.txt");
    expect(robots).toContain("Sitemap: https://example.com/sitemap.xml");
    expect(robots).toContain("Disallow: /auth-error\n");
    expect(robots).toContain("Disallow: /pt-br/auth-error\n");
  });
});
