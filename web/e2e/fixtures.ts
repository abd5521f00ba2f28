import { test as base, expect, type Page } from '@playwright/test';
import type { NewsroomResponse } from 'cms/blocks';

export const test = base.extend<{ cms: (path: string) => Promise<unknown> }>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
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
export const cardTitles = async (page: Page) => (await page.getByTestId('newsroom-grid').locator('.card__link').allTextContents()).map((t) => t.replace(' (opens in a new tab)', '').trim());

/**
 * A marker on window that survives only if the page is not reloaded (expectNotReloaded), set once the
 * newsroom's script (enhance/newsroom.ts) has run: a click before that is a plain link's full
 * navigation, which is right, but not what a test of the in-place navigation measures.
 */
export async function markPage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === 'newsroom');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}
