import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TConsentChoice } from '@padanam/contract';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

const OFF: TConsentChoice[] = [
  { purpose: 'push', given: false, changedAt: null },
  { purpose: 'leaderboard_name', given: false, changedAt: null },
  { purpose: 'marketing_sms', given: false, changedAt: null },
];

beforeEach(() => {
  storeTestToken();
});

describe('privacy choices', () => {
  it('shows each purpose off until chosen, and records a change for that purpose alone', async () => {
    const changes: unknown[] = [];
    mockApi({
      ...meRoute(makeUser()),
      'GET /api/departments': () => jsonResponse({ departments: [] }),
      'GET /api/me/consents': () => jsonResponse({ choices: OFF }),
      'PUT /api/me/consents/leaderboard_name': (call: TMockCall) => {
        changes.push(JSON.parse(String(call.init?.body)));
        return jsonResponse({
          choices: OFF.map((choice) =>
            choice.purpose === 'leaderboard_name' ? { ...choice, given: true, changedAt: 1 } : choice,
          ),
        });
      },
    });
    const { user } = renderApp('/my-profile/edit-profile');
    const section = await screen.findByRole('region', { name: 'Privacy choices' });
    const name = within(section).getByRole('switch', { name: 'My name on the leaderboard' });
    await waitFor(() => expect(name).toBeEnabled());
    for (const label of ['Notifications on my devices', 'My name on the leaderboard', 'Offers by SMS']) {
      expect(within(section).getByRole('switch', { name: label })).not.toBeChecked();
    }
    expect(within(section).getByRole('switch', { name: 'Offers by SMS' })).toHaveAccessibleDescription(
      /We send no such SMS today/,
    );
    await user.click(name);
    await waitFor(() => expect(name).toBeChecked());
    expect(changes).toEqual([{ given: true }]);
    expect(within(section).getByRole('switch', { name: 'Offers by SMS' })).not.toBeChecked();
  });
});
