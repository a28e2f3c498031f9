import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createFixedWindowLimiter } from './rate-limit.service.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('createFixedWindowLimiter', () => {
  it('allows the limit, refuses the next with the time left, and opens again after the window', async () => {
    const limiter = createFixedWindowLimiter({ db: database.db, name: 'basic', limit: 2, windowMs: 1000 });
    expect((await limiter.consume('a', 0)).allowed).toBe(true);
    expect((await limiter.consume('a', 100)).allowed).toBe(true);
    expect(await limiter.consume('a', 400)).toEqual({ allowed: false, retryAfterMs: 600 });
    expect((await limiter.consume('b', 400)).allowed).toBe(true);
    expect(await limiter.consume('a', 1000)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await limiter.consume('a', 1100)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await limiter.consume('a', 1200)).toEqual({ allowed: false, retryAfterMs: 800 });
  });

  it('holds across processes: two limiters on one database share the count', async () => {
    const first = createFixedWindowLimiter({ db: database.db, name: 'shared', limit: 3, windowMs: 60_000 });
    const second = createFixedWindowLimiter({ db: database.db, name: 'shared', limit: 3, windowMs: 60_000 });
    const decisions = [];
    for (const limiter of [first, second, first, second]) decisions.push((await limiter.consume('k', 5)).allowed);
    expect(decisions).toEqual([true, true, true, false]);
  });

  it('loses no count when requests race', async () => {
    const limiter = createFixedWindowLimiter({ db: database.db, name: 'race', limit: 5, windowMs: 60_000 });
    const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('k', 10)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it('keeps different limiters apart and deletes ended windows', async () => {
    const sends = createFixedWindowLimiter({ db: database.db, name: 'sends', limit: 1, windowMs: 1000 });
    const other = createFixedWindowLimiter({ db: database.db, name: 'other', limit: 1, windowMs: 1000 });
    expect((await sends.consume('k', 1_000_000)).allowed).toBe(true);
    expect((await other.consume('k', 1_000_000)).allowed).toBe(true);
    expect((await sends.consume('k', 1_000_000)).allowed).toBe(false);

    const keys = () =>
      database.db
        .selectFrom('rateLimitWindows')
        .select('key')
        .orderBy('key')
        .execute()
        .then((rows) => rows.map((row) => row.key));
    expect(await keys()).toContain('sends:k');
    // A later consume, once the window has passed, clears every ended window first.
    await sends.consume('fresh', 3_000_000);
    expect(await keys()).toEqual(['sends:fresh']);
  });

  it('gives back one event of a window that has not ended, never below zero, and leaves an ended window alone', async () => {
    const limiter = createFixedWindowLimiter({ db: database.db, name: 'give-back', limit: 1, windowMs: 1000 });
    expect((await limiter.consume('k', 5_000_000)).allowed).toBe(true);
    expect((await limiter.consume('k', 5_000_100)).allowed).toBe(false);
    await limiter.giveBack('k', 5_000_200);
    await limiter.giveBack('k', 5_000_200);
    // Two counted, two given back: one more is allowed, the next is not.
    expect((await limiter.consume('k', 5_000_300)).allowed).toBe(true);
    expect((await limiter.consume('k', 5_000_400)).allowed).toBe(false);
    await limiter.giveBack('k', 5_000_300);
    await limiter.giveBack('k', 5_000_300);
    await limiter.giveBack('k', 5_000_300);
    expect((await limiter.consume('k', 5_000_500)).allowed).toBe(true);
    expect((await limiter.consume('k', 5_000_600)).allowed).toBe(false);

    // The window ended: giving back changes nothing, and the next window starts afresh at one.
    await limiter.giveBack('k', 5_001_000);
    expect((await limiter.consume('k', 5_001_000)).allowed).toBe(true);
    expect((await limiter.consume('k', 5_001_100)).allowed).toBe(false);
  });
});
