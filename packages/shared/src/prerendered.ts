/**
 * The signed-in pages the web build writes with the app's shell and the page's frame already in
 * the HTML (apps/web/vite-plugins/prerender.ts), by path, and the file each is written to; each
 * translation beside it as `<name>.<locale>.html`. The server sends one only to a request that
 * carries a session cookie (apps/server/src/lib/web-static.ts); to anyone else the path is the app's
 * index.html, whose script sends a visitor who is not signed in to /auth.
 */
export const SIGNED_IN_PAGES: Readonly<Record<string, string>> = {
  "/": "signed-in-home.html",
  "/calendar": "signed-in-calendar.html",
  "/profile": "signed-in-profile.html",
};
