/** FNV-1a 32-bit hash of the normalised text: the analyst's only source of variation. */
export function textHash(text: string): number {
  const normalised = text.trim().toLowerCase().replace(/\s+/g, " ");
  let hash = 0x811c9dc5;
  for (let i = 0; i < normalised.length; i++) {
    hash ^= normalised.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The text's hash mixed with another string: a stable, text-specific sort key. */
export function mix(text: string, hash: number): number {
  let value = hash;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

/** A deterministic pick from a list, using a different slice of the hash per `salt`. */
export function pick<T>(items: readonly T[], hash: number, salt: number): T {
  const mixed = Math.imul(hash ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
  const item = items[(mixed >>> 7) % items.length];
  if (item === undefined) throw new Error("pick() from an empty list");
  return item;
}
