import { defineConfig } from '@playwright/test';
import { suiteConfig } from 'testing/playwright';

/** The builder in Chromium, against the stack e2e/run.mjs starts. Base settings: testing/playwright.js. */
export default defineConfig(
  suiteConfig({
    testDir: 'e2e',
    testMatch: '*.spec.ts',
    expect: { timeout: 10_000 },
    outputDir: '.e2e/results',
    use: {
      baseURL: process.env.BUILDER_URL ?? 'http://127.0.0.1:5173',
      viewport: { width: 1440, height: 900 },
      trace: 'off',
    },
  }),
);
