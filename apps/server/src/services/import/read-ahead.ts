/**
 * `source`'s items, with up to `ahead` of them asked for before they are needed: the file goes on
 * being read (its zip entries unpacked, its lines parsed) while the caller works on the ones it
 * has, instead of waiting for each in turn. Items come in order; a failure of the source is thrown
 * where its item would have come, and the source is closed however the reading ends.
 */
export async function* readAhead<T>(source: AsyncIterable<T>, ahead: number): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const asked: Promise<IteratorResult<T>>[] = [];
  const ask = () => {
    const next = iterator.next();
    // Met when its turn comes (below): never an unhandled rejection while earlier items are used.
    next.catch(() => {});
    asked.push(next);
  };
  let ended = false;
  try {
    for (let i = 0; i < ahead; i++) ask();
    for (;;) {
      const next = await (asked.shift() as Promise<IteratorResult<T>>);
      if (next.done) {
        ended = true;
        return;
      }
      ask();
      yield next.value;
    }
  } finally {
    // An async generator answers requests in turn: this return follows the ones still asked.
    if (!ended) await iterator.return?.();
  }
}
