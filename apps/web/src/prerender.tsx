import { renderToString } from "react-dom/server";
import { AuthPage } from "./app/auth-page";
import type { AuthTab } from "./features/auth/components/auth-screen";
import { loadMessages } from "./lib/i18n/catalogues";

/**
 * The standalone sign-in page as HTML, for the build to write into auth.html and signup.html
 * (apps/web/vite-plugins/prerender.ts). Rendered in Node: nothing here may touch the DOM.
 */
export async function render(tab: AuthTab): Promise<string> {
  await loadMessages(["auth"]);
  return renderToString(<AuthPage tab={tab} />);
}
