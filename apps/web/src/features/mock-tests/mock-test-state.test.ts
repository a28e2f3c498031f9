import { describe, expect, it } from 'vitest';
import { readAttemptId, readMockTestRequest } from './mock-test-state';

describe('readMockTestRequest', () => {
  const state = { moduleId: 2, paperId: 7, title: 'Demand', paperTitle: 'Micro', paperType: 'Major' };

  it('reads the card state', () => {
    expect(readMockTestRequest({ ...state, category: 'Weekly Challenge' })).toEqual({
      kind: 'ready',
      paperId: 7,
      moduleNumber: 2,
      category: 'weekly_challenge',
      moduleTitle: 'Demand',
      paperTitle: 'Micro',
    });
  });

  it('asks for the ids when one is missing', () => {
    expect(readMockTestRequest(undefined)).toEqual({ kind: 'missing-ids' });
    expect(readMockTestRequest({ ...state, paperId: undefined, category: 'Special Exam' })).toEqual({
      kind: 'missing-ids',
    });
  });

  it('refuses a category other than the two tests', () => {
    expect(readMockTestRequest({ ...state, category: 'Assessment Test' })).toEqual({ kind: 'unknown-category' });
  });
});

describe('readAttemptId', () => {
  it('reads a positive id only', () => {
    expect(readAttemptId({ attemptId: 4 })).toBe(4);
    expect(readAttemptId({ attemptId: -1 })).toBeNull();
    expect(readAttemptId(null)).toBeNull();
  });
});
