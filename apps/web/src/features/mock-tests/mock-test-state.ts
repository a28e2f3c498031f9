// Where the mock test screens (instructions, quiz, result, answer key) find what they are about.
// Every link to them carries the ids in the address (`#/mock-test?paperId=3&moduleId=2&category=…`,
// `#/weekly-challenge-exam?attemptId=40&paperId=3`) and in navigation state (with the titles), so
// a bookmark or a reload opens the same screen.
//
// The one rule, here and nowhere else: an id (or the category) the address carries decides, even
// when it is broken (a tampered id opens the plain 'missing' screen); navigation state fills what
// the address does not carry, and alone gives the titles (no text from an address is shown); the
// attempt, last, falls back to the one this tab worked on (active-attempt.ts).
// moduleId is the module's NUMBER within the paper (spec "Mock test panel"), category the card's
// title or the API's spelling.
import type { TQuizCategory } from '@padanam/contract';
import { readIdParam } from '../../lib/read-id-param';
import { recallActiveAttempt } from './active-attempt';
import { parseQuizCategory } from './quiz-category';

export type TMockTestRoute = {
  paperId: number | null;
  moduleNumber: number | null;
  category: TQuizCategory | null;
  moduleTitle: string | null;
  paperTitle: string | null;
  attemptId: number | null;
};

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

/** State carried to the quiz, the result and the answer key: which attempt (its address carries it too). */
export type TAttemptRouteState = { attemptId: number };

function readPositiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}

function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function readMockTestRoute(search: string, state: unknown): TMockTestRoute {
  const address = new URLSearchParams(search);
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const readId = (name: string) =>
    address.has(name) ? readIdParam(address.get(name)) : readPositiveInteger(record[name]);
  const readField = (name: string): unknown => (address.has(name) ? address.get(name) : record[name]);

  const namesAttempt = address.has('attemptId') || readPositiveInteger(record.attemptId) !== null;
  return {
    paperId: readId('paperId'),
    moduleNumber: readId('moduleId'),
    category: parseQuizCategory(readField('category')),
    moduleTitle: readText(record.title),
    paperTitle: readText(record.paperTitle),
    attemptId: namesAttempt ? readId('attemptId') : recallActiveAttempt(),
  };
}

/** What the instructions screen can load (spec: only with paperId, moduleId and a known category). */
export function toMockTestRequest(route: TMockTestRoute): TMockTestRequest {
  const { paperId, moduleNumber, category } = route;
  if (paperId === null || moduleNumber === null) return { kind: 'missing-ids' };
  if (category === null) return { kind: 'unknown-category' };
  return {
    kind: 'ready',
    paperId,
    moduleNumber,
    category,
    moduleTitle: route.moduleTitle,
    paperTitle: route.paperTitle,
  };
}
