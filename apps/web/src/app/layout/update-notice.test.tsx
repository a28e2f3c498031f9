import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppI18nProvider } from '../../lib/i18n/i18n-provider';
import { registerServiceWorker } from '../../lib/service-worker';
import { UpdateNotice } from './update-notice';

type TListener = () => void;

/** workbox-window's Workbox as far as the app uses it: events, register, update, skip waiting. */
const workbox = vi.hoisted(() => {
  const listeners = new Map<string, TListener[]>();
  return {
    listeners,
    scriptUrl: '',
    emit: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    register: vi.fn(() => Promise.resolve(undefined)),
    update: vi.fn(() => Promise.resolve()),
    messageSkipWaiting: vi.fn(),
  };
});

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(scriptUrl: string) {
      workbox.scriptUrl = scriptUrl;
    }
    addEventListener(type: string, listener: TListener) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener]);
    }
    register = workbox.register;
    update = workbox.update;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

describe('a new release of the app', () => {
  it('is offered once its worker waits, and taken only when the student reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: {} }));
    render(
      <AppI18nProvider>
        <UpdateNotice />
      </AppI18nProvider>,
    );

    registerServiceWorker({ isDevelopment: false });
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalledTimes(1));
    expect(workbox.scriptUrl).toBe('/sw.js');
    // Installed for the first time, or nothing new: nothing to say.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => workbox.emit('waiting'));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    // The page reloads only once the new worker controls it, so it loads the new release.
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is never looked for on the development server or in a browser without service workers', () => {
    vi.useFakeTimers();
    try {
      const timersBefore = vi.getTimerCount();
      const withoutServiceWorkers = Object.create(navigator) as Navigator;
      vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: {} }));
      registerServiceWorker({ isDevelopment: true });
      vi.stubGlobal('navigator', withoutServiceWorkers);
      registerServiceWorker({ isDevelopment: false });
      // Nothing was even scheduled: the registration waits for an idle moment (a timer) first.
      expect(vi.getTimerCount()).toBe(timersBefore);
      vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: {} }));
      registerServiceWorker({ isDevelopment: false });
      expect(vi.getTimerCount()).toBe(timersBefore + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
