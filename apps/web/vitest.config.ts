// Component tests run in jsdom with the same resolve rules (the contract's 'source' condition) as the build.
import os from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      restoreMocks: true,
      // Room for several findBy* waits (src/testing/setup.ts) on a loaded machine.
      testTimeout: 60_000,
      unstubGlobals: true,
      // One worker a core. Vitest's default leaves one core to its main process, which here does
      // little (7 of 83 CPU seconds in a run of 12 files): on a 2-core machine that ran every file
      // in one worker, one after the other, with the second core idle.
      maxWorkers: os.availableParallelism(),
    },
  }),
);
