/**
 * A Padanam server run as a child process by the benchmarks (bench/lib/server.ts) and the upgrade
 * test (scripts/upgrade/server.ts): a free port for it, the tail of what it printed, a stop that
 * ends it as a deployment would, and the wait until it answers.
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A free TCP port on 127.0.0.1 (the OS picks it; nothing else is ever bound). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface WatchedServer {
  /** The last 20,000 characters the server printed, for an error message. */
  output: () => string;
  /** SIGTERM, then SIGKILL if it has not exited within the grace; resolves once it has exited. */
  stop: () => Promise<void>;
}

export function watchServer(child: ChildProcess, stopGraceMs: number): WatchedServer {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
    await exited;
    clearTimeout(timer);
  };
  return { output: () => output, stop };
}

/** Polls /api/health until it answers; fails at once if the server exits, or after `limitMs`. */
export async function waitUntilHealthy(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  limitMs: number,
): Promise<void> {
  const giveUpAt = Date.now() + limitMs;
  while (Date.now() < giveUpAt) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /api/health within ${limitMs / 1000} s:\n${output()}`);
}
