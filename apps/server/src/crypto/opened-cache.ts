/**
 * Fields already opened and decoded, by user and ciphertext: a page of the journal read again (the
 * list, a dream opened from it, the next visit) costs a map lookup instead of four AES-GCM
 * decryptions and two JSON parses per dream. Exact by construction: a token (nonce, ciphertext and
 * tag) opens only under its user's key and id and always to the same text, and an edit writes new
 * tokens. Bounded by an estimate of the memory it holds, least recently used out first; values are
 * frozen, since every reader shares them (docs/decisions/033-request-hot-path.md).
 */
export class OpenedCache {
  readonly #entries = new Map<string, { value: unknown; bytes: number }>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The value kept for `kind` of `token` under `userId`, else `open()`'s, kept (a throw is not). */
  recall<T>(userId: string, kind: string, token: string, open: () => T): T {
    const key = `${userId} ${kind} ${token}`;
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value as T;
    }
    const value = deepFreeze(open());
    // An estimate: the key (ASCII: the token is base64), and the value at up to three times as much
    // (a string is smaller than its token; a parsed object, with its arrays, can be larger).
    const bytes = 4 * key.length + 64;
    if (bytes > this.#maxBytes) return value;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
    return value;
  }

  /** Drops everything kept for `userId` (their data key is gone: crypto-shred). */
  forget(userId: string): void {
    const prefix = `${userId} `;
    for (const [key, entry] of this.#entries) {
      if (!key.startsWith(prefix)) continue;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
