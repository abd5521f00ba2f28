import type { Page } from '@playwright/test';
import { axeViolations, cms, createLandingPage, documentIdFromUrl, expect, signIn, test, uniqueSlug } from './helpers';

/**
 * A new editor's whole FAQ, written on the page: no panel, no Save; then the keyboard's regions (F6)
 * and the shortcuts list ("?").
 */
const canvas = (page: Page) => page.frameLocator('[data-testid="page-canvas-frame"]');
const draftOf = async (id: string) =>
  (await cms<{ data: { draft: Array<Record<string, unknown>> } }>(`/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`)).data
    .draft;

test('a whole FAQ written on the page, empty texts and new questions included, saved to the CMS without Save', async ({ page, browser }) => {
  await signIn(page);
  await createLandingPage(page, `On the page ${uniqueSlug('p')}`);
  const id = documentIdFromUrl(page);
  await page.getByRole('button', { name: 'Add FAQ (collapsible) after the selected block' }).click();
  const block = canvas(page).locator('[data-block-uid="blocks.faq-collapse"]');

  // The empty title shows where to write it; so does the empty text block's body.
  const title = block.locator('[data-field="title"]');
  await expect(title).toHaveAttribute('data-placeholder', 'Title');
  await title.dblclick();
  await page.keyboard.type('Questions, answered');
  await page.keyboard.press('Enter');
  await expect(block.locator('[data-field="title"]')).toHaveText('Questions, answered');

  // New questions are added on the page; each new one's question is edited at once, its answer shows its place.
  for (const [question, answer] of [
    ['Can I try it?', 'Yes, for 30 days.'],
    ['Does it run offline?', 'It does, on every desktop.'],
  ]) {
    await block.click({ position: { x: 5, y: 5 } });
    await canvas(page).getByRole('button', { name: 'Add question' }).click();
    const editing = block.locator('[contenteditable]');
    await expect(editing).toHaveAttribute('data-field', /^items\.\d\.question$/);
    await page.keyboard.type(question);
    await page.keyboard.press('Enter');
    const item = block.locator('details').filter({ hasText: question });
    const place = item.locator('[data-field$=".answer"]');
    await expect(place).toHaveAttribute('data-placeholder', 'Answer');
    await place.dblclick();
    await expect(place).toHaveAttribute('contenteditable', 'true');
    await page.keyboard.type(answer);
    await page.keyboard.press('Escape');
    await expect(block.locator('details').filter({ hasText: answer })).toHaveCount(1);
  }

  // Saved by itself: the status says so only once the CMS has it.
  await expect(page.locator('.save-state')).toHaveText('All changes saved', { timeout: 10_000 });
  const faq = (await draftOf(id)).find((entry) => entry.__component === 'blocks.faq-collapse') as {
    title: string;
    items: Array<{ question: string; answer: string }>;
  };
  expect(faq.title).toBe('Questions, answered');
  expect(faq.items.map(({ question }) => question)).toEqual(['Can I try it?', 'Does it run offline?']);
  expect(faq.items[0].answer).toContain('Yes, for 30 days.');
  expect(faq.items[1].answer).toContain('It does, on every desktop.');

  // The tab closed without Save: another browser opens the page as it was written.
  const url = page.url();
  await page.close({ runBeforeUnload: false });
  const fresh = await browser.newContext({ baseURL: new URL(url).origin });
  try {
    const other = await fresh.newPage();
    await signIn(other);
    await other.goto(url);
    await expect(canvas(other).getByRole('heading', { name: 'Questions, answered' })).toBeVisible();
    await expect(canvas(other).getByText('It does, on every desktop.')).toBeAttached();
  } finally {
    await fresh.close();
  }
});

test('the keyboard: F6 visits the regions, a new block’s first field is two keys from its outline row, "?" lists the shortcuts', async ({ page }) => {
  await signIn(page);
  await createLandingPage(page, `Keys ${uniqueSlug('k')}`);
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  // The page has loaded and listens (it passes F6 on to the builder).
  await expect(canvas(page).locator('[data-block-uid="blocks.hero-image-left"]')).toBeVisible();
  await page.locator('[data-block="blocks.hero-image-left"] .block-title').focus();

  // Outline → page → fields: the new block's first field, two keystrokes away.
  await page.keyboard.press('F6');
  await expect(page.getByTestId('page-canvas-frame')).toBeFocused();
  await page.keyboard.press('F6');
  await expect(page.getByLabel(/^Title/).first()).toBeFocused();
  // Then round to the top bar, the palette, and back with Shift+F6.
  await page.keyboard.press('F6');
  await expect(page.locator('#top-bar :focus')).toHaveCount(1);
  await page.keyboard.press('F6');
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Shift+F6');
  await expect(page.locator('#top-bar :focus')).toHaveCount(1);
  await page.keyboard.press('Shift+F6');
  await expect(page.getByLabel(/^Title/).first()).toBeFocused();

  // F6 on the page (passed on by the frame) goes on to the fields.
  await page.getByRole('button', { name: 'Edit on the page' }).click();
  await expect(canvas(page).getByRole('button', { name: 'Edit text' })).toBeFocused();
  await page.keyboard.press('F6');
  await expect(page.getByLabel(/^Title/).first()).toBeFocused();

  // "?" in a field is a character; elsewhere it lists every shortcut.
  await page.keyboard.type('Why?');
  await expect(page.getByLabel(/^Title/).first()).toHaveValue('Why?');
  await page.locator('[data-block="blocks.hero-image-left"] .block-title').focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('F6');
  await expect(dialog).toContainText('Ctrl+Z');
  await page.screenshot({ path: '.e2e/results/shortcuts-dialog.png' });
  expect(await axeViolations(page, '[role="dialog"]'), 'the shortcuts dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a click on a text focuses its field at once; Enter there edits it on the page; acting in the builder ends that edit', async ({ page }) => {
  await signIn(page);
  await createLandingPage(page, `Click ${uniqueSlug('c')}`);
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  const field = page.getByLabel(/^Title/).first();
  await field.fill('Launch day');
  const heading = canvas(page).locator('[data-block-uid="blocks.hero-image-left"] [data-field="title"]');
  await expect(heading).toHaveText('Launch day');

  await heading.click();
  await expect(field).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading).toHaveAttribute('contenteditable', 'plaintext-only');
  await expect(page.getByTestId('page-canvas-frame')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' is here');
  await expect(heading).toHaveText('Launch day is here');
  // The panel's field is still the old text until the edit ends; clicking it ends the edit on the page.
  await expect(field).toHaveValue('Launch day');
  await field.click();
  await expect(heading).not.toHaveAttribute('contenteditable');
  await expect(field).toHaveValue('Launch day is here');

  // A double click edits in place at once, and the edit keeps the keyboard.
  await heading.dblclick();
  await expect(heading).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await expect(heading).toHaveText('Launch day is here!');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('Launch day is here!');
});
