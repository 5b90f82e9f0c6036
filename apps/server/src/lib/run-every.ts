/**
 * Runs `task` now and then every `everyMs`, never two runs at once; a run that fails is reported to
 * `onError` and the next one still comes. The timer never keeps the process alive; the returned
 * function stops it (errors of a run still under way are then dropped).
 */
export function runEvery(
  task: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = true;
    task()
      .catch((error) => {
        if (!stopped) onError(error);
      })
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
