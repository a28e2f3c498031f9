import { describe, expect, it } from 'vitest';
import { hasSecondaryHeader, hasSidebar } from './layout-rules';

describe('hasSidebar', () => {
  it.each(['/login', '/signup', '/LOGIN', '/signup/'])('is false on %s', (path) => {
    expect(hasSidebar(path)).toBe(false);
  });

  it.each(['/', '/papers', '/my-profile/edit-profile', '/login-help'])('is true on %s', (path) => {
    expect(hasSidebar(path)).toBe(true);
  });
});

describe('hasSecondaryHeader', () => {
  it.each([
    '/login',
    '/signup',
    '/subscrptions',
    '/my-profile',
    '/my-profile/',
    '/my-profile/edit-profile',
    '/my-profile/save-items',
    '/My-Profile/notification',
  ])('is false on %s', (path) => {
    expect(hasSecondaryHeader(path)).toBe(false);
  });

  it.each(['/', '/papers', '/cart', '/my-profiles', '/enrolled'])('is true on %s', (path) => {
    expect(hasSecondaryHeader(path)).toBe(true);
  });
});
