import type { TSavedItem } from '@padanam/contract';
import { describe, expect, it } from 'vitest';
import { itemsOfTab, savedItemsTabFromParam } from './saved-items-tabs';

const item = (category: TSavedItem['category'], id: number): TSavedItem => ({
  category,
  id,
  title: `${category} ${id}`,
  module: category === 'module' ? 1 : null,
  paperId: 1,
  paperTitle: 'Microeconomics I',
  paperType: 'Major',
  moduleId: category === 'paper' ? null : 5,
  durationSeconds: null,
  duration: null,
  instructor: null,
  savedAt: id,
});

describe('savedItemsTabFromParam', () => {
  it.each([
    ['notes', 'notes'],
    ['papers', 'papers'],
    [null, 'notes'],
    ['Papers', 'notes'],
    ['audio', 'notes'],
  ] as const)('maps %s to %s', (param, tab) => {
    expect(savedItemsTabFromParam(param)).toBe(tab);
  });
});

describe('itemsOfTab', () => {
  const items = [item('module', 3), item('paper', 2), item('module', 1)];

  it('lists the saved modules under Notes, in the order given', () => {
    expect(itemsOfTab(items, 'notes').map((saved) => saved.id)).toEqual([3, 1]);
  });

  it('lists the saved papers under Papers', () => {
    expect(itemsOfTab(items, 'papers').map((saved) => saved.id)).toEqual([2]);
  });

  it('gives an empty list, not a failure, when nothing of a kind is saved', () => {
    expect(itemsOfTab([item('module', 1)], 'papers')).toEqual([]);
    expect(itemsOfTab([], 'notes')).toEqual([]);
  });
});
