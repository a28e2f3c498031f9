/**
 * Everything a benchmark starts (server, PostgreSQL cluster, temp folders) registers a
 * cleanup here, so a crash, ctrl-c or the hard time limit never leaves a process or a
 * folder behind. Cleanups run once, newest first.
 */
type Cleanup = () => void | Promise<void>;

const cleanups: Cleanup[] = [];
let running: Promise<void> | null = null;

export function onCleanup(cleanup: Cleanup): void {
  cleanups.push(cleanup);
}

export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    while (cleanups.length > 0) {
      const cleanup = cleanups.pop();
      try {
        await cleanup?.();
      } catch (error) {
        console.error('cleanup failed:', error);
      }
    }
  })();
  return running;
}

async function exitAfterCleanup(code: number): Promise<never> {
  await cleanupAll();
  process.exit(code);
}

/**
 * Runs `main` with signal handlers and a hard deadline; the exit code is main's result
 * (0 pass, 1 fail), 1 on an exception, 124 on the deadline, 130 on ctrl-c.
 */
export function runBenchmark(main: () => Promise<number>, limitMs: number): void {
  process.once('SIGINT', () => void exitAfterCleanup(130));
  process.once('SIGTERM', () => void exitAfterCleanup(143));
  const deadline = setTimeout(() => {
    console.error(`\nABORT: the benchmark exceeded its ${Math.round(limitMs / 1000)} s limit`);
    void exitAfterCleanup(124);
  }, limitMs);
  deadline.unref();
  main().then(
    (code) => exitAfterCleanup(code),
    (error: unknown) => {
      console.error(error);
      return exitAfterCleanup(1);
    },
  );
}
