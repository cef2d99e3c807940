import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './ports';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: '../test-results',
  globalSetup: './globalSetup.ts',
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.host}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  // Shoppers are mostly on phones: every journey runs on a phone; tests tagged @desktop run on a wide screen.
  projects: [
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grepInvert: /@desktop/ },
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } }, grep: /@desktop/ },
  ],
});
