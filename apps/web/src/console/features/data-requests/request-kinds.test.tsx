import type { TAdminDataExportPage, TAdminErasurePage, TAdminParentalConsentPage } from '@padanam/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

const admin = () => meRoute(makeUser({ role: 'admin', name: 'Admin Asha' }));
const anjali = { id: 3, name: 'Anjali Menon', phone: '+91******0001' };

const exportsPage: TAdminDataExportPage = {
  items: [
    {
      id: 11,
      student: anjali,
      status: 'ready',
      requestedAt: Date.UTC(2026, 11, 1, 6),
      readyAt: Date.UTC(2026, 11, 1, 6, 5),
      expiresAt: Date.UTC(2026, 11, 8, 6, 5),
      downloadedAt: null,
      sizeBytes: 20_480,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

const erasuresPage: TAdminErasurePage = {
  items: [
    {
      student: { id: 9, name: 'Deleted student', phone: null },
      state: 'erased',
      requestedAt: null,
      scheduledFor: null,
      erasedAt: Date.UTC(2026, 11, 2, 6),
      isOverdue: false,
    },
    {
      student: anjali,
      state: 'scheduled',
      requestedAt: Date.UTC(2026, 10, 20, 6),
      scheduledFor: Date.UTC(2026, 11, 4, 6),
      erasedAt: null,
      isOverdue: true,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

const consentsPage: TAdminParentalConsentPage = {
  items: [
    {
      id: 21,
      student: anjali,
      parentPhone: '+91******1234',
      declaredAt: Date.UTC(2026, 10, 1, 6),
      verifiedAt: Date.UTC(2026, 10, 1, 6, 1),
      exemption: null,
      noticeVersion: '2026-11-01',
      createdAt: Date.UTC(2026, 10, 1, 6),
    },
    {
      id: 22,
      student: { id: 4, name: 'Rahul Nair', phone: '+91******0002' },
      parentPhone: null,
      declaredAt: null,
      verifiedAt: null,
      exemption: 'educational_institution',
      noticeVersion: '2026-11-01',
      createdAt: Date.UTC(2026, 10, 2, 6),
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

/** Answers each listed search with the page, recording what was asked. */
function listRoutes(path: string, searches: string[], page: unknown, asked: string[]) {
  return Object.fromEntries(
    searches.map((search) => [
      `GET ${path}${search}`,
      ({ url }: TMockCall) => {
        asked.push(url.search);
        return jsonResponse(page);
      },
    ]),
  );
}

describe('Data requests: exports, deletions and parental consents', () => {
  it('opens data exports from its tab: the masked phone, the dates, no link to the copy, by status', async () => {
    storeTestToken();
    const asked: string[] = [];
    mockApi({
      ...admin(),
      'GET /api/admin/grievances?page=1': () => jsonResponse({ items: [], total: 0, page: 1, pageSize: 20 }),
      ...listRoutes('/api/admin/data-exports', ['?page=1', '?status=ready&page=1'], exportsPage, asked),
    });
    const { user } = renderApp('/admin/data-requests');
    const tabs = await screen.findByRole('tablist', { name: 'Kinds of data request' });
    await user.click(within(tabs).getByRole('tab', { name: 'Data exports' }));
    expect(await screen.findByText(/staff never do, so there is no link to it here/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Data exports' })).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByRole('row', { name: /Anjali Menon/ });
    expect(within(row).getByText('+91******0001')).toBeInTheDocument();
    expect(within(row).getByText('Ready')).toBeInTheDocument();
    expect(within(row).getByText('20 KB')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryAllByRole('link')).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Status'), 'Ready');
    await screen.findByRole('row', { name: /Anjali Menon/ });
    expect(asked).toEqual(['?page=1', '?status=ready&page=1']);
  });

  it('lists account deletions: a deleted account with no phone, a scheduled one overdue, by state', async () => {
    storeTestToken();
    const asked: string[] = [];
    mockApi({
      ...admin(),
      ...listRoutes('/api/admin/erasures', ['?page=1', '?state=erased&page=1'], erasuresPage, asked),
    });
    const { user } = renderApp('/admin/data-requests/erasures');
    expect(await screen.findByRole('tab', { name: 'Account deletions' })).toHaveAttribute('aria-selected', 'true');
    const deleted = await screen.findByRole('row', { name: /Deleted student/ });
    expect(within(deleted).queryByText(/\*\*\*/)).not.toBeInTheDocument();
    expect(within(deleted).getByText('Deleted')).toBeInTheDocument();
    expect(within(deleted).queryByText('Overdue')).not.toBeInTheDocument();
    const scheduled = screen.getByRole('row', { name: /Anjali Menon/ });
    expect(within(scheduled).getByText('+91******0001')).toBeInTheDocument();
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    expect(within(scheduled).getByText('Overdue')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State'), 'Deleted');
    await screen.findByRole('row', { name: /Deleted student/ });
    expect(asked).toEqual(['?page=1', '?state=erased&page=1']);
  });

  it("lists parental consents: the parent's masked phone, or the exemption, by kind", async () => {
    storeTestToken();
    const asked: string[] = [];
    mockApi({
      ...admin(),
      ...listRoutes('/api/admin/parental-consents', ['?page=1', '?kind=exempt&page=1'], consentsPage, asked),
    });
    const { user } = renderApp('/admin/data-requests/parental-consents');
    expect(await screen.findByRole('tab', { name: 'Parental consents' })).toHaveAttribute('aria-selected', 'true');
    const parent = await screen.findByRole('row', { name: /Anjali Menon/ });
    expect(within(parent).getByText('+91******1234')).toBeInTheDocument();
    expect(within(parent).getByText('2026-11-01')).toBeInTheDocument();
    const exempt = screen.getByRole('row', { name: /Rahul Nair/ });
    expect(within(exempt).getByText('Exempt: educational institution')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Consent'), 'Exempt');
    await screen.findByRole('row', { name: /Rahul Nair/ });
    expect(asked).toEqual(['?page=1', '?kind=exempt&page=1']);
  });
});
