// Runs before every test file: jest-dom matchers, DOM cleanup, and the browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  // jsdom does not implement scrolling; the layout scrolls to the top on every route change.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
});
