import type { TGrievance } from '@padanam/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

const grievance = (changes: Partial<TGrievance> = {}): TGrievance => ({
  id: 3,
  number: 'GR-2026-000003',
  category: 'correction',
  subject: 'My marks are wrong',
  text: 'The March test shows 12; I scored 21.',
  status: 'open',
  createdAt: Date.UTC(2026, 10, 25, 6),
  updatedAt: Date.UTC(2026, 10, 25, 6),
  dueAt: Date.UTC(2026, 11, 25, 6),
  closedAt: null,
  replies: [],
  ...changes,
});

describe('Grievances', () => {
  it('files a grievance and shows its number and due date, refusing a blank subject first', async () => {
    storeTestToken();
    let filed: unknown = null;
    mockApi({
      ...meRoute(),
      'GET /api/privacy/notice': () =>
        jsonResponse({
          version: '2026-12-04',
          contact: { name: 'Meera Nair', email: 'privacy@padanam.example', phone: '+91 90000 00009' },
        }),
      'GET /api/me/grievances': () => jsonResponse({ items: filed === null ? [] : [grievance()] }),
      'POST /api/me/grievances': ({ init }: TMockCall) => {
        filed = JSON.parse(String(init?.body));
        return jsonResponse(grievance(), 201);
      },
    });
    const { user } = renderApp('/my-profile/grievances');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grievances' })).toBeInTheDocument();
    expect(await screen.findByText('You have not filed a grievance.')).toBeInTheDocument();
    const contact = await screen.findByRole('region', { name: 'Contact for your personal data' });
    expect(within(contact).getByText('Meera Nair')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'privacy@padanam.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@padanam.example',
    );

    await user.selectOptions(screen.getByLabelText('What is it about?'), 'Correcting my data');
    await user.type(screen.getByLabelText('Your grievance'), 'The March test shows 12; I scored 21.');
    await user.click(screen.getByRole('button', { name: 'File grievance' }));
    expect(await screen.findByText('Write a subject')).toBeInTheDocument();
    expect(filed).toBeNull();

    await user.type(screen.getByLabelText('Subject'), 'My marks are wrong');
    await user.click(screen.getByRole('button', { name: 'File grievance' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your grievance GR-2026-000003 is filed. We will answer by 25 Dec 2026.',
    );
    expect(filed).toEqual({
      category: 'correction',
      subject: 'My marks are wrong',
      text: 'The March test shows 12; I scored 21.',
    });
    const item = await screen.findByRole('listitem', { name: 'Grievance GR-2026-000003' });
    expect(within(item).getByText('Received')).toBeInTheDocument();
    expect(within(item).getByText(/Answer due by 25 Dec 2026/)).toBeInTheDocument();
  });

  it('shows each reply and the status in words', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(),
      'GET /api/privacy/notice': () => jsonResponse({ version: '2026-12-04', contact: null }),
      'GET /api/me/grievances': () =>
        jsonResponse({
          items: [
            grievance({
              status: 'closed',
              closedAt: Date.UTC(2026, 10, 27, 6),
              replies: [
                { id: 1, text: 'Corrected: 21 marks.', from: 'Anitha K', createdAt: Date.UTC(2026, 10, 26, 6) },
              ],
            }),
          ],
        }),
    });
    renderApp('/my-profile/grievances');
    const item = await screen.findByRole('listitem', { name: 'Grievance GR-2026-000003' });
    expect(await screen.findByText(/No contact person is named yet/)).toBeInTheDocument();
    expect(within(item).getByText('Closed')).toBeInTheDocument();
    const replies = within(item).getByRole('list', { name: 'Replies' });
    expect(within(replies).getByText('Corrected: 21 marks.')).toBeInTheDocument();
    expect(within(replies).getByText(/Anitha K/)).toBeInTheDocument();
  });
});
