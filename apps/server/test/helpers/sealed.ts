import { expect } from "vitest";

/**
 * A sealed column holds `v1.<iv>.<ciphertext>` in base64url and nothing else, so no
 * plaintext (no space, quote or brace) can hide in it. Matching plaintext words against
 * the ciphertext instead fails by chance: random base64 spells "awe" now and then.
 */
export function expectSealed(...values: unknown[]) {
  for (const value of values) expect(value).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
}
