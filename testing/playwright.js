/**
 * What every Playwright suite shares (web/e2e, builder/e2e, the builder's rich-text suite, cms/e2e):
 * the base settings (Debian's Chromium, never a downloaded browser; one worker, no retries, no
 * `.only`) and the Content-Security-Policy watcher that fails a test on any violation. Plain CommonJS
 * with types beside it (playwright.d.ts), so that ESM and CommonJS suites alike can import it.
 */
// @ts-check
/// <reference lib="dom" />
/* global window, addEventListener -- the CSP watcher's init script runs in the page */
const { test: base, expect } = require('@playwright/test');

/** Chromium as every suite launches it: the system browser (CHROMIUM_PATH), sandbox and GPU off. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * A suite's configuration on the shared base: one worker (each suite shares one CMS and database),
 * no retries (a flaky test is fixed, not retried), `.only` refused, the list reporter, Chromium.
 * `use` is merged with the base's.
 */
/** @param {import('@playwright/test').PlaywrightTestConfig} config @returns {import('@playwright/test').PlaywrightTestConfig} */
function suiteConfig(config) {
  return {
    fullyParallel: false,
    workers: 1,
    retries: 0,
    forbidOnly: true,
    timeout: 60_000,
    reporter: [['list']],
    ...config,
    use: { ...config.use, launchOptions: { ...chromium, ...config.use?.launchOptions } },
  };
}

/**
 * Records every CSP violation: a `securitypolicyviolation` listener in every frame (init scripts run
 * in iframes too, cross-origin ones included) reporting through a binding, and Chromium's console
 * messages about the policy (it prints some violations, such as frame-ancestors, only there). The
 * test fails after it when any was recorded; a test that provokes one on purpose takes it out with
 * `take`.
 */
class CspWatcher {
  /** @type {{ via: 'event' | 'console', text: string, url: string }[]} */
  violations = [];

  /** @param {import('@playwright/test').BrowserContext} context */
  async watch(context) {
    await context.exposeBinding('__cspViolation', ({ frame }, /** @type {string} */ text) => {
      this.violations.push({ via: 'event', text, url: frame.url() });
    });
    await context.addInitScript(() => {
      addEventListener(
        'securitypolicyviolation',
        (/** @type {SecurityPolicyViolationEvent} */ event) => {
          const report = /** @type {{ __cspViolation?: (text: string) => void }} */ (/** @type {unknown} */ (window)).__cspViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${event.sample ? `: ${event.sample}` : ''}`);
        },
        true,
      );
    });
    context.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) this.violations.push({ via: 'console', text: message.text(), url: message.page()?.url() ?? '' });
    });
  }

  /** Takes the violations that match out of the list (a test expects them) and returns them. */
  /** @param {(violation: { via: 'event' | 'console', text: string, url: string }) => boolean} match */
  take(match) {
    const taken = this.violations.filter(match);
    const kept = this.violations.filter((violation) => !match(violation));
    this.violations.splice(0, this.violations.length, ...kept);
    return taken;
  }
}

/** Playwright's `test` whose browser context is watched for CSP violations: any fails the test. */
const test = base.extend(
  /** @type {import('@playwright/test').Fixtures<{ csp: CspWatcher }, {}, import('@playwright/test').PlaywrightTestArgs & import('@playwright/test').PlaywrightTestOptions, import('@playwright/test').PlaywrightWorkerArgs & import('@playwright/test').PlaywrightWorkerOptions>} */ ({
    csp: async ({}, use) => {
      const watcher = new CspWatcher();
      await use(watcher);
      expect(watcher.violations, 'Content-Security-Policy violations in the browser').toEqual([]);
    },
    context: async ({ context, csp }, use) => {
      await csp.watch(context);
      await use(context);
    },
  }),
);
module.exports = { chromium, suiteConfig, CspWatcher, test, expect };
