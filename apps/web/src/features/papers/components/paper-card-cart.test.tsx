import type { TCart } from '@padanam/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { makePaper } from '../../../testing/paper-fixtures';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

const algebra = makePaper({ id: 1, title: 'Linear Algebra' });
const structures = makePaper({ id: 2, title: 'Data Structures' });
const statistics = makePaper({ id: 3, title: 'Basic Statistics' });

const EMPTY: TCart = { items: [], count: 0, totalPaise: 0 };
const WITH_STRUCTURES: TCart = {
  items: [
    {
      id: 9,
      kind: 'paper',
      paperId: 2,
      paperTitle: 'Data Structures',
      paperType: 'Major',
      moduleId: null,
      moduleNumber: null,
      moduleTitle: null,
      pricePaise: 24_900,
      listPricePaise: 29_900,
      addedAt: 1,
    },
  ],
  count: 1,
  totalPaise: 24_900,
};

describe('the course card’s cart action', () => {
  it("adds a paper ('Adding...' meanwhile) and goes to the cart; one in the cart links there; one owned says Enrolled", async () => {
    storeTestToken();
    let release: () => void = () => {};
    mockApi({
      ...meRoute(),
      'GET /api/papers?type=Major': () => jsonResponse({ papers: [algebra, structures, statistics] }),
      'GET /api/papers/1/modules': () => jsonResponse({ modules: [] }),
      'GET /api/saved': () => jsonResponse({ items: [] }),
      'GET /api/enrollments': () =>
        jsonResponse({ papers: [{ ...statistics, isWholePaper: true, modules: [], progress: 0, enrolledAt: 1 }] }),
      'GET /api/cart': () => jsonResponse(WITH_STRUCTURES),
      'POST /api/cart/items': ({ init }: TMockCall) =>
        new Promise<Response>((resolve) => {
          expect(JSON.parse(String(init?.body))).toEqual({ paperId: 1 });
          release = () => resolve(jsonResponse({ ...EMPTY, count: 2 }, 201));
        }),
    });
    const { user, router } = renderApp('/papers');

    expect(await screen.findByRole('link', { name: 'Data Structures is in your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(await screen.findByText('Enrolled', { selector: '.paper-card__price' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart: Basic Statistics' })).not.toBeInTheDocument();

    // Label in name (WCAG 2.5.3): the words on the button start its accessible name.
    const add = screen.getByRole('button', { name: 'Add to cart: Linear Algebra' });
    expect(add).toHaveTextContent('Add to cart');
    await user.click(add);
    const adding = await screen.findByRole('button', { name: 'Adding... Linear Algebra' });
    expect(adding).toBeDisabled();
    expect(adding).toHaveTextContent('Adding...');
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('draws the cards only once it knows what the student owns: an owned paper never shows a price or Add to cart', async () => {
    storeTestToken();
    let releaseEnrollments: () => void = () => {};
    const fetchMock = mockApi({
      ...meRoute(),
      'GET /api/papers?type=Major': () => jsonResponse({ papers: [algebra, statistics] }),
      'GET /api/papers/1/modules': () => jsonResponse({ modules: [] }),
      'GET /api/saved': () => jsonResponse({ items: [] }),
      'GET /api/cart': () => jsonResponse(EMPTY),
      'GET /api/enrollments': () =>
        new Promise<Response>((resolve) => {
          releaseEnrollments = () =>
            resolve(
              jsonResponse({
                papers: [{ ...statistics, isWholePaper: true, modules: [], progress: 0, enrolledAt: 1 }],
              }),
            );
        }),
    });
    renderApp('/papers');

    expect(await screen.findByText('Loading papers...')).toBeInTheDocument();
    // The papers and the cart are in; the enrollments are not: no card yet.
    await waitFor(() => expect(countCalls(fetchMock, 'GET /api/enrollments')).toBe(1));
    await waitFor(() => expect(countCalls(fetchMock, 'GET /api/cart')).toBe(1));
    // Their answers and the render they cause, before looking.
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Add to cart: Basic Statistics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Basic Statistics' })).not.toBeInTheDocument();

    releaseEnrollments();
    expect(await screen.findByText('Enrolled', { selector: '.paper-card__price' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart: Basic Statistics' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart: Linear Algebra' })).toBeInTheDocument();
  });

  it('does not hold the cards back through the retries when what the student owns could not be fetched', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(),
      'GET /api/papers?type=Major': () => jsonResponse({ papers: [algebra] }),
      'GET /api/papers/1/modules': () => jsonResponse({ modules: [] }),
      'GET /api/saved': () => jsonResponse({ items: [] }),
      'GET /api/cart': () => jsonResponse(EMPTY),
      'GET /api/enrollments': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Try again.' } }, 500),
    });
    renderApp('/papers');
    // Not after the retries: after the first failed answer.
    expect(await screen.findByRole('button', { name: 'Add to cart: Linear Algebra' })).toBeInTheDocument();
  });
});
