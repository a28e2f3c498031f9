import { afterEach, describe, expect, it } from 'vitest';
import { rememberActiveAttempt } from './active-attempt';
import { readMockTestRoute, toMockTestRequest } from './mock-test-state';

const cardState = {
  moduleId: 2,
  paperId: 7,
  title: 'Demand',
  paperTitle: 'Micro',
  paperType: 'Major',
  category: 'Weekly Challenge',
};

describe('readMockTestRoute and toMockTestRequest', () => {
  afterEach(() => window.sessionStorage.clear());

  it('reads the card state', () => {
    expect(toMockTestRequest(readMockTestRoute('', cardState))).toEqual({
      kind: 'ready',
      paperId: 7,
      moduleNumber: 2,
      category: 'weekly_challenge',
      moduleTitle: 'Demand',
      paperTitle: 'Micro',
    });
  });

  it('reads the ids and the category from the address alone (a bookmark)', () => {
    expect(toMockTestRequest(readMockTestRoute('?paperId=7&moduleId=2&category=Special+Exam', undefined))).toEqual({
      kind: 'ready',
      paperId: 7,
      moduleNumber: 2,
      category: 'special_exam',
      moduleTitle: null,
      paperTitle: null,
    });
  });

  it('lets the address decide over navigation state, and takes the titles from state only', () => {
    const route = readMockTestRoute('?paperId=8&moduleId=3&category=special_exam&title=Hacked', cardState);
    expect(route).toMatchObject({ paperId: 8, moduleNumber: 3, category: 'special_exam', moduleTitle: 'Demand' });
    expect(readMockTestRoute('?title=Hacked', {}).moduleTitle).toBeNull();
  });

  it('treats a broken id in the address as missing, even when state has a good one', () => {
    for (const search of [
      '?paperId=7x&moduleId=2',
      '?paperId=07&moduleId=2',
      '?paperId=7&moduleId=-2',
      '?paperId=&moduleId=2',
    ]) {
      expect(toMockTestRequest(readMockTestRoute(search, cardState))).toEqual({ kind: 'missing-ids' });
    }
    expect(readMockTestRoute('?paperId=7x', cardState).paperId).toBeNull();
  });

  it('asks for the ids when one is missing', () => {
    expect(toMockTestRequest(readMockTestRoute('', undefined))).toEqual({ kind: 'missing-ids' });
    expect(toMockTestRequest(readMockTestRoute('', { ...cardState, paperId: undefined }))).toEqual({
      kind: 'missing-ids',
    });
  });

  it('refuses a category other than the two tests', () => {
    expect(toMockTestRequest(readMockTestRoute('', { ...cardState, category: 'Assessment Test' }))).toEqual({
      kind: 'unknown-category',
    });
    expect(toMockTestRequest(readMockTestRoute('?paperId=7&moduleId=2&category=quiz', cardState))).toEqual({
      kind: 'unknown-category',
    });
  });
});

describe('the attempt a screen is about', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is the address’s, else the state’s, else this tab’s last attempt', () => {
    rememberActiveAttempt(9);
    expect(readMockTestRoute('?attemptId=4', { attemptId: 5 }).attemptId).toBe(4);
    expect(readMockTestRoute('', { attemptId: 5 }).attemptId).toBe(5);
    expect(readMockTestRoute('', { attemptId: -1 }).attemptId).toBe(9);
    expect(readMockTestRoute('', null).attemptId).toBe(9);
  });

  it('is none for a broken id in the address, whatever this tab remembers', () => {
    rememberActiveAttempt(9);
    expect(readMockTestRoute('?attemptId=abc', { attemptId: 5 }).attemptId).toBeNull();
    expect(readMockTestRoute('?attemptId=99999999999', null).attemptId).toBeNull();
    expect(readMockTestRoute('?attemptId=', null).attemptId).toBeNull();
  });

  it('is none when nothing names one', () => {
    expect(readMockTestRoute('', undefined).attemptId).toBeNull();
  });
});
