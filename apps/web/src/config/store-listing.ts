// Where 'Invite friends' on Home sends people: the mobile app's store listing. Set
// VITE_STORE_LISTING_URL at build time to point elsewhere; anything but an http(s) address is ignored.

const DEFAULT_STORE_LISTING_URL = 'https://play.google.com/store/apps/details?id=in.padanam.app';

export function resolveStoreListingUrl(configured: unknown): string {
  if (typeof configured !== 'string' || configured.trim() === '') return DEFAULT_STORE_LISTING_URL;
  try {
    const url = new URL(configured.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : DEFAULT_STORE_LISTING_URL;
  } catch {
    return DEFAULT_STORE_LISTING_URL;
  }
}

export const STORE_LISTING_URL = resolveStoreListingUrl(import.meta.env.VITE_STORE_LISTING_URL);
