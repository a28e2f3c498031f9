import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TSignedInDevice } from '@padanam/contract';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

beforeAll(async () => {
  await import('../your-data-page');
});

/** 4 Dec 2026, 10:00 am in India. */
const AT = Date.UTC(2026, 11, 4, 4, 30);
const HOUR_MS = 60 * 60 * 1000;

const thisPhone: TSignedInDevice = {
  id: 3,
  device: 'Chrome on Android',
  signedInAt: AT,
  lastActiveAt: AT + 2 * HOUR_MS,
  current: true,
};
const laptop: TSignedInDevice = {
  id: 2,
  device: 'Firefox on Windows',
  signedInAt: AT - 24 * HOUR_MS,
  lastActiveAt: AT + HOUR_MS,
  current: false,
};
const unknown: TSignedInDevice = {
  id: 1,
  device: null,
  signedInAt: AT - 48 * HOUR_MS,
  lastActiveAt: AT,
  current: false,
};

beforeEach(() => {
  storeTestToken();
});

describe('Your data → Signed-in devices', () => {
  it('lists each device with its dates, this one marked and without a sign-out button', async () => {
    mockApi({ ...meRoute(), 'GET /api/me/sessions': () => jsonResponse({ sessions: [thisPhone, laptop, unknown] }) });
    renderApp('/my-profile/your-data');
    const section = await screen.findByRole('region', { name: 'Signed-in devices' });
    const list = await within(section).findByRole('list', { name: 'Signed-in devices' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Chrome on AndroidThis device');
    expect(first).toHaveTextContent('Signed in 4 Dec 2026, 10:00 am');
    expect(first).toHaveTextContent('Last active 4 Dec 2026, 12:00 pm');
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(second).toHaveTextContent('Firefox on Windows');
    expect(second).toHaveTextContent('Signed in 3 Dec 2026, 10:00 am');
    expect(within(second!).getByRole('button', { name: 'Sign out' })).toHaveAccessibleDescription('Firefox on Windows');
    expect(third).toHaveTextContent('Unknown device');
    expect(within(section).getByRole('button', { name: 'Sign out of all other devices' })).toBeInTheDocument();
  });

  it('signs one device out after the confirmation, and only then', async () => {
    let sessions = [thisPhone, laptop, unknown];
    const fetchMock = mockApi({
      ...meRoute(),
      'GET /api/me/sessions': () => jsonResponse({ sessions }),
      'DELETE /api/me/sessions/2': () => {
        sessions = [thisPhone, unknown];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/my-profile/your-data');
    const section = await screen.findByRole('region', { name: 'Signed-in devices' });
    const list = await within(section).findByRole('list', { name: 'Signed-in devices' });
    const laptopRow = within(list).getAllByRole('listitem')[1]!;

    await user.click(within(laptopRow).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out Firefox on Windows?' });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(countCalls(fetchMock, 'DELETE /api/me/sessions/2')).toBe(0);

    await user.click(within(laptopRow).getByRole('button', { name: 'Sign out' }));
    const again = await screen.findByRole('alertdialog', { name: 'Sign out Firefox on Windows?' });
    await user.click(within(again).getByRole('button', { name: 'Sign out' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Firefox on Windows is signed out.');
    expect(countCalls(fetchMock, 'DELETE /api/me/sessions/2')).toBe(1);
    expect(within(list).queryByText('Firefox on Windows')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('signs out every other device, and offers it only while there is another', async () => {
    let sessions = [thisPhone, laptop, unknown];
    const fetchMock = mockApi({
      ...meRoute(),
      'GET /api/me/sessions': () => jsonResponse({ sessions }),
      'DELETE /api/me/sessions': () => {
        sessions = [thisPhone];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/my-profile/your-data');
    const section = await screen.findByRole('region', { name: 'Signed-in devices' });
    await user.click(await within(section).findByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of all other devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(await within(section).findByRole('status')).toHaveTextContent('Every other device is signed out.');
    expect(countCalls(fetchMock, 'DELETE /api/me/sessions')).toBe(1);
    const list = within(section).getByRole('list', { name: 'Signed-in devices' });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: 'Sign out of all other devices' })).toBeNull();
  });

  it("shows the server's message when a device is no longer signed in", async () => {
    mockApi({
      ...meRoute(),
      'GET /api/me/sessions': () => jsonResponse({ sessions: [thisPhone, laptop] }),
      'DELETE /api/me/sessions/2': () =>
        jsonResponse({ error: { code: 'NOT_FOUND', message: 'This device is not signed in to your account.' } }, 404),
    });
    const { user } = renderApp('/my-profile/your-data');
    const section = await screen.findByRole('region', { name: 'Signed-in devices' });
    const list = await within(section).findByRole('list', { name: 'Signed-in devices' });
    await user.click(within(list).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out Firefox on Windows?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This device is not signed in to your account.',
    );
  });
});
