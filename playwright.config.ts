import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3457);
const baseURL = `http://127.0.0.1:${port}`;
// The server's data folder, known to the tests too: journeys read login codes from its SMS outbox.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `padanam-e2e-${port}`);

// Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network.
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
