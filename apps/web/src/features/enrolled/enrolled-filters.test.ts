import { i18n } from '@lingui/core';
import type { TEnrolledModule, TEnrolledPaper } from '@padanam/contract';
import { describe, expect, it } from 'vitest';
import {
  calculateProgress,
  describeModuleCounts,
  describeModulesInProgress,
  describeNoPapers,
  filterEnrolledPapers,
  listEnrolledModules,
  matchesSearch,
  matchesTab,
} from './enrolled-filters';

function module(id: number, title: string, progress = 0, completed = progress >= 100): TEnrolledModule {
  return { id, number: id % 10, title, description: '', duration: null, progress, completed, isSaved: false };
}

function paper(id: number, overrides: Partial<TEnrolledPaper>): TEnrolledPaper {
  return {
    id,
    type: 'Major',
    title: `Paper ${id}`,
    language: 'English',
    description: '',
    price: 249,
    listPrice: 299,
    rating: 4,
    imageUrl: null,
    isWholePaper: true,
    moduleCount: 0,
    modules: [],
    progress: 0,
    enrolledAt: id,
    ...overrides,
  };
}

const micro = paper(1, {
  title: 'Microeconomics I',
  description: 'Consumer and producer behaviour',
  modules: [module(11, 'Theory of Demand', 100), module(12, 'Theory of Production', 40)],
});
const english = paper(2, {
  type: 'Common',
  title: 'English Communication',
  description: 'Reading and writing skills',
  modules: [module(21, 'Formal Letters'), module(22, 'Demand Letters and Complaints')],
});
const history = paper(3, {
  type: 'Minor',
  title: 'Modern Indian History',
  modules: [module(31, 'The Freedom Struggle')],
});
const papers = [micro, english, history];

describe('matchesTab', () => {
  it('lets every paper through on All', () => {
    expect(papers.every((enrolled) => matchesTab(enrolled, 'All'))).toBe(true);
  });

  it('compares the type without regard to case', () => {
    // The server sends the exact enum; an older or odd spelling must still land on its tab.
    const shouting = { ...history, type: 'MINOR' } as unknown as TEnrolledPaper;
    expect(matchesTab(shouting, 'Minor')).toBe(true);
    expect(matchesTab(history, 'Major')).toBe(false);
  });
});

describe('matchesSearch', () => {
  it.each([
    ['the title', 'microECONOMICS'],
    ['the description', 'producer'],
    ['a module title', 'freedom'],
  ])('matches %s, case-insensitively', (_label, searchText) => {
    expect(papers.some((enrolled) => matchesSearch(enrolled, searchText))).toBe(true);
  });

  it('ignores surrounding spaces and matches everything when blank', () => {
    expect(matchesSearch(micro, '  demand ')).toBe(true);
    expect(matchesSearch(micro, '   ')).toBe(true);
  });

  it('does not match other text', () => {
    expect(matchesSearch(micro, 'zoology')).toBe(false);
  });
});

describe('filterEnrolledPapers', () => {
  it('applies the tab and the search together', () => {
    expect(filterEnrolledPapers(papers, { tab: 'All', searchText: 'demand' })).toEqual([micro, english]);
    expect(filterEnrolledPapers(papers, { tab: 'Common', searchText: 'demand' })).toEqual([english]);
    expect(filterEnrolledPapers(papers, { tab: 'Minor', searchText: 'demand' })).toEqual([]);
  });

  it('keeps the server’s order', () => {
    expect(filterEnrolledPapers(papers, { tab: 'All', searchText: '' })).toEqual(papers);
  });
});

describe('listEnrolledModules', () => {
  const titles = (searchText: string, shown = papers) =>
    listEnrolledModules(shown, searchText).map((entry) => entry.module.title);

  it('lists every module of the papers shown, with its paper', () => {
    expect(listEnrolledModules([history], '')).toEqual([
      { module: history.modules[0], paperId: 3, paperTitle: 'Modern Indian History' },
    ]);
  });

  it('keeps all modules of a paper found by its own title or description', () => {
    expect(titles('micro', [micro])).toEqual(['Theory of Demand', 'Theory of Production']);
    expect(titles('writing', [english])).toEqual(['Formal Letters', 'Demand Letters and Complaints']);
  });

  it('keeps only the matching modules of a paper found through a module title', () => {
    expect(titles('DEMAND', [micro, english])).toEqual(['Theory of Demand', 'Demand Letters and Complaints']);
  });
});

describe('calculateProgress', () => {
  it('is the rounded share of modules completed or at 100', () => {
    expect(calculateProgress([module(1, 'a', 100), module(2, 'b', 40), module(3, 'c', 0)])).toBe(33);
    expect(calculateProgress([module(1, 'a', 100), module(2, 'b', 100), module(3, 'c', 10)])).toBe(67);
    expect(calculateProgress([module(1, 'a', 100), module(2, 'b', 0)])).toBe(50);
  });

  it('counts a module flagged completed even below 100, and not one at 99', () => {
    expect(calculateProgress([module(1, 'a', 80, true), module(2, 'b', 99)])).toBe(50);
  });

  it('is 0 with no modules', () => {
    expect(calculateProgress([])).toBe(0);
  });

  it('agrees with the server’s percentage (share of modules at 100)', () => {
    // apps/server progress.service paperPercentage: round(100 × count(progress ≥ 100) / count).
    const serverPercentage = (progress: number[]) =>
      progress.length === 0 ? 0 : Math.round((100 * progress.filter((value) => value >= 100).length) / progress.length);
    const samples = [[], [0], [100], [100, 0, 0], [100, 100, 50], [100, 100, 100, 0, 40], [33, 66, 100, 100]];
    for (const progress of samples) {
      const modules = progress.map((value, index) => module(index + 1, `m${index}`, value));
      expect(calculateProgress(modules)).toBe(serverPercentage(progress));
    }
  });
});

describe('describeNoPapers', () => {
  it('uses the spec’s messages', () => {
    expect(describeNoPapers('All', i18n)).toBe('No papers found');
    expect(describeNoPapers('Major', i18n)).toBe('No papers found for Major type');
    expect(describeNoPapers('Common', i18n)).toBe('No papers found for Common type');
  });
});

describe('describeModuleCounts', () => {
  it('counts the modules, and the completed ones (done or at 100) when there are any', () => {
    expect(describeModuleCounts([], i18n)).toBe('0 modules');
    expect(describeModuleCounts([module(1, 'A', 67)], i18n)).toBe('1 module');
    expect(describeModuleCounts([module(1, 'A', 100), module(2, 'B', 40, true), module(3, 'C', 67)], i18n)).toBe(
      '3 modules · 2 completed',
    );
  });
});

describe('describeModulesInProgress', () => {
  it('is nothing when no module is under way, done ones included', () => {
    expect(describeModulesInProgress([], i18n)).toBeUndefined();
    expect(
      describeModulesInProgress([module(1, 'A'), module(2, 'B', 100), module(3, 'C', 30, true)], i18n),
    ).toBeUndefined();
  });

  it('names the started, unfinished modules with their own progress, two at most', () => {
    expect(describeModulesInProgress([module(1, 'A', 67), module(2, 'B'), module(3, 'C')], i18n)).toBe(
      'In progress: Module 1 (67%)',
    );
    expect(
      describeModulesInProgress([module(1, 'A', 67), module(2, 'B', 100), module(3, 'C', 20), module(4, 'D', 5)], i18n),
    ).toBe('In progress: Module 1 (67%), Module 3 (20%) and 1 more');
  });
});
