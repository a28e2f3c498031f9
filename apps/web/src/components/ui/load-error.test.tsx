import { i18n } from '@lingui/core';
import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { AppI18nProvider } from '../../lib/i18n/i18n-provider';
import { LoadError, OFFLINE_LOAD_HINT } from './load-error';

// The app's language provider, as the app has it around every screen.
const inApp = (ui: ReactNode) => <AppI18nProvider>{ui}</AppI18nProvider>;
const offlineHint = () => i18n._(OFFLINE_LOAD_HINT);

describe('LoadError', () => {
  it('says why and retries on request', async () => {
    const onRetry = vi.fn();
    render(inApp(<LoadError message="Could not load the papers." onRetry={onRetry} />));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the papers.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each(['block', 'inline'] as const)(
    'cannot be pressed again while a retry is running, and keeps the focus (%s)',
    async (variant) => {
      const onRetry = vi.fn();
      render(
        inApp(<LoadError variant={variant} message="No courses" onRetry={onRetry} retryLabel="Try again" isRetrying />),
      );
      const button = screen.getByRole('button', { name: 'Try again' });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toBeEnabled();
      await userEvent.click(button);
      expect(onRetry).not.toHaveBeenCalled();
      expect(button).toHaveFocus();
    },
  );

  it.each(['block', 'inline'] as const)('says the student is offline only while offline (%s)', (variant) => {
    render(inApp(<LoadError variant={variant} message="Could not load your orders." onRetry={vi.fn()} />));
    expect(screen.queryByText(offlineHint())).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('alert')).toHaveTextContent(offlineHint());
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(offlineHint())).not.toBeInTheDocument();
  });
});
