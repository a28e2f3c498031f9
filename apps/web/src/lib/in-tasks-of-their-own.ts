// Work split into browser tasks: on a phone's CPU a task past 50 ms holds up a tap (Lighthouse
// counts that part as blocking time), so start-up work that need not run at once runs in steps
// with a break after each, for input and painting.

/** Runs each step in a task of its own, in order; resolves once the last has run. */
export function inTasksOfTheirOwn(steps: readonly (() => unknown)[]): Promise<void> {
  return new Promise((resolve) => {
    const runFrom = (index: number) => {
      const step = steps[index];
      if (step === undefined) return resolve();
      setTimeout(() => {
        step();
        runFrom(index + 1);
      }, 0);
    };
    runFrom(0);
  });
}

/**
 * Queues every step at once, each to run in a task of its own, in order; resolves once the last has
 * run. Unlike inTasksOfTheirOwn, no step waits for the task before it: what one of them queues (a
 * render) runs after all of them, and each can start as soon as the task that queued them ends.
 */
export function inTasksQueuedTogether(steps: readonly (() => unknown)[]): Promise<void> {
  return Promise.all(
    steps.map(
      (step) =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            step();
            resolve();
          }, 0),
        ),
    ),
  ).then(() => undefined);
}
