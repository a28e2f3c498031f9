import { describe, expect, it } from 'vitest';
import { readPracticeRoute } from './practice-route';

describe('a practice address', () => {
  it.each([
    ['?source=notebook', { source: 'notebook', moduleId: null }],
    ['?source=notebook&moduleId=11', { source: 'notebook', moduleId: 11 }],
    ['?source=module&moduleId=7', { source: 'module', moduleId: 7 }],
    ['?source=module&moduleId=07', { source: 'module', moduleId: null }],
    ['?source=everything&moduleId=x', { source: 'notebook', moduleId: null }],
    ['', { source: 'notebook', moduleId: null }],
  ])('%s reads as %j', (search, expected) => {
    expect(readPracticeRoute(search)).toEqual(expected);
  });
});
