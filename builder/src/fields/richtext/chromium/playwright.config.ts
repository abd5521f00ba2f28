import { defineConfig } from '@playwright/test';
import { suiteConfig } from 'testing/playwright';

const port = Number(process.env.RICHTEXT_PORT ?? 5391);

/** npx playwright test -c src/fields/richtext/chromium/playwright.config.ts (from builder/). Base settings: testing/playwright.js. */
export default defineConfig(
  suiteConfig({
    testDir: '.',
    testMatch: '*.chromium.spec.ts',
    outputDir: '../../../../.e2e/richtext-results',
    webServer: {
      command: `npx vite --config src/fields/richtext/chromium/vite.config.ts --port ${port} --strictPort --host 127.0.0.1`,
      cwd: '../../../..',
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    use: { baseURL: `http://127.0.0.1:${port}` },
  }),
);
