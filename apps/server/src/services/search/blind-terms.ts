import { createHmac } from "node:crypto";

/**
 * Keyed hashes of search terms under a user's search key (docs/decisions/023-blind-search-index.md).
 * Every term is hashed with its namespace, so a word, a tag, an emotion, a symbol and a dream type
 * that are spelt alike never collide, and the same word hashes differently for every user.
 */
export type Namespace = "word" | "tag" | "emotion" | "symbol" | "type";

/** Bloom filter settings: ~12 bits per term and 8 probes give about 0.3% false positives. */
export const BITS_PER_TERM = 12;
export const PROBES = 8;
const MIN_BITS = 64;

function digest(key: Buffer, namespace: Namespace, value: string): Buffer {
  return createHmac("sha256", key).update(`${namespace}\u0000${value}`).digest();
}

/** The 8 probe positions of a term, as 32-bit numbers (each taken modulo a filter's length). */
export function probesOf(key: Buffer, namespace: Namespace, value: string): number[] {
  const hash = digest(key, namespace, value);
  return Array.from({ length: PROBES }, (_, i) => hash.readUInt32BE(i * 4));
}

/** A chip's term id for dream_terms: the first 8 bytes of its keyed hash, as a signed bigint. */
export function termIdOf(key: Buffer, namespace: Namespace, value: string): bigint {
  return blindHasher(key).termId(namespace, value);
}

export interface BloomTerm {
  namespace: Namespace;
  value: string;
}

/** The filter of a set of terms as a '0'/'1' string, sized to the terms (a multiple of 8 bits). */
export function bloomOf(key: Buffer, terms: readonly BloomTerm[]): string {
  return blindHasher(key).bloom(terms);
}

export interface BlindHasher {
  termId(namespace: Namespace, value: string): bigint;
  bloom(terms: readonly BloomTerm[]): string;
}

/**
 * `termIdOf` and `bloomOf` under one key, hashing each term once: a batch of dreams repeats most of
 * its words (and a chip is both a term id and in the filter). It holds the terms it has hashed, so
 * it lives for one batch, never longer.
 */
export function blindHasher(key: Buffer): BlindHasher {
  const hashed = new Map<string, Buffer>();
  const hashOf = (namespace: Namespace, value: string) => {
    const term = `${namespace}\u0000${value}`;
    let hash = hashed.get(term);
    if (hash === undefined) {
      hash = digest(key, namespace, value);
      hashed.set(term, hash);
    }
    return hash;
  };
  return {
    termId: (namespace, value) => hashOf(namespace, value).readBigInt64BE(0),
    bloom(terms) {
      const length = Math.max(MIN_BITS, Math.ceil((terms.length * BITS_PER_TERM) / 8) * 8);
      const bits = new Uint8Array(length);
      for (const { namespace, value } of terms) {
        const hash = hashOf(namespace, value);
        for (let i = 0; i < PROBES; i++) bits[hash.readUInt32BE(i * 4) % length] = 1;
      }
      return bits.join("");
    },
  };
}
