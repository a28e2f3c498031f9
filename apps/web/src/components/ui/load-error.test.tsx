import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

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
});
