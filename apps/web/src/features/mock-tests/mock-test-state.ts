// Reads the navigation state the instructions screen is opened with (spec "Mock test panel":
// moduleId is the module's NUMBER, category the card's title), tolerating any shape.
import type { TQuizCategory } from '@padanam/contract';
import { parseQuizCategory } from './quiz-category';

export type TMockTestRequest =
  | { kind: 'missing-ids' }
  | { kind: 'unknown-category' }
  | {
      kind: 'ready';
      paperId: number;
      moduleNumber: number;
      category: TQuizCategory;
      moduleTitle: string | null;
      paperTitle: string | null;
    };

function readPositiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}

function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function readMockTestRequest(state: unknown): TMockTestRequest {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const paperId = readPositiveInteger(record.paperId);
  const moduleNumber = readPositiveInteger(record.moduleId);
  if (paperId === null || moduleNumber === null) return { kind: 'missing-ids' };
  const category = parseQuizCategory(record.category);
  if (category === null) return { kind: 'unknown-category' };
  return {
    kind: 'ready',
    paperId,
    moduleNumber,
    category,
    moduleTitle: readText(record.title),
    paperTitle: readText(record.paperTitle),
  };
}

/** State carried to the quiz, the result and the answer key: which attempt. */
export type TAttemptRouteState = { attemptId: number };

export function readAttemptId(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  return readPositiveInteger((state as Record<string, unknown>).attemptId);
}
