import { describe, expect, it } from 'vitest';
import { paperTypeFromNavigationState } from './use-requested-paper-type';

describe('paperTypeFromNavigationState', () => {
  it.each(['Major', 'Minor', 'Common', 'MDC'] as const)('keeps %s', (paperType) => {
    expect(paperTypeFromNavigationState({ paperType })).toBe(paperType);
  });

  it.each([
    ['an unknown name', { paperType: 'Bogus' }],
    ['another case', { paperType: 'minor' }],
    ['a number', { paperType: 3 }],
    ['no paperType', { other: 'Minor' }],
    ['no state', null],
    ['a string state', 'Minor'],
  ])('maps %s to Major', (_label, state) => {
    expect(paperTypeFromNavigationState(state)).toBe('Major');
  });
});
