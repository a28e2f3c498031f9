import { i18n } from '@lingui/core';
import { onlineManager, QueryClientProvider, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadError, OFFLINE_LOAD_HINT } from '../components/ui/load-error';
import { ApiError } from '../lib/api-error';
import { AppI18nProvider } from '../lib/i18n/i18n-provider';
import { createQueryClient } from './query-client';

const networkError = () =>
  new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection and try again.');

function Orders({ fetchOrders }: { fetchOrders: () => Promise<string> }) {
  // No retries here, so each load is one call of fetchOrders; the app's retry rule is tested elsewhere.
  const orders = useQuery({ queryKey: ['orders'], queryFn: fetchOrders, retry: false });
  if (orders.isError) return <LoadError message={orders.error.message} onRetry={() => void orders.refetch()} />;
  if (orders.isPending) return <p>Loading...</p>;
  return <p>{orders.data}</p>;
}

function renderWith(queryClient: QueryClient, ui: React.ReactNode) {
  return render(
    <AppI18nProvider>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </AppI18nProvider>,
  );
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('the app query client and a dropped connection', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('says the student is offline and loads again by itself when the connection is back', async () => {
    const fetchOrders = vi.fn().mockRejectedValueOnce(networkError()).mockResolvedValue('3 orders');
    renderWith(createQueryClient(), <Orders fetchOrders={fetchOrders} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');
    expect(screen.queryByText(i18n._(OFFLINE_LOAD_HINT))).not.toBeInTheDocument();

    goOffline();
    expect(screen.getByText(i18n._(OFFLINE_LOAD_HINT))).toBeInTheDocument();

    goOnline();
    expect(await screen.findByText('3 orders')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchOrders).toHaveBeenCalledTimes(2);
  });

  it('loads a query in error again on reconnect even while its earlier data is still fresh', async () => {
    const fetchOrders = vi
      .fn()
      .mockResolvedValueOnce('2 orders')
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue('3 orders');
    const queryClient = createQueryClient();
    renderWith(queryClient, <Orders fetchOrders={fetchOrders} />);
    expect(await screen.findByText('2 orders')).toBeInTheDocument();

    // A refresh that met the dropped connection: the data is less than a minute old, so fresh.
    await act(() => queryClient.refetchQueries({ queryKey: ['orders'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');

    goOffline();
    goOnline();
    expect(await screen.findByText('3 orders')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchOrders).toHaveBeenCalledTimes(3);
  });

  it('offline, asks once (the service worker may have the answer), then waits instead of failing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchOrders = vi.fn().mockRejectedValueOnce(networkError()).mockResolvedValue('3 orders');
    renderWith(createQueryClient(), <Orders fetchOrders={fetchOrders} />);
    await vi.waitFor(() => expect(fetchOrders).toHaveBeenCalledOnce());
    // The one try failed: no error on screen and no second try until the connection is back.
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    goOnline();
    expect(await screen.findByText('3 orders')).toBeInTheDocument();
    expect(fetchOrders).toHaveBeenCalledTimes(2);
  });

  it('offline, shows what the service worker kept when it answers', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchOrders = vi.fn().mockResolvedValue('3 orders, as last seen');
    renderWith(createQueryClient(), <Orders fetchOrders={fetchOrders} />);
    expect(await screen.findByText('3 orders, as last seen')).toBeInTheDocument();
    expect(fetchOrders).toHaveBeenCalledOnce();
  });

  it('never sends a mutation again by itself: offline it fails at once and stays failed after reconnect', async () => {
    const pay = vi.fn().mockRejectedValue(networkError());
    function PayButton() {
      const payment = useMutation({ mutationFn: pay });
      return (
        <>
          <button type="button" onClick={() => payment.mutate()}>
            Pay
          </button>
          {payment.isError && <p role="alert">{payment.error.message}</p>}
          {payment.isPaused && <p>Waiting for the connection</p>}
        </>
      );
    }
    renderWith(createQueryClient(), <PayButton />);
    goOffline();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');
    expect(pay).toHaveBeenCalledOnce();

    goOnline();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(pay).toHaveBeenCalledOnce();
    expect(screen.queryByText('Waiting for the connection')).not.toBeInTheDocument();
  });
});
