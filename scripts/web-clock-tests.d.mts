/** Types for web-clock-tests.mjs, for the TypeScript that imports it (lint/web-clock-tests.test.ts). */
export function clockTests(options?: { webDir?: string; packages?: Record<string, string> }): {
  all: string[];
  selected: string[];
  clockModules: string[];
};
