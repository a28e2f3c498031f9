import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { makePaper } from '../../../testing/paper-fixtures';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

const algebra = makePaper({ id: 1, title: 'Linear Algebra', price: 249, listPrice: 299 });
const structures = makePaper({ id: 2, title: 'Data Structures', price: 1249.5, listPrice: null });
const statistics = makePaper({ id: 3, title: 'Basic Statistics', price: 199, listPrice: 199 });

const PAPERS = 'GET /api/papers?type=Major';
const cardOf = async (title: string) => (await screen.findByRole('button', { name: title })).closest('article')!;

describe('the course card’s price', () => {
  it('shows the server’s price, an offer struck through as the plans show it, on the list it came with', async () => {
    const fetchMock = mockApi({
      [PAPERS]: () => jsonResponse({ papers: [algebra, structures, statistics] }),
      'GET /api/papers/1/modules': () => jsonResponse({ modules: [] }),
    });
    renderApp('/papers');

    const algebraCard = await cardOf('Linear Algebra');
    const struck = within(algebraCard).getByText('₹299', { selector: 'del' });
    expect(struck).toHaveTextContent('Regular price ₹299');
    expect(algebraCard).toHaveTextContent('Offer price ₹249');

    // No offer: the price alone, written as the plans and cart write it.
    const structuresCard = await cardOf('Data Structures');
    expect(structuresCard).toHaveTextContent('₹1249.50');
    expect(structuresCard.querySelector('del')).toBeNull();
    expect(structuresCard).not.toHaveTextContent('Offer price');

    // A list price no higher than the price is no offer.
    const statisticsCard = await cardOf('Basic Statistics');
    expect(statisticsCard).toHaveTextContent('₹199');
    expect(statisticsCard.querySelector('del')).toBeNull();

    // The price rides on the papers reply: no request of its own.
    const paths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(paths.every((path) => /\/api\/papers(\?type=Major|\/1\/modules)$/.test(path))).toBe(true);
  });

  it('says Enrolled instead of a price on a paper the student owns, and offers no cart button there', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(),
      [PAPERS]: () => jsonResponse({ papers: [algebra, statistics] }),
      'GET /api/papers/1/modules': () => jsonResponse({ modules: [] }),
      'GET /api/saved': () => jsonResponse({ items: [] }),
      'GET /api/cart': () => jsonResponse({ items: [], count: 0, totalPaise: 0 }),
      'GET /api/enrollments': () =>
        jsonResponse({ papers: [{ ...statistics, isWholePaper: true, modules: [], progress: 0, enrolledAt: 1 }] }),
    });
    renderApp('/papers');

    const statisticsCard = await cardOf('Basic Statistics');
    await waitFor(() => expect(statisticsCard).toHaveTextContent('Enrolled'));
    expect(statisticsCard).not.toHaveTextContent('₹');
    expect(within(statisticsCard).queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();

    const algebraCard = await cardOf('Linear Algebra');
    expect(algebraCard).toHaveTextContent('Offer price ₹249');
    expect(algebraCard).not.toHaveTextContent('Enrolled');
    expect(within(algebraCard).getByRole('button', { name: 'Add to cart: Linear Algebra' })).toBeInTheDocument();
  });
});
