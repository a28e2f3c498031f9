import type { TAdminModuleDetails } from '@padanam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

const file = { description: '', fileName: 'week-1.pdf', sizeBytes: 2048, position: 1, isArchived: false };

const details: TAdminModuleDetails = {
  module: {
    id: 5,
    paperId: 9,
    number: 2,
    title: 'Draft module',
    description: '',
    summaryLine: null,
    duration: '1 hr',
    isFreePreview: false,
    thumbnailUrl: null,
    pricePaise: null,
    listPricePaise: null,
    isArchived: false,
    noteCount: 2,
    audioCount: 1,
    videoCount: 1,
  },
  paper: { id: 9, title: 'Kerala History', type: 'Minor', status: 'draft' },
  notes: [
    { ...file, id: 41, moduleId: 5, title: 'Week 1', textStatus: 'extracted', pageCount: 3 },
    { ...file, id: 42, moduleId: 5, title: 'Old notes', textStatus: 'extracted', pageCount: 3, isArchived: true },
  ],
  audio: [{ ...file, id: 51, moduleId: 5, title: 'Lecture 1', fileName: 'lecture.wav', durationSeconds: 60 }],
  videos: [
    {
      id: 61,
      moduleId: 5,
      title: 'Video 1',
      description: '',
      youtubeId: 'dQw4w9WgXcQ',
      tutorialUrl: 'https://youtu.be/dQw4w9WgXcQ',
      instructor: 'Dr. Rao',
      duration: null,
      position: 1,
      isArchived: false,
    },
  ],
};

function renderEditor() {
  storeTestToken();
  mockApi({
    ...meRoute(makeUser({ role: 'teacher', name: 'Teacher Tessy' })),
    'GET /api/admin/modules/5': () => jsonResponse(details),
  });
  return renderApp('/admin/modules/5');
}

/** Where a preview landed: the student route's address and the navigation state it was given. */
const landed = (router: ReturnType<typeof renderApp>['router']) => {
  const { pathname, search, state } = router.state.location;
  return { path: `${pathname}${search}`, state: state as unknown };
};

describe('the module editor’s Preview', () => {
  it('says a draft paper is not yet for students, and offers Preview on live material only', async () => {
    renderEditor();
    expect(await screen.findByText('draft paper')).toBeInTheDocument();
    expect(screen.getByText(/Students do not see this paper until it is published/)).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: 'PDF notes' });
    expect(within(notes).getByRole('link', { name: 'Preview: Week 1, as a student sees it' })).toBeInTheDocument();
    expect(within(notes).queryByRole('link', { name: /Old notes/ })).not.toBeInTheDocument();
  });

  it('opens a note in the student’s note viewer at that note', async () => {
    const { user, router } = renderEditor();
    await user.click(await screen.findByRole('link', { name: 'Preview: Week 1, as a student sees it' }));
    await waitFor(() => expect(landed(router).path).toBe('/view-note/5?note=41'));
  });

  it('opens an audio class on the learning screen at its module, on the Audio Class tab', async () => {
    const { user, router } = renderEditor();
    await user.click(await screen.findByRole('link', { name: 'Preview: Lecture 1, as a student sees it' }));
    await waitFor(() =>
      expect(landed(router)).toEqual({
        path: '/paper-details/9',
        state: { selectedModules: [2], contentTab: 'audio' },
      }),
    );
  });

  it('opens a video on the student’s video page', async () => {
    const { user, router } = renderEditor();
    await user.click(await screen.findByRole('link', { name: 'Preview: Video 1, as a student sees it' }));
    await waitFor(() => expect(landed(router).path).toBe('/video-class/9/61'));
  });

  it('opens the whole module on the learning screen', async () => {
    const { user, router } = renderEditor();
    await user.click(await screen.findByRole('link', { name: 'Preview module: Draft module, as a student sees it' }));
    await waitFor(() => expect(landed(router)).toEqual({ path: '/paper-details/9', state: { selectedModules: [2] } }));
  });
});
