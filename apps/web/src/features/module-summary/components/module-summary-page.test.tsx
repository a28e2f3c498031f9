import type { TModuleDetails } from '@padanam/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

// Each test renders the whole app; on a busy machine that can outlast findBy's one-second default.

// The route loads the page lazily: import it once up front so no test pays for the cold load.
beforeAll(async () => {
  await import('./module-summary-page');
});

const MODULE = 'GET /api/modules/12';

const module: TModuleDetails = {
  id: 12,
  paperId: 1,
  paperTitle: 'Microeconomics I',
  paperType: 'Major',
  number: 2,
  title: 'Theory of Production',
  summaryLine: 'How firms turn inputs into output, and what it costs them',
  description: 'Production functions, returns to scale and the costs of the firm.',
  duration: null,
  isFreePreview: false,
  thumbnailUrl: null,
  canOpen: true,
  isEnrolled: true,
  pricePaise: null,
  listPricePaise: null,
  isSaved: false,
  progress: 40,
};

describe('module summary', () => {
  it('shows the Summary heading, the module’s own summary line and its description', async () => {
    mockApi({ [MODULE]: () => jsonResponse(module) });
    renderApp('/module-summary/12');

    expect(await screen.findByText(module.description)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'How firms turn inputs into output, and what it costs them' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/foundations of microeconomic theory/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });

  it('shows each module its own line, a botany module’s too, never a fixed microeconomics one', async () => {
    mockApi({
      'GET /api/modules/30': () =>
        jsonResponse({
          ...module,
          id: 30,
          paperTitle: 'Plant Science',
          title: 'Plant Anatomy',
          // The server sends the title when staff wrote no line.
          summaryLine: 'Plant Anatomy',
          description: 'Tissues and organs of flowering plants.',
        }),
    });
    renderApp('/module-summary/30');

    expect(await screen.findByRole('heading', { level: 2, name: 'Plant Anatomy' })).toBeInTheDocument();
    expect(screen.queryByText(/microeconomic/i)).not.toBeInTheDocument();
  });

  it('continues learning on this module of its paper', async () => {
    mockApi({ [MODULE]: () => jsonResponse(module) });
    const { user, router } = renderApp('/module-summary/12');

    await user.click(await screen.findByRole('link', { name: 'Continue Learning' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paper-details/1'));
    expect(router.state.location.state).toEqual({ isFromEnrolledPage: true, selectedModuleId: 2 });
  });

  it('opens the module’s notes with View Note', async () => {
    mockApi({ [MODULE]: () => jsonResponse(module) });
    const { user, router } = renderApp('/module-summary/12');

    await user.click(await screen.findByRole('link', { name: 'View Note' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-note/12'));
  });

  it('shows a loader while the module loads', async () => {
    mockApi({ [MODULE]: () => new Promise<Response>(() => {}) });
    renderApp('/module-summary/12');
    await screen.findByRole('heading', { level: 1, name: 'Summary' });
    expect(screen.getAllByRole('status').some((element) => element.textContent === 'Loading...')).toBe(true);
  });

  it('says the module is not found on a 404 or a bad id', async () => {
    mockApi({ [MODULE]: () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Module not found' } }, 404) });
    const { router } = renderApp('/module-summary/12');
    expect(await screen.findByText('Module not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    // Inside act, so the new page has replaced the old one (which says the same) before it is looked for.
    await act(() => router.navigate('/module-summary/abc'));
    expect(await screen.findByText('Module not found')).toBeInTheDocument();
  });

  it('reports a failure and retries', async () => {
    let attempts = 0;
    const fetchMock = mockApi({
      [MODULE]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Something broke' } }, 500)
          : jsonResponse(module);
      },
    });
    const { user } = renderApp('/module-summary/12');

    expect(await screen.findByText('Failed to load the module: Something broke')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(module.description)).toBeInTheDocument();
    expect(countCalls(fetchMock, MODULE)).toBe(2);
  });

  it('asks a logged-out student to log in', async () => {
    mockApi({
      [MODULE]: () => jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' } }, 401),
    });
    renderApp('/module-summary/12');
    expect(await screen.findByText('Failed to load the module: Please log in to continue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
