import "@fontsource-variable/nunito";
import "./index.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, firstPageReady } from "./app";
import { loadDateLocale } from "./lib/date-locale";
import { locale, localeReady, wantedLocale } from "./lib/i18n/catalogues";
import { queryClient } from "./lib/query-client";
import { keepSavedCopy, restoreSavedCopy } from "./lib/saved-copy";
import { sessionChangedAt, sessionKnown } from "./lib/session";
import { initTheme } from "./lib/theme";

initTheme();
// A returning user's journal, as last saved on this device, shows before the server answers.
restoreSavedCopy(queryClient);
keepSavedCopy(queryClient, sessionChangedAt);

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html");
/** The HTML holds the app as the build prerendered it: a signed-in page, inert until taken over. */
const prerendered = root.hasAttribute("inert");

// The language's messages and dates first, so the first render is in it; if they cannot be fetched
// (offline before the service worker had them), in English. The first page's modules too, so the
// first render is the page or its frame (src/app/page-frame.tsx), never a spinner.
void Promise.allSettled([localeReady(), loadDateLocale(wantedLocale), firstPageReady]).then(() => {
  // React adopts the prerendered page where its first render is that page: in the page's language,
  // with the session still to be asked for (the frame). Where it is not (a session saved on this
  // device shows the journal at once), it replaces it.
  const adopt = prerendered && document.documentElement.lang === locale && !sessionKnown();
  document.documentElement.lang = locale;
  if (adopt) {
    hydrateRoot(root, <App />, {
      // What did not match is rendered anew by React: the page is right, only slower to show.
      onRecoverableError: (error) => console.warn("The prerendered page was rendered again", error),
    });
    return;
  }
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree, so a tap or a key during start-up is not kept waiting.
  startTransition(() => createRoot(root).render(<App />));
});
