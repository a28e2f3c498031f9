import type { TCart } from '@padanam/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { makeOrder } from '../../../testing/order-fixtures';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

beforeAll(async () => {
  await import('./cart-page');
});

const CART: TCart = {
  items: [
    {
      id: 1,
      kind: 'paper',
      paperId: 7,
      paperTitle: 'Linear Algebra',
      paperType: 'Major',
      moduleId: null,
      moduleNumber: null,
      moduleTitle: null,
      pricePaise: 24_900,
      listPricePaise: 29_900,
      addedAt: 1,
    },
    {
      id: 2,
      kind: 'module',
      paperId: 8,
      paperTitle: 'Data Structures',
      paperType: 'Major',
      moduleId: 81,
      moduleNumber: 2,
      moduleTitle: 'Stacks and Queues',
      pricePaise: 6_900,
      listPricePaise: 13_900,
      addedAt: 2,
    },
  ],
  count: 2,
  totalPaise: 31_800,
};

describe('cart page', () => {
  it('lists the lines under their plans with the total to two decimals, and the badge counts them', async () => {
    storeTestToken();
    mockApi({ ...meRoute(), 'GET /api/cart': () => jsonResponse(CART) });
    renderApp('/cart');
    const papers = await screen.findByRole('region', { name: 'Paper-Based Plan' });
    expect(within(papers).getByText('Linear Algebra')).toBeInTheDocument();
    const modules = screen.getByRole('region', { name: 'Module-Based Plan' });
    expect(within(modules).getByText('Module 2: Stacks and Queues')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Price summary' });
    expect(within(summary).getByText('₹318.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it("removes a line after confirming, and says 'Removed!'", async () => {
    storeTestToken();
    let removed = '';
    mockApi({
      ...meRoute(),
      'GET /api/cart': () => jsonResponse(CART),
      'DELETE /api/cart/items/2': ({ url }: TMockCall) => {
        removed = url.pathname;
        return jsonResponse({ ...CART, items: [CART.items[0]], count: 1, totalPaise: 24_900 });
      },
    });
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Data Structures, Module 2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this item?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alertdialog', { name: 'Removed!' })).toHaveTextContent(
      'The item has been removed.',
    );
    expect(removed).toBe('/api/cart/items/2');
    expect(screen.getByText('₹249.00', { selector: 'dd' })).toBeInTheDocument();
  });

  it("says 'Error! Something went wrong.' when a removal fails", async () => {
    storeTestToken();
    mockApi({
      ...meRoute(),
      'GET /api/cart': () => jsonResponse(CART),
      'DELETE /api/cart/items/1': () => jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500),
    });
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Linear Algebra' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error!' })).toHaveTextContent('Something went wrong.');
  });

  it('checks out by WhatsApp after confirming: sends the total it showed, opens the chat, shows the order', async () => {
    storeTestToken();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    let sent: unknown = null;
    const order = makeOrder({ createdAt: 1, lines: [] });
    mockApi({
      ...meRoute(),
      'GET /api/cart': () => jsonResponse(CART),
      'GET /api/checkout/methods': () => jsonResponse({ methods: ['whatsapp'] }),
      'POST /api/orders': ({ init }: TMockCall) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse({ order, whatsappUrl: 'https://wa.me/919000000000?text=x', payUrl: null }, 201);
      },
    });
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Check out?' });
    expect(confirm).toHaveTextContent('2 items, total ₹318.00');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Order on WhatsApp' }));
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://wa.me/919000000000?text=x', '_blank', 'noopener,noreferrer'),
    );
    expect(sent).toEqual({ method: 'whatsapp', seenTotalPaise: 31_800 });
    open.mockRestore();
  });

  it('shows a changed price before anything is bought', async () => {
    storeTestToken();
    let reads = 0;
    mockApi({
      ...meRoute(),
      'GET /api/cart': () => {
        reads += 1;
        return jsonResponse(reads === 1 ? CART : { ...CART, totalPaise: 26_800 });
      },
      'GET /api/checkout/methods': () => jsonResponse({ methods: ['razorpay', 'whatsapp'] }),
      'POST /api/orders': () =>
        jsonResponse(
          { error: { code: 'PRICE_CHANGED', message: 'A price in your cart has changed: the total is now ₹268.00.' } },
          409,
        ),
    });
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Check Out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay online (UPI, card, netbanking)' }));
    expect(await screen.findByRole('alertdialog', { name: 'Prices have changed' })).toHaveTextContent('₹268.00');
    expect(await screen.findByText('₹268.00', { selector: 'dd' })).toBeInTheDocument();
  });

  it("shows 'Your cart is empty' with Back", async () => {
    storeTestToken();
    mockApi({ ...meRoute(), 'GET /api/cart': () => jsonResponse({ items: [], count: 0, totalPaise: 0 }) });
    renderApp('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
