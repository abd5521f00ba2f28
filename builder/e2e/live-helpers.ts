import type { Browser, Page } from '@playwright/test';
import { createEditor, createLandingPage, expect, signIn, uniqueSlug } from './helpers';

/** Live editing's e2e helpers: two editors in two browsers on one page. */
export const canvas = (page: Page) => page.frameLocator('[data-testid="page-canvas-frame"]');

/** The page's first editor (the stack's admin, "Site Admin") makes a page with two saved blocks; Ada opens it in her own browser. */
export async function twoEditors(page: Page, browser: Browser) {
  await signIn(page);
  await createLandingPage(page, `Live ${uniqueSlug('l')}`);
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page.getByLabel(/^Title/).fill('Hero of the launch');
  await page.getByRole('button', { name: 'Add FAQ (collapsible) after the selected block' }).click();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.', { timeout: 30_000 });

  const ada = await createEditor('Ada', 'Lovelace');
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await context.newPage();
  await signIn(other, ada);
  await other.goto(page.url());
  await expect(other.getByTestId('block-card')).toHaveCount(2);
  return { other, context };
}

export const avatars = (page: Page) => page.getByRole('list', { name: 'Also on this page' }).getByRole('button');
