import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPage, TPaidTwiceOrder, TSalesByModule, TSalesByPaper, TSalesReport } from '@padanam/contract';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

const quietDay = (day: string) => ({ day, orders: 0, grossPaise: 0, refunds: 0, refundedPaise: 0 });

function reportFor(from: string, to: string): TSalesReport {
  return {
    from,
    to,
    totals: { orders: 3, grossPaise: 63_600, refunds: 2, refundedPaise: 56_700, netPaise: 6_900 },
    byDay: [
      { day: from, orders: 2, grossPaise: 56_700, refunds: 0, refundedPaise: 0 },
      quietDay('2026-11-21'),
      { day: to, orders: 1, grossPaise: 6_900, refunds: 2, refundedPaise: 56_700 },
    ],
    byMethod: [
      { method: 'razorpay', orders: 2, grossPaise: 38_700, refunds: 1, refundedPaise: 31_800 },
      { method: 'whatsapp', orders: 1, grossPaise: 24_900, refunds: 1, refundedPaise: 24_900 },
    ],
  };
}

const pageOf = <T,>(items: T[], page = 1, total = items.length): TPage<T> => ({ items, total, page, pageSize: 20 });

const dataStructures: TSalesByPaper = {
  paperId: 1,
  title: 'Data Structures',
  paperPlans: 1,
  modulePlans: 2,
  grossPaise: 38_700,
};
const stacksAndQueues: TSalesByModule = {
  moduleId: 12,
  paperId: 1,
  paperTitle: 'Data Structures',
  moduleNumber: 2,
  moduleTitle: 'Stacks and Queues',
  sold: 2,
  grossPaise: 13_800,
};
const paidTwice: TPaidTwiceOrder = {
  orderId: 7,
  number: 'PDN-000007',
  buyerName: 'Asha Nair',
  method: 'razorpay',
  amountPaise: 6_900,
  paidAt: Date.UTC(2026, 10, 21, 6, 30),
  linesOwnedWhenPaid: 1,
};

/** The report and its paged tables for one range ('' for none: the server's last 30 days). */
function salesRoutes(query: string, from: string, to: string) {
  const q = query === '' ? '' : `?${query}`;
  return {
    [`GET /api/admin/sales${q}`]: () => jsonResponse(reportFor(from, to)),
    [`GET /api/admin/sales/papers${q}`]: () => jsonResponse(pageOf([dataStructures])),
    [`GET /api/admin/sales/modules${q}`]: () => jsonResponse(pageOf([stacksAndQueues])),
  };
}

const paidTwiceRoute = { 'GET /api/admin/sales/paid-twice': () => jsonResponse(pageOf([paidTwice])) };

describe('the console’s sales report', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the totals, the tables and the orders paid twice for the range in the address', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      ...salesRoutes('from=2026-11-20&to=2026-11-22', '2026-11-20', '2026-11-22'),
      ...paidTwiceRoute,
    });
    renderApp('/admin/sales?from=2026-11-20&to=2026-11-22');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
    expect((await screen.findByText('Net revenue')).nextElementSibling).toHaveTextContent('₹69');
    expect(screen.getByText('Gross revenue').nextElementSibling).toHaveTextContent('₹636');

    const byDay = screen.getByRole('region', { name: 'By day' });
    // The quiet day is left out.
    expect(within(byDay).getAllByRole('row')).toHaveLength(3);
    expect(within(byDay).getByRole('row', { name: /2026-11-22/ })).toHaveTextContent('2026-11-221₹692₹567');

    const twice = await screen.findByRole('region', { name: 'Paid twice' });
    expect(within(twice).getByRole('link', { name: 'PDN-000007' })).toHaveAttribute(
      'href',
      '/admin/orders?q=PDN-000007',
    );
    expect(within(twice).getByRole('row', { name: /Asha Nair/ })).toHaveTextContent('1 item');

    expect(within(screen.getByRole('region', { name: 'By payment method' })).getByText('WhatsApp order')).toBeVisible();
    expect(within(await screen.findByRole('region', { name: 'By paper' })).getByText('Data Structures')).toBeVisible();
    expect(
      within(await screen.findByRole('region', { name: 'By module' })).getByText('Module 2: Stacks and Queues'),
    ).toBeVisible();
    // Each paged table has page controls of its own name.
    expect(screen.getByRole('navigation', { name: 'By module: pages' })).toHaveTextContent('1–1 of 1');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-20');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-22');
  });

  it('starts with the server’s last 30 days, asks again for a changed day, and downloads the GST export', async () => {
    storeTestToken();
    const fetchMock = mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      ...salesRoutes('', '2026-10-25', '2026-11-23'),
      ...salesRoutes('from=2026-11-01&to=2026-11-23', '2026-11-01', '2026-11-23'),
      ...paidTwiceRoute,
      'GET /api/admin/sales/gst-export?from=2026-11-01&to=2026-11-23&format=xlsx': () =>
        new Response(new Blob(['xlsx bytes'])),
      'GET /api/admin/sales/export?from=2026-11-01&to=2026-11-23&table=papers&format=csv': () =>
        new Response(new Blob(['csv text'])),
    });
    URL.createObjectURL = vi.fn(() => 'blob:gst');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/admin/sales');
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2026-10-25'));
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-23');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(countCalls(fetchMock, 'GET /api/admin/sales?from=2026-11-01&to=2026-11-23')).toBe(1));
    await waitFor(() =>
      expect(countCalls(fetchMock, 'GET /api/admin/sales/papers?from=2026-11-01&to=2026-11-23')).toBe(1),
    );

    fireEvent.click(screen.getByRole('button', { name: 'GST export (Excel)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('gst-sales-2026-11-01-to-2026-11-23.xlsx');
    expect(countCalls(fetchMock, 'GET /api/admin/sales/gst-export?from=2026-11-01&to=2026-11-23&format=xlsx')).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'By paper as CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('sales-papers-2026-11-01-to-2026-11-23.csv');
    expect(
      countCalls(fetchMock, 'GET /api/admin/sales/export?from=2026-11-01&to=2026-11-23&table=papers&format=csv'),
    ).toBe(1);
  });

  it('says when the range is backwards and shows the last 30 days instead', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      ...salesRoutes('', '2026-10-25', '2026-11-23'),
      ...paidTwiceRoute,
    });
    renderApp('/admin/sales?from=2026-11-22&to=2026-11-20');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a range whose first day comes before its last');
    expect(screen.getByRole('button', { name: 'GST export (CSV)' })).toBeDisabled();
  });

  it('pages a long table on the server, keeps its page in the address, and starts it again for a new range', async () => {
    storeTestToken();
    const fetchMock = mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      ...salesRoutes('from=2026-11-20&to=2026-11-22', '2026-11-20', '2026-11-22'),
      ...salesRoutes('from=2026-11-19&to=2026-11-22', '2026-11-19', '2026-11-22'),
      ...paidTwiceRoute,
      // 21 papers sold: twenty on the first page (one shown here), one on the second.
      'GET /api/admin/sales/papers?from=2026-11-20&to=2026-11-22': () => jsonResponse(pageOf([dataStructures], 1, 21)),
      'GET /api/admin/sales/papers?from=2026-11-20&to=2026-11-22&page=2': () =>
        jsonResponse(pageOf([{ ...dataStructures, paperId: 21, title: 'Operating Systems', grossPaise: 100 }], 2, 21)),
    });
    const { router } = renderApp('/admin/sales?from=2026-11-20&to=2026-11-22');
    const pages = await screen.findByRole('navigation', { name: 'By paper: pages' });
    await waitFor(() => expect(pages).toHaveTextContent('1–20 of 21'));

    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(
      await within(screen.getByRole('region', { name: 'By paper' })).findByText('Operating Systems'),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'By paper: pages' })).toHaveTextContent('21–21 of 21');
    expect(router.state.location.search).toBe('?from=2026-11-20&to=2026-11-22&papersPage=2');
    // The other tables stay on their first page.
    expect(countCalls(fetchMock, 'GET /api/admin/sales/modules?from=2026-11-20&to=2026-11-22')).toBe(1);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-19' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-19&to=2026-11-22'));
    await waitFor(() =>
      expect(countCalls(fetchMock, 'GET /api/admin/sales/papers?from=2026-11-19&to=2026-11-22')).toBe(1),
    );
  });
});
