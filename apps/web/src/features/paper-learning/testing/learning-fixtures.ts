// Contract-shaped papers, notes, audio and video classes for this feature's tests.
import type { TAudioClass, TNote, TPaperDetails, TVideoClass } from '@padanam/contract';
import { makePaper } from '../../../testing/paper-fixtures';

export function makePaperDetails(
  overrides: Partial<TPaperDetails> & Pick<TPaperDetails, 'id' | 'title'>,
): TPaperDetails {
  return { ...makePaper(overrides), isEnrolled: true, isSaved: false, ...overrides };
}

export function makeNote(overrides: Partial<TNote> & Pick<TNote, 'id' | 'moduleId' | 'title'>): TNote {
  return {
    description: 'Lecture notes',
    fileUrl: `/api/notes/${overrides.id}/file`,
    sizeBytes: 2048,
    ...overrides,
  };
}

export function makeAudioClass(
  overrides: Partial<TAudioClass> & Pick<TAudioClass, 'id' | 'moduleId' | 'title'>,
): TAudioClass {
  return {
    description: 'Recorded lecture',
    durationSeconds: 185,
    fileUrl: `/api/audio/${overrides.id}/file`,
    sizeBytes: 4096,
    isSaved: false,
    ...overrides,
  };
}

export function makeVideoClass(
  overrides: Partial<TVideoClass> & Pick<TVideoClass, 'id' | 'moduleId' | 'paperId' | 'title'>,
): TVideoClass {
  return {
    moduleNumber: 1,
    paperTitle: 'Microeconomics I',
    paperType: 'Major',
    description: 'Video lecture',
    instructor: 'Dr. Meera Nair',
    duration: '24 min',
    thumbnailUrl: null,
    order: 1,
    tutorialUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    canOpen: true,
    isSaved: false,
    ...overrides,
  };
}
