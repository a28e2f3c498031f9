/**
 * Sends one web push: the message encrypted for the browser (aes128gcm, RFC 8291) and signed
 * with our VAPID key by the `web-push` library, posted with fetch (so a push service stand-in on
 * 127.0.0.1 works in tests). Only origins on the allow-list are ever posted to.
 */
import webpush from 'web-push';
import type { PushConfig } from '../../config.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service no longer knows the subscription (404 or 410): forget it. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** What became of one push; a failure says why in a few words (for staff, never the message). */
export type PushResult = { outcome: 'sent' | 'gone' } | { outcome: 'failed'; reason: string };

export type PushSender = (target: PushTarget, message: string) => Promise<PushResult>;

/** How long a push service keeps a message for a browser that is offline: a day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

/** Whether an endpoint's origin is one the configuration names (exactly, or by `*.` subdomain). */
export function isAllowedPushEndpoint(endpoint: string, serviceOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return serviceOrigins.some((allowed) => {
    const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(allowed);
    if (!wildcard) return url.origin === allowed;
    return `${url.protocol}//` === wildcard[1] && url.host.endsWith(`.${wildcard[2]}`);
  });
}

export function createWebPushSender(config: PushConfig): PushSender {
  return async (target, message) => {
    if (!isAllowedPushEndpoint(target.endpoint, config.serviceOrigins)) return { outcome: 'gone' };
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      message,
      {
        vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return { outcome: 'gone' };
      if (response.ok) return { outcome: 'sent' };
      return { outcome: 'failed', reason: `The push service answered ${response.status}` };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        outcome: 'failed',
        reason: timedOut ? 'The push service did not answer in time' : 'The push service could not be reached',
      };
    }
  };
}
