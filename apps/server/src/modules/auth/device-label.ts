/**
 * The short label a session keeps so a student can tell their logins apart: "Chrome on
 * Android", "Safari on iPhone", "Firefox on Windows". Made once at login from the User-Agent
 * header, which is then dropped.
 *
 * Data minimisation (DPDP Act 2023, s. 8(7); docs/PRIVACY.md): the raw User-Agent string and
 * the IP address are never stored. A full User-Agent carries exact versions, a phone's model
 * and build, and with an address it fingerprints a person across sites; the student only needs
 * to recognise "my phone" or "the library computer". The label is built from the fixed names
 * below only, never from text copied out of the header, so nothing a client sends is stored.
 */
import Bowser from 'bowser';

/** Bowser's browser names we show, shortened where the full name is long. */
const BROWSERS: Readonly<Record<string, string>> = {
  Chrome: 'Chrome',
  Chromium: 'Chromium',
  Firefox: 'Firefox',
  Safari: 'Safari',
  'Microsoft Edge': 'Edge',
  Opera: 'Opera',
  Brave: 'Brave',
  Vivaldi: 'Vivaldi',
  'Samsung Internet for Android': 'Samsung Internet',
  'UC Browser': 'UC Browser',
  'Android Browser': 'Android Browser',
  'Vivo Browser': 'Vivo Browser',
  'HeyTap Browser': 'HeyTap Browser',
  'MZ Browser': 'MZ Browser',
  'Yandex Browser': 'Yandex Browser',
  DuckDuckGo: 'DuckDuckGo',
  Focus: 'Firefox Focus',
  'Internet Explorer': 'Internet Explorer',
};

/** Bowser's system names we show. */
const SYSTEMS: Readonly<Record<string, string>> = {
  Android: 'Android',
  iOS: 'iOS',
  macOS: 'Mac',
  Windows: 'Windows',
  Linux: 'Linux',
  'Chrome OS': 'Chromebook',
  HarmonyOS: 'HarmonyOS',
  'Windows Phone': 'Windows Phone',
};

/** An iOS device's own name where Bowser tells it (iPhone, iPad, iPod). */
const APPLE_DEVICES = new Set(['iPhone', 'iPad', 'iPod']);

/** The label for a User-Agent header, or null when neither the browser nor the system is known. */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (userAgent === undefined || userAgent.trim() === '') return null;
  const parsed = Bowser.parse(userAgent);
  const browser = BROWSERS[parsed.browser.name ?? ''];
  const model = parsed.platform.model;
  const system =
    parsed.os.name === 'iOS' && model !== undefined && APPLE_DEVICES.has(model) ? model : SYSTEMS[parsed.os.name ?? ''];
  if (browser !== undefined && system !== undefined) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}
