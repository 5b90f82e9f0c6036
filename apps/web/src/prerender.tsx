import type { Locale } from "@somnia/shared/locales";
import { renderToString } from "react-dom/server";
import { AuthPage } from "./app/auth-page";
import type { AuthTab } from "./features/auth/components/auth-screen";
import { activateLocale, loadMessages } from "./lib/i18n/catalogues";

/**
 * The standalone sign-in page as HTML in `locale`, for the build to write into auth.html,
 * signup.html and their translations (apps/web/vite-plugins/prerender.ts). Rendered in Node, one
 * page at a time: nothing here may touch the DOM.
 */
export async function render(tab: AuthTab, locale: Locale): Promise<string> {
  await activateLocale(locale);
  await loadMessages(["auth"]);
  return renderToString(<AuthPage tab={tab} />);
}
