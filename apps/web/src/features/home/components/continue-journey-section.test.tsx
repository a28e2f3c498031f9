import type { TRecommendation } from '@padanam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

// The page is a lazy chunk compiled on first use; on a busy machine that outlasts the default 1 s.

const RECOMMENDATIONS = 'GET /api/recommendations';

function makeRecommendation(
  overrides: Partial<TRecommendation> & Pick<TRecommendation, 'id' | 'title'>,
): TRecommendation {
  return { number: 1, paperId: 2, paperTitle: 'Microeconomics I', isSaved: false, progress: 0, ...overrides };
}

beforeEach(() => {
  storeTestToken();
});

async function openJourney() {
  const view = renderApp('/');
  const journey = await screen.findByRole('region', { name: 'Continue Journey' });
  return { ...view, journey };
}

describe('Continue Journey', () => {
  it('shows a card per recommended module, with a bookmark on saved ones and Continue to its summary', async () => {
    mockApi({
      ...meRoute(),
      [RECOMMENDATIONS]: () =>
        jsonResponse({
          modules: [
            makeRecommendation({ id: 21, number: 2, title: 'Theory of Production', isSaved: true }),
            makeRecommendation({ id: 34, number: 4, title: 'Matrices', paperTitle: 'Linear Algebra' }),
          ],
          papers: [],
        }),
    });
    const { journey } = await openJourney();
    expect(within(journey).getByText('Recommendations for you')).toBeInTheDocument();

    const cards = await within(journey).findAllByRole('article');
    expect(cards).toHaveLength(2);
    // A carousel by name (as the hero is): its cards past the screen's edge are slides, not cut off.
    expect(within(journey).getByRole('group', { name: 'Recommended modules' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    const [production, matrices] = cards as [HTMLElement, HTMLElement];

    expect(within(production).getByText('Module 2')).toBeInTheDocument();
    expect(within(production).getByRole('heading', { name: 'Theory of Production' })).toBeInTheDocument();
    expect(within(production).getByRole('img', { name: 'Saved' })).toBeInTheDocument();
    const continueProduction = within(production).getByRole('link', { name: 'Continue' });
    expect(continueProduction).toHaveAttribute('href', '/module-summary/21');
    expect(continueProduction).toHaveAccessibleDescription('Theory of Production');

    expect(within(matrices).getByText('Module 4')).toBeInTheDocument();
    expect(within(matrices).getByText('Linear Algebra')).toBeInTheDocument();
    expect(within(matrices).queryByRole('img', { name: 'Saved' })).not.toBeInTheDocument();
    expect(within(matrices).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/module-summary/34');
  });

  it('opens the module summary from Continue', async () => {
    mockApi({
      ...meRoute(),
      [RECOMMENDATIONS]: () =>
        jsonResponse({ modules: [makeRecommendation({ id: 21, title: 'Theory of Production' })], papers: [] }),
    });
    const { journey, user, router } = await openJourney();
    await user.click(await within(journey).findByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/module-summary/21'));
  });

  it('invites the student to pick a paper when there is nothing to continue', async () => {
    mockApi({ ...meRoute(), [RECOMMENDATIONS]: () => jsonResponse({ modules: [], papers: [] }) });
    const { journey } = await openJourney();
    expect(await within(journey).findByText(/Nothing to continue yet/)).toBeInTheDocument();
    expect(within(journey).getByRole('link', { name: 'Choose a paper' })).toHaveAttribute('href', '/papers');
  });

  it('offers a retry when the recommendations fail to load', async () => {
    let attempts = 0;
    mockApi({
      ...meRoute(),
      [RECOMMENDATIONS]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500)
          : jsonResponse({ modules: [makeRecommendation({ id: 21, title: 'Theory of Production' })], papers: [] });
      },
    });
    const { journey, user } = await openJourney();
    await user.click(await within(journey).findByRole('button', { name: 'Retry' }));
    expect(await within(journey).findByRole('heading', { name: 'Theory of Production' })).toBeInTheDocument();
  });
});
