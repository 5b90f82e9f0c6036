/**
 * `compute` remembering its last answer until the current task of the event loop ends. A dream is
 * read by several steps in one go (its findings, then its suggested types: services/import/
 * prepare-dream.ts), each of which would otherwise read the same text again; forgetting it with
 * `setImmediate` keeps no dream's text past the work that brought it. `compute` must be pure and
 * its answer never changed by a caller.
 */
export function memoForTask<A extends unknown[], R>(
  compute: (...args: A) => R,
  keyOf: (...args: A) => string,
): (...args: A) => R {
  let last: { key: string; value: R } | undefined;
  const forget = () => {
    last = undefined;
  };
  return (...args) => {
    const key = keyOf(...args);
    if (last?.key === key) return last.value;
    if (last === undefined) setImmediate(forget);
    const value = compute(...args);
    last = { key, value };
    return value;
  };
}
