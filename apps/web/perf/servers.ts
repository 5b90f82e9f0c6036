import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnProductionServer } from "../../server/src/production-process";

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before answering ${url}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

export interface SomniaServer {
  appUrl: string;
  /** The landing host, when this build of the server has one. */
  landingUrl: string | null;
  /** Its data directory: the outbox of the e-mails it sends is in it. */
  dataDir: string;
  stop(): void;
}

/**
 * The production server as `npm start` runs it (built web app, compression, cache headers), on a
 * throwaway data directory and an in-memory database, so nothing is left behind; with its landing
 * host unless `landing` is false (the landing's pictures are taken from the app alone).
 */
export async function startSomnia(webDist: string, { landing = true } = {}): Promise<SomniaServer> {
  const [port, landingPort] = [await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "somnia-lighthouse-"));
  const child = spawnProductionServer({
    PORT: String(port),
    LANDING_PORT: landing ? String(landingPort) : "off",
    PUBLIC_URL: appUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: "memory://",
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: "warn",
  });
  await waitFor(`${appUrl}/api/config`, child);
  const landingUrl = `http://127.0.0.1:${landingPort}`;
  const landingUp = await fetch(landingUrl).then(
    (r) => r.ok,
    () => false,
  );
  return { appUrl, landingUrl: landingUp ? landingUrl : null, dataDir, stop: () => child.kill("SIGTERM") };
}

/**
 * The baseline: a static page of about the same text as /auth (a heading, a short form), HTML
 * and inline CSS only, served by the same machine. It is what "as fast as a static page" means.
 */
const STATIC_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Somnia</title>
<meta name="description" content="A static page: the baseline of Somnia's first-paint measurement.">
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f7f5ff;color:#1e1b2e}
main{max-width:28rem;margin:3rem auto;padding:1.5rem}h1{font-size:1.5rem}label{display:block;margin:.75rem 0 .25rem}
input{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}button{margin-top:1rem;width:100%;padding:.7rem;font-size:1rem;background:#4c3a99;color:#fff;border:0}</style>
</head><body><main><h1>Welcome to Somnia</h1><p>Your private dream journal.</p>
<form><label for="e">Email</label><input id="e" type="email"><label for="p">Password</label>
<input id="p" type="password"><button type="button">Sign In</button></form></main></body></html>`;

export async function startStaticPage(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    res.end(STATIC_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() };
}
