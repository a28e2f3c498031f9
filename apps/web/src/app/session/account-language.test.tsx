import { useLingui } from '@lingui/react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDeviceLanguage, storeChoiceBeforeLogin, storeDeviceLanguage } from '../../lib/i18n/device-language';
import { jsonResponse, mockApi } from '../../testing/mock-api';
import { meRoute, storeTestToken } from '../../testing/session';
import { renderInProviders } from '../../testing/render-app';
import { makeUser } from '../../testing/user-fixtures';

function LanguageOnScreen() {
  const { i18n } = useLingui();
  return <p data-testid="language">{i18n.locale}</p>;
}

function renderSignedIn() {
  renderInProviders(<LanguageOnScreen />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the account's language", () => {
  it('wins over the device once the account is known', async () => {
    storeDeviceLanguage('en');
    storeTestToken();
    const fetchMock = mockApi(meRoute(makeUser({ language: 'ml' })));
    renderSignedIn();

    await waitFor(() => expect(screen.getByTestId('language')).toHaveTextContent('ml'));
    expect(readDeviceLanguage()).toBe('ml');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('becomes the language chosen on the login screen, once, at the login after it', async () => {
    storeChoiceBeforeLogin('ml');
    storeTestToken();
    const saved: unknown[] = [];
    mockApi({
      ...meRoute(makeUser({ language: 'en' })),
      'PUT /api/me/language': ({ init }) => {
        saved.push(JSON.parse(String(init?.body)));
        return jsonResponse({ user: makeUser({ language: 'ml' }) });
      },
    });
    renderSignedIn();

    await waitFor(() => expect(saved).toEqual([{ language: 'ml' }]));
    expect(window.localStorage.getItem('padanam.language.chosen-signed-out')).toBeNull();
    expect(readDeviceLanguage()).toBe('ml');
  });

  it('is left alone when it is the one chosen before login', async () => {
    storeChoiceBeforeLogin('en');
    storeTestToken();
    const fetchMock = mockApi(meRoute(makeUser({ language: 'en' })));
    renderSignedIn();

    await waitFor(() => expect(window.localStorage.getItem('padanam.language.chosen-signed-out')).toBeNull());
    expect(screen.getByTestId('language')).toHaveTextContent('en');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
