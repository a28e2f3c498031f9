// The payment page (/pay/:orderId, served by the server with a CSP that admits Razorpay Checkout).
// It asks the API for the order with the student's token, opens Checkout, and hands Checkout's
// answer to the server, which verifies it; only the server decides the order is paid. Plain DOM,
// no framework: the page is small and runs beside a third party's script.
import { orderLineName, paiseToRupeesFixed, type TRazorpayCheckout } from '@padanam/contract';
import { confirmRazorpayPayment, startRazorpayCheckout } from '../api/payments';
import { appHref, paths } from '../config/paths';
import { readAuthToken } from '../lib/auth-token';
import { loadCheckoutScript, type TCheckoutSuccess } from './razorpay-checkout';
import './pay-page.css';

const BRAND_COLOUR = '#3730a3';

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = element<HTMLParagraphElement>('pay-status');
const orderSection = element<HTMLElement>('pay-order');
const payButton = element<HTMLButtonElement>('pay-button');

function say(text: string, isProblem = false) {
  status.textContent = text;
  status.dataset.problem = isProblem ? 'true' : 'false';
}

function rupees(paise: number): string {
  return `₹${paiseToRupeesFixed(paise)}`;
}

function showOrder(checkout: TRazorpayCheckout) {
  element('pay-order-heading').textContent = `Order ${checkout.order.number}`;
  const list = element<HTMLUListElement>('pay-lines');
  list.replaceChildren(
    ...checkout.order.lines.map((line) => {
      const item = document.createElement('li');
      const name = document.createElement('span');
      name.textContent = orderLineName(line);
      const price = document.createElement('span');
      price.textContent = rupees(line.pricePaise);
      item.append(name, price);
      return item;
    }),
  );
  element('pay-total').textContent = rupees(checkout.amountPaise);
  payButton.textContent = `Pay ${rupees(checkout.amountPaise)}`;
  orderSection.hidden = false;
}

async function confirm(orderId: string, success: TCheckoutSuccess) {
  payButton.disabled = true;
  say('Confirming your payment...');
  try {
    await confirmRazorpayPayment(orderId, success);
    say('Payment received. Your papers are unlocked.');
    window.location.assign(appHref(paths.enrolled));
  } catch (error) {
    say(
      `${(error as Error).message} If money was taken from your account, your order is confirmed as soon as Razorpay tells us.`,
      true,
    );
  }
}

async function start() {
  const orderLink = element<HTMLAnchorElement>('pay-order-link');
  orderLink.href = appHref(paths.myOrders);
  element<HTMLAnchorElement>('pay-home-link').href = appHref(paths.home);
  const orderId = /^\/pay\/([1-9][0-9]*)$/.exec(window.location.pathname)?.[1];
  if (!orderId) return say('This payment link is not valid.', true);
  orderLink.href = appHref(paths.order(orderId));
  if (!readAuthToken()) return say('Please log in to Padanam, then open this order from My orders to pay.', true);

  let checkout: TRazorpayCheckout;
  try {
    checkout = await startRazorpayCheckout(orderId);
    showOrder(checkout);
    await loadCheckoutScript(checkout.checkoutUrl);
  } catch (error) {
    return say((error as Error).message, true);
  }
  say('Check your order, then pay.');
  payButton.disabled = false;
  payButton.addEventListener('click', () => {
    const Razorpay = window.Razorpay!;
    const payment = new Razorpay({
      key: checkout.keyId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      order_id: checkout.providerOrderId,
      prefill: checkout.prefill,
      theme: { color: BRAND_COLOUR },
      handler: (success) => void confirm(orderId, success),
      modal: { ondismiss: () => say('Payment not completed. You can try again.') },
    });
    payment.on('payment.failed', (response) =>
      say(`The payment did not go through: ${response.error.description ?? 'declined'}. You can try again.`, true),
    );
    payment.open();
  });
}

void start();
