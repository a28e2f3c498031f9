// Paying an order through Razorpay: the payment page's two calls (src/pay/, plain DOM, so plain
// fetchers and no query hooks; kept apart from orders.ts so that page's build reads no TanStack Query).
import type { TOrder, TPaymentCallback, TRazorpayCheckout } from '@padanam/contract';
import { apiRequest } from '../lib/api-client';

// POST /api/orders/:orderId/razorpay — what Razorpay Checkout needs to open for the order.
export function startRazorpayCheckout(orderId: number | string): Promise<TRazorpayCheckout> {
  return apiRequest<TRazorpayCheckout>({ path: `/orders/${orderId}/razorpay`, method: 'POST', body: {} });
}

// POST /api/orders/:orderId/payment — Checkout's answer, which the server verifies before the order is paid.
export function confirmRazorpayPayment(orderId: number | string, callback: TPaymentCallback): Promise<TOrder> {
  return apiRequest<TOrder>({ path: `/orders/${orderId}/payment`, method: 'POST', body: callback });
}
