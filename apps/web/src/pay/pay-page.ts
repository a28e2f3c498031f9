// The payment page (/pay/:orderId, served by the server with a CSP that admits Razorpay Checkout).
// It asks the API for the order with the student's token, opens Checkout, and hands Checkout's
// answer to the server, which verifies it; only the server decides the order is paid. Plain DOM,
// no framework: the page is small and runs beside a third party's script.
//
// In the device's language (the app's, lib/i18n/device-language.ts): English is compiled into the
// code, as in the app; Malayalam is this page's own catalog (locales/ml.po), a chunk that only a
// device in Malayalam downloads, loaded before the page writes its first words.
import { i18n, type Messages } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { paiseToRupeesFixed, type TRazorpayCheckout } from '@padanam/contract';
import { confirmRazorpayPayment, startRazorpayCheckout } from '../api/payments';
import { appHref, paths } from '../config/paths';
import { orderLineName } from '../features/orders/order-line-name';
import { readAuthToken } from '../lib/auth-token';
import { readDeviceLanguage } from '../lib/i18n/device-language';
import { setLanguageOnScreen } from '../lib/i18n/language-on-screen';
import { LANGUAGE_TAGS, type TAppLanguage } from '../lib/i18n/languages';
import { loadCheckoutScript, type TCheckoutSuccess } from './razorpay-checkout';
import './pay-page.css';

const BRAND_COLOUR = '#3730a3';

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = element<HTMLParagraphElement>('pay-status');
const orderSection = element<HTMLElement>('pay-order');
const payButton = element<HTMLButtonElement>('pay-button');

/** The translations of `language`: none for English, the source. */
async function translationsOf(language: TAppLanguage): Promise<Messages> {
  return language === 'ml' ? (await import('./locales/ml.po')).messages : {};
}

/**
 * Puts the device's language on screen: the API client asks the server for its messages in it from
 * the first request (which may leave before the catalog arrives). A catalog that cannot be loaded
 * (the connection dropped) leaves the page in English, its words in pay/index.html.
 */
async function showDeviceLanguage(): Promise<void> {
  let language = readDeviceLanguage();
  setLanguageOnScreen(language);
  let messages: Messages = {};
  try {
    messages = await translationsOf(language);
  } catch {
    language = 'en';
    setLanguageOnScreen(language);
  }
  i18n.load(language, messages);
  i18n.activate(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** The texts pay/index.html holds (in English, for the first paint), in the language on screen. */
function writePageWords() {
  document.title = t`Pay for your order · Padanam`;
  element('pay-heading').textContent = t`Pay for your order`;
  say(t`Loading your order...`);
  element('pay-total-label').textContent = t`Total`;
  payButton.textContent = t`Pay`;
  element('pay-note').textContent = t`UPI (scan or your UPI app), cards and netbanking, through Razorpay.`;
  element('pay-order-link').textContent = t`My orders`;
  element('pay-home-link').textContent = t`Home`;
}

function say(text: string, isProblem = false) {
  status.textContent = text;
  status.dataset.problem = isProblem ? 'true' : 'false';
}

function rupees(paise: number): string {
  return `₹${paiseToRupeesFixed(paise)}`;
}

function showOrder(checkout: TRazorpayCheckout) {
  const orderNumber = checkout.order.number;
  element('pay-order-heading').textContent = t`Order ${orderNumber}`;
  const list = element<HTMLUListElement>('pay-lines');
  list.replaceChildren(
    ...checkout.order.lines.map((line) => {
      const item = document.createElement('li');
      const name = document.createElement('span');
      name.textContent = orderLineName(line, i18n);
      const price = document.createElement('span');
      price.textContent = rupees(line.pricePaise);
      item.append(name, price);
      return item;
    }),
  );
  const amount = rupees(checkout.amountPaise);
  element('pay-total').textContent = amount;
  payButton.textContent = t`Pay ${amount}`;
  orderSection.hidden = false;
}

async function confirm(orderId: string, success: TCheckoutSuccess) {
  payButton.disabled = true;
  say(t`Confirming your payment...`);
  try {
    await confirmRazorpayPayment(orderId, success);
    say(t`Payment received. Your papers are unlocked.`);
    window.location.assign(appHref(paths.enrolled));
  } catch (error) {
    const problem = (error as Error).message;
    say(
      t`${problem} If money was taken from your account, your order is confirmed as soon as Razorpay tells us.`,
      true,
    );
  }
}

async function start() {
  const orderId = /^\/pay\/([1-9][0-9]*)$/.exec(window.location.pathname)?.[1];
  const languageShown = showDeviceLanguage();
  // The order is asked for while the catalog loads; its answer (or refusal) is read once it is there.
  const checkoutAnswer =
    orderId && readAuthToken()
      ? startRazorpayCheckout(orderId).catch((error: unknown) => (error instanceof Error ? error : new Error()))
      : null;
  await languageShown;
  writePageWords();

  const orderLink = element<HTMLAnchorElement>('pay-order-link');
  orderLink.href = appHref(paths.myOrders);
  element<HTMLAnchorElement>('pay-home-link').href = appHref(paths.home);
  if (!orderId) return say(t`This payment link is not valid.`, true);
  orderLink.href = appHref(paths.order(orderId));
  if (!checkoutAnswer) return say(t`Please log in to Padanam, then open this order from My orders to pay.`, true);

  const answer = await checkoutAnswer;
  if (answer instanceof Error) return say(answer.message, true);
  const checkout = answer;
  try {
    showOrder(checkout);
    await loadCheckoutScript(checkout.checkoutUrl);
  } catch (error) {
    return say((error as Error).message, true);
  }
  say(t`Check your order, then pay.`);
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
      modal: { ondismiss: () => say(t`Payment not completed. You can try again.`) },
    });
    payment.on('payment.failed', (response) => {
      // Razorpay's own reason, in its words (English).
      const reason = response.error.description ?? t`declined`;
      say(t`The payment did not go through: ${reason}. You can try again.`, true);
    });
    payment.open();
  });
}

void start();
