import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCart, TCartLine } from '@padanam/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { makeModule, makePaper } from '../../../testing/paper-fixtures';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

const PLAN_PRICES = {
  paper: { fromPaise: 24_900, listPricePaise: 29_900 },
  module: { fromPaise: 6_900, listPricePaise: 13_900 },
};

describe('subscriptions page', () => {
  it("shows both plans at the server's prices, with what they include and the way to the papers", async () => {
    mockApi({ 'GET /api/plans': () => jsonResponse(PLAN_PRICES) });
    renderApp('/subscrptions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unlock Premium Access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();

    const modulePlan = screen.getByRole('article', { name: 'Module-Based Plan' });
    expect(await within(modulePlan).findByText('₹69', { exact: false })).toBeInTheDocument();
    expect(within(modulePlan).getByText(/₹139/).closest('del')).toBeInTheDocument();
    const paperPlan = screen.getByRole('article', { name: 'Paper-Based Plan' });
    expect(within(paperPlan).getByText(/₹249/)).toBeInTheDocument();
    expect(within(paperPlan).getByText(/₹299/).closest('del')).toBeInTheDocument();

    for (const plan of [modulePlan, paperPlan]) {
      const features = within(plan)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(features).toEqual(['Study notes', 'Video lectures', 'Audio lectures', 'Question papers']);
    }
    expect(within(paperPlan).getByRole('link', { name: 'Choose a paper' })).toHaveAttribute('href', '/papers');
  });

  it('sells the paper and the locked module it was opened for, then goes to the cart', async () => {
    storeTestToken();
    const paper = { ...makePaper({ id: 7, title: 'Linear Algebra' }), isEnrolled: false, isSaved: false };
    const locked = makeModule({ id: 71, paperId: 7, number: 2, title: 'Vector Spaces', pricePaise: 6_900 });
    let added: unknown = null;
    mockApi({
      ...meRoute(),
      'GET /api/papers/7': () => jsonResponse(paper),
      'GET /api/papers/7/modules': () => jsonResponse({ modules: [locked] }),
      'GET /api/cart': () => jsonResponse({ items: [], count: 0, totalPaise: 0 }),
      'POST /api/cart/items': ({ init }: TMockCall) => {
        added = JSON.parse(String(init?.body));
        return jsonResponse({ items: [], count: 1, totalPaise: 6_900 }, 201);
      },
    });
    renderApp('/subscrptions?paper=7&module=71');
    expect(await screen.findByText('Linear Algebra', { selector: 'strong' })).toBeInTheDocument();
    const modulePlan = screen.getByRole('article', { name: 'Module-Based Plan' });
    expect(within(modulePlan).getByText('₹69', { exact: false })).toBeInTheDocument();
    await userEvent.click(within(modulePlan).getByRole('button', { name: 'Add Module 2 to cart' }));
    expect(added).toEqual({ moduleId: 71 });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart' })).toBeInTheDocument();
  });

  it('says which module lines the whole paper took out of the cart', async () => {
    storeTestToken();
    const paper = { ...makePaper({ id: 7, title: 'Linear Algebra' }), isEnrolled: false, isSaved: false };
    const locked = makeModule({ id: 71, paperId: 7, number: 2, title: 'Vector Spaces', pricePaise: 6_900 });
    const line = {
      paperId: 7,
      paperTitle: 'Linear Algebra',
      paperType: 'Major' as const,
      listPricePaise: null,
      addedAt: Date.UTC(2026, 10, 25),
    };
    const moduleLine: TCartLine = {
      ...line,
      id: 1,
      kind: 'module' as const,
      moduleId: 71,
      moduleNumber: 2,
      moduleTitle: 'Vector Spaces',
      pricePaise: 6_900,
    };
    const paperLine: TCartLine = {
      ...line,
      id: 2,
      kind: 'paper' as const,
      moduleId: null,
      moduleNumber: null,
      moduleTitle: null,
      pricePaise: 24_900,
    };
    // The server drops the module's line when the whole paper goes in.
    let cart: TCart = { items: [moduleLine], count: 1, totalPaise: 6_900 };
    mockApi({
      ...meRoute(),
      'GET /api/papers/7': () => jsonResponse(paper),
      'GET /api/papers/7/modules': () => jsonResponse({ modules: [locked] }),
      'GET /api/plans': () => jsonResponse(PLAN_PRICES),
      'GET /api/cart': () => jsonResponse(cart),
      'POST /api/cart/items': () => {
        cart = { items: [paperLine], count: 1, totalPaise: 24_900 };
        return jsonResponse(cart, 201);
      },
    });
    renderApp('/subscrptions?paper=7&module=71');
    const paperPlan = await screen.findByRole('article', { name: 'Paper-Based Plan' });
    const add = await within(paperPlan).findByRole('button', { name: 'Add Linear Algebra to cart' });
    // The cart is read once the page has loaded: the module's plan then says it is in the cart.
    const modulePlan = screen.getByRole('article', { name: 'Module-Based Plan' });
    expect(await within(modulePlan).findByRole('link', { name: 'In your cart: check out' })).toBeInTheDocument();
    await userEvent.click(add);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The whole paper includes Linear Algebra, Module 2: Vector Spaces, so that module was taken out of your cart.',
    );
  });
});
