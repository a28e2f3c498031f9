/**
 * The benchmarks share a small machine with whatever else runs on it; these readings say how
 * busy it was, so a figure taken under load is recognisable as such.
 */
import fs from 'node:fs';
import os from 'node:os';

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds all processes have used since boot (every core), or null off Linux. */
export function machineBusySeconds(): number | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
    return (
      ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / CLOCK_TICKS_PER_SECOND
    );
  } catch {
    return null;
  }
}

export function describeMachine(): string {
  const cpus = os.cpus();
  const load = os.loadavg().map((value) => value.toFixed(2));
  return `${cpus.length} cores (${cpus[0]?.model ?? 'unknown'}), load average ${load.join(' ')}, Node ${process.version}`;
}
