import type { Browser, Page } from '@playwright/test';
import { axeViolations, cms, createLandingPage, documentIdFromUrl, expect, signIn, test, uniqueSlug } from './helpers';

interface Doc {
  title?: string;
  draft: { __component: string; title?: string; subtitle?: string; buttonText?: string }[];
}
const getDoc = async (id: string) => (await cms<{ data: Doc }>(`/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`)).data;

// Two tabs, four saves and a merge each: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/**
 * Two tabs on one page, in two browsers: the first creates it with a hero block and saves, the second opens it and
 * selects the block. Tabs that are both online share their edits live (live-changes.spec.ts) and never merge; a merge
 * happens for work done offline, when the others have left meanwhile: so the first tab goes offline here, and the
 * second saves its work and closes before the first comes back.
 */
async function twoTabs(page: Page, browser: Browser) {
  await signIn(page);
  await createLandingPage(page, `Merge ${uniqueSlug('m')}`);
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page.getByLabel(/^Title/).fill('Hero');
  await page.getByLabel(/^Subtitle/).fill('Sub');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.', { timeout: 30_000 });
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const second = await context.newPage();
  await signIn(second);
  await second.goto(page.url());
  await expect(second.getByTestId('block-card')).toHaveCount(1);
  // Selects the block (its title button, aria-pressed), which shows its fields.
  await second
    .getByTestId('block-card')
    .first()
    .getByRole('button', { name: /^Hero with image — / })
    .click();
  await page.context().setOffline(true);
  // Gone for the others (its heartbeats stopped, the CMS ended its stream): nothing reaches it live any more.
  await expect(second.getByRole('list', { name: 'Also on this page' }).getByRole('button')).toHaveCount(0, { timeout: 15_000 });
  return { second, context, id: documentIdFromUrl(page) };
}

test('work done offline and another tab’s saved work on different fields: the save on return merges theirs in, both kept, and says what came in', async ({
  page,
  browser,
}) => {
  const { second, context, id } = await twoTabs(page, browser);
  await second.getByLabel(/^Subtitle/).fill('Their subtitle');
  await second.getByRole('button', { name: 'Save draft' }).click();
  await expect(second.getByTestId('alert')).toContainText('Draft saved.');
  await context.close();

  await page.getByLabel(/^Title/).fill('My title');
  await page.getByLabel(/^Button text/).fill('My button');
  await page.context().setOffline(false);
  // Saved by itself on return: the merge takes their subtitle in, and says so.
  await expect(page.getByTestId('alert')).toContainText('Merged in changes saved elsewhere: Block 1 (Hero with image) › Subtitle', { timeout: 30_000 });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByLabel(/^Subtitle/)).toHaveValue('Their subtitle');
  expect((await getDoc(id)).draft).toMatchObject([{ title: 'My title', subtitle: 'Their subtitle', buttonText: 'My button' }]);

  // The merge is one undoable step: Undo takes their subtitle back out of the editor.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel(/^Subtitle/)).toHaveValue('Sub');
  await expect(page.getByLabel(/^Title/)).toHaveValue('My title');
});

test('work done offline and another tab’s saved work on the same field: the editor sees both values side by side and the chosen one is saved', async ({
  page,
  browser,
}) => {
  const { second, context, id } = await twoTabs(page, browser);
  await second.getByLabel(/^Title/).fill('Their title');
  await second.getByLabel(/^Button text/).fill('Their button');
  await second.getByRole('button', { name: 'Save draft' }).click();
  await expect(second.getByTestId('alert')).toContainText('Draft saved.');
  await context.close();

  await page.getByLabel(/^Title/).fill('My title');
  await page.getByLabel(/^Subtitle/).fill('My subtitle');
  await page.context().setOffline(false);
  // Saved by itself on return: both changed the title, so the editor decides.
  const dialog = page.getByRole('alertdialog', { name: 'This page changed in the CMS' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('list', { name: 'Their changes merged in' })).toContainText('Block 1 (Hero with image) › Button text');
  expect(await axeViolations(page, '[role="alertdialog"]'), 'the merge dialog').toEqual([]);
  const conflict = dialog.getByRole('group', { name: 'Block 1 (Hero with image) › Title' });
  await expect(conflict.locator('[data-side="mine"]')).toHaveText('My title');
  await expect(conflict.locator('[data-side="theirs"]')).toHaveText('Their title');
  const save = dialog.getByRole('button', { name: 'Merge and save' });
  await expect(save).toBeDisabled();
  // Nothing was written while the editor decides.
  expect((await getDoc(id)).draft).toMatchObject([{ title: 'Their title', subtitle: 'Sub' }]);
  await conflict.getByRole('radio', { name: 'Keep theirs' }).check();
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('alert')).toContainText('Merged in changes saved elsewhere: Block 1 (Hero with image) › Button text');
  await expect(page.getByLabel(/^Title/)).toHaveValue('Their title');
  expect((await getDoc(id)).draft).toMatchObject([{ title: 'Their title', subtitle: 'My subtitle', buttonText: 'Their button' }]);
});
