/**
 * Runs `task` now and then every `everyMs`, never two runs at once; a run that fails is reported to
 * `onError` and the next one still comes. The timer never keeps the process alive. The returned
 * function stops it and resolves once a run still under way has ended (its errors are dropped), so
 * a stopping server can wait for it before closing the database.
 */
export function runEvery(
  task: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = task()
      .then(
        () => {},
        (error) => {
          if (!stopped) onError(error);
        },
      )
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
