// Runs before every test file: jest-dom matchers, DOM cleanup, and the browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { activateLanguage } from '../lib/i18n/language-loader';

// Each page is a lazy chunk transformed on first import; on a busy machine that alone can take
// longer than Testing Library's default 1 s wait, which made findBy* queries fail at random. A
// ceiling, not a budget: every wait ends the moment its element is there (one place sets it).
configure({ asyncUtilTimeout: 15_000 });

// The spec's texts, as a device starts: English (a test that turns Malayalam on leaves it to itself).
beforeEach(async () => {
  await activateLanguage('en');
});

beforeEach(() => {
  // jsdom does not implement scrolling; the layout scrolls to the top on every route change.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
});
