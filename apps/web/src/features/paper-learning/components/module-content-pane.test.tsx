import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countCalls, jsonResponse } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken, TEST_TOKEN } from '../../../testing/session';
import { makeAudioClass, makeVideoClass } from '../testing/learning-fixtures';
import { audioOf, mockLearningApi, notesOf, videosOf } from '../testing/mock-learning-api';

// Each test renders the whole app; on a busy machine that can outlast findBy's one-second default.

// The route loads the page lazily: import it once up front so no test pays for the cold load.
beforeAll(async () => {
  await import('./paper-learning-page');
});

function openPaper(state?: unknown) {
  return renderApp({ pathname: '/paper-details/1', state });
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

describe('content tabs', () => {
  it('opens on Notes, with each note linking to the note viewer', async () => {
    mockLearningApi();
    openPaper();
    expect(await screen.findByText('Demand curves')).toBeInTheDocument();

    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Notes',
      'Audio Class',
      'Video Class',
      'Mock test',
    ]);
    expect(tab('Notes')).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAttribute('aria-labelledby', tab('Notes').id);
    expect(within(panel()).getByText('Law of demand, with examples')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'View Note' })).toHaveAttribute('href', '/view-note/11');
  });

  it('switches tabs by click and by arrow keys', async () => {
    mockLearningApi();
    const { user } = openPaper();
    await screen.findByText('Demand curves');

    await user.click(tab('Audio Class'));
    expect(tab('Audio Class')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Notes')).toHaveAttribute('aria-selected', 'false');
    expect(await within(panel()).findByText('Demand explained')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Mock test')).toHaveFocus();
    expect(tab('Mock test')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Notes')).toHaveAttribute('aria-selected', 'true');
  });

  it('fetches videos only when Video Class is first opened, then keeps them', async () => {
    const fetchMock = mockLearningApi();
    const { user } = openPaper();
    await screen.findByText('Demand curves');
    expect(countCalls(fetchMock, videosOf(11))).toBe(0);

    await user.click(tab('Video Class'));
    const link = await within(panel()).findByRole('link', { name: /Elasticity in practice/ });
    expect(link).toHaveAttribute('href', '/video-class/1/501');
    expect(within(link).getByText('Dr. Meera Nair')).toBeInTheDocument();
    expect(within(link).getByText('24 min')).toBeInTheDocument();
    expect(link.querySelector('img')).toHaveAttribute('src', expect.stringContaining('video-thumbnail-fallback'));

    await user.click(tab('Notes'));
    await user.click(tab('Video Class'));
    expect(within(panel()).getByRole('link', { name: /Elasticity in practice/ })).toBeInTheDocument();
    expect(countCalls(fetchMock, videosOf(11))).toBe(1);
  });

  it('shows the empty messages of each tab', async () => {
    mockLearningApi({
      [notesOf(11)]: () => jsonResponse({ notes: [] }),
      [audioOf(11)]: () => jsonResponse({ audio: [] }),
      [videosOf(11)]: () => jsonResponse({ videos: [] }),
    });
    const { user } = openPaper();
    expect(await screen.findByText('No notes available for this module.')).toBeInTheDocument();
    await user.click(tab('Audio Class'));
    expect(await screen.findByText('No audio content available for this module.')).toBeInTheDocument();
    await user.click(tab('Video Class'));
    expect(await screen.findByText('No video content available for this module.')).toBeInTheDocument();
  });

  it('reports a failed tab load and retries it', async () => {
    let attempts = 0;
    const fetchMock = mockLearningApi({
      [notesOf(11)]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Something broke' } }, 500)
          : jsonResponse({ notes: [] });
      },
    });
    const { user } = openPaper();
    expect(await screen.findByText('Could not load the notes: Something broke')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No notes available for this module.')).toBeInTheDocument();
    expect(countCalls(fetchMock, notesOf(11))).toBe(2);
  });
});

describe('a locked module', () => {
  it('shows a lock on the tabs and the way to the plans, and fetches none of its material', async () => {
    const fetchMock = mockLearningApi();
    const { user } = openPaper({ isFromEnrolledPage: true, selectedModuleId: 3 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Module 3: Market Structures' })).toBeInTheDocument();

    for (const name of ['Notes', 'Audio Class', 'Video Class', 'Mock test']) {
      await user.click(tab(name));
      expect(tab(name).querySelector('svg')).not.toBeNull();
      expect(within(panel()).getByRole('heading', { name: 'This module is locked' })).toBeInTheDocument();
      expect(within(panel()).getByText(/This module is part of a paid paper/)).toBeInTheDocument();
      expect(within(panel()).getByRole('link', { name: 'Unlock Premium Access' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/subscrptions\?paper=\d+&module=\d+$/),
      );
    }
    const calledPaths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calledPaths.filter((path) => path.includes('/modules/13'))).toEqual([]);
  });
});

describe('Mock test tab', () => {
  it('opens the instructions with the module, paper and card in navigation state and the ids in the address', async () => {
    mockLearningApi();
    const { user, router } = openPaper({ isFromEnrolledPage: true, selectedModuleId: 2 });
    await screen.findByText('Production functions');
    await user.click(tab('Mock test'));

    const cards = within(panel()).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Weekly Challenge',
      'Special Exam',
    ]);
    await user.click(within(cards[1]!).getByRole('link', { name: 'Attend Test' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mock-test'));
    expect(router.state.location.search).toBe('?paperId=1&moduleId=2&category=Special+Exam');
    expect(router.state.location.state).toEqual({
      moduleId: 2,
      paperId: 1,
      title: 'Theory of Production',
      paperTitle: 'Microeconomics I',
      paperType: 'Major',
      category: 'Special Exam',
    });
  });

  it('leads to the leaderboard', async () => {
    mockLearningApi();
    const { user, router } = openPaper();
    await screen.findByText('Demand curves');
    await user.click(tab('Mock test'));
    await user.click(within(panel()).getByRole('link', { name: 'See where you stand on the leaderboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leader-board-page'));
  });

  it("marks a test the student finished as Completed with the server's score", async () => {
    storeTestToken();
    const result = {
      totalQuestions: 10,
      answeredQuestions: 9,
      unansweredQuestions: 1,
      correctAnswers: 7,
      wrongAnswers: 2,
      skippedQuestions: 1,
      workingTime: 600,
      totalScore: 6.34,
      maxMarks: 10,
      percentage: 63.4,
      finishedAt: 1,
    };
    const test = (category: string, finished: boolean) => ({
      quizId: category === 'weekly_challenge' ? 1 : 2,
      category,
      title: category === 'weekly_challenge' ? 'Weekly Challenge' : 'Special Exam',
      questionCount: 10,
      maxMarks: 10,
      durationSeconds: 2100,
      // The Special Exam has a window whose close opens its answer key.
      opensAt: finished ? null : Date.UTC(2026, 10, 26, 5, 30),
      closesAt: finished ? null : Date.UTC(2026, 10, 26, 6, 30),
      reviewOpensAt: finished ? null : Date.UTC(2026, 10, 26, 6, 30),
      attemptId: finished ? 9 : null,
      status: finished ? 'finished' : 'not_started',
      result: finished ? result : null,
    });
    mockLearningApi({
      ...meRoute(),
      'GET /api/modules/11/tests': () =>
        jsonResponse({ tests: [test('weekly_challenge', true), test('special_exam', false)] }),
    });
    const { user } = openPaper();
    await screen.findByText('Demand curves');
    await user.click(tab('Mock test'));

    const [weekly, special] = within(panel()).getAllByRole('article');
    expect(await within(weekly!).findByText('Completed')).toBeInTheDocument();
    expect(within(weekly!).getByText('Score: 6.34 / 10')).toBeInTheDocument();
    expect(within(weekly!).getByRole('button', { name: 'Attend Test' })).toBeDisabled();
    expect(within(special!).queryByText('Completed')).not.toBeInTheDocument();
    expect(within(special!).getByRole('link', { name: 'Attend Test' })).toBeInTheDocument();
    expect(within(special!).getByRole('list', { name: 'When' })).toHaveTextContent(
      'Opens 26 Nov 2026, 11:00 amCloses 26 Nov 2026, 12:00 pmAnswer key from 26 Nov 2026, 12:00 pm',
    );
    expect(within(weekly!).queryByRole('list', { name: 'When' })).not.toBeInTheDocument();
  });

  it('offers no Attend Test where the module has no such test, or one with no questions yet', async () => {
    storeTestToken();
    const weekly = {
      quizId: 1,
      category: 'weekly_challenge',
      title: 'Weekly Challenge',
      questionCount: 0,
      maxMarks: 0,
      durationSeconds: 2100,
      opensAt: null,
      closesAt: null,
      reviewOpensAt: null,
      attemptId: null,
      status: 'not_started',
      result: null,
    };
    mockLearningApi({ ...meRoute(), 'GET /api/modules/11/tests': () => jsonResponse({ tests: [weekly] }) });
    const { user } = openPaper();
    await screen.findByText('Demand curves');
    await user.click(tab('Mock test'));
    const cards = within(panel()).getAllByRole('article');
    for (const card of cards) {
      expect(await within(card).findByText('No questions yet.')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Attend Test' })).toBeDisabled();
      expect(within(card).queryByRole('link', { name: 'Attend Test' })).not.toBeInTheDocument();
    }
  });
});

describe('Audio Class tab', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:audio-71');
    URL.revokeObjectURL = vi.fn();
  });

  it('plays the file from a blob: URL fetched with the token, and records progress at the end', async () => {
    storeTestToken();
    let progressBody: unknown;
    const fetchMock = mockLearningApi({
      ...meRoute(),
      'GET /api/audio/71/file': () => new Response(new Uint8Array([82, 73, 70, 70]), { status: 200 }),
      'POST /api/modules/11/progress': ({ init }) => {
        progressBody = JSON.parse(String(init?.body));
        return jsonResponse({ moduleId: 11, progress: 50, completed: false });
      },
    });
    const { user, unmount } = openPaper();
    await screen.findByText('Demand curves');
    await user.click(tab('Audio Class'));
    const item = (await within(panel()).findByRole('heading', { name: 'Demand explained' })).closest('li')!;
    expect(within(item).getByText('3:05')).toBeInTheDocument();
    expect(countCalls(fetchMock, 'GET /api/audio/71/file')).toBe(0);

    await user.click(within(item).getByRole('button', { name: 'Play audio' }));
    await waitFor(() => expect(item.querySelector('audio')).toHaveAttribute('src', 'blob:audio-71'));
    const fileCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/audio/71/file')!;
    expect(new Headers(fileCall[1]?.headers).get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);

    fireEvent.ended(item.querySelector('audio')!);
    await waitFor(() => expect(progressBody).toEqual({ kind: 'audio' }));

    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:audio-71');
  });

  it('reports a file that cannot be fetched, and tries again on Retry', async () => {
    let attempts = 0;
    mockLearningApi({
      'GET /api/audio/71/file': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'The file is missing from storage.' } }, 500)
          : new Response(new Uint8Array([1]), { status: 200 });
      },
    });
    const { user } = openPaper();
    await screen.findByText('Demand curves');
    await user.click(tab('Audio Class'));
    await user.click(await within(panel()).findByRole('button', { name: 'Play audio' }));

    expect(await screen.findByText('Could not load the audio: The file is missing from storage.')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(panel().querySelector('audio')).toHaveAttribute('src', 'blob:audio-71'));
  });
});

describe('saving classes', () => {
  it('saves an audio class and a video class with their bookmarks, and shows them pressed', async () => {
    storeTestToken();
    const saved: unknown[] = [];
    let audioSaved = false;
    let videoSaved = false;
    mockLearningApi({
      ...meRoute(),
      [audioOf(11)]: () =>
        jsonResponse({
          audio: [makeAudioClass({ id: 71, moduleId: 11, title: 'Demand explained', isSaved: audioSaved })],
        }),
      [videosOf(11)]: () =>
        jsonResponse({
          videos: [makeVideoClass({ id: 81, moduleId: 11, paperId: 1, title: 'Elasticity', isSaved: videoSaved })],
        }),
      'POST /api/saved': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { category: string };
        saved.push(body);
        if (body.category === 'audio') audioSaved = true;
        else videoSaved = true;
        return jsonResponse({ items: [] }, 201);
      },
    });
    const { user } = openPaper();
    await screen.findByText('Demand curves');
    await user.click(tab('Audio Class'));
    const audioBookmark = await within(panel()).findByRole('button', { name: 'Save audio class: Demand explained' });
    expect(audioBookmark).toHaveAttribute('aria-pressed', 'false');
    await user.click(audioBookmark);
    await waitFor(() => expect(audioBookmark).toHaveAttribute('aria-pressed', 'true'));

    await user.click(tab('Video Class'));
    const videoBookmark = await within(panel()).findByRole('button', { name: 'Save video class: Elasticity' });
    await user.click(videoBookmark);
    await waitFor(() => expect(videoBookmark).toHaveAttribute('aria-pressed', 'true'));
    expect(saved).toEqual([
      { category: 'audio', id: 71 },
      { category: 'video', id: 81 },
    ]);
  });
});
