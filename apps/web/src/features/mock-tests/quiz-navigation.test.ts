import { describe, expect, it } from 'vitest';
import {
  countAnswered,
  isLastQuestion,
  quizNavigationReducer,
  selectedOptionOf,
  startQuizNavigation,
  type TQuizNavigation,
  type TQuizNavigationAction,
} from './quiz-navigation';

function run(state: TQuizNavigation, ...actions: TQuizNavigationAction[]): TQuizNavigation {
  return actions.reduce(quizNavigationReducer, state);
}

const fresh = startQuizNavigation([11, 12, 13], {});

describe('quizNavigationReducer', () => {
  it('starts on the first question with no answers, or with the saved ones', () => {
    expect(fresh.currentIndex).toBe(0);
    expect(selectedOptionOf(fresh, 11)).toBeNull();
    const resumed = startQuizNavigation([11, 12], { 12: 3 });
    expect(selectedOptionOf(resumed, 12)).toBe(3);
  });

  it('records a choice for the current question, and a new choice replaces it', () => {
    const state = run(fresh, { type: 'choose', option: 2 }, { type: 'choose', option: 1 });
    expect(state.answers).toEqual({ 11: 1 });
    expect(state.currentIndex).toBe(0);
  });

  it('clears the answer and moves on with Ignore', () => {
    const state = run(fresh, { type: 'choose', option: 2 }, { type: 'ignore' });
    expect(state.answers).toEqual({ 11: null });
    expect(state.currentIndex).toBe(1);
  });

  it('wraps round after the last question, for Next and for Ignore', () => {
    const atLast = run(fresh, { type: 'next' }, { type: 'next' });
    expect(isLastQuestion(atLast)).toBe(true);
    expect(run(atLast, { type: 'next' }).currentIndex).toBe(0);
    expect(run(atLast, { type: 'ignore' }).currentIndex).toBe(0);
  });

  it('restores the recorded selection when a question is seen again', () => {
    const state = run(
      fresh,
      { type: 'choose', option: 3 },
      { type: 'next' },
      { type: 'choose', option: 0 },
      { type: 'next' },
      { type: 'next' },
    );
    expect(state.currentIndex).toBe(0);
    expect(selectedOptionOf(state, 11)).toBe(3);
    expect(selectedOptionOf(state, 12)).toBe(0);
    expect(countAnswered(state)).toBe(2);
  });

  it('jumps to a question by index and ignores an index out of range', () => {
    expect(run(fresh, { type: 'go-to', index: 2 }).currentIndex).toBe(2);
    expect(run(fresh, { type: 'go-to', index: 5 }).currentIndex).toBe(0);
  });

  it('does nothing without questions', () => {
    const empty = startQuizNavigation([], {});
    expect(run(empty, { type: 'next' }, { type: 'choose', option: 1 })).toBe(empty);
  });
});
