import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError, OFFLINE_LOAD_HINT } from './load-error';

describe('LoadError', () => {
  it('says why and retries on request', async () => {
    const onRetry = vi.fn();
    render(<LoadError message="Could not load the papers." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the papers.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each(['block', 'inline'] as const)(
    'cannot be pressed again while a retry is running, and keeps the focus (%s)',
    async (variant) => {
      const onRetry = vi.fn();
      render(<LoadError variant={variant} message="No courses" onRetry={onRetry} retryLabel="Try again" isRetrying />);
      const button = screen.getByRole('button', { name: 'Try again' });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toBeEnabled();
      await userEvent.click(button);
      expect(onRetry).not.toHaveBeenCalled();
      expect(button).toHaveFocus();
    },
  );

  it.each(['block', 'inline'] as const)('says the student is offline only while offline (%s)', (variant) => {
    render(<LoadError variant={variant} message="Could not load your orders." onRetry={vi.fn()} />);
    expect(screen.queryByText(OFFLINE_LOAD_HINT)).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_LOAD_HINT);
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(OFFLINE_LOAD_HINT)).not.toBeInTheDocument();
  });
});
