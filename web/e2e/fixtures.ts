import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { NewsroomResponse } from 'contract/blocks';

/** A Content-Security-Policy violation seen in any frame of a test's browser contexts. */
export interface CspViolation {
  /** 'event': a securitypolicyviolation event; 'console': what Chromium printed about it. */
  via: 'event' | 'console';
  text: string;
  url: string;
}

/**
 * Records every CSP violation: a `securitypolicyviolation` listener in every frame (init scripts run
 * in iframes too) reporting through a binding, and Chromium's console messages about the policy
 * (it prints some violations, such as frame-ancestors, only there). The test fails after it when any
 * was recorded; a test that provokes one on purpose takes it out with `take`.
 */
export class CspWatcher {
  readonly violations: CspViolation[] = [];

  async watch(context: BrowserContext): Promise<void> {
    await context.exposeBinding('__cspViolation', ({ frame }, text: string) => {
      this.violations.push({ via: 'event', text, url: frame.url() });
    });
    await context.addInitScript(() => {
      addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as { __cspViolation?: (text: string) => void }).__cspViolation;
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
  take(match: (violation: CspViolation) => boolean): CspViolation[] {
    const taken = this.violations.filter(match);
    const kept = this.violations.filter((violation) => !match(violation));
    this.violations.splice(0, this.violations.length, ...kept);
    return taken;
  }
}

interface Fixtures {
  cms: (path: string) => Promise<unknown>;
  csp: CspWatcher;
  /** A browser context of the test's own (other options), watched for CSP violations and closed after it. */
  newContext: (options?: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  csp: async ({}, use) => {
    const watcher = new CspWatcher();
    await use(watcher);
    expect(watcher.violations, 'Content-Security-Policy violations in the browser').toEqual([]);
  },
  context: async ({ context, csp }, use) => {
    await csp.watch(context);
    await use(context);
  },
  newContext: async ({ browser, baseURL, csp }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext({ baseURL, ...options });
      contexts.push(context);
      await csp.watch(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },
  cms: async ({}, use) => {
    await use(async (path: string) => {
      const response = await fetch(`${process.env.E2E_CMS_URL}${path}`);
      if (!response.ok) throw new Error(`CMS ${path}: ${response.status}`);
      return response.json();
    });
  },
});
export { expect };

export async function newsroomFromCms(cms: (path: string) => Promise<unknown>, query = ''): Promise<NewsroomResponse> {
  return (await cms(`/api/newsroom?locale=en-US&pageSize=14${query}`)) as NewsroomResponse;
}

/** The visible titles of the grid's cards (without the screen-reader "opens in a new tab" note). */
export const cardTitles = async (page: Page) =>
  (await page.getByTestId('newsroom-grid').locator('.card__link').allTextContents()).map((t) => t.replace(' (opens in a new tab)', '').trim());

/**
 * A marker on window that survives only if the page is not reloaded (expectNotReloaded), set once React
 * has hydrated the page (the newsletter's Subscribe is disabled while the address is empty only then):
 * a click before that is a plain link's full navigation, which is right, but not what a test of the
 * in-place navigation measures.
 */
export async function markPage(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}
