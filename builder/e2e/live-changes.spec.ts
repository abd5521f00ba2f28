import type { Page } from '@playwright/test';
import { createEditor, expect, signIn, test } from './helpers';
import { avatars, canvas, twoEditors } from './live-helpers';

/**
 * Live changes: what one editor does on a page shows in the others' builders (outline, panel and page) without a
 * reload or a save, each tab's undo takes back only its own edits, and editors writing in different fields never
 * see a merge dialog. Against the real CMS and its live stream.
 */

test.describe.configure({ timeout: 240_000 });

const rows = (page: Page) => page.getByTestId('block-card');
const selectRow = (page: Page, at: number, name: RegExp) => rows(page).nth(at).getByRole('button', { name }).click();
const pageTitle = (page: Page, at: number) => canvas(page).locator(`[data-block-index="${at}"] [data-field="title"]`);
const saved = (page: Page) => expect(page.locator('.save-status')).toHaveText('All changes saved', { timeout: 30_000 });

test('edits arrive in the others’ outline, panel and page: a field, an insert, a move, a delete; undo takes back only one’s own', async ({ page, browser }) => {
  const { other: ada, context } = await twoEditors(page, browser);
  let third: Awaited<ReturnType<typeof browser.newContext>> | null = null;
  try {
    await expect(avatars(page)).toHaveCount(1);
    await expect(avatars(ada)).toHaveCount(1);

    // The first editor writes the hero's title: Ada sees it on her page and in her panel, without saving or reloading.
    await selectRow(page, 0, /^Hero with image/);
    await page.getByLabel(/^Title/).fill('Spring launch');
    await expect(pageTitle(ada, 0)).toHaveText('Spring launch');
    await selectRow(ada, 0, /^Hero with image/);
    await expect(ada.getByLabel(/^Title/)).toHaveValue('Spring launch');

    // Ada adds a quote after the hero: it shows in the first editor's outline and page.
    await ada.getByRole('button', { name: 'Add Quote after the selected block' }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(1)).toContainText('Quote');
    await expect(canvas(page).locator('[data-block-index="1"]')).toBeVisible();

    // The first editor's undo takes back their title, not Ada's quote, in both builders.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(pageTitle(page, 0)).toHaveText('Hero of the launch');
    await expect(pageTitle(ada, 0)).toHaveText('Hero of the launch');
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(ada)).toHaveCount(3);

    // A third editor opens the page: it has every change, saved or not, and the others see theirs.
    const grace = await createEditor('Grace', 'Hopper');
    third = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const hopper = await third.newPage();
    await signIn(hopper, grace);
    await hopper.goto(page.url());
    await expect(avatars(hopper)).toHaveCount(2);
    await expect(avatars(page)).toHaveCount(2);
    await expect(rows(hopper)).toHaveCount(3);
    await expect(rows(hopper).nth(1)).toContainText('Quote');

    // The first editor moves the FAQ above the quote; Grace deletes the quote: everyone ends with the same page.
    await selectRow(page, 2, /^FAQ \(collapsible\)/);
    await page.getByRole('button', { name: 'Move FAQ (collapsible), block 3, up' }).click();
    await expect(rows(ada).nth(1)).toContainText('FAQ');
    await expect(rows(hopper).nth(1)).toContainText('FAQ');
    await selectRow(hopper, 2, /^Quote/);
    await hopper.getByRole('button', { name: 'Delete Quote, block 3' }).click();
    for (const editor of [page, ada, hopper]) {
      await expect(rows(editor)).toHaveCount(2);
      await expect(rows(editor).nth(1)).toContainText('FAQ');
    }

    // Grace writes in the hero's title: the others see it live, and nobody meets a merge dialog.
    await selectRow(hopper, 0, /^Hero with image/);
    await hopper.getByLabel(/^Title/).fill('Launch week');
    await expect(pageTitle(page, 0)).toHaveText('Launch week');
    await expect(pageTitle(ada, 0)).toHaveText('Launch week');
    for (const editor of [page, ada, hopper]) await expect(editor.getByRole('dialog')).toHaveCount(0);

    // Grace leaves: the two others see her go.
    await third.close();
    third = null;
    await expect(avatars(page)).toHaveCount(1, { timeout: 12_000 });
  } finally {
    await third?.close();
    await context.close();
  }
});

test('two editors writing in different fields at once never see a dialog; in the same field, the second one’s edit waits for the first', async ({
  page,
  browser,
}) => {
  const { other: ada, context } = await twoEditors(page, browser);
  try {
    await expect(avatars(page)).toHaveCount(1);
    await expect(avatars(ada)).toHaveCount(1);
    await selectRow(page, 0, /^Hero with image/);
    await selectRow(ada, 0, /^Hero with image/);

    // Different fields, typed at the same time, each saved by its own builder: both kept, no dialog.
    await page.getByLabel(/^Title/).press('End');
    await ada.getByLabel(/^Subtitle/).click();
    await Promise.all([
      page.getByLabel(/^Title/).pressSequentially(' now', { delay: 40 }),
      ada.getByLabel(/^Subtitle/).pressSequentially('For everyone', { delay: 40 }),
    ]);
    await expect(ada.getByLabel(/^Title/)).toHaveValue('Hero of the launch now');
    await expect(page.getByLabel(/^Subtitle/)).toHaveValue('For everyone');
    await saved(page);
    await saved(ada);
    for (const editor of [page, ada]) await expect(editor.getByRole('dialog')).toHaveCount(0);
    // What the CMS has: both.
    await ada.reload();
    await selectRow(ada, 0, /^Hero with image/);
    await expect(ada.getByLabel(/^Title/)).toHaveValue('Hero of the launch now');
    await expect(ada.getByLabel(/^Subtitle/)).toHaveValue('For everyone');
    await expect(avatars(page)).toHaveCount(1);

    // The first editor is in the title: Ada sees it marked, and what she types there waits until they leave it.
    await selectRow(ada, 0, /^Hero with image/);
    await page.getByLabel(/^Title/).click();
    await expect(ada.locator('#fields .peer-editing')).toHaveAttribute('data-peer', 'Site Admin is writing here');
    await ada.getByLabel(/^Title/).fill('Ada’s title');
    await page.getByLabel(/^Title/).press('End');
    await page.getByLabel(/^Title/).pressSequentially('!', { delay: 40 });
    // Held: the first editor still has their own text.
    await page.waitForTimeout(1_000);
    await expect(page.getByLabel(/^Title/)).toHaveValue('Hero of the launch now!');
    // They leave the field: Ada's edit goes, after theirs, to both.
    await page.getByLabel(/^Subtitle/).click();
    await expect(page.getByLabel(/^Title/)).toHaveValue('Ada’s title');
    await expect(ada.getByLabel(/^Title/)).toHaveValue('Ada’s title');
    for (const editor of [page, ada]) await expect(editor.getByRole('dialog')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('an editor whose network drops keeps her edits: they reach the others when she is back, and theirs reach her', async ({ page, browser }) => {
  const { other: ada, context } = await twoEditors(page, browser);
  try {
    await expect(avatars(page)).toHaveCount(1);
    await expect(avatars(ada)).toHaveCount(1);
    await selectRow(page, 0, /^Hero with image/);
    await selectRow(ada, 0, /^Hero with image/);

    // Ada's network drops (she is gone for the first editor: her stream ended); she writes the subtitle while the
    // first editor writes the title.
    await context.setOffline(true);
    await expect(avatars(page)).toHaveCount(0, { timeout: 15_000 });
    await ada.getByLabel(/^Subtitle/).fill('Written offline');
    await page.getByLabel(/^Title/).fill('Written online');

    // She is back: both edits are in both builders, and nobody is asked to merge.
    await context.setOffline(false);
    await expect(avatars(page)).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByLabel(/^Subtitle/)).toHaveValue('Written offline', { timeout: 15_000 });
    await expect(ada.getByLabel(/^Title/)).toHaveValue('Written online', { timeout: 15_000 });
    await saved(page);
    await saved(ada);
    for (const editor of [page, ada]) await expect(editor.getByRole('dialog')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
