// The part of Razorpay Checkout's browser API this page uses (checkout.js defines `Razorpay`).
import { t } from '@lingui/core/macro';

export type TCheckoutSuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export type TCheckoutOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; contact: string; email: string };
  theme: { color: string };
  handler: (response: TCheckoutSuccess) => void;
  modal: { ondismiss: () => void };
};

type TCheckoutInstance = {
  open(): void;
  on(event: 'payment.failed', callback: (response: { error: { description?: string } }) => void): void;
};

declare global {
  interface Window {
    Razorpay?: new (options: TCheckoutOptions) => TCheckoutInstance;
  }
}

/** Loads Checkout's script once (its origin is the only third-party script this page's CSP admits). */
export function loadCheckoutScript(url: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () =>
      reject(new Error(t`Razorpay Checkout could not be loaded. Check your connection and reload.`));
    document.head.appendChild(script);
  });
}
