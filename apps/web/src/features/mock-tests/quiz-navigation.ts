// Spec "Quiz": one question at a time. Choosing records the option for the current question;
// Ignore clears it and moves on; Next wraps round after the last; revisiting restores the choice.
// The question palette adds Previous, a jump to any question, a mark for review, and which
// questions were seen: each question's state is one of the five the national entrance exams show.

/** questionId → chosen option index, or null when cleared (the API's shape). */
// The answers as the submit sends them; the API layer owns the shape.
import type { TAnswers } from '../../api/mock-tests';

export type { TAnswers };

export type TQuizNavigation = {
  questionIds: readonly number[];
  currentIndex: number;
  answers: TAnswers;
  /** questionId → marked for review. */
  marked: Readonly<Record<string, boolean>>;
  /** The questions seen (answered or not). */
  visited: Readonly<Record<string, true>>;
};

export type TQuizNavigationAction =
  | { type: 'choose'; option: number }
  | { type: 'ignore' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'toggle-mark' }
  | { type: 'go-to'; index: number };

export type TPaletteState = 'not-visited' | 'not-answered' | 'answered' | 'marked' | 'answered-marked';

/** Where an attempt resumes: the server's palette, overlaid with what the device still holds. */
export type TQuizStart = {
  currentQuestionId?: number | null;
  marked?: Readonly<Record<string, boolean>>;
  visited?: readonly number[];
};

export function startQuizNavigation(
  questionIds: readonly number[],
  answers: TAnswers,
  start: TQuizStart = {},
): TQuizNavigation {
  const found = questionIds.indexOf(start.currentQuestionId ?? -1);
  const currentIndex = Math.max(0, found);
  const visited: Record<string, true> = {};
  for (const id of [...(start.visited ?? []), ...Object.keys(answers).map(Number)]) visited[id] = true;
  const currentId = questionIds[currentIndex];
  if (currentId !== undefined) visited[currentId] = true;
  return { questionIds, currentIndex, answers, marked: start.marked ?? {}, visited };
}

function moveTo(state: TQuizNavigation, index: number): TQuizNavigation {
  const id = state.questionIds[index];
  if (id === undefined) return state;
  return {
    ...state,
    currentIndex: index,
    visited: state.visited[id] ? state.visited : { ...state.visited, [id]: true },
  };
}

export function quizNavigationReducer(state: TQuizNavigation, action: TQuizNavigationAction): TQuizNavigation {
  const currentId = state.questionIds[state.currentIndex];
  if (currentId === undefined) return state;
  const count = state.questionIds.length;

  switch (action.type) {
    case 'choose':
      return { ...state, answers: { ...state.answers, [currentId]: action.option } };
    case 'ignore':
      return moveTo({ ...state, answers: { ...state.answers, [currentId]: null } }, (state.currentIndex + 1) % count);
    case 'next':
      return moveTo(state, (state.currentIndex + 1) % count);
    case 'previous':
      return state.currentIndex === 0 ? state : moveTo(state, state.currentIndex - 1);
    case 'toggle-mark':
      return { ...state, marked: { ...state.marked, [currentId]: !isMarked(state, currentId) } };
    case 'go-to':
      if (action.index < 0 || action.index >= count) return state;
      return moveTo(state, action.index);
  }
}

export function isMarked(state: TQuizNavigation, questionId: number): boolean {
  return state.marked[questionId] === true;
}

/** A question's state in the palette (NTA's five). */
export function paletteStateOf(state: TQuizNavigation, questionId: number): TPaletteState {
  const isAnswered = selectedOptionOf(state, questionId) !== null;
  if (isMarked(state, questionId)) return isAnswered ? 'answered-marked' : 'marked';
  if (isAnswered) return 'answered';
  return state.visited[questionId] ? 'not-answered' : 'not-visited';
}

/** What Complete's confirmation sums up. */
export function summarise(state: TQuizNavigation): { answered: number; notAnswered: number; marked: number } {
  const answered = countAnswered(state);
  return {
    answered,
    notAnswered: state.questionIds.length - answered,
    marked: state.questionIds.filter((id) => isMarked(state, id)).length,
  };
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
