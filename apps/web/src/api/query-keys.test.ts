// One owner per query key: every key an api/ module uses comes from its area's key factory, so
// a key is spelled once, and no two areas' factories share a root (one area's invalidation never
// sweeps another's cache, and a key cannot be written in two files and drift apart).
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true });
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

type TKeyFactory = { all: readonly unknown[] };

function isKeyFactory(name: string, value: unknown): value is TKeyFactory {
  return (
    name.endsWith('Keys') && typeof value === 'object' && value !== null && Array.isArray((value as TKeyFactory).all)
  );
}

describe('the query keys', () => {
  it('come from a key factory wherever a query, a write or an invalidation names one', () => {
    const literalKeys = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, index) => ({ line: line.trim(), at: `${file}:${index + 1}` }))
        .filter(({ line }) => /\b(queryKey|setQueryData\(|getQueryData\()\s*:?\s*\[/.test(line))
        .map(({ line, at }) => `${at} ${line}`),
    );
    expect(literalKeys).toEqual([]);
  });

  it('have one root per area, none inside another', () => {
    const roots = Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([name, value]) => isKeyFactory(name, value))
        .map(([name, value]) => ({ name: `${file} ${name}`, root: (value as TKeyFactory).all })),
    );
    expect(roots.length).toBeGreaterThan(20);
    const clashes = roots.flatMap((one) =>
      roots
        .filter((other) => other !== one && one.root.every((part, index) => other.root[index] === part))
        .map((other) => `${other.name} [${other.root.join(', ')}] is inside ${one.name} [${one.root.join(', ')}]`),
    );
    expect(clashes).toEqual([]);
  });
});
