import "@fontsource-variable/nunito";
import "./index.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { loadDateLocale } from "./lib/date-locale";
import { locale, localeReady, wantedLocale } from "./lib/i18n/catalogues";
import { queryClient } from "./lib/query-client";
import { keepSavedCopy, restoreSavedCopy } from "./lib/saved-copy";
import { sessionChangedAt } from "./lib/session";
import { initTheme } from "./lib/theme";

initTheme();
// A returning user's journal, as last saved on this device, shows before the server answers.
restoreSavedCopy(queryClient);
keepSavedCopy(queryClient, sessionChangedAt);

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html");

// The language's messages and dates first (English's are in the bundle), so the first render is in
// it; if they cannot be fetched (offline before the service worker had them), in English.
void Promise.allSettled([localeReady(), loadDateLocale(wantedLocale)]).then(() => {
  document.documentElement.lang = locale;
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree, so a tap or a key during start-up is not kept waiting.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
