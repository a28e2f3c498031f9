import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminOrder, TAdminOrderPage } from '@padanam/contract';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

function paidOrder(id: number, linesOwnedWhenPaid: number): TAdminOrder {
  const line = (lineId: number, paperTitle: string) => ({
    id: lineId,
    kind: 'paper' as const,
    paperId: lineId,
    paperTitle,
    moduleId: null,
    moduleNumber: null,
    moduleTitle: null,
    pricePaise: 24900,
    listPricePaise: null,
  });
  return {
    id,
    number: `PDN-00000${id}`,
    status: 'paid',
    method: 'whatsapp',
    amountPaise: 49800,
    currency: 'INR',
    createdAt: Date.UTC(2026, 10, 20),
    paidAt: Date.UTC(2026, 10, 21),
    closedAt: null,
    lines: [line(id * 10 + 1, 'Data Structures'), line(id * 10 + 2, 'Microeconomic Theory')],
    buyer: { id: 7, name: 'Anjali Menon', phone: '+91 9000000001' },
    providerPaymentId: null,
    providerRefundId: null,
    linesOwnedWhenPaid,
    paymentMismatch: null,
  };
}

describe('the console’s orders', () => {
  it('marks a paid order whose items the student already had, so staff refund it', async () => {
    storeTestToken();
    const page: TAdminOrderPage = {
      items: [paidOrder(1, 0), paidOrder(2, 1), paidOrder(3, 2)],
      total: 3,
      page: 1,
      pageSize: 20,
    };
    mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      'GET /api/admin/orders?page=1': () => jsonResponse(page),
    });
    renderApp('/admin/orders');
    const rowOf = async (number: string) => (await screen.findByText(number)).closest('tr')!;
    expect(within(await rowOf('PDN-000001')).queryByText(/Paid twice/)).not.toBeInTheDocument();
    expect(
      within(await rowOf('PDN-000002')).getByText(
        'Paid twice: the student already had 1 of its 2 items when this was paid. Refund it.',
      ),
    ).toBeVisible();
    expect(
      within(await rowOf('PDN-000003')).getByText(
        'Paid twice: the student already had everything in it when this was paid. Refund it.',
      ),
    ).toBeVisible();
  });

  it('shows a payment Razorpay reported at another amount or currency beside the unpaid order', async () => {
    storeTestToken();
    const order: TAdminOrder = {
      ...paidOrder(4, 0),
      status: 'awaiting_payment',
      method: 'razorpay',
      paidAt: null,
      paymentMismatch: {
        providerPaymentId: 'pay_abc123',
        amountPaise: 49800,
        currency: 'USD',
        at: Date.UTC(2026, 10, 21),
      },
    };
    mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      'GET /api/admin/orders?page=1': () => jsonResponse({ items: [order], total: 1, page: 1, pageSize: 20 }),
    });
    renderApp('/admin/orders');
    const row = (await screen.findByText('PDN-000004')).closest('tr')!;
    expect(
      within(row).getByText(
        'Payment mismatch: Razorpay reported 498.00 USD (pay_abc123) for this ₹498.00 order. Nothing was granted; check it in Razorpay and refund it.',
      ),
    ).toBeVisible();
  });
});
