/**
 * Command-line options shared by the benchmarks: `--name value` or `--name=value`, with an
 * environment fallback so CI can set them without editing the npm script.
 */
export type Engine = 'sqlite' | 'postgres';

export function readOption(name: string, envName: string): string | undefined {
  const argv = process.argv.slice(2);
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === `--${name}`) return argv[index + 1];
    if (arg?.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  const fromEnv = process.env[envName];
  return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
}

export function intOption(name: string, envName: string, fallback: number, min = 1): number {
  const raw = readOption(name, envName);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be an integer >= ${min}, got ${raw}`);
  return value;
}

/** `--name` alone or `--name true`; the env fallback is 'true' or '1'. */
export function flagOption(name: string, envName: string): boolean {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  if (index >= 0) return argv[index + 1] !== 'false';
  return readOption(name, envName) === 'true' || readOption(name, envName) === '1';
}

export function engineOption(): Engine {
  const raw = readOption('db', 'BENCH_DB') ?? 'sqlite';
  if (raw !== 'sqlite' && raw !== 'postgres') throw new Error(`--db must be sqlite or postgres, got ${raw}`);
  return raw;
}
