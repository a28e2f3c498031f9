import { describe, expect, it } from 'vitest';
import { failedModuleUrl } from './lazy-page';

describe('failedModuleUrl', () => {
  it("reads the chunk's address from Chromium's and Firefox's import errors", () => {
    expect(
      failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: http://x.test/assets/page-A1.js')),
    ).toBe('http://x.test/assets/page-A1.js');
    expect(
      failedModuleUrl(new TypeError('error loading dynamically imported module: http://x.test/assets/page-A1.js')),
    ).toBe('http://x.test/assets/page-A1.js');
  });

  it('is null for any other error', () => {
    expect(failedModuleUrl(new TypeError('Failed to fetch'))).toBeNull();
    expect(failedModuleUrl(new Error('Failed to fetch dynamically imported module: http://x.test/a.js'))).toBeNull();
    expect(failedModuleUrl('Failed to fetch dynamically imported module: http://x.test/a.js')).toBeNull();
  });
});
