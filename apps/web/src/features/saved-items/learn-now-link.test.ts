import type { TSavedItem } from '@padanam/contract';
import { describe, expect, it } from 'vitest';
import { learnNowLink } from './learn-now-link';

const savedModule: TSavedItem = {
  category: 'module',
  id: 42,
  title: 'Theory of Production',
  module: 2,
  paperId: 7,
  paperTitle: 'Microeconomics I',
  paperType: 'Major',
  moduleId: 42,
  durationSeconds: null,
  duration: null,
  instructor: null,
  savedAt: 1,
};

describe('learnNowLink', () => {
  it('opens a module’s paper on the module number, as if from the enrolled screen', () => {
    expect(learnNowLink(savedModule)).toEqual({
      to: '/paper-details/7',
      state: { isFromEnrolledPage: true, selectedModuleId: 2 },
    });
  });

  it('opens a paper’s learning screen with no state', () => {
    const savedPaper: TSavedItem = {
      ...savedModule,
      category: 'paper',
      id: 7,
      module: null,
      title: 'Microeconomics I',
    };
    expect(learnNowLink(savedPaper)).toEqual({ to: '/paper-details/7' });
  });
});
