// Component tests run in jsdom with the same resolve rules (the contract's 'source' condition) as the build.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Room for several findBy* waits (src/testing/setup.ts) on a loaded machine.
      testTimeout: 60_000,
      unstubGlobals: true,
    },
  }),
);
