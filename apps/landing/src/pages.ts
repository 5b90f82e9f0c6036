import type { Locale } from "@somnia/shared/locales";
import { CATALOGUE } from "./catalogue";
import { escapeHtml } from "./html";
import { localePath } from "./languages";
import { appHref, layout, type SiteOptions } from "./layout";
import { productPicture } from "./picture";

export function homePage(site: SiteOptions, locale: Locale): string {
  const text = CATALOGUE[locale].home;
  const signUp = appHref(site, "/auth?tab=signup", locale);
  return layout(site, {
    locale,
    route: "/",
    title: text.title,
    description: text.description,
    main: `<section class="hero" aria-labelledby="hero-title"><div class="wrap">
<h1 id="hero-title">${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.intro)}</p>
<div class="actions"><a class="button gold" href="${signUp}">${escapeHtml(text.getStarted)}</a></div>
</div></section>
<div class="wrap">
${productPicture(locale, text.picture)}
<h2 class="sr-only">${escapeHtml(text.featuresHeading)}</h2>
<ul class="features">
${text.features.map((f) => `<li class="feature"><h3>${escapeHtml(f.title)}</h3><p>${escapeHtml(f.text)}</p></li>`).join("\n")}
</ul>
<section class="closing" aria-labelledby="closing-title">
<h2 id="closing-title">${escapeHtml(text.closingHeading)}</h2>
<a class="button gold" href="${signUp}">${escapeHtml(text.closingAction)}</a>
</section>
</div>`,
  });
}

/** The query parameters a sign-in provider's error carries, forwarded to the app as they are. */
export const AUTH_ERROR_PARAMS = ["error", "error_code", "error_description"] as const;

/**
 * Where a sign-in provider sends an error: forwarded at once, with its three parameters and no
 * other, to the application's own auth-error page, which explains it.
 */
export function authErrorPage(site: SiteOptions, locale: Locale): string {
  const text = CATALOGUE[locale].authError;
  const target = `${site.appUrl}/auth-error`;
  // JSON, with "<" escaped, is a safe script literal for any URL.
  const literal = JSON.stringify(target).replace(/</g, "\\u003c");
  const script = `(function(){var s=new URLSearchParams(location.search),f=new URLSearchParams();${JSON.stringify(AUTH_ERROR_PARAMS)}.forEach(function(k){var v=s.get(k);if(v!==null)f.set(k,v)});var q=f.toString();location.replace(${literal}+(q?"?"+q:""))})();`;
  const link = `<a href="${escapeHtml(target)}">${escapeHtml(text.link)}</a>`;
  return layout(site, {
    locale,
    route: "/auth-error",
    title: text.title,
    description: text.description,
    main: `<div class="wrap doc"><h1>${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.text).replace("{link}", link)}</p></div>`,
    script,
  });
}

export function notFoundPage(site: SiteOptions, locale: Locale): string {
  const text = CATALOGUE[locale].notFound;
  return layout(site, {
    locale,
    route: null,
    title: text.title,
    description: text.text,
    main: `<div class="wrap doc"><h1>${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.text)}</p>
<p><a class="button gold" href="${localePath(locale, "/")}">${escapeHtml(text.back)}</a></p></div>`,
  });
}
