// The Enrolled screen's rules (spec section 5 "Enrolled"): papers filtered by the selected type
// (case-insensitive) and by a search on title, description or module titles; a paper's progress
// is the rounded share of its modules that are completed or at progress 100. The texts it builds
// are in the language of the i18n instance it is given.
import type { I18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { TEnrolledModule, TEnrolledPaper } from '@padanam/contract';

/** The tabs' values (the paper types, and All): enrolled-type-tabs.tsx gives them their labels. */
// eslint-disable-next-line lingui/no-unlocalized-strings
export const ENROLLED_TABS = ['All', 'Major', 'Minor', 'Common'] as const;
export type TEnrolledTab = (typeof ENROLLED_TABS)[number];

export type TEnrolledFilter = { tab: TEnrolledTab; searchText: string };

/** A module with the paper it belongs to, for the Modules list. */
export type TEnrolledModuleEntry = {
  module: TEnrolledModule;
  paperId: number;
  paperTitle: string;
};

function normalise(text: string): string {
  return text.trim().toLowerCase();
}

function includesQuery(text: string, query: string): boolean {
  return text.toLowerCase().includes(query);
}

export function matchesTab(paper: TEnrolledPaper, tab: TEnrolledTab): boolean {
  return tab === 'All' || paper.type.toLowerCase() === tab.toLowerCase();
}

function matchesPaperText(paper: TEnrolledPaper, query: string): boolean {
  return includesQuery(paper.title, query) || includesQuery(paper.description, query);
}

export function matchesSearch(paper: TEnrolledPaper, searchText: string): boolean {
  const query = normalise(searchText);
  if (query === '') return true;
  return matchesPaperText(paper, query) || paper.modules.some((module) => includesQuery(module.title, query));
}

export function filterEnrolledPapers(papers: readonly TEnrolledPaper[], filter: TEnrolledFilter): TEnrolledPaper[] {
  return papers.filter((paper) => matchesTab(paper, filter.tab) && matchesSearch(paper, filter.searchText));
}

/**
 * The Modules list for the papers shown. A paper found by its own title or description brings all
 * its modules; one found only through module titles brings just the modules that match.
 */
export function listEnrolledModules(papers: readonly TEnrolledPaper[], searchText: string): TEnrolledModuleEntry[] {
  const query = normalise(searchText);
  return papers.flatMap((paper) => {
    const showsEveryModule = query === '' || matchesPaperText(paper, query);
    return paper.modules
      .filter((module) => showsEveryModule || includesQuery(module.title, query))
      .map((module) => ({ module, paperId: paper.id, paperTitle: paper.title }));
  });
}

export function isModuleDone(module: Pick<TEnrolledModule, 'completed' | 'progress'>): boolean {
  return module.completed || module.progress >= 100;
}

/** The server's rule for `progress`, usable on any set of modules: 0 when there are none. */
export function calculateProgress(modules: readonly Pick<TEnrolledModule, 'completed' | 'progress'>[]): number {
  if (modules.length === 0) return 0;
  return Math.round((100 * modules.filter(isModuleDone).length) / modules.length);
}

/** Spec section 8: 'No papers found' on All, 'No papers found for {type} type' on a type tab. */
export function describeNoPapers(tab: TEnrolledTab, i18n: I18n): string {
  return tab === 'All' ? t(i18n)`No papers found` : t(i18n)`No papers found for ${tab} type`;
}

type TModuleProgress = Pick<TEnrolledModule, 'number' | 'completed' | 'progress'>;

/** Started and not done: what a paper's figure, which counts finished modules only, leaves out. */
function isModuleUnderWay(module: TModuleProgress): boolean {
  return !isModuleDone(module) && module.progress > 0;
}

/** '3 modules', '3 modules · 1 completed': the count the paper's figure is a share of. */
export function describeModuleCounts(modules: readonly TModuleProgress[], i18n: I18n): string {
  const count = modules.length;
  const done = modules.filter(isModuleDone).length;
  return done === 0
    ? t(i18n)`${plural(count, { one: '# module', other: '# modules' })}`
    : t(i18n)`${plural(count, { one: '# module', other: '# modules' })} · ${done} completed`;
}

/** Modules shown by name at most; the rest are counted. */
const MODULES_NAMED_IN_PROGRESS = 2;

/**
 * 'In progress: Module 1 (67%), Module 3 (20%) and 1 more', or undefined when none is under way:
 * the progress a paper's figure does not show until a module is finished.
 */
export function describeModulesInProgress(modules: readonly TModuleProgress[], i18n: I18n): string | undefined {
  const underWay = modules.filter(isModuleUnderWay);
  if (underWay.length === 0) return undefined;
  const named = underWay
    .slice(0, MODULES_NAMED_IN_PROGRESS)
    .map(({ number, progress }) => t(i18n)`Module ${number} (${progress}%)`)
    .join(', ');
  const more = underWay.length - MODULES_NAMED_IN_PROGRESS;
  return more > 0 ? t(i18n)`In progress: ${named} and ${more} more` : t(i18n)`In progress: ${named}`;
}
