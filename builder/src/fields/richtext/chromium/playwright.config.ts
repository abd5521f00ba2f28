import { defineConfig } from '@playwright/test';

const port = Number(process.env.RICHTEXT_PORT ?? 5391);

/** npx playwright test -c src/fields/richtext/chromium/playwright.config.ts (from builder/). */
export default defineConfig({
  testDir: '.',
  testMatch: '*.chromium.spec.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list']],
  outputDir: '../../../../.e2e/richtext-results',
  webServer: {
    command: `npx vite --config src/fields/richtext/chromium/vite.config.ts --port ${port} --strictPort --host 127.0.0.1`,
    cwd: '../../../..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
