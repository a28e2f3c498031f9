// A student whose stored token has died (expired, or logged out elsewhere) opens a public page:
// the page must show what anyone sees, never a failure or a trip to /login.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '../../lib/auth-token';
import { jsonResponse, type TMockCall } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { storeTestToken, TEST_TOKEN } from '../../testing/session';
import {
  MODULES,
  PAPER,
  mockLearningApi,
  modules,
  paper,
} from '../../features/paper-learning/testing/mock-learning-api';

beforeAll(async () => {
  await import('../../features/paper-learning/components/paper-learning-page');
});

const sessionExpired = () => jsonResponse({ error: { code: 'SESSION_EXPIRED', message: 'Session expired' } }, 401);
/** As a server that refuses the dead token outright answers: 401 with it, the public reply without. */
const refusingTheToken = (anonymous: () => Response) => (call: TMockCall) =>
  new Headers(call.init?.headers).get('Authorization') === `Bearer ${TEST_TOKEN}` ? sessionExpired() : anonymous();

describe('a public page with a dead token', () => {
  it('clears the token and shows the paper as anyone sees it, staying on the page', async () => {
    storeTestToken();
    mockLearningApi({
      'GET /api/me': sessionExpired,
      [PAPER]: refusingTheToken(() => jsonResponse({ ...paper, isEnrolled: false, isSaved: false })),
      [MODULES]: refusingTheToken(() => jsonResponse({ modules })),
    });
    // Everything the page ever showed, not only what it ends with: a flash of failure counts.
    const shown: string[] = [];
    const watcher = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    const { router } = renderApp('/paper-details/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Microeconomics I' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Theory of Demand' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/paper-details/1');
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    watcher.disconnect();
    expect(shown.filter((text) => /Failed to load|Please log in|Session expired/.test(text))).toEqual([]);
  });
});
