import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: 'lint',
    include: ['*.test.ts'],
    // ESLint with type information and the import resolver takes a few seconds to warm up.
    testTimeout: 60_000,
  },
});
