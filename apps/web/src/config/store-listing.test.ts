import { describe, expect, it } from 'vitest';
import { resolveStoreListingUrl } from './store-listing';

const DEFAULT = 'https://play.google.com/store/apps/details?id=in.padanam.app';

describe('resolveStoreListingUrl', () => {
  it('uses the configured http(s) address', () => {
    expect(resolveStoreListingUrl('https://apps.apple.com/in/app/padanam/id1')).toBe(
      'https://apps.apple.com/in/app/padanam/id1',
    );
  });

  it.each([[undefined], [''], ['   '], ['not a url'], ['javascript:alert(1)'], [42]])(
    'falls back to the Play Store listing for %s',
    (configured) => {
      expect(resolveStoreListingUrl(configured)).toBe(DEFAULT);
    },
  );
});
