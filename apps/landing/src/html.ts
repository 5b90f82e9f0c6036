import { createHash } from "node:crypto";

/** Text or an attribute value made safe for HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The CSP source of an inline script or style: its SHA-256, as `'sha256-…'`. */
export function hashSource(content: string): string {
  return `'sha256-${createHash("sha256").update(content).digest("base64")}'`;
}
