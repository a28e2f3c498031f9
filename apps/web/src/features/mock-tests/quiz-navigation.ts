// Spec "Quiz": one question at a time. Choosing records the option for the current question;
// Ignore clears it and moves on; Next wraps round after the last; revisiting restores the choice.

/** questionId → chosen option index, or null when cleared (the API's shape). */
// The answers as the submit sends them; the API layer owns the shape.
import type { TAnswers } from '../../api/mock-tests';

export type { TAnswers };

export type TQuizNavigation = {
  questionIds: readonly number[];
  currentIndex: number;
  answers: TAnswers;
};

export type TQuizNavigationAction =
  { type: 'choose'; option: number } | { type: 'ignore' } | { type: 'next' } | { type: 'go-to'; index: number };

export function startQuizNavigation(questionIds: readonly number[], answers: TAnswers): TQuizNavigation {
  return { questionIds, currentIndex: 0, answers };
}

export function quizNavigationReducer(state: TQuizNavigation, action: TQuizNavigationAction): TQuizNavigation {
  const currentId = state.questionIds[state.currentIndex];
  if (currentId === undefined) return state;
  const count = state.questionIds.length;

  switch (action.type) {
    case 'choose':
      return { ...state, answers: { ...state.answers, [currentId]: action.option } };
    case 'ignore':
      return {
        ...state,
        answers: { ...state.answers, [currentId]: null },
        currentIndex: (state.currentIndex + 1) % count,
      };
    case 'next':
      return { ...state, currentIndex: (state.currentIndex + 1) % count };
    case 'go-to':
      if (action.index < 0 || action.index >= count) return state;
      return { ...state, currentIndex: action.index };
  }
}

/** The recorded option of a question, or null when none is. */
export function selectedOptionOf(state: TQuizNavigation, questionId: number): number | null {
  return state.answers[questionId] ?? null;
}

export function isLastQuestion(state: TQuizNavigation): boolean {
  return state.currentIndex === state.questionIds.length - 1;
}

export function countAnswered(state: TQuizNavigation): number {
  return state.questionIds.filter((id) => selectedOptionOf(state, id) !== null).length;
}
