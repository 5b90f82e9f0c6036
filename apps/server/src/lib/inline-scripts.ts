import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** An inline script as the web build writes it: a bare `<script>` tag, no attributes. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP source of every inline script in the built pages (`'sha256-…'`), so the policy allows
 * exactly those and no other inline script: the theme applied before the first paint and the
 * sign-in page's loader (apps/web/vite-plugins/inline-theme-init.ts, paint-first.ts). Read once at
 * start from the HTML files at the root of `dir`; none when the app is not built.
 */
export function inlineScriptHashes(dir: string): string[] {
  let pages: string[];
  try {
    pages = readdirSync(dir).filter((name) => name.endsWith(".html"));
  } catch {
    return [];
  }
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const [, script] of readFileSync(join(dir, page), "utf8").matchAll(INLINE_SCRIPT)) {
      hashes.add(
        `'sha256-${createHash("sha256")
          .update(script ?? "")
          .digest("base64")}'`,
      );
    }
  }
  return [...hashes].sort();
}
