/** Every stats query starts with this key: a dream change makes all of them stale. */
export const statsQueryKey = ["stats"] as const;
