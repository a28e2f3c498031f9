import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './web-push-sender.js';

const ORIGINS = ['https://fcm.googleapis.com', 'https://*.notify.windows.com', 'http://127.0.0.1:8123'];

describe('isAllowedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://wns2-pn1p.notify.windows.com/w/?token=x',
    'http://127.0.0.1:8123/push/one',
  ])('allows %s', (endpoint) => expect(isAllowedPushEndpoint(endpoint, ORIGINS)).toBe(true));

  it.each([
    ['another host', 'https://fcm.googleapis.com.evil.example/x'],
    ['http for an https service', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another port', 'https://fcm.googleapis.com:8443/x'],
    ['the wildcard domain itself', 'https://notify.windows.com/x'],
    ['a look-alike suffix', 'https://evilnotify.windows.com/x'],
    ['credentials in the address', 'https://user:pass@fcm.googleapis.com/x'],
    ['another port on the test origin', 'http://127.0.0.1:8124/push/one'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['not an address', 'fcm.googleapis.com/x'],
  ])('refuses %s', (_why, endpoint) => expect(isAllowedPushEndpoint(endpoint, ORIGINS)).toBe(false));
});
