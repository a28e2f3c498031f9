/**
 * Razorpay's two signatures, checked in constant time. The checkout callback is signed with the
 * key secret over `order_id|payment_id`, where the order id is the one this server stored, never
 * one the browser sends; a webhook is signed with the webhook secret over the raw request body.
 * The `razorpay` package's own checks compare with `===`; its tests here prove these agree with it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function isSameHex(expected: string, given: string): boolean {
  const expectedBytes = Buffer.from(expected, 'utf8');
  const givenBytes = Buffer.from(given, 'utf8');
  return expectedBytes.length === givenBytes.length && timingSafeEqual(expectedBytes, givenBytes);
}

export function signPayment(storedProviderOrderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${storedProviderOrderId}|${paymentId}`);
}

export function isPaymentSignatureValid(
  storedProviderOrderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return isSameHex(signPayment(storedProviderOrderId, paymentId, keySecret), signature);
}

export function signWebhook(rawBody: Buffer | string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function isWebhookSignatureValid(rawBody: Buffer, signature: string, webhookSecret: string): boolean {
  return isSameHex(signWebhook(rawBody, webhookSecret), signature);
}
