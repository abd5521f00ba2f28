import { defineConfig } from '@playwright/test';
import { suiteConfig } from 'testing/playwright';

/**
 * The CMS admin in Chromium, against the stack e2e/run.mjs starts: the CMS with its admin panel on a
 * fresh PostgreSQL database, and the site. Base settings: testing/playwright.js.
 */
export default defineConfig(
  suiteConfig({
    testDir: 'e2e',
    testMatch: '*.spec.ts',
    timeout: 120_000,
    expect: { timeout: 20_000 },
    outputDir: '.e2e/results',
    use: {
      baseURL: process.env.CMS_URL ?? 'http://127.0.0.1:1337',
      viewport: { width: 1280, height: 900 },
      trace: 'off',
    },
  }),
);
