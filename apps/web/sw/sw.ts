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
