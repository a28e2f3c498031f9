// index.html draws the app's first frame before the code arrives (the top bar and the loader); the
// app's first render replaces it. They must look the same, or the page would jump as it starts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingScreen } from '../components/ui/loading-screen';
import { APP_NAME } from '../config/brand';
import { storeDeviceLanguage } from '../lib/i18n/device-language';
import { AppI18nProvider } from '../lib/i18n/i18n-provider';
import { activateLanguage } from '../lib/i18n/language-loader';
import { TopBar } from './layout/top-bar';
import INDEX_HTML from '../../index.html?raw';
import { fetchMalayalamFirstWave, type TFirstWaveLink } from '../../build/malayalam-first-wave';

function staticShell(): HTMLElement {
  const root = new DOMParser().parseFromString(INDEX_HTML, 'text/html').getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  return root;
}

/** index.html after the build's first-wave script has run in it, with `links` as its list. */
function servedPage(links: readonly TFirstWaveLink[]): Document {
  // DOMParser's documents run no script: the script's own function runs against it.
  const page = new DOMParser().parseFromString(INDEX_HTML, 'text/html');
  fetchMalayalamFirstWave({ document: page, localStorage: window.localStorage }, links);
  return page;
}

const FIRST_WAVE: TFirstWaveLink[] = [
  { rel: 'modulepreload', crossorigin: '', href: './assets/student-app-ml-1a2b.js' },
  { rel: 'preload', as: 'image', href: './assets/banner-ml-3c4d.svg', media: '(max-width: 599px)' },
];

function renderLoadingTopBar(): HTMLElement {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <TopBar
          account={{ status: 'loading' }}
          hasMenu
          isMenuOpen={false}
          onToggleMenu={() => {}}
          menuButtonRef={null}
        />
      ),
    },
  ]);
  return render(
    <AppI18nProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppI18nProvider>,
  ).container;
}

describe('the static first frame in index.html', () => {
  it('draws the top bar the app draws while the session loads: menu space, logo, name and Loading...', () => {
    const shell = staticShell().querySelector('header.top-bar')!;
    const app = renderLoadingTopBar().querySelector('header.top-bar')!;

    expect(shell.querySelector('.top-bar__brand')!.textContent!.trim()).toBe(APP_NAME);
    expect(shell.querySelector('.top-bar__brand')!.textContent!.trim()).toBe(
      app.querySelector('.top-bar__brand')!.textContent,
    );
    const paths = (header: Element) =>
      [...header.querySelectorAll('.top-bar__logo path')].map((path) => path.getAttribute('d'));
    expect(paths(shell)).toEqual(paths(app));
    // The menu button's place is kept, so the logo does not move when the real button arrives.
    expect(shell.querySelector('.top-bar__menu')!.classList.contains('icon-button')).toBe(true);
    expect(app.querySelector('.top-bar__menu')!.classList.contains('icon-button')).toBe(true);
    expect(shell.querySelector('.top-bar__account-status')!.textContent).toBe(
      app.querySelector('.top-bar__account-status')!.textContent,
    );
  });

  it('shows the spec’s loading screen in main', () => {
    const shellLoader = staticShell().querySelector('main .loading-screen')!;
    const appLoader = render(
      <AppI18nProvider>
        <LoadingScreen />
      </AppI18nProvider>,
    ).container.querySelector('.loading-screen')!;
    expect(shellLoader.getAttribute('role')).toBe(appLoader.getAttribute('role'));
    expect(shellLoader.textContent!.trim()).toBe(appLoader.textContent);
    expect(shellLoader.querySelector('.loading-screen__spinner')).not.toBeNull();
  });

  describe('on a device in Malayalam (the build’s first-wave script)', () => {
    afterEach(async () => {
      window.localStorage.clear();
      await activateLanguage('en');
    });

    it('says the loader’s words as the app will in Malayalam, and fetches the build’s list', async () => {
      storeDeviceLanguage('ml');
      await activateLanguage('ml');
      const appWords = render(
        <AppI18nProvider>
          <LoadingScreen />
        </AppI18nProvider>,
      ).container.textContent;
      expect(appWords).not.toBe('Loading...');

      const page = servedPage(FIRST_WAVE);
      expect(page.documentElement.lang).toBe('ml-IN');
      expect(page.querySelector('main .loading-screen')!.textContent!.trim()).toBe(appWords);
      expect(page.querySelector('.top-bar__account-status')!.textContent).toBe(appWords);
      const added = [...page.head.querySelectorAll('link[rel="modulepreload"], link[as="image"][href*="-ml-"]')];
      expect(added.map((link) => Object.fromEntries([...link.attributes].map((a) => [a.name, a.value])))).toEqual(
        FIRST_WAVE,
      );
    });

    it('leaves an English device’s page as it is: English words, no Malayalam fetched', () => {
      storeDeviceLanguage('en');
      const page = servedPage(FIRST_WAVE);
      expect(page.documentElement.lang).toBe('en');
      expect(page.querySelector('.top-bar__account-status')!.textContent).toBe('Loading...');
      expect(page.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    });
  });
});
