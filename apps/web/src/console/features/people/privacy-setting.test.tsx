import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 20 };

describe('the college’s privacy setting in Console > People', () => {
  it('lets an admin mark the college exempt as an educational institution', async () => {
    storeTestToken();
    const sent: unknown[] = [];
    mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      'GET /api/departments': () => jsonResponse({ departments: [] }),
      'GET /api/admin/users': () => jsonResponse(EMPTY_PAGE),
      'GET /api/admin/privacy-settings': () => jsonResponse({ educationalInstitutionExempt: false }),
      'PUT /api/admin/privacy-settings': (call: TMockCall) => {
        sent.push(JSON.parse(String(call.init?.body)));
        return jsonResponse({ educationalInstitutionExempt: true });
      },
    });
    const { user } = renderApp('/admin/people');
    const exempt = await screen.findByRole('switch', { name: 'Exempt as an educational institution' });
    await waitFor(() => expect(exempt).toBeEnabled());
    expect(exempt).not.toBeChecked();
    await user.click(exempt);
    await waitFor(() => expect(exempt).toBeChecked());
    expect(sent).toEqual([{ educationalInstitutionExempt: true }]);
  });

  it('is not offered to a teacher', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(makeUser({ role: 'teacher' })),
      'GET /api/departments': () => jsonResponse({ departments: [] }),
      'GET /api/admin/users': () => jsonResponse(EMPTY_PAGE),
    });
    renderApp('/admin/people');
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Exempt as an educational institution' })).not.toBeInTheDocument();
  });
});
