import { describe, expect, it } from 'vitest';
import { inTasksOfTheirOwn, inTasksQueuedTogether } from './in-tasks-of-their-own';

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

describe('inTasksQueuedTogether', () => {
  it('runs the steps in order, one per task, and resolves after the last', async () => {
    const ran: string[] = [];
    // A microtask runs when the task that queued it ends: before the next step only if that step
    // is a task of its own.
    const step = (name: string) => () => {
      ran.push(name);
      queueMicrotask(() => ran.push(`${name}'s task ended`));
    };
    const done = inTasksQueuedTogether([step('first'), step('second')]);
    expect(ran).toEqual([]);
    await done;
    expect(ran).toEqual(['first', "first's task ended", 'second', "second's task ended"]);
  });

  it('runs what a step queues after every step', async () => {
    const ran: string[] = [];
    await inTasksQueuedTogether([() => setTimeout(() => ran.push('queued by the first'), 0), () => ran.push('second')]);
    await nextTask();
    expect(ran).toEqual(['second', 'queued by the first']);
  });

  it('resolves at once with nothing to run', async () => {
    await expect(inTasksQueuedTogether([])).resolves.toBeUndefined();
  });
});
