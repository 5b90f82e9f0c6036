import { TERMS, type TermsParagraph } from "@somnia/shared/legal/terms";
import { escapeHtml } from "./html";
import { layout, type SiteOptions } from "./layout";

const DESCRIPTION =
  "Somnia is a private dream journal: log your dreams each morning and explore them with an AI analyst that learns what they mean to you.";

const FEATURES = [
  {
    title: "Dream Journaling",
    text: "Write down a dream in a minute each morning, with its date, a title and tags, and watch your streak grow on the calendar.",
  },
  {
    title: "AI Analysis",
    text: "An analyst gives a brief reading and asks a few questions; the interpreter then reads your dreams in the light of your answers and your recurring dreams.",
  },
  {
    title: "Privacy First",
    text: "Your dreams are encrypted with a key of your own, never sold and never used for advertising. Export or delete everything at any time.",
  },
];

export function homePage(site: SiteOptions): string {
  const signUp = escapeHtml(`${site.appUrl}/auth?tab=signup`);
  return layout(site, {
    route: "/",
    title: "Somnia · Your private dream journal",
    description: DESCRIPTION,
    main: `<section class="hero" aria-labelledby="hero-title"><div class="wrap">
<h1 id="hero-title">Remember your dreams. Understand what they tell you.</h1>
<p>Somnia is a private dream journal with an AI dream analyst and interpreter that learns what your dreams mean to you.</p>
<div class="actions"><a class="button gold" href="${signUp}">Get Started</a></div>
</div></section>
<div class="wrap">
<h2 class="sr-only">Features</h2>
<ul class="features">
${FEATURES.map((f) => `<li class="feature"><h3>${f.title}</h3><p>${f.text}</p></li>`).join("\n")}
</ul>
<section class="closing" aria-labelledby="closing-title">
<h2 id="closing-title">Your dreams are waiting to be written down.</h2>
<a class="button gold" href="${signUp}">Start Your Dream Journey</a>
</section>
</div>`,
  });
}

function paragraph(site: SiteOptions, p: TermsParagraph): string {
  if (typeof p === "string") return `<p>${escapeHtml(p)}</p>`;
  const runs = p.map((run) => {
    if (typeof run === "string") return escapeHtml(run);
    if ("email" in run) {
      const email = escapeHtml(site.supportEmail);
      return `<a href="mailto:${email}">${email}</a>`;
    }
    return `<a href="${escapeHtml(`${site.appUrl}/privacy`)}">${escapeHtml(run.text)}</a>`;
  });
  return `<p>${runs.join("")}</p>`;
}

/** The Terms of Service from the one document the app renders too (packages/shared). */
export function termsPage(site: SiteOptions): string {
  const sections = TERMS.sections.map(
    (section, index) => `<section aria-labelledby="terms-${section.id}">
<h2 id="terms-${section.id}">${index + 1}. ${escapeHtml(section.title)}</h2>
${section.paragraphs.map((p) => paragraph(site, p)).join("\n")}
</section>`,
  );
  return layout(site, {
    route: "/terms",
    title: `${TERMS.title} · Somnia`,
    description: "The terms of use of Somnia, the private dream journal.",
    main: `<article class="wrap doc">
<a href="/">← Back to Somnia</a>
<h1>${escapeHtml(TERMS.title)}</h1>
<p class="muted">${escapeHtml(TERMS.lastUpdated)}</p>
<p>${escapeHtml(TERMS.intro)}</p>
${sections.join("\n")}
</article>`,
  });
}

/** The query parameters a sign-in provider's error carries, forwarded to the app as they are. */
export const AUTH_ERROR_PARAMS = ["error", "error_code", "error_description"] as const;

/**
 * Where a sign-in provider sends an error: forwarded at once, with its three parameters and no
 * other, to the application's own auth-error page, which explains it.
 */
export function authErrorPage(site: SiteOptions): string {
  const target = `${site.appUrl}/auth-error`;
  // JSON, with "<" escaped, is a safe script literal for any URL.
  const literal = JSON.stringify(target).replace(/</g, "\\u003c");
  const script = `(function(){var s=new URLSearchParams(location.search),f=new URLSearchParams();${JSON.stringify(AUTH_ERROR_PARAMS)}.forEach(function(k){var v=s.get(k);if(v!==null)f.set(k,v)});var q=f.toString();location.replace(${literal}+(q?"?"+q:""))})();`;
  return layout(site, {
    route: "/auth-error",
    title: "Signing in · Somnia",
    description: "Taking you back to Somnia.",
    main: `<div class="wrap doc"><h1>Taking you back to Somnia…</h1>
<p>Signing in did not finish. <a href="${escapeHtml(target)}">Continue to Somnia</a> to see why and try again.</p></div>`,
    script,
  });
}

export function notFoundPage(site: SiteOptions): string {
  return layout(site, {
    route: null,
    title: "Dream not found · Somnia",
    description: "This page drifted away like a dream at dawn.",
    main: `<div class="wrap doc"><h1>Dream not found</h1>
<p>This page drifted away like a dream at dawn.</p>
<p><a class="button gold" href="/">Return to the home page</a></p></div>`,
  });
}
