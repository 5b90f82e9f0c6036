import { StrictMode, useLayoutEffect } from "react";
import { useTakeOverEarlySubmit } from "@/lib/early-submit";
import { AppProvider } from "./provider";
import { AppRouter } from "./router";

export { firstPageReady, preloadPage } from "./router";

/**
 * A signed-in page's HTML may hold the app as it first renders, prerendered and inert, with the
 * loader that holds a form submitted before the script has run (apps/web/vite-plugins/prerender.ts,
 * paint-first.ts; docs/decisions/051-signed-in-pages-in-the-html.md). Once React has taken the page
 * over, it takes clicks, keys and submissions.
 */
function TakeOver() {
  useLayoutEffect(() => document.getElementById("root")?.removeAttribute("inert"), []);
  useTakeOverEarlySubmit();
  return null;
}

/** The app; at `location`, as the build prerenders it there (src/prerender.tsx). */
export function App({ location }: { location?: string }) {
  return (
    <StrictMode>
      <TakeOver />
      <AppProvider>
        <AppRouter location={location} />
      </AppProvider>
    </StrictMode>
  );
}
