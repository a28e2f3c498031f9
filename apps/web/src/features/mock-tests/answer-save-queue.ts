// Autosave that survives a lost connection. Every choice is sent at once; a save that fails
// for a passing reason (network, 5xx) stays on the device (localStorage, per attempt) and is
// retried with backoff — 1 s, 2 s, 4 s … at most 30 s — or at once when asked (the 'online'
// event, a new choice). Saves go one at a time, so two quick choices never arrive out of order.
// A mark for review rides with its question's answer. Where the student is and how long each
// question was on screen (the palette's position) wait on the device the same way, the seconds
// added up while they wait: they ride with the next answer's save, and go alone at most every
// few seconds (POSITION_INTERVAL_MS) when no answer is sent, or at once when flushed (leaving
// the page, submitting).
import type { TAnswers } from './quiz-navigation';

export type TSaveState = 'saved' | 'saving' | 'offline';

/** What a failed save means: try again later, the test has ended, or never send it again. */
export type TSaveFailure = 'retry' | 'closed' | 'rejected';

type TAnswerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** questionId → marked for review, for the saves still on the device. */
export type TMarks = Readonly<Record<string, boolean>>;

/** Where the student is and the seconds each question was on screen, not yet reported. */
export type TPendingPosition = { questionId: number; visits: Readonly<Record<string, number>> };

/** A position as sent: the question the student is on and the whole seconds per question since the last report. */
export type TPositionReport = { questionId: number; visits: { questionId: number; seconds: number }[] };

/** One answer as sent: `marked` only when the student changed it; `position` when one is waiting (it rides with the save). */
export type TAnswerSave = {
  questionId: number;
  option: number | null;
  marked?: boolean;
  position?: TPositionReport;
};

export type TAnswerSaveQueueOptions = {
  attemptId: number;
  save: (answer: TAnswerSave) => Promise<unknown>;
  /** Reports the position and the visits; without it they are not kept. */
  reportPosition?: (questionId: number, visits: { questionId: number; seconds: number }[]) => Promise<unknown>;
  classifyFailure: (error: unknown) => TSaveFailure;
  /** The server refused a save because time is up. */
  onClosed: () => void;
  storage: TAnswerStorage;
  /** Least time between two positions sent alone; POSITION_INTERVAL_MS by default. */
  positionIntervalMs?: number;
};

const FIRST_RETRY_MS = 1000;
/** A position with no answer to ride waits this long after the last one sent (the seconds add up meanwhile). */
export const POSITION_INTERVAL_MS = 5000;
const LONGEST_RETRY_MS = 30_000;

/** Delay before retry number `failures` (1-based): doubling from 1 s, capped at 30 s. */
export function retryDelayMs(failures: number): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(exponent, 16));
}

export function pendingAnswersKey(attemptId: number): string {
  return `padanam.pendingAnswers.${attemptId}`;
}

export function pendingMarksKey(attemptId: number): string {
  return `padanam.pendingMarks.${attemptId}`;
}

export function pendingPositionKey(attemptId: number): string {
  return `padanam.pendingPosition.${attemptId}`;
}

function readRecord(storage: TAnswerStorage, key: string): Record<string, unknown> {
  try {
    const raw = storage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const isIdKey = (key: string) => /^[1-9][0-9]*$/.test(key);

/** The review marks a device still holds for an attempt. */
export function readPendingMarks(storage: TAnswerStorage, attemptId: number): TMarks {
  return Object.fromEntries(
    Object.entries(readRecord(storage, pendingMarksKey(attemptId))).filter(
      ([key, value]) => isIdKey(key) && typeof value === 'boolean',
    ),
  ) as TMarks;
}

/** The position and visits a device still holds for an attempt, or null. */
export function readPendingPosition(storage: TAnswerStorage, attemptId: number): TPendingPosition | null {
  const record = readRecord(storage, pendingPositionKey(attemptId));
  const { questionId, visits } = record;
  if (typeof questionId !== 'number' || !Number.isInteger(questionId) || questionId <= 0) return null;
  const seconds =
    typeof visits === 'object' && visits !== null
      ? Object.entries(visits).filter(
          ([key, value]) => isIdKey(key) && typeof value === 'number' && Number.isInteger(value) && value >= 0,
        )
      : [];
  return { questionId, visits: Object.fromEntries(seconds) as Record<string, number> };
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

/** The server refuses a longer single visit; a longer one is sent in parts. */
const LONGEST_VISIT_SECONDS = 24 * 60 * 60;

export class AnswerSaveQueue {
  private readonly pending: Map<string, number | null>;
  private readonly pendingMarks: Map<string, boolean>;
  private position: { questionId: number; visits: Map<string, number> } | null;
  private readonly listeners = new Set<() => void>();
  private failures = 0;
  private isRunning = false;
  private isStopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private positionTimer: ReturnType<typeof setTimeout> | null = null;
  /** When a position last went out (with a save or alone); the queue's start counts as one. */
  private positionSentAt = Date.now();
  /** Send the position now, not at its interval (a flush). */
  private isPositionDue = false;
  private isSendingAnswer = false;
  private state: TSaveState;

  constructor(private readonly options: TAnswerSaveQueueOptions) {
    this.pending = new Map(Object.entries(readPendingAnswers(options.storage, options.attemptId)));
    this.pendingMarks = new Map(Object.entries(readPendingMarks(options.storage, options.attemptId)));
    const position = readPendingPosition(options.storage, options.attemptId);
    this.position = position && { questionId: position.questionId, visits: new Map(Object.entries(position.visits)) };
    this.state = this.pending.size > 0 ? 'offline' : 'saved';
  }

  /** Records a choice (and the review mark, when given) on the device, then sends it. */
  enqueue(questionId: number, option: number | null, marked?: boolean): void {
    if (this.isStopped) return;
    this.pending.set(String(questionId), option);
    if (marked !== undefined) this.pendingMarks.set(String(questionId), marked);
    this.persist();
    this.flush();
  }

  /**
   * Records where the student is now and, when they leave a question, the whole seconds it was
   * on screen; sent after the answers. Nothing is sent when no reporter was given.
   */
  recordPosition(questionId: number, visit?: { questionId: number; seconds: number }): void {
    if (this.isStopped || !this.options.reportPosition) return;
    const visits = this.position?.visits ?? new Map<string, number>();
    if (visit && visit.seconds > 0) {
      const key = String(visit.questionId);
      visits.set(key, (visits.get(key) ?? 0) + Math.round(visit.seconds));
    }
    this.position = { questionId, visits };
    this.persist();
    this.start();
  }

  /** Resolves once everything pending is sent, or after `timeoutMs` (whatever is left stays on the device). */
  settle(timeoutMs: number): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    this.flush();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      const unsubscribe = this.subscribe(() => {
        if (this.isIdle() || this.failures > 0) done();
      });
    });
  }

  private isIdle(): boolean {
    return this.pending.size === 0 && this.position === null && !this.isRunning;
  }

  /** Sends everything pending now, skipping any wait (the position's interval too). */
  flush(): void {
    if (this.position !== null) this.isPositionDue = true;
    if (this.isStopped || this.isRunning) return;
    this.clearRetryTimer();
    this.start();
  }

  /** Sends what is due: the answers at once, a position alone only once its interval has passed. */
  private start(): void {
    if (this.isStopped || this.isRunning || this.retryTimer !== null) return;
    this.clearPositionTimer();
    void this.run();
  }

  /** No more saves or retries (the test is being submitted or has ended). */
  stop(): void {
    this.isStopped = true;
    this.clearRetryTimer();
    this.clearPositionTimer();
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
    this.pendingMarks.clear();
    this.position = null;
    this.options.storage.removeItem(pendingAnswersKey(this.options.attemptId));
    this.options.storage.removeItem(pendingMarksKey(this.options.attemptId));
    this.options.storage.removeItem(pendingPositionKey(this.options.attemptId));
    this.update();
  }

  pendingAnswers(): TAnswers {
    return Object.fromEntries(this.pending);
  }

  pendingMarksOf(): TMarks {
    return Object.fromEntries(this.pendingMarks);
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
        if (next.done) {
          if (this.position === null) break;
          const wait = this.positionSentAt + this.positionIntervalMs() - Date.now();
          if (!this.isPositionDue && wait > 0) {
            this.schedulePosition(wait);
            break;
          }
          if (!(await this.sendPosition())) return;
          continue;
        }
        const [questionId, option] = next.value;
        const marked = this.pendingMarks.get(questionId);
        // The position waiting on the device rides with the answer: one request, not two.
        const position = this.options.reportPosition ? this.positionReport() : undefined;
        this.isSendingAnswer = true;
        try {
          await this.options.save({ questionId: Number(questionId), option, marked, position });
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
            // Sending it again cannot succeed; the submit still carries every answer. The
            // position stays and goes alone, so its seconds are not lost with the answer.
            this.removeIfUnchanged(questionId, option, marked);
            continue;
          }
          this.failures += 1;
          this.scheduleRetry();
          return;
        } finally {
          this.isSendingAnswer = false;
        }
        this.failures = 0;
        this.removeIfUnchanged(questionId, option, marked);
        if (position) this.forgetSent(position.questionId, position.visits);
      }
    } finally {
      this.isRunning = false;
      this.update();
    }
  }

  private positionIntervalMs(): number {
    return this.options.positionIntervalMs ?? POSITION_INTERVAL_MS;
  }

  /** The position waiting on the device as it is sent, or undefined. */
  private positionReport(): TPositionReport | undefined {
    if (!this.position) return undefined;
    return {
      questionId: this.position.questionId,
      visits: [...this.position.visits].map(([questionId, seconds]) => ({
        questionId: Number(questionId),
        seconds: Math.min(seconds, LONGEST_VISIT_SECONDS),
      })),
    };
  }

  /** A newer choice made while this one was in flight must stay pending. */
  private removeIfUnchanged(questionId: string, option: number | null, marked: boolean | undefined): void {
    if (
      this.pending.has(questionId) &&
      this.pending.get(questionId) === option &&
      this.pendingMarks.get(questionId) === marked
    ) {
      this.pending.delete(questionId);
      this.pendingMarks.delete(questionId);
      this.persist();
    }
  }

  /** Sends the position and visits; false when the queue must stop here (a retry is scheduled, or time is up). */
  private async sendPosition(): Promise<boolean> {
    const sent = this.positionReport();
    const report = this.options.reportPosition;
    if (!sent || !report) {
      this.position = null;
      return true;
    }
    const { visits } = sent;
    try {
      await report(sent.questionId, visits);
    } catch (error) {
      const failure = this.options.classifyFailure(error);
      if (failure === 'closed') {
        const wasStopped = this.isStopped;
        this.stop();
        if (!wasStopped) this.options.onClosed();
        return false;
      }
      if (failure === 'retry') {
        this.failures += 1;
        this.scheduleRetry();
        return false;
      }
      // Refused for good: drop what was sent, keep anything recorded meanwhile.
    }
    this.failures = 0;
    this.forgetSent(sent.questionId, visits);
    return true;
  }

  /** Seconds recorded while a report was in flight stay pending; the rest is forgotten. */
  private forgetSent(questionId: number, visits: { questionId: number; seconds: number }[]): void {
    this.positionSentAt = Date.now();
    this.isPositionDue = false;
    const current = this.position;
    if (!current) return;
    for (const visit of visits) {
      const key = String(visit.questionId);
      const left = (current.visits.get(key) ?? 0) - visit.seconds;
      if (left > 0) current.visits.set(key, left);
      else current.visits.delete(key);
    }
    if (current.questionId === questionId && current.visits.size === 0) this.position = null;
    this.persist();
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

  private schedulePosition(waitMs: number): void {
    if (this.isStopped || this.positionTimer !== null) return;
    this.positionTimer = setTimeout(() => {
      this.positionTimer = null;
      this.start();
    }, waitMs);
  }

  private clearPositionTimer(): void {
    if (this.positionTimer !== null) clearTimeout(this.positionTimer);
    this.positionTimer = null;
  }

  private persist(): void {
    const { attemptId, storage } = this.options;
    const write = (key: string, value: object | null) => {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(value));
    };
    try {
      write(pendingAnswersKey(attemptId), this.pending.size === 0 ? null : Object.fromEntries(this.pending));
      write(pendingMarksKey(attemptId), this.pendingMarks.size === 0 ? null : Object.fromEntries(this.pendingMarks));
      write(
        pendingPositionKey(attemptId),
        this.position && { questionId: this.position.questionId, visits: Object.fromEntries(this.position.visits) },
      );
    } catch {
      // Storage full or blocked: the answers still live in memory and go with the submit.
    }
  }

  /** The indicator speaks of answers: a position waiting for its interval is not "Saving". */
  private update(): void {
    const answersWaiting = this.pending.size > 0 || this.isSendingAnswer;
    const next: TSaveState =
      this.failures > 0 && (answersWaiting || this.position !== null) ? 'offline' : answersWaiting ? 'saving' : 'saved';
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
