/**
 * Runs `task` every `intervalMs`, never two at once: a run that outlasts the interval makes
 * the next tick skip rather than pile up. The timer does not keep the process alive.
 * Returns a function that stops it.
 */
export function repeatEvery(intervalMs: number, task: () => Promise<void>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task().finally(() => {
      running = false;
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
