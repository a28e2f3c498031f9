/** Types for vitest-failures.mjs, for the TypeScript that imports it (lint/vitest-failures.test.ts). */
export function vitestFailures(reportPath: string, root: string): string[];
