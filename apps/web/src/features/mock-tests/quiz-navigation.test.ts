import { describe, expect, it } from 'vitest';
import {
  countAnswered,
  isLastQuestion,
  paletteStateOf,
  summarise,
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

  it('gives each question its palette state, resuming where the student was', () => {
    const resumed = startQuizNavigation(
      [11, 12, 13, 14, 15],
      { 11: 1, 12: null, 14: 0 },
      {
        currentQuestionId: 13,
        visited: [15],
        marked: { 14: true, 15: true },
      },
    );
    expect(resumed.currentIndex).toBe(2);
    expect([11, 12, 13, 14, 15].map((id) => paletteStateOf(resumed, id))).toEqual([
      'answered',
      'not-answered',
      'not-answered',
      'answered-marked',
      'marked',
    ]);
    expect(summarise(resumed)).toEqual({ answered: 2, notAnswered: 3, marked: 2 });
    const fresh5 = startQuizNavigation([11, 12], {});
    expect(paletteStateOf(fresh5, 12)).toBe('not-visited');
    expect(paletteStateOf(run(fresh5, { type: 'next' }), 12)).toBe('not-answered');
  });

  it('goes back with Previous (not before the first) and toggles the mark of the current question', () => {
    expect(run(fresh, { type: 'previous' }).currentIndex).toBe(0);
    const state = run(fresh, { type: 'go-to', index: 2 }, { type: 'previous' }, { type: 'toggle-mark' });
    expect(state.currentIndex).toBe(1);
    expect(state.marked).toEqual({ 12: true });
    expect(run(state, { type: 'toggle-mark' }).marked).toEqual({ 12: false });
  });
});
