import type { TSavedItem } from '@padanam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

const SAVED = 'GET /api/saved';
const NOT_A_CLASS = { moduleId: null, durationSeconds: null, duration: null, instructor: null };

const savedModule = (overrides: Partial<TSavedItem> & Pick<TSavedItem, 'id' | 'title'>): TSavedItem => ({
  category: 'module',
  module: 1,
  paperId: 1,
  paperTitle: 'Microeconomics I',
  paperType: 'Major',
  ...NOT_A_CLASS,
  savedAt: 1,
  ...overrides,
});

const savedPaper = (overrides: Partial<TSavedItem> & Pick<TSavedItem, 'id' | 'title'>): TSavedItem => ({
  category: 'paper',
  module: null,
  paperId: overrides.id,
  paperTitle: overrides.title,
  paperType: 'Major',
  ...NOT_A_CLASS,
  savedAt: 1,
  ...overrides,
});

const production = savedModule({ id: 12, title: 'Theory of Production', module: 2, savedAt: 30 });
const sampling = savedModule({
  id: 21,
  title: 'Sampling',
  module: 1,
  paperId: 2,
  paperTitle: 'Statistics for Economics',
  savedAt: 20,
});
const history = savedPaper({ id: 5, title: 'Modern Indian History', paperType: 'Minor', savedAt: 10 });

function openSavedItems(items: TSavedItem[], routes: Parameters<typeof mockApi>[0] = {}, search = '') {
  storeTestToken();
  const fetchMock = mockApi({
    ...meRoute(),
    [SAVED]: () => jsonResponse({ items }),
    ...routes,
  });
  return { fetchMock, ...renderApp(`/my-profile/save-items${search}`) };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
/** Also waits for the lazily loaded page (and the session check) the first time, so it gets longer. */
const findPanel = () => screen.findByRole('tabpanel');

describe('Save Items', () => {
  it('has Notes and Papers tabs, Notes open, listing the saved modules', async () => {
    openSavedItems([production, history, sampling]);

    await findPanel();
    expect(screen.getByRole('heading', { level: 1, name: 'Save Items' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Saved items' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Notes', 'Papers']);
    expect(tab('Notes')).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAttribute('aria-labelledby', tab('Notes').id);

    const cards = await within(await findPanel()).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Module : 2');
    expect(within(cards[0]!).getByText('Microeconomics I')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('heading', { name: 'Theory of Production' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Module : 1');
    expect(within(panel()).queryByText('Modern Indian History')).not.toBeInTheDocument();
  });

  it('opens a saved module’s paper on that module number from Learn now', async () => {
    const { user, router } = openSavedItems([production]);
    const card = (await within(await findPanel()).findByRole('heading', { name: 'Theory of Production' })).closest(
      'li',
    )!;

    await user.click(within(card).getByRole('link', { name: 'Learn now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/paper-details/1'));
    expect(router.state.location.state).toEqual({ isFromEnrolledPage: true, selectedModuleId: 2 });
  });

  it('lists saved papers on Papers, each opening its learning screen', async () => {
    const { user, router } = openSavedItems([production, history]);
    await within(await findPanel()).findByText('Theory of Production');

    await user.click(tab('Papers'));

    expect(tab('Papers')).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=papers');
    const card = within(panel()).getByRole('heading', { name: 'Modern Indian History' }).closest('li')!;
    expect(card).toHaveTextContent('Minor paper');
    expect(within(panel()).queryByText('Theory of Production')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: 'Learn now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paper-details/5'));
  });

  it('opens on Papers when the address asks for it', async () => {
    openSavedItems([history], {}, '?tab=papers');
    expect(await within(await findPanel()).findByText('Modern Indian History')).toBeInTheDocument();
    expect(tab('Papers')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the empty messages on both tabs when nothing is saved, without failing', async () => {
    const { user } = openSavedItems([]);
    expect(await within(await findPanel()).findByText('No modules saved yet.')).toBeInTheDocument();

    await user.click(tab('Papers'));
    expect(within(panel()).getByText('No papers saved yet.')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Browse papers' })).toHaveAttribute('href', '/papers');
  });

  it('shows no saved papers when only modules are saved (the spec’s client crashed here)', async () => {
    openSavedItems([production], {}, '?tab=papers');
    expect(await within(await findPanel()).findByText('No papers saved yet.')).toBeInTheDocument();
  });

  it('says so while loading', async () => {
    storeTestToken();
    mockApi({ ...meRoute(), [SAVED]: () => new Promise<Response>(() => {}) });
    renderApp('/my-profile/save-items');
    expect(await within(await findPanel()).findByText('Loading saved items...')).toBeInTheDocument();
  });

  it('shows "Failed to fetch wishlist" with a Retry that asks again', async () => {
    let attempts = 0;
    const { user, fetchMock } = openSavedItems([], {
      [SAVED]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Something broke' } }, 500)
          : jsonResponse({ items: [production] });
      },
    });

    expect(await within(await findPanel()).findByRole('alert')).toHaveTextContent('Failed to fetch wishlist');
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await within(await findPanel()).findByText('Theory of Production')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch wishlist')).not.toBeInTheDocument();
    expect(countCalls(fetchMock, SAVED)).toBe(2);
  });

  it('removes an item, then keeps focus on the list', async () => {
    const { user, fetchMock } = openSavedItems([production, sampling], {
      'DELETE /api/saved/module/12': () => new Response(null, { status: 204 }),
    });
    await within(await findPanel()).findByText('Theory of Production');

    await user.click(screen.getByRole('button', { name: 'Remove Theory of Production from saved' }));

    await waitFor(() => expect(within(panel()).queryByText('Theory of Production')).not.toBeInTheDocument());
    expect(within(panel()).getByText('Sampling')).toBeInTheDocument();
    expect(panel()).toHaveFocus();
    expect(countCalls(fetchMock, 'DELETE /api/saved/module/12')).toBe(1);
  });

  it('names the button by its words while removing too (label in name)', async () => {
    let finish: () => void = () => {};
    const { user } = openSavedItems([production], {
      'DELETE /api/saved/module/12': () =>
        new Promise<Response>((resolve) => {
          finish = () => resolve(new Response(null, { status: 204 }));
        }),
    });
    await within(await findPanel()).findByText('Theory of Production');

    await user.click(screen.getByRole('button', { name: 'Remove Theory of Production from saved' }));

    const removing = await screen.findByRole('button', { name: 'Removing... Theory of Production from saved' });
    expect(removing).toHaveTextContent('Removing...');
    finish();
  });

  it('keeps the item and says so when removing fails', async () => {
    const { user } = openSavedItems([production], {
      'DELETE /api/saved/module/12': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Broke' } }, 500),
    });
    await within(await findPanel()).findByText('Theory of Production');

    await user.click(screen.getByRole('button', { name: 'Remove Theory of Production from saved' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not remove “Theory of Production”.');
    expect(within(panel()).getByText('Theory of Production')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = openSavedItems([history]);
    await within(await findPanel()).findByText('No modules saved yet.');
    tab('Notes').focus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Papers')).toHaveFocus();
    expect(tab('Papers')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Notes')).toHaveAttribute('aria-selected', 'true');
  });

  it('lists saved audio and video classes under their own headings, apart from the tabs', async () => {
    const { user, router } = openSavedItems([
      savedModule({ id: 5, title: 'Theory of Production' }),
      {
        ...savedModule({ id: 31, title: 'Index numbers, read aloud' }),
        category: 'audio',
        module: 3,
        moduleId: 9,
        durationSeconds: 185,
      },
      {
        ...savedModule({ id: 41, title: 'Consumer equilibrium' }),
        category: 'video',
        module: 2,
        moduleId: 8,
        duration: '34 min',
        instructor: 'Dr. Meera Nair',
      },
    ]);
    await within(await findPanel()).findByText('Theory of Production');
    expect(within(panel()).queryByText('Index numbers, read aloud')).not.toBeInTheDocument();
    const classes = screen.getByRole('region', { name: 'Audio and video classes' });
    expect(within(classes).getByText('Index numbers, read aloud')).toBeInTheDocument();
    expect(within(classes).getByText('3:05')).toBeInTheDocument();
    expect(within(classes).getByText('34 min · Dr. Meera Nair')).toBeInTheDocument();
    const video = within(classes).getByText('Consumer equilibrium').closest('li')!;
    await user.click(within(video as HTMLElement).getByRole('link', { name: 'Learn now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/video-class/1/41'));
  });

  it('says when no audio or video class is saved', async () => {
    openSavedItems([]);
    const classes = await screen.findByRole('region', { name: 'Audio and video classes' });
    expect(within(classes).getByText(/^No audio classes saved yet/)).toBeInTheDocument();
    expect(within(classes).getByText(/^No video classes saved yet/)).toBeInTheDocument();
  });
});
