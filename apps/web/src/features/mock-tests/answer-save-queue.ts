// Autosave that survives a lost connection. Every choice is sent at once; a save that fails
// for a passing reason (network, 5xx) stays on the device (localStorage, per attempt) and is
// retried with backoff — 1 s, 2 s, 4 s … at most 30 s — or at once when asked (the 'online'
// event, a new choice). Saves go one at a time, so two quick choices never arrive out of order.
import type { TAnswers } from './quiz-navigation';

export type TSaveState = 'saved' | 'saving' | 'offline';

/** What a failed save means: try again later, the test has ended, or never send it again. */
export type TSaveFailure = 'retry' | 'closed' | 'rejected';

type TAnswerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type TAnswerSaveQueueOptions = {
  attemptId: number;
  save: (questionId: number, option: number | null) => Promise<unknown>;
  classifyFailure: (error: unknown) => TSaveFailure;
  /** The server refused a save because time is up. */
  onClosed: () => void;
  storage: TAnswerStorage;
};

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/** Delay before retry number `failures` (1-based): doubling from 1 s, capped at 30 s. */
export function retryDelayMs(failures: number): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(exponent, 16));
}

export function pendingAnswersKey(attemptId: number): string {
  return `padanam.pendingAnswers.${attemptId}`;
}

/** The answers a device still holds for an attempt, e.g. after a reload while offline. */
export function readPendingAnswers(storage: TAnswerStorage, attemptId: number): TAnswers {
  try {
    const raw = storage.getItem(pendingAnswersKey(attemptId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([key, value]) => /^[0-9]+$/.test(key) && (value === null || Number.isInteger(value)),
      ),
    ) as TAnswers;
  } catch {
    return {};
  }
}

export class AnswerSaveQueue {
  private readonly pending: Map<string, number | null>;
  private readonly listeners = new Set<() => void>();
  private failures = 0;
  private isRunning = false;
  private isStopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private state: TSaveState;

  constructor(private readonly options: TAnswerSaveQueueOptions) {
    this.pending = new Map(Object.entries(readPendingAnswers(options.storage, options.attemptId)));
    this.state = this.pending.size > 0 ? 'offline' : 'saved';
  }

  /** Records a choice on the device, then sends it. */
  enqueue(questionId: number, option: number | null): void {
    if (this.isStopped) return;
    this.pending.set(String(questionId), option);
    this.persist();
    this.flush();
  }

  /** Sends everything pending now, skipping any wait. */
  flush(): void {
    if (this.isStopped || this.isRunning) return;
    this.clearRetryTimer();
    void this.run();
  }

  /** No more saves or retries (the test is being submitted or has ended). */
  stop(): void {
    this.isStopped = true;
    this.clearRetryTimer();
  }

  /** Saving again after a submit that did not go through. */
  resume(): void {
    this.isStopped = false;
    this.flush();
  }

  /** After a successful submit: the server holds every answer now. */
  discard(): void {
    this.stop();
    this.pending.clear();
    this.options.storage.removeItem(pendingAnswersKey(this.options.attemptId));
    this.update();
  }

  pendingAnswers(): TAnswers {
    return Object.fromEntries(this.pending);
  }

  getState = (): TSaveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private async run(): Promise<void> {
    this.isRunning = true;
    this.update();
    try {
      while (!this.isStopped) {
        const next = this.pending.entries().next();
        if (next.done) break;
        const [questionId, option] = next.value;
        try {
          await this.options.save(Number(questionId), option);
        } catch (error) {
          const failure = this.options.classifyFailure(error);
          if (failure === 'closed') {
            // Reported once, and not at all when the page stopped saving to submit.
            const wasStopped = this.isStopped;
            this.stop();
            if (!wasStopped) this.options.onClosed();
            return;
          }
          if (failure === 'rejected') {
            // Sending it again cannot succeed; the submit still carries every answer.
            this.removeIfUnchanged(questionId, option);
            continue;
          }
          this.failures += 1;
          this.scheduleRetry();
          return;
        }
        this.failures = 0;
        this.removeIfUnchanged(questionId, option);
      }
    } finally {
      this.isRunning = false;
      this.update();
    }
  }

  /** A newer choice made while this one was in flight must stay pending. */
  private removeIfUnchanged(questionId: string, option: number | null): void {
    if (this.pending.has(questionId) && this.pending.get(questionId) === option) {
      this.pending.delete(questionId);
      this.persist();
    }
  }

  private scheduleRetry(): void {
    if (this.isStopped) return;
    this.clearRetryTimer();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.flush();
    }, retryDelayMs(this.failures));
  }

  private clearRetryTimer(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private persist(): void {
    const key = pendingAnswersKey(this.options.attemptId);
    try {
      if (this.pending.size === 0) this.options.storage.removeItem(key);
      else this.options.storage.setItem(key, JSON.stringify(Object.fromEntries(this.pending)));
    } catch {
      // Storage full or blocked: the answers still live in memory and go with the submit.
    }
  }

  private update(): void {
    const next: TSaveState =
      this.pending.size === 0 && !this.isRunning ? 'saved' : this.failures > 0 ? 'offline' : 'saving';
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
