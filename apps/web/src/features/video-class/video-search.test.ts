import { describe, expect, it } from 'vitest';
import type { TPaperVideo } from './hooks/use-paper-videos';
import { matchesVideoSearch } from './video-search';

const video: TPaperVideo = {
  id: 1,
  moduleId: 11,
  moduleNumber: 3,
  moduleTitle: 'Theory of Production',
  paperId: 2,
  paperTitle: 'Microeconomics I',
  paperType: 'Major',
  title: 'Isoquants explained',
  description: 'Recorded live class on returns to scale',
  instructor: 'Dr. Lekshmi Nair',
  duration: '42 min',
  thumbnailUrl: null,
  order: 1,
  tutorialUrl: 'https://youtu.be/dQw4w9WgXcQ',
  canOpen: true,
  isSaved: false,
};

describe('matchesVideoSearch', () => {
  it.each([
    ['the title, in another case', 'ISOQUANTS'],
    ['the description', 'returns to scale'],
    ['the module number', '3'],
    ['“module” and its number', 'Module 3'],
    ['the module title', 'production'],
    ['nothing (blank search)', '   '],
  ])('matches %s', (_label, searchText) => {
    expect(matchesVideoSearch(video, searchText)).toBe(true);
  });

  it.each([
    ['another module number', 'module 4'],
    ['the instructor', 'Lekshmi'],
    ['unrelated text', 'calculus'],
  ])('does not match %s', (_label, searchText) => {
    expect(matchesVideoSearch(video, searchText)).toBe(false);
  });
});
