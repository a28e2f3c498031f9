import type { TOrderDetails, TReceipt } from '@padanam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { makeOrder } from '../../../testing/order-fixtures';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

beforeAll(async () => {
  await import('./order-page');
});

const ORDER: TOrderDetails = { ...makeOrder(), whatsappUrl: 'https://wa.me/919000000000?text=New%20order' };

const RECEIPT: TReceipt = {
  order: ORDER,
  buyer: { name: 'Anjali Menon', phone: '+91 9000000001', email: 'anjali@example.in', college: 'Farook College' },
  seller: {
    name: 'Padanam Learning LLP',
    address: 'Kozhikode, Kerala',
    taxFields: [{ label: 'GSTIN', value: '32ABCDE1234F1Z5' }],
  },
};

describe('an order of the student', () => {
  it('offers the WhatsApp message again while awaiting payment, and shows its lines, total and seller', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(),
      'GET /api/orders/42': () => jsonResponse(ORDER),
      'GET /api/orders/42/receipt': () => jsonResponse(RECEIPT),
    });
    renderApp('/my-profile/orders/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order PDN-000042' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send the order on WhatsApp' })).toHaveAttribute('href', ORDER.whatsappUrl);
    const summary = screen.getByRole('article', { name: 'Order summary' });
    expect(within(summary).getByText('GSTIN: 32ABCDE1234F1Z5')).toBeInTheDocument();
    expect(within(summary).getByText('Linear Algebra (Paper-Based Plan)')).toBeInTheDocument();
    expect(
      within(summary).getByText('Data Structures, Module 2: Stacks and Queues (Module-Based Plan)'),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: /Total/ })).toHaveTextContent('₹318.00');
    expect(within(summary).getByText('25 Nov 2026, 11:30 am')).toBeInTheDocument();
    // Not paid yet: how it is to be paid, never "Paid by".
    expect(within(summary).queryByText('Paid by')).not.toBeInTheDocument();
    expect(within(summary).getByText('To pay by').nextElementSibling).toHaveTextContent('WhatsApp order');
  });

  it('is a receipt once paid, with no way to pay again or cancel', async () => {
    storeTestToken();
    const paid = { ...ORDER, status: 'paid' as const, paidAt: ORDER.createdAt + 60_000, whatsappUrl: null };
    mockApi({
      ...meRoute(),
      'GET /api/orders/42': () => jsonResponse(paid),
      'GET /api/orders/42/receipt': () => jsonResponse({ ...RECEIPT, order: paid }),
    });
    renderApp('/my-profile/orders/42');
    expect(await screen.findByRole('article', { name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByText(/Your papers are open in/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send the order on WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByText('Paid by').nextElementSibling).toHaveTextContent('WhatsApp order');
  });

  it('lets the student cancel an order not paid yet, after asking', async () => {
    storeTestToken();
    let order = ORDER;
    let cancels = 0;
    mockApi({
      ...meRoute(),
      'GET /api/orders/42': () => jsonResponse(order),
      'GET /api/orders/42/receipt': () => jsonResponse({ ...RECEIPT, order }),
      'POST /api/orders/42/cancel': () => {
        cancels += 1;
        order = { ...ORDER, status: 'cancelled', whatsappUrl: null };
        return jsonResponse(order);
      },
    });
    const { user } = renderApp('/my-profile/orders/42');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('If you have already paid for it on WhatsApp, keep it');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(cancels).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.getByText('Cancelled', { selector: '.order-status' })).toBeInTheDocument());
    expect(cancels).toBe(1);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send the order on WhatsApp' })).not.toBeInTheDocument();
  });
});
