// The payment page (pay/index.html + pay-page.ts) in jsdom: its markup, a path under /pay/, a
// stored session, the API mocked and Razorpay Checkout's browser API stood in for. In the device's
// language: English unless the device is in Malayalam (the spec's texts are the English ones).
import type { TRazorpayCheckout } from '@padanam/contract';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuthToken } from '../lib/auth-token';
import { storeDeviceLanguage } from '../lib/i18n/device-language';
import { countCalls, jsonResponse, mockApi } from '../testing/mock-api';
import { makeOrder, PAPER_LINE } from '../testing/order-fixtures';
import { storeTestToken, TEST_TOKEN } from '../testing/session';
import payPageHtml from '../../pay/index.html?raw';
import type { TCheckoutOptions } from './razorpay-checkout';

const ORDER = makeOrder({ method: 'razorpay', amountPaise: PAPER_LINE.pricePaise, lines: [PAPER_LINE] });

const CHECKOUT: TRazorpayCheckout = {
  checkoutUrl: 'https://checkout.example/v1/checkout.js',
  keyId: 'rzp_test_key',
  providerOrderId: 'order_abc123',
  amountPaise: 24_900,
  currency: 'INR',
  name: 'Padanam',
  description: 'Order PDN-000042',
  prefill: { name: 'Anu Thomas', contact: '9876543210', email: '' },
  order: ORDER,
};

const SUCCESS = {
  razorpay_payment_id: 'pay_abc123',
  razorpay_order_id: 'order_abc123',
  razorpay_signature: 'a'.repeat(64),
};

/** Checkout's stand-in: remembers the options it was opened with. */
const opened: TCheckoutOptions[] = [];
class FakeRazorpay {
  constructor(private readonly options: TCheckoutOptions) {}
  on() {}
  open() {
    opened.push(this.options);
  }
}

async function openPayPage(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = new DOMParser().parseFromString(payPageHtml, 'text/html').body.innerHTML;
  vi.resetModules();
  await import('./pay-page');
}

const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const textOf = (id: string) => document.getElementById(id)?.textContent;

beforeEach(() => {
  opened.length = 0;
  vi.stubGlobal('Razorpay', FakeRazorpay);
});

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the payment page', () => {
  it('opens Checkout for the order and hands its answer to the server through the API client', async () => {
    storeTestToken();
    const fetchMock = mockApi({
      'POST /api/orders/42/razorpay': () => jsonResponse(CHECKOUT),
      'POST /api/orders/42/payment': () => jsonResponse({ ...ORDER, status: 'paid' }),
    });
    await openPayPage('/pay/42');

    expect(await screen.findByText('Check your order, then pay.')).toBeVisible();
    expect(link('My orders')).toBe('/#/my-profile/orders/42');
    expect(link('Home')).toBe('/#/');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);

    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹249.00' }));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ key: 'rzp_test_key', order_id: 'order_abc123', amount: 24_900 });
    opened[0]!.handler(SUCCESS);

    await waitFor(() => expect(countCalls(fetchMock, 'POST /api/orders/42/payment')).toBe(1));
    const paymentCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/payment'))!;
    expect(JSON.parse(String(paymentCall[1]?.body))).toEqual(SUCCESS);
    expect(await screen.findByText('Payment received. Your papers are unlocked.')).toBeVisible();
  });

  it('forgets a session the server refused, as every screen of the app does, and says why', async () => {
    storeTestToken();
    mockApi({
      'POST /api/orders/42/razorpay': () =>
        jsonResponse({ error: { code: 'SESSION_EXPIRED', message: 'Session expired' } }, 401),
    });
    await openPayPage('/pay/42');

    expect(await screen.findByText('Session expired')).toBeVisible();
    expect(readAuthToken()).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('asks for a login without calling the server when no session is stored, and links to the orders', async () => {
    const fetchMock = mockApi({});
    await openPayPage('/pay/42');

    expect(
      await screen.findByText('Please log in to Padanam, then open this order from My orders to pay.'),
    ).toBeVisible();
    expect(link('My orders')).toBe('/#/my-profile/orders/42');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a link that names no order is not valid, and links to all the orders', async () => {
    storeTestToken();
    const fetchMock = mockApi({});
    await openPayPage('/pay/nope');

    expect(await screen.findByText('This payment link is not valid.')).toBeVisible();
    expect(link('My orders')).toBe('/#/my-profile/orders');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('writes on an English device the same English as pay/index.html, the first paint', async () => {
    const html = new DOMParser().parseFromString(payPageHtml, 'text/html');
    const fetchMock = mockApi({});
    await openPayPage('/pay/42');

    expect(await screen.findByText(/^Please log in to Padanam/)).toBeVisible();
    expect(document.documentElement.lang).toBe('en-IN');
    expect(document.title).toBe(html.title);
    for (const id of ['pay-heading', 'pay-total-label', 'pay-button', 'pay-note', 'pay-order-link', 'pay-home-link']) {
      expect(textOf(id), id).toBe(html.getElementById(id)?.textContent);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the payment page on a device in Malayalam', () => {
  it('shows its words in Malayalam, and asks the server for its messages in Malayalam', async () => {
    storeDeviceLanguage('ml');
    storeTestToken();
    const fetchMock = mockApi({ 'POST /api/orders/42/razorpay': () => jsonResponse(CHECKOUT) });
    await openPayPage('/pay/42');

    expect(await screen.findByText('ഓർഡർ പരിശോധിച്ച ശേഷം പണമടയ്ക്കൂ.')).toBeVisible();
    expect(document.documentElement.lang).toBe('ml-IN');
    expect(document.title).toBe('ഓർഡറിന് പണമടയ്ക്കുക · Padanam');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ഓർഡറിന് പണമടയ്ക്കുക');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('ഓർഡർ PDN-000042');
    expect(screen.getByText('Linear Algebra (പേപ്പർ അടിസ്ഥാനമാക്കിയുള്ള പ്ലാൻ)')).toBeVisible();
    expect(textOf('pay-total-label')).toBe('ആകെ');
    expect(screen.getByRole('button', { name: '₹249.00 അടയ്ക്കുക' })).toBeEnabled();
    expect(link('എന്റെ ഓർഡറുകൾ')).toBe('/#/my-profile/orders/42');
    expect(link('ഹോം')).toBe('/#/');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('ml-IN');
  });

  it('asks for a login in Malayalam when no session is stored', async () => {
    storeDeviceLanguage('ml');
    mockApi({});
    await openPayPage('/pay/42');

    expect(
      await screen.findByText('Padanam-ൽ ലോഗിൻ ചെയ്യൂ, എന്നിട്ട് പണമടയ്ക്കാൻ എന്റെ ഓർഡറുകൾ എന്നതിൽ നിന്ന് ഈ ഓർഡർ തുറക്കൂ.'),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('ml-IN');
  });
});
