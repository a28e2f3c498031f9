// index.html draws the app's first frame before the code arrives (the top bar and the loader); the
// app's first render replaces it. They must look the same, or the page would jump as it starts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from '../components/ui/loading-screen';
import { APP_NAME } from '../config/brand';
import { AppI18nProvider } from '../lib/i18n/i18n-provider';
import { TopBar } from './layout/top-bar';
import INDEX_HTML from '../../index.html?raw';

function staticShell(): HTMLElement {
  const root = new DOMParser().parseFromString(INDEX_HTML, 'text/html').getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  return root;
}

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
});
