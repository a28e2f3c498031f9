import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppI18nProvider } from '../../lib/i18n/i18n-provider';
import { OFFLINE_NOTICE, OfflineNotice } from './offline-notice';

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);
  act(() => {
    window.dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
  });
}

describe('the offline notice', () => {
  it('says the app is offline while it is, and nothing otherwise', () => {
    render(
      <AppI18nProvider>
        <OfflineNotice />
      </AppI18nProvider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(i18n._(OFFLINE_NOTICE));
    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
