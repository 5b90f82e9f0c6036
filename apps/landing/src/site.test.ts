import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";
import { ALL_TERMS } from "@somnia/shared/legal/all-terms";
import { LOCALES } from "@somnia/shared/locales";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "./catalogue";
import { escapeHtml } from "./html";
import { localePath, renderSite, type SiteFile } from "./site";

const files = renderSite({
  appUrl: "https://app.example.com/",
  siteUrl: "https://example.com",
  supportEmail: "help@example.com",
});
const page = (file: string): string => {
  const found = files.find((f: SiteFile) => f.file === file);
  if (typeof found?.body !== "string") throw new Error(`no page ${file}`);
  return found.body;
};
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[2], m[1]]);
const TERMS = ALL_TERMS.en;
/** A JPEG's size, from its first start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
  }
  return null;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the landing host", () => {
  it("links Login, Get Started and Start Your Dream Journey to the application", () => {
    const home = links(page("index.html"));
    expect(home).toContainEqual(["Login", "https://app.example.com/auth?lang=en"]);
    expect(home).toContainEqual(["Get Started", "https://app.example.com/auth?tab=signup&#38;lang=en"]);
    expect(home).toContainEqual([
      "Start Your Dream Journey",
      "https://app.example.com/auth?tab=signup&#38;lang=en",
    ]);
    for (const title of ["Dream Journaling", "AI Analysis", "Privacy First"])
      expect(page("index.html")).toContain(`<h3>${title}</h3>`);
  });

  it("has a footer with Terms, Privacy Policy and Contact on every page", () => {
    for (const file of ["index.html", "terms/index.html", "auth-error/index.html", "404.html"]) {
      const found = links(page(file));
      expect(found).toContainEqual(["Terms", "/terms"]);
      expect(found).toContainEqual(["Privacy Policy", "https://app.example.com/privacy?lang=en"]);
      expect(found).toContainEqual(["Contact", "mailto:help@example.com"]);
    }
  });

  it("renders the app's terms document, every section and paragraph", () => {
    const terms = page("terms/index.html");
    expect(terms).toContain(`<h1>${TERMS.title}</h1>`);
    expect(terms).toContain('<p class="muted">Last updated: 14.05.2025</p>');
    expect(terms).toContain(`<p class="muted">${TERMS.prevails}</p>`);
    for (const [index, section] of TERMS.sections.entries()) {
      expect(terms).toContain(`${index + 1}. ${section.title}</h2>`);
    }
    expect(terms).toContain("at least 13 years old");
    expect(links(terms)).toContainEqual(["Privacy Policy", "https://app.example.com/privacy?lang=en"]);
    expect(links(terms)).toContainEqual(["help@example.com", "mailto:help@example.com"]);
  });

  it("renders each language's terms at its own path, dated as that language writes a date", () => {
    const french = page("fr/terms/index.html");
    expect(french).toContain("<h1>Conditions d’utilisation</h1>");
    expect(french).toContain('<p class="muted">Dernière mise à jour\u00a0: 14 mai 2025</p>');
    expect(links(french)).toContainEqual([
      "Politique de confidentialité",
      "https://app.example.com/privacy?lang=fr",
    ]);
    expect(page("de/terms/index.html")).toContain('<p class="muted">Stand: 14. Mai 2025</p>');
    for (const locale of LOCALES) {
      const document = ALL_TERMS[locale];
      const html = page(`${locale === "en" ? "" : `${locale.toLowerCase()}/`}terms/index.html`);
      expect(html, locale).toContain(`<h1>${document.title}</h1>`);
      expect(html, locale).toContain(`<p class="muted">${document.prevails}</p>`);
      for (const [index, section] of document.sections.entries())
        expect(html, locale).toContain(`<h2 id="terms-${section.id}">${index + 1}. ${section.title}</h2>`);
      expect(links(html), locale).toContainEqual(["help@example.com", "mailto:help@example.com"]);
    }
  });

  it("runs no script but the auth-error forwarders, and allows only its own inline style and script", () => {
    for (const { file, body: text } of files.filter((f) => f.type.startsWith("text/html"))) {
      const body = String(text);
      const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(body)?.[1] ?? "";
      const style = /<style>(.*?)<\/style>/s.exec(body)?.[1] ?? "";
      expect(csp).toContain(`style-src ${sha256(style)}`);
      const script = /<script>(.*?)<\/script>/s.exec(body)?.[1];
      if (file.endsWith("auth-error/index.html")) expect(csp).toContain(`script-src ${sha256(script ?? "")}`);
      else expect([script, csp.includes("script-src 'none'")]).toEqual([undefined, true]);
    }
  });

  it("forwards error, error_code and error_description, and nothing else, to the app's auth-error page", () => {
    const script = /<script>(.*?)<\/script>/s.exec(page("auth-error/index.html"))?.[1] ?? "";
    const run = (search: string) => {
      let target = "";
      runInNewContext(script, {
        URLSearchParams,
        location: { search, replace: (url: string) => (target = url) },
      });
      return target;
    };
    expect(
      run("?error=access_denied&error_code=otp_expired&error_description=Link+expired&token=secret"),
    ).toBe(
      "https://app.example.com/auth-error?error=access_denied&error_code=otp_expired&error_description=Link+expired",
    );
    expect(run("")).toBe("https://app.example.com/auth-error");
  });

  it("sets its text in the app's font, served by the landing host itself", () => {
    const styles = /<style>(.*?)<\/style>/s.exec(page("index.html"))?.[1] ?? "";
    expect(styles).toMatch(/body \{[^}]*font-family: "Nunito", "Nunito Fallback",/);
    const fonts = [...styles.matchAll(/url\((\/fonts\/[^)]+)\)/g)].map((match) => match[1]);
    expect(fonts).toEqual(["/fonts/nunito-latin-ext.woff2", "/fonts/nunito-latin.woff2"]);
    for (const route of fonts) {
      const font = files.find((f) => f.route === route);
      expect(font?.type, route).toBe("font/woff2");
      expect(
        Buffer.from(font?.body ?? "")
          .subarray(0, 4)
          .toString("latin1"),
        route,
      ).toBe("wOF2");
    }
    expect(page("index.html")).toMatch(/font-src 'self'/);
    expect(page("index.html")).toContain('<link rel="preload" href="/fonts/nunito-latin.woff2" as="font"');
  });

  it("shows a picture of the app in the page's language, light and dark, with its words for screen readers", () => {
    const homes = files.filter((f) => f.locale && f.route === localePath(f.locale, "/"));
    expect(homes.map((f) => f.locale)).toEqual([...LOCALES]);
    for (const home of homes) {
      const locale = home.locale ?? "en";
      const html = String(home.body);
      const img = /<img src="([^"]+)" width="(\d+)" height="(\d+)" alt="([^"]+)"/.exec(html);
      const dark = /<source media="\(prefers-color-scheme: dark\)" srcset="([^"]+)">/.exec(html)?.[1];
      expect(img?.[1], locale).toBe(`/pictures/analyzer-${locale}-light.jpg`);
      expect(dark, locale).toBe(`/pictures/analyzer-${locale}-dark.jpg`);
      expect(img?.[4], locale).toBe(escapeHtml(CATALOGUE[locale].home.picture));
      for (const route of [img?.[1], dark]) {
        const picture = files.find((f) => f.route === route);
        expect(picture?.type, route).toBe("image/jpeg");
        // A JPEG of the size the page reserves for it.
        const bytes = Buffer.from(picture?.body ?? "");
        expect(bytes.subarray(0, 3).toString("hex"), route).toBe("ffd8ff");
        expect(jpegSize(bytes), route).toEqual({ width: Number(img?.[2]), height: Number(img?.[3]) });
      }
    }
  });

  it("escapes what it is given", () => {
    const [home] = renderSite({
      appUrl: 'https://app.example.com/"><script>',
      siteUrl: "https://example.com",
      supportEmail: "a@b.c",
    });
    expect(home?.body).not.toContain('"><script>');
    expect(home?.body).toContain("&#34;&#62;&#60;script&#62;");
  });

  it("describes itself to search engines and link previews", () => {
    const home = page("index.html");
    expect(home).toMatch(/<meta name="description" content="[^"]{50,160}">/);
    expect(home).toContain('<link rel="canonical" href="https://example.com/">');
    expect(home).toContain('<meta property="og:title"');
    expect(page("404.html")).toContain('<meta name="robots" content="noindex">');
    expect(page("robots.txt")).toContain("Sitemap: https://example.com/sitemap.xml");
    expect(page("sitemap.xml")).toContain("<loc>https://example.com/terms</loc>");
  });
});
