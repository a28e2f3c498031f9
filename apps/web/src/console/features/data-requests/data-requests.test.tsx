import type { TAdminGrievance, TAdminGrievancePage } from '@padanam/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

const grievance: TAdminGrievance = {
  id: 7,
  number: 'GR-2026-000007',
  category: 'erasure',
  subject: 'Delete my photo',
  text: 'Please delete the profile photo.',
  status: 'open',
  createdAt: Date.UTC(2026, 9, 1, 6),
  updatedAt: Date.UTC(2026, 9, 1, 6),
  dueAt: Date.UTC(2026, 9, 31, 6),
  closedAt: null,
  replies: [],
  student: { id: 3, name: 'Anjali Menon', phone: '+91******0001' },
  isOverdue: true,
};

const { replies: _replies, text: _text, ...summary } = grievance;
const page: TAdminGrievancePage = { items: [summary], total: 1, page: 1, pageSize: 20 };

const admin = () => meRoute(makeUser({ role: 'admin', name: 'Admin Asha' }));

describe('Data requests', () => {
  it('lists grievances under the first tab, with the masked phone and the overdue ones marked, by status', async () => {
    storeTestToken();
    const asked: string[] = [];
    mockApi({
      ...admin(),
      'GET /api/admin/grievances?page=1': ({ url }: TMockCall) => {
        asked.push(url.search);
        return jsonResponse(page);
      },
      'GET /api/admin/grievances?status=open&page=1': ({ url }: TMockCall) => {
        asked.push(url.search);
        return jsonResponse(page);
      },
    });
    const { user } = renderApp('/admin/data-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data requests' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Kinds of data request' });
    expect(within(tabs).getByRole('tab', { name: 'Grievances' })).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByRole('row', { name: /GR-2026-000007/ });
    expect(within(row).getByText('+91******0001')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getByText('Erasure')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Open');
    await screen.findByRole('row', { name: /GR-2026-000007/ });
    expect(asked).toEqual(['?page=1', '?status=open&page=1']);
  });

  it('replies to a grievance and moves its status', async () => {
    storeTestToken();
    let replied: unknown = null;
    let patched: unknown = null;
    const answered: TAdminGrievance = {
      ...grievance,
      status: 'answered',
      isOverdue: false,
      replies: [{ id: 1, text: 'Deleted today.', from: 'Admin Asha', createdAt: Date.UTC(2026, 10, 2, 6) }],
    };
    mockApi({
      ...admin(),
      'GET /api/admin/grievances/7': () => jsonResponse(grievance),
      'POST /api/admin/grievances/7/replies': ({ init }: TMockCall) => {
        replied = JSON.parse(String(init?.body));
        return jsonResponse(answered, 201);
      },
      'PATCH /api/admin/grievances/7': ({ init }: TMockCall) => {
        patched = JSON.parse(String(init?.body));
        return jsonResponse({ ...answered, status: 'closed', closedAt: Date.UTC(2026, 10, 2, 7) });
      },
    });
    const { user } = renderApp('/admin/data-requests/grievances/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grievance GR-2026-000007 from Anjali Menon' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please delete the profile photo.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your reply'), 'Deleted today.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('list', { name: 'Replies' })).toHaveTextContent('Deleted today.');
    expect(replied).toEqual({ text: 'Deleted today.' });
    expect(screen.getByLabelText('Status')).toHaveValue('answered');
    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByRole('button', { name: 'Save status' })).toBeDisabled();
    expect(patched).toEqual({ status: 'closed' });
  });
});
