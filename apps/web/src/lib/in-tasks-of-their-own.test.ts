import { describe, expect, it } from 'vitest';
import { inTasksOfTheirOwn } from './in-tasks-of-their-own';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inTasksOfTheirOwn', () => {
  it('runs the steps in order, one per task, none at once, and resolves after the last', async () => {
    const ran: string[] = [];
    const done = inTasksOfTheirOwn([() => ran.push('first'), () => ran.push('second')]);
    expect(ran).toEqual([]);
    await nextTask();
    expect(ran).toEqual(['first']);
    await done;
    expect(ran).toEqual(['first', 'second']);
  });

  it('resolves at once with nothing to run', async () => {
    await expect(inTasksOfTheirOwn([])).resolves.toBeUndefined();
  });
});
