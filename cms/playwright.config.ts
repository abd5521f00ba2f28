import { defineConfig } from '@playwright/test';

/**
 * The CMS admin in Chromium (the system browser; Playwright never downloads one), against the stack
 * e2e/run.mjs starts: the CMS with its admin panel on a fresh PostgreSQL database, and the site.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: '.e2e/results',
  use: {
    baseURL: process.env.CMS_URL ?? 'http://127.0.0.1:1337',
    viewport: { width: 1280, height: 900 },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
