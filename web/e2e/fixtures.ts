import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test as base, expect } from 'testing/playwright';
import type { NewsroomResponse } from 'contract/blocks';

/** Playwright's `test` with the shared CSP watcher (testing/playwright.js) and the site's own fixtures. */
interface Fixtures {
  cms: (path: string) => Promise<unknown>;
  /** A browser context of the test's own (other options), watched for CSP violations and closed after it. */
  newContext: (options?: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
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

/** The visible titles of the grid's cards (without the screen-reader "opens in a new tab" note, in the page's language). */
export const cardTitles = async (page: Page) =>
  page
    .getByTestId('newsroom-grid')
    .locator('.card__link')
    .evaluateAll((links) =>
      links.map((link) =>
        [...link.childNodes]
          .filter((node) => !(node instanceof HTMLElement && node.classList.contains('sr-only')))
          .map((node) => node.textContent)
          .join('')
          .trim(),
      ),
    );

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
