import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@padanam/contract';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

beforeEach(() => {
  storeTestToken();
});

describe('the notice asked again after it changed', () => {
  it('stands before every page until the student agrees to the current version', async () => {
    const agreed: unknown[] = [];
    mockApi({
      ...meRoute(makeUser({ noticeAccepted: false })),
      'GET /api/departments': () => jsonResponse({ departments: [] }),
      'POST /api/me/consents/notice': (call: TMockCall) => {
        agreed.push(JSON.parse(String(call.init?.body)));
        return jsonResponse({ user: makeUser({ noticeAccepted: true }) });
      },
    });
    const { user } = renderApp('/my-profile/edit-profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our privacy notice has changed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the full privacy notice' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    await waitFor(() => expect(agreed).toEqual([{ version: PRIVACY_NOTICE_VERSION }]));
  });

  it('lets the student read the full notice first', async () => {
    mockApi({ ...meRoute(makeUser({ noticeAccepted: false })) });
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  });
});
