import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDeviceLanguage } from '../../lib/i18n/device-language';
import { jsonResponse, mockApi } from '../../testing/mock-api';
import { meRoute, storeTestToken } from '../../testing/session';
import { renderInProviders } from '../../testing/render-app';
import { makeUser } from '../../testing/user-fixtures';
import { LanguageChoice } from '../../components/language/language-choice';

function renderChoice() {
  return renderInProviders(<LanguageChoice />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LanguageChoice', () => {
  it('names each language in itself, English chosen on a new device', () => {
    mockApi({});
    renderChoice();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'മലയാളം' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'മലയാളം' })).toHaveAttribute('lang', 'ml-IN');
  });

  it('before login, turns the screen to Malayalam and keeps the choice on the device for the login', async () => {
    const fetchMock = mockApi({});
    renderChoice();
    await userEvent.click(screen.getByRole('button', { name: 'മലയാളം' }));

    expect(await screen.findByRole('group', { name: 'ഭാഷ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'മലയാളം' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('ml-IN');
    expect(readDeviceLanguage()).toBe('ml');
    expect(window.localStorage.getItem('padanam.language.chosen-signed-out')).toBe('ml');
    // Nobody to tell: no request.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("logged in, saves the choice on the student's account", async () => {
    storeTestToken();
    const saved: unknown[] = [];
    mockApi({
      ...meRoute(makeUser({ language: 'en' })),
      'PUT /api/me/language': ({ init }) => {
        saved.push(JSON.parse(String(init?.body)));
        return jsonResponse({ user: makeUser({ language: 'ml' }) });
      },
    });
    renderChoice();
    await waitFor(() => expect(readDeviceLanguage()).toBe('en'));
    await userEvent.click(screen.getByRole('button', { name: 'മലയാളം' }));

    await waitFor(() => expect(saved).toEqual([{ language: 'ml' }]));
    expect(await screen.findByRole('group', { name: 'ഭാഷ' })).toBeInTheDocument();
    expect(readDeviceLanguage()).toBe('ml');
    expect(window.localStorage.getItem('padanam.language.chosen-signed-out')).toBeNull();
  });

  it('says so when the account could not be told, and keeps the language on screen', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(makeUser({ language: 'en' })),
      'PUT /api/me/language': () => jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500),
    });
    renderChoice();
    await waitFor(() => expect(readDeviceLanguage()).toBe('en'));
    await userEvent.click(screen.getByRole('button', { name: 'മലയാളം' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ഭാഷ നിങ്ങളുടെ അക്കൗണ്ടിൽ സേവ് ചെയ്യാനായില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും തിരഞ്ഞെടുക്കൂ.',
    );
    expect(screen.getByRole('button', { name: 'മലയാളം' })).toHaveAttribute('aria-pressed', 'true');
  });
});
