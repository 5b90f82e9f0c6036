/// <reference lib="webworker" />
/**
 * Somnia's service worker (docs/decisions/029-installable-app.md), built by vite-plugin-pwa into
 * dist/sw.js with the list of the build's files injected as `self.__WB_MANIFEST`.
 *
 * It precaches the build in English — the HTML pages, scripts, styles, fonts and icons, all of them
 * the same for every user — and answers navigations to the app from that cache, so the app opens at
 * once and offline. Another language's chunks (assets/l10n/<locale>/) are cached when first fetched.
 * It caches nothing else: no `/api/` response and nothing that holds a user's data ever enters
 * Cache Storage, and every request it does not answer goes to the network untouched.
 */
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * The page the server answers for a navigation (apps/server/src/lib/web-static.ts): the page
 * prerendered for its tab (`/auth?tab=signup` → `auth-signup.html`), else for its path
 * (`/auth` → `auth.html`), else the app's `index.html`; whether it is a prerendered page.
 */
async function pageFor(url: URL): Promise<{ page: Response; prerendered: boolean } | undefined> {
  const base = url.pathname.replace(/\/+$/, "");
  const tab = url.searchParams.get("tab");
  const candidates = base ? [`${base}.html`] : [];
  if (base && tab && /^[a-z]+$/.test(tab)) candidates.unshift(`${base}-${tab}.html`);
  for (const candidate of [...candidates, "/index.html"]) {
    const page = await matchPrecache(candidate);
    if (page) return { page, prerendered: candidate !== "/index.html" };
  }
  return undefined;
}

// A prerendered page is written in each language and the server picks the reader's (its cookie,
// else Accept-Language), so it comes from the network; the precached English one when offline.
// The app's index.html is the same in every language: its script picks the language.
registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" && url.origin === self.location.origin && !url.pathname.startsWith("/api/"),
  async ({ request, url }) => {
    const found = await pageFor(url);
    if (!found) return fetch(request);
    if (!found.prerendered) return found.page;
    return fetch(request).catch(() => found.page);
  },
);

registerRoute(
  ({ request, url }) =>
    request.method === "GET" &&
    url.origin === self.location.origin &&
    url.pathname.startsWith("/assets/l10n/"),
  new CacheFirst({ cacheName: "somnia-l10n", plugins: [new ExpirationPlugin({ maxEntries: 60 })] }),
);

// The page's 'Reload' on 'A new version of Somnia is available' (src/components/pwa/update-prompt.tsx).
self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});

// A morning reminder (apps/server/src/reminders/deliver.ts): `{ title, body, url }`, shown as a
// notification; a click opens the Log Dream card (`/?log=1`) in this app's window, or a new one.
self.addEventListener("push", (event) => {
  const { title, body, url } = (event.data?.json() ?? {}) as { title?: string; body?: string; url?: string };
  if (!title) return;
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: "/icons/icon-192.png",
      data: { url },
      tag: "reminder",
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data?.url as string | undefined) ?? "/?log=1",
    self.location.origin,
  );
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        await open.focus();
        await open.navigate(target.href);
      } else {
        await self.clients.openWindow(target.href);
      }
    })(),
  );
});
