/**
 * Web push, an addition to notifications: a browser that allows it subscribes (after the student
 * asks, by a click) and receives each new notice meant for the student. Everything works without it.
 */
import { z } from 'zod';

/** The server's VAPID public key (base64url), or null when push is not configured. */
export const ZPushKey = z.object({ publicKey: z.string().nullable() });
export type TPushKey = z.infer<typeof ZPushKey>;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

export const ZPushEndpoint = z
  .url({ protocol: /^https?$/, error: 'must be the push service address the browser gave' })
  .max(1000, { error: 'must be at most 1000 characters' });

/** What `PushSubscription.toJSON()` gives, less the expiry. */
export const ZPushSubscriptionInput = z
  .object({
    endpoint: ZPushEndpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22).
        p256dh: z.string().regex(BASE64URL, { error: 'must be base64url' }).min(80).max(100),
        auth: z.string().regex(BASE64URL, { error: 'must be base64url' }).min(16).max(32),
      })
      .strict(),
  })
  .strict();
export type TPushSubscriptionInput = z.input<typeof ZPushSubscriptionInput>;

export const ZPushUnsubscribe = z.object({ endpoint: ZPushEndpoint }).strict();

/** What a push carries: the notice, and the app's address it opens. */
export interface TPushMessage {
  title: string;
  body: string;
  /** A hash route, such as `/your-doubts?doubt=4`. */
  link: string;
}
