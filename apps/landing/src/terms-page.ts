import { ALL_TERMS } from "@somnia/shared/legal/all-terms";
import { type TermsParagraph, termsDateLine } from "@somnia/shared/legal/terms";
import type { Locale } from "@somnia/shared/locales";
import { CATALOGUE } from "./catalogue";
import { escapeHtml } from "./html";
import { localePath } from "./languages";
import { appHref, layout, type SiteOptions } from "./layout";

function paragraph(site: SiteOptions, p: TermsParagraph, locale: Locale): string {
  if (typeof p === "string") return `<p>${escapeHtml(p)}</p>`;
  const runs = p.map((run) => {
    if (typeof run === "string") return escapeHtml(run);
    if ("email" in run) {
      const email = escapeHtml(site.supportEmail);
      return `<a href="mailto:${email}">${email}</a>`;
    }
    return `<a href="${appHref(site, "/privacy", locale)}">${escapeHtml(run.text)}</a>`;
  });
  return `<p>${runs.join("")}</p>`;
}

/** The Terms of Service in `locale`, the document the app renders too (packages/shared). */
export function termsPage(site: SiteOptions, locale: Locale): string {
  const terms = ALL_TERMS[locale];
  const text = CATALOGUE[locale].terms;
  const sections = terms.sections.map(
    (section, index) => `<section aria-labelledby="terms-${section.id}">
<h2 id="terms-${section.id}">${index + 1}. ${escapeHtml(section.title)}</h2>
${section.paragraphs.map((p) => paragraph(site, p, locale)).join("\n")}
</section>`,
  );
  return layout(site, {
    locale,
    route: "/terms",
    title: `${terms.title} · Somnia`,
    description: text.description,
    main: `<article class="wrap doc">
<a href="${localePath(locale, "/")}">${escapeHtml(text.back)}</a>
<h1>${escapeHtml(terms.title)}</h1>
<p class="muted">${escapeHtml(termsDateLine(terms, locale))}</p>
<p class="muted">${escapeHtml(terms.prevails)}</p>
<p>${escapeHtml(terms.intro)}</p>
${sections.join("\n")}
</article>`,
  });
}
