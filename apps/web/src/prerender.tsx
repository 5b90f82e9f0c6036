import type { Locale } from "@somnia/shared/locales";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { App, preloadPage } from "./app";
import { AuthPage } from "./app/auth-page";
import type { AuthTab } from "./features/auth/components/auth-screen";
import { activateLocale, loadMessages } from "./lib/i18n/catalogues";

/**
 * The pages the build writes as HTML (apps/web/vite-plugins/prerender.ts), rendered in Node one at a
 * time: nothing here may touch the DOM.
 */

/** The standalone sign-in page in `locale`, for auth.html, signup.html and their translations. */
export async function render(tab: AuthTab, locale: Locale): Promise<string> {
  await activateLocale(locale);
  await loadMessages(["auth"]);
  return renderToString(<AuthPage tab={tab} />);
}

/**
 * The app at a signed-in page's `pathname` in `locale`, as it first renders in the browser before
 * the session is known: the shell around the page's frame (src/app/page-frame.tsx), which the
 * browser's first render adopts (src/main.tsx), with the page's messages loaded as the browser
 * loads them before that render.
 * Nobody's data is in it: the server sends it to any request carrying a session cookie.
 */
export async function renderSignedIn(pathname: string, locale: Locale): Promise<string> {
  await activateLocale(locale);
  await preloadPage(pathname);
  const { prelude } = await prerender(<App location={pathname} />);
  return new Response(prelude).text();
}
