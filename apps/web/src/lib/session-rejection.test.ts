import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionRejected, reportSessionRejected } from './session-rejection';

describe('session rejection', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });
  const listen = (listener: (token: string) => void) => stops.push(onSessionRejected(listener));

  it('tells every listener which token was refused', () => {
    const first = vi.fn();
    const second = vi.fn();
    listen(first);
    listen(second);
    reportSessionRejected('token-a');
    expect(first).toHaveBeenCalledWith('token-a', false);
    expect(second).toHaveBeenCalledWith('token-a', false);
  });

  it('keeps a refusal that came before anyone listened for the first listener, once', () => {
    reportSessionRejected('early-token');
    const first = vi.fn();
    listen(first);
    expect(first).toHaveBeenCalledExactlyOnceWith('early-token', true);
    const second = vi.fn();
    listen(second);
    expect(second).not.toHaveBeenCalled();
  });

  it('stops telling a listener that has stopped listening', () => {
    const listener = vi.fn();
    const stop = onSessionRejected(listener);
    stop();
    const other = vi.fn();
    listen(other);
    reportSessionRejected('token-b');
    expect(listener).not.toHaveBeenCalled();
    expect(other).toHaveBeenCalledWith('token-b', false);
  });
});
