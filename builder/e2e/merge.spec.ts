import type { Page } from '@playwright/test';
import { axeViolations, cms, createLandingPage, documentIdFromUrl, expect, signIn, test, uniqueSlug } from './helpers';

interface Doc {
  title?: string;
  draft: { __component: string; title?: string; subtitle?: string; buttonText?: string }[];
}
const getDoc = async (id: string) => (await cms<{ data: Doc }>(`/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`)).data;

// Two tabs, four saves and a merge each: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** Two tabs on one page: the first creates it with a hero block and saves, the second opens it and selects the block. */
async function twoTabs(page: Page): Promise<{ second: Page; id: string }> {
  await signIn(page);
  await createLandingPage(page, `Merge ${uniqueSlug('m')}`);
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page.getByLabel(/^Title/).fill('Hero');
  await page.getByLabel(/^Subtitle/).fill('Sub');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.', { timeout: 30_000 });
  // A tab in the background gets no animation frames: each tab is brought to the front before it is used.
  const second = await page.context().newPage();
  await second.bringToFront();
  await second.goto(page.url());
  await expect(second.getByTestId('block-card')).toHaveCount(1);
  // Selects the block (its title button, aria-pressed), which shows its fields.
  await second
    .getByTestId('block-card')
    .first()
    .getByRole('button', { name: /^Hero with image — / })
    .click();
  return { second, id: documentIdFromUrl(page) };
}

test('two tabs edit different fields: the second save merges the first one in, both kept, and says what came in', async ({ page }) => {
  const { second, id } = await twoTabs(page);
  await second.getByLabel(/^Subtitle/).fill('Their subtitle');
  await second.getByRole('button', { name: 'Save draft' }).click();
  await expect(second.getByTestId('alert')).toContainText('Draft saved.');

  await page.bringToFront();
  await page.getByLabel(/^Title/).fill('My title');
  await page.getByLabel(/^Button text/).fill('My button');
  // Saved by itself (autosave) a moment later: the merge takes their subtitle in, and says so.
  await expect(page.getByTestId('alert')).toContainText('Draft saved. Merged in changes saved elsewhere: Block 1 (Hero with image) › Subtitle');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByLabel(/^Subtitle/)).toHaveValue('Their subtitle');
  expect((await getDoc(id)).draft).toMatchObject([{ title: 'My title', subtitle: 'Their subtitle', buttonText: 'My button' }]);

  // The merge is one undoable step: Undo takes their subtitle back out of the editor.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel(/^Subtitle/)).toHaveValue('Sub');
  await expect(page.getByLabel(/^Title/)).toHaveValue('My title');
});

test('two tabs edit the same field: the editor sees both values side by side and the chosen one is saved', async ({ page }) => {
  const { second, id } = await twoTabs(page);
  await second.getByLabel(/^Title/).fill('Their title');
  await second.getByLabel(/^Button text/).fill('Their button');
  await second.getByRole('button', { name: 'Save draft' }).click();
  await expect(second.getByTestId('alert')).toContainText('Draft saved.');

  await page.bringToFront();
  await page.getByLabel(/^Title/).fill('My title');
  await page.getByLabel(/^Subtitle/).fill('My subtitle');
  // Saved by itself (autosave) a moment later: both changed the title, so the editor decides.
  const dialog = page.getByRole('alertdialog', { name: 'This page changed in the CMS' });
  await expect(dialog).toBeVisible();
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
  await expect(page.getByTestId('alert')).toContainText('Draft saved. Merged in changes saved elsewhere: Block 1 (Hero with image) › Button text');
  await expect(page.getByLabel(/^Title/)).toHaveValue('Their title');
  expect((await getDoc(id)).draft).toMatchObject([{ title: 'Their title', subtitle: 'My subtitle', buttonText: 'Their button' }]);

  // The other tab, saving again, now merges this tab's subtitle in without a question.
  await second.bringToFront();
  await second.getByLabel(/^Title/).fill('Second again');
  await expect(second.getByTestId('alert')).toContainText('Merged in changes saved elsewhere: Block 1 (Hero with image) › Subtitle');
  expect((await getDoc(id)).draft).toMatchObject([{ title: 'Second again', subtitle: 'My subtitle', buttonText: 'Their button' }]);
});
