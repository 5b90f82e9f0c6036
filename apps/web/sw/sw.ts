/// <reference lib="webworker" />
/**
 * Somnia's service worker (docs/decisions/029-installable-app.md), built by vite-plugin-pwa into
 * dist/sw.js with the list of the build's files injected as `self.__WB_MANIFEST`.
 *
 * It precaches the build — the HTML pages, scripts, styles, fonts and icons, all of them the same
 * for every user — and answers navigations from that cache, so the app opens at once and offline.
 * It caches nothing else: no `/api/` response and nothing that holds a user's data ever enters
 * Cache Storage, and every request it does not answer goes to the network untouched.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * The page the server answers for a navigation (apps/server/src/lib/web-static.ts): the page
 * prerendered for its tab (`/auth?tab=signup` → `auth-signup.html`), else for its path
 * (`/auth` → `auth.html`), else the app's `index.html`.
 */
async function pageFor(url: URL): Promise<Response | undefined> {
  const base = url.pathname.replace(/\/+$/, "");
  const tab = url.searchParams.get("tab");
  const candidates = base ? [`${base}.html`] : [];
  if (base && tab && /^[a-z]+$/.test(tab)) candidates.unshift(`${base}-${tab}.html`);
  for (const candidate of [...candidates, "/index.html"]) {
    const page = await matchPrecache(candidate);
    if (page) return page;
  }
  return undefined;
}

registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" && url.origin === self.location.origin && !url.pathname.startsWith("/api/"),
  async ({ request, url }) => (await pageFor(url)) ?? fetch(request),
);

// The page's 'Reload' on 'A new version of Somnia is available' (src/components/pwa/update-prompt.tsx).
self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});
