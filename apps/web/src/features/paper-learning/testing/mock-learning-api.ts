// A mocked API for one paper (id 1) with three modules; tests override single routes.
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { makeModule } from '../../../testing/paper-fixtures';
import { makeAudioClass, makeNote, makePaperDetails, makeVideoClass } from './learning-fixtures';

export const paper = makePaperDetails({
  id: 1,
  title: 'Microeconomics I',
  description: 'Demand, supply and the behaviour of firms.',
  language: 'English',
});

export const modules = [
  makeModule({ id: 11, paperId: 1, number: 1, title: 'Theory of Demand', canOpen: true }),
  makeModule({ id: 12, paperId: 1, number: 2, title: 'Theory of Production', canOpen: true, duration: '2 hrs' }),
  makeModule({ id: 13, paperId: 1, number: 3, title: 'Market Structures', canOpen: false }),
];

export const PAPER = 'GET /api/papers/1';
export const MODULES = 'GET /api/papers/1/modules';
export const notesOf = (moduleId: number) => `GET /api/modules/${moduleId}/notes`;
export const audioOf = (moduleId: number) => `GET /api/modules/${moduleId}/audio`;
export const videosOf = (moduleId: number) => `GET /api/modules/${moduleId}/videos`;

export function mockLearningApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [PAPER]: () => jsonResponse(paper),
    [MODULES]: () => jsonResponse({ modules }),
    [notesOf(11)]: () =>
      jsonResponse({
        notes: [
          makeNote({ id: 101, moduleId: 11, title: 'Demand curves', description: 'Law of demand, with examples' }),
        ],
      }),
    [notesOf(12)]: () => jsonResponse({ notes: [makeNote({ id: 102, moduleId: 12, title: 'Production functions' })] }),
    [audioOf(11)]: () => jsonResponse({ audio: [makeAudioClass({ id: 71, moduleId: 11, title: 'Demand explained' })] }),
    [videosOf(11)]: () =>
      jsonResponse({
        videos: [makeVideoClass({ id: 501, moduleId: 11, paperId: 1, title: 'Elasticity in practice' })],
      }),
    [videosOf(12)]: () => jsonResponse({ videos: [] }),
    ...overrides,
  });
}
