import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDataExport } from '@padanam/contract';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { fileNameOf } from './data-export';

beforeAll(async () => {
  await import('../your-data-page');
});

/** 4 Dec 2026, 10:00 in India. */
const MADE_AT = Date.UTC(2026, 11, 4, 4, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

const ready: TDataExport = {
  id: 7,
  status: 'ready',
  requestedAt: MADE_AT - 60_000,
  readyAt: MADE_AT,
  expiresAt: MADE_AT + 7 * DAY_MS,
  sizeBytes: 2 * 1024 * 1024,
};
const spent: TDataExport = { ...ready, id: 6, status: 'downloaded', requestedAt: MADE_AT - 2 * DAY_MS };

let saved: string[];

beforeEach(() => {
  storeTestToken();
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Your data → Download my data', () => {
  it('lists the copies with their state in words, and downloads a ready one once', async () => {
    let exports = [ready, spent];
    const fetchMock = mockApi({
      ...meRoute(),
      'GET /api/me/data-exports': () => jsonResponse({ exports }),
      'GET /api/me/data-exports/7/download': () => {
        exports = [{ ...ready, status: 'downloaded' }, spent];
        return new Response(new Blob(['PK']), { headers: { 'content-type': 'application/zip' } });
      },
    });
    const { user } = renderApp('/my-profile/your-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Download my data' });
    const copies = await within(section).findByRole('list', { name: 'Your copies' });
    const [first, second] = within(copies).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ready to download · 2.0 MB · Deleted on 11 Dec 2026 if not downloaded');
    expect(second).toHaveTextContent('Downloaded');
    expect(within(second!).queryByRole('button')).toBeNull();

    await user.click(within(first!).getByRole('button', { name: 'Download (works once)' }));
    expect(await within(copies).findAllByText('Downloaded')).toHaveLength(2);
    expect(saved).toEqual(['padanam-my-data-2026-12-04.zip']);
    expect(countCalls(fetchMock, 'GET /api/me/data-exports/7/download')).toBe(1);
    expect(within(copies).queryByRole('button', { name: 'Download (works once)' })).toBeNull();
  });

  it("asks for a copy, and shows the server's message when it is too soon", async () => {
    let exports: TDataExport[] = [];
    let asked = 0;
    mockApi({
      ...meRoute(),
      'GET /api/me/data-exports': () => jsonResponse({ exports }),
      'POST /api/me/data-exports': () => {
        asked += 1;
        if (asked > 1)
          return jsonResponse(
            {
              error: {
                code: 'RATE_LIMITED',
                message:
                  'You asked for a copy of your data less than a day ago. You can ask again after 5 Dec 2026, 10:00 am.',
              },
            },
            429,
          );
        const queued: TDataExport = { ...ready, status: 'queued', readyAt: null, expiresAt: null, sizeBytes: null };
        exports = [queued];
        return jsonResponse(queued, 202);
      },
    });
    const { user } = renderApp('/my-profile/your-data');
    const section = await screen.findByRole('region', { name: 'Download my data' });
    const ask = within(section).getByRole('button', { name: 'Ask for a copy of my data' });
    await user.click(ask);
    expect(await within(section).findByRole('status')).toHaveTextContent(/^Asked\. Your copy is being made/);
    expect(await within(section).findByText('Waiting to be made')).toBeInTheDocument();

    await user.click(ask);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'You asked for a copy of your data less than a day ago. You can ask again after 5 Dec 2026, 10:00 am.',
    );
  });

  it('names the file by the India date it was made', () => {
    // 11:00 pm UTC on 3 Dec is 4:30 am on 4 Dec in India.
    expect(fileNameOf({ ...ready, readyAt: Date.UTC(2026, 11, 3, 23, 0) })).toBe('padanam-my-data-2026-12-04.zip');
  });
});
