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

  it('cannot be pressed again while a retry is running, in either form', () => {
    render(<LoadError variant="inline" message="No courses" onRetry={() => {}} retryLabel="Try again" isRetrying />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
});
