import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AnswerSaveQueue,
  pendingAnswersKey,
  pendingMarksKey,
  pendingPositionKey,
  readPendingAnswers,
  readPendingMarks,
  readPendingPosition,
  retryDelayMs,
  type TAnswerSaveQueueOptions,
} from './answer-save-queue';

class NetworkDown extends Error {}
class TimeUp extends Error {}

function makeQueue(overrides: Partial<TAnswerSaveQueueOptions> = {}) {
  const save = vi.fn<TAnswerSaveQueueOptions['save']>(() => Promise.resolve());
  const onClosed = vi.fn();
  const queue = new AnswerSaveQueue({
    attemptId: 5,
    save,
    onClosed,
    classifyFailure: (error) =>
      error instanceof TimeUp ? 'closed' : error instanceof NetworkDown ? 'retry' : 'rejected',
    storage: window.localStorage,
    ...overrides,
  });
  return { queue, save, onClosed };
}

const stored = () => readPendingAnswers(window.localStorage, 5);

describe('retryDelayMs', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('AnswerSaveQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a choice at once and forgets it once saved', async () => {
    const { queue, save } = makeQueue();
    queue.enqueue(11, 2);
    expect(queue.getState()).toBe('saving');
    expect(stored()).toEqual({ 11: 2 });
    await vi.runAllTimersAsync();
    expect(save).toHaveBeenCalledWith({ questionId: 11, option: 2 });
    expect(queue.getState()).toBe('saved');
    expect(window.localStorage.getItem(pendingAnswersKey(5))).toBeNull();
  });

  it('keeps a failed save on the device and retries after 1 s, 2 s, 4 s', async () => {
    const { queue, save } = makeQueue();
    save.mockRejectedValue(new NetworkDown());
    queue.enqueue(11, 2);
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
    expect(queue.getState()).toBe('offline');
    expect(stored()).toEqual({ 11: 2 });

    await vi.advanceTimersByTimeAsync(999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(save).toHaveBeenCalledTimes(3);

    save.mockResolvedValue(undefined);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(4);
    expect(queue.getState()).toBe('saved');
    expect(stored()).toEqual({});
  });

  it('retries at once when flushed (the online event) instead of waiting', async () => {
    const { queue, save } = makeQueue();
    save.mockRejectedValueOnce(new NetworkDown());
    queue.enqueue(11, 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getState()).toBe('offline');
    queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(queue.getState()).toBe('saved');
  });

  it('keeps the newest choice when a question changes while its save is in flight', async () => {
    let finishFirst: () => void = () => undefined;
    const { queue, save } = makeQueue();
    save.mockImplementationOnce(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    queue.enqueue(11, 0);
    queue.enqueue(11, 3);
    finishFirst();
    await vi.runAllTimersAsync();
    expect(save.mock.calls).toEqual([[{ questionId: 11, option: 0 }], [{ questionId: 11, option: 3 }]]);
    expect(queue.getState()).toBe('saved');
  });

  it('picks up answers a previous page left on the device', () => {
    window.localStorage.setItem(pendingAnswersKey(5), JSON.stringify({ 11: 1, 12: null, bad: 2 }));
    const { queue } = makeQueue();
    expect(queue.pendingAnswers()).toEqual({ 11: 1, 12: null });
  });

  it('stops and reports when the server says time is up', async () => {
    const { queue, save, onClosed } = makeQueue();
    save.mockRejectedValue(new TimeUp());
    queue.enqueue(11, 1);
    await vi.runAllTimersAsync();
    expect(onClosed).toHaveBeenCalledTimes(1);
    queue.enqueue(12, 1);
    await vi.runAllTimersAsync();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('drops a save the server rejects for good and goes on with the rest', async () => {
    const { queue, save } = makeQueue();
    save.mockRejectedValueOnce(new Error('400'));
    queue.enqueue(11, 9);
    queue.enqueue(12, 1);
    await vi.runAllTimersAsync();
    expect(save).toHaveBeenCalledTimes(2);
    expect(queue.getState()).toBe('saved');
  });

  it('forgets everything once the attempt is submitted', async () => {
    const { queue, save } = makeQueue();
    save.mockRejectedValue(new NetworkDown());
    queue.enqueue(11, 1);
    await vi.advanceTimersByTimeAsync(0);
    queue.discard();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual({});
    expect(queue.getState()).toBe('saved');
  });

  it('sends a review mark with its answer, and keeps it on the device until saved', async () => {
    const { queue, save } = makeQueue();
    save.mockRejectedValueOnce(new NetworkDown());
    queue.enqueue(11, null, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(readPendingMarks(window.localStorage, 5)).toEqual({ 11: true });
    await vi.runAllTimersAsync();
    expect(save).toHaveBeenLastCalledWith({ questionId: 11, option: null, marked: true });
    expect(window.localStorage.getItem(pendingMarksKey(5))).toBeNull();
  });

  it('sends where the student is with the next answer, not in a request of its own', async () => {
    const reportPosition = vi.fn<NonNullable<TAnswerSaveQueueOptions['reportPosition']>>(() => Promise.resolve());
    const { queue, save } = makeQueue({ reportPosition });
    queue.recordPosition(11);
    queue.recordPosition(12, { questionId: 11, seconds: 4.4 });
    queue.recordPosition(13, { questionId: 12, seconds: 2 });
    queue.recordPosition(12, { questionId: 13, seconds: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(reportPosition).not.toHaveBeenCalled();
    queue.enqueue(12, 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledWith({
      questionId: 12,
      option: 1,
      position: {
        questionId: 12,
        visits: [
          { questionId: 11, seconds: 4 },
          { questionId: 12, seconds: 2 },
          { questionId: 13, seconds: 1 },
        ],
      },
    });
    expect(queue.getState()).toBe('saved');
    expect(window.localStorage.getItem(pendingPositionKey(5))).toBeNull();
    await vi.runAllTimersAsync();
    expect(reportPosition).not.toHaveBeenCalled();
  });

  it('sends a position alone at most every few seconds: the latest place, the seconds added up', async () => {
    const reportPosition = vi.fn<NonNullable<TAnswerSaveQueueOptions['reportPosition']>>(() => Promise.resolve());
    const { queue } = makeQueue({ reportPosition, positionIntervalMs: 5000 });
    queue.recordPosition(12, { questionId: 11, seconds: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    queue.recordPosition(13, { questionId: 12, seconds: 1 });
    queue.recordPosition(12, { questionId: 13, seconds: 2 });
    // Waiting for its interval is not "Saving": the indicator speaks of answers.
    expect(queue.getState()).toBe('saved');
    expect(readPendingPosition(window.localStorage, 5)).toEqual({ questionId: 12, visits: { 11: 3, 12: 1, 13: 2 } });
    await vi.advanceTimersByTimeAsync(3999);
    expect(reportPosition).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reportPosition).toHaveBeenCalledTimes(1);
    expect(reportPosition).toHaveBeenCalledWith(12, [
      { questionId: 11, seconds: 3 },
      { questionId: 12, seconds: 1 },
      { questionId: 13, seconds: 2 },
    ]);
    // The next one waits its 5 s from this one; a flush (leaving the page) sends it at once.
    queue.recordPosition(11, { questionId: 12, seconds: 6 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(reportPosition).toHaveBeenCalledTimes(1);
    queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(reportPosition).toHaveBeenLastCalledWith(11, [{ questionId: 12, seconds: 6 }]);
    expect(window.localStorage.getItem(pendingPositionKey(5))).toBeNull();
    await vi.runAllTimersAsync();
    expect(reportPosition).toHaveBeenCalledTimes(2);
  });

  it('keeps the position on the device while offline, adding up the seconds, and sends it once back', async () => {
    let isOnline = false;
    const reportPosition = vi.fn<NonNullable<TAnswerSaveQueueOptions['reportPosition']>>(() =>
      isOnline ? Promise.resolve() : Promise.reject(new NetworkDown()),
    );
    const { queue, save } = makeQueue({ reportPosition });
    save.mockImplementation(() => (isOnline ? Promise.resolve() : Promise.reject(new NetworkDown())));
    queue.recordPosition(12, { questionId: 11, seconds: 4.4 });
    queue.enqueue(12, 2);
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledWith({
      questionId: 12,
      option: 2,
      position: { questionId: 12, visits: [{ questionId: 11, seconds: 4 }] },
    });
    expect(queue.getState()).toBe('offline');
    queue.recordPosition(11, { questionId: 12, seconds: 7 });
    queue.recordPosition(12, { questionId: 11, seconds: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(readPendingPosition(window.localStorage, 5)).toEqual({ questionId: 12, visits: { 11: 7, 12: 7 } });
    // A new page picks up what this one could not send.
    queue.stop();
    const { queue: reloaded, save: saveAgain } = makeQueue({ reportPosition });
    isOnline = true;
    reloaded.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(saveAgain).toHaveBeenCalledWith({
      questionId: 12,
      option: 2,
      position: {
        questionId: 12,
        visits: [
          { questionId: 11, seconds: 7 },
          { questionId: 12, seconds: 7 },
        ],
      },
    });
    expect(window.localStorage.getItem(pendingPositionKey(5))).toBeNull();
    expect(reloaded.getState()).toBe('saved');
  });

  it('keeps the position when the answer it rode with is refused for good, and sends it alone', async () => {
    const reportPosition = vi.fn<NonNullable<TAnswerSaveQueueOptions['reportPosition']>>(() => Promise.resolve());
    const { queue, save } = makeQueue({ reportPosition });
    save.mockRejectedValueOnce(new Error('400'));
    queue.recordPosition(12, { questionId: 11, seconds: 5 });
    queue.enqueue(12, 9);
    await vi.runAllTimersAsync();
    expect(save).toHaveBeenCalledTimes(1);
    expect(reportPosition).toHaveBeenCalledWith(12, [{ questionId: 11, seconds: 5 }]);
    expect(window.localStorage.getItem(pendingPositionKey(5))).toBeNull();
  });
});
