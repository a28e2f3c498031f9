/** Runs `hello-world.ts` (the framework's ceiling) as a child process on a free 127.0.0.1 port. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './lifecycle.js';
import { freePort } from '../../scripts/lib/child-server.js';
import { cpuSecondsOf } from './server.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface HelloWorld {
  port: number;
  cpuSeconds: () => number | null;
}

export async function startHelloWorld(): Promise<HelloWorld> {
  const port = await freePort();
  // The same node and loader as the server, so the two differ only in what they run.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'hello-world.ts')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port) },
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-5000);
  });
  onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  const giveUpAt = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`hello-world exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > giveUpAt) throw new Error(`hello-world did not start within 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid ?? 0;
  return { port, cpuSeconds: () => cpuSecondsOf(pid) };
}
