import "@fontsource-variable/nunito";
import "./index.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AuthPage, tabOfLocation } from "./app/auth-page";
import { useTakeOverEarlySubmit } from "./lib/early-submit";
import { loadMessageCodes, loadMessages, locale, pseudoLocale } from "./lib/i18n/catalogues";
import { initTheme } from "./lib/theme";

initTheme();

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from auth.html");

/**
 * The built page holds the prerendered screen: take it over once it has been painted (a frame, then
 * a task), so that the browser shows the HTML first instead of after hydration, then send a form
 * submitted before that (src/lib/early-submit.ts). The dev server's page holds nothing: render it.
 */
function HydratedPage() {
  useTakeOverEarlySubmit();
  return <AuthPage tab={tabOfLocation(window.location)} />;
}

function start() {
  document.documentElement.lang = locale;
  const page = <HydratedPage />;
  // The pseudo-locale (an end-to-end build's en-XA) has no prerendered page: the English one is replaced.
  if (root?.hasChildNodes() && !pseudoLocale) hydrateRoot(root, page);
  else if (root) createRoot(root).render(page);
}
const painted = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
// In the language the server prerendered the page in (its <html lang>; lib/i18n/catalogues.ts).
void Promise.all([loadMessages(["auth"], { codes: false }), painted]).then(start);
// The words of the forms' and the server's messages are needed only once the reader acts: fetched
// then, off the first load (a field's error shown before they arrive is worded when they do).
for (const type of ["focusin", "pointerdown"] as const)
  document.addEventListener(type, () => void loadMessageCodes(), { once: true, passive: true });
