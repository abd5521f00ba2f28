import type { Page } from '@playwright/test';
import { cms, createLandingPage, documentIdFromUrl, expect, signIn, test, uniqueSlug, WEB_URL } from './helpers';

/**
 * The builder's page canvas: the site's own draft preview in the builder's main area, selected,
 * edited and restructured on the page (issue 14, items 1–4 and 9).
 */

const canvas = (page: Page) => page.frameLocator('[data-testid="page-canvas-frame"]');
const cards = (page: Page) => page.getByTestId('block-card');
const cardOrder = (page: Page) => cards(page).evaluateAll((list) => list.map((card) => card.getAttribute('data-block')));
const pageOrder = (page: Page) =>
  canvas(page)
    .locator('[data-block-index]')
    .evaluateAll((list) => list.map((block) => block.getAttribute('data-block-uid')));

/** A new landing page with Hero with image ("Hero title"), Text ("Text title") and FAQ (collapsible) ("FAQ title"), added with the palette. */
async function pageWithBlocks(page: Page) {
  await signIn(page);
  const slug = await createLandingPage(page, `Canvas ${uniqueSlug('c')}`);
  for (const [name, title] of [
    ['Hero with image', 'Hero title'],
    ['Text', 'Text title'],
    ['FAQ (collapsible)', 'FAQ title'],
  ]) {
    await page.getByRole('button', { name: `Add ${name} after the selected block` }).click();
    await page
      .getByLabel(/^Title/)
      .first()
      .fill(title);
  }
  await expect(canvas(page).getByRole('heading', { name: 'FAQ title' })).toBeVisible();
  return slug;
}

test('click a block on the page: it is selected, its fields open, the text clicked is the field focused; hover names the block', async ({ page }) => {
  await pageWithBlocks(page);
  const frame = canvas(page);
  // The page is the site's own rendering, the same components as the public page (its block classes).
  await expect(frame.locator('section.block--hero-image-left')).toHaveCount(1);
  await expect(frame.locator('[data-block-index]')).toHaveCount(3);

  await frame.getByRole('heading', { name: 'Text title' }).hover();
  await expect(frame.getByTestId('hover-outline')).toContainText('Text');

  await frame.getByRole('heading', { name: 'Hero title' }).click();
  await expect(page.getByRole('heading', { name: /Hero with image\s+block 1/ })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toBeFocused();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Hero title');
  await expect(frame.getByTestId('selected-outline')).toContainText('Hero with image');

  await frame.getByRole('heading', { name: 'Text title' }).click();
  await expect(page.getByRole('heading', { name: /^Text\s+block 2/ })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toBeFocused();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Text title');

  // Selection is one, shared: choosing a block in the list outlines it on the page.
  await cards(page)
    .nth(2)
    .getByRole('button', { name: /^FAQ \(collapsible\)/ })
    .click();
  await expect(frame.getByTestId('selected-outline')).toContainText('FAQ (collapsible)');
  // The fields panel follows every change on the page at once.
  await page
    .getByLabel(/^Title/)
    .first()
    .fill('Typed in the panel');
  await expect(frame.getByRole('heading', { name: 'Typed in the panel' })).toBeVisible();

  // Widths: fit, 375, 768, 1280: the page inside is that wide.
  const region = page.getByRole('region', { name: 'Page', exact: true });
  for (const width of [375, 768, 1280]) {
    await region.getByRole('button', { name: new RegExp(` ${width}$`) }).click();
    await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(width);
  }
  await region.getByRole('button', { name: 'Fit' }).click();
  const stage = await region.locator('.page-canvas-stage').boundingBox();
  await expect.poll(async () => Math.abs((await frame.locator('html').evaluate(() => window.innerWidth)) - stage!.width)).toBeLessThanOrEqual(1);
});

test('edit a heading in place, save, publish, and the public page shows it (without any preview mark)', async ({ page }) => {
  const slug = await pageWithBlocks(page);
  const id = documentIdFromUrl(page);
  const frame = canvas(page);
  const heading = frame.getByRole('heading', { name: 'Hero title' });
  await heading.dblclick();
  await expect(heading).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Edited on the page');
  // Shown at once, before the store has it.
  await expect(frame.getByRole('heading', { name: 'Edited on the page' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(frame.getByRole('heading', { name: 'Edited on the page' })).not.toHaveAttribute('contenteditable');
  // Committed to the store: the panel shows it, undo and redo work as for the panel.
  await frame.getByRole('heading', { name: 'Edited on the page' }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Edited on the page');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Hero title');
  await expect(frame.getByRole('heading', { name: 'Hero title' })).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(frame.getByRole('heading', { name: 'Edited on the page' })).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('alert')).toContainText('Published.');
  const published = await cms<{ data: { published: { title?: string }[] } }>(
    `/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`,
  );
  expect(published.data.published.map((block) => block.title)).toContain('Edited on the page');

  const site = await fetch(`${WEB_URL}/en-US/${slug}`);
  expect(site.status).toBe(200);
  const html = await site.text();
  expect(html).toContain('Edited on the page');
  expect(html).not.toMatch(/data-block-index|data-field|preview-block/);
  const visitor = await page.context().newPage();
  await visitor.goto(`${WEB_URL}/en-US/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Edited on the page' })).toBeVisible();
  await expect(visitor.locator('[data-block-index], [data-field]')).toHaveCount(0);
  await visitor.close();
});

test('by keyboard: Enter on a selected block edits its first text in place, Enter commits it', async ({ page }) => {
  await pageWithBlocks(page);
  const frame = canvas(page);
  // A click on the block outside its texts selects it and leaves the focus on the page.
  await frame.locator('[data-block-index="1"]').click({ position: { x: 4, y: 4 } });
  await expect(frame.getByTestId('selected-outline')).toContainText('Text');
  await frame.getByRole('button', { name: 'Edit text' }).focus();
  await page.keyboard.press('Enter');
  const heading = frame.getByRole('heading', { name: 'Text title' });
  await expect(heading).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.press('End');
  await page.keyboard.type(' by keyboard');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Title/).first()).toHaveValue('Text title by keyboard');
});

test('insert a block through "+" at position 3; move, duplicate and delete on the page', async ({ page }) => {
  await pageWithBlocks(page);
  const frame = canvas(page);
  expect(await cardOrder(page)).toEqual(['blocks.hero-image-left', 'blocks.text', 'blocks.faq-collapse']);
  await frame.getByRole('button', { name: 'Insert a block at position 3' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Inserting at position 3' })).toBeVisible();
  await expect(page.getByPlaceholder('Search blocks')).toBeFocused();
  await page.getByRole('button', { name: 'Add Buy call to action after the selected block' }).click();
  const inserted = ['blocks.hero-image-left', 'blocks.text', 'blocks.buy-simple', 'blocks.faq-collapse'];
  await expect.poll(() => cardOrder(page)).toEqual(inserted);
  await expect.poll(() => pageOrder(page)).toEqual(inserted);
  await expect(page.getByRole('status').filter({ hasText: 'Inserting at position 3' })).toHaveCount(0);
  // The next "+" of the palette inserts after the selection again.
  await expect(page.getByRole('heading', { name: /Buy call to action\s+block 3/ })).toBeVisible();

  // The selected block's toolbar on the page: move down, move up, duplicate, delete.
  await frame.getByRole('heading', { name: 'Text title' }).click();
  await frame.getByRole('button', { name: 'Move block down' }).click();
  await expect.poll(() => pageOrder(page)).toEqual(['blocks.hero-image-left', 'blocks.buy-simple', 'blocks.text', 'blocks.faq-collapse']);
  await frame.getByRole('button', { name: 'Move block up' }).click();
  await expect.poll(() => pageOrder(page)).toEqual(inserted);
  await frame.getByRole('button', { name: 'Duplicate block' }).click();
  await expect.poll(() => cardOrder(page)).toEqual(['blocks.hero-image-left', 'blocks.text', 'blocks.text', 'blocks.buy-simple', 'blocks.faq-collapse']);
  await expect(frame.getByRole('heading', { name: 'Text title' })).toHaveCount(2);
  await frame.getByRole('button', { name: 'Delete block' }).click();
  await expect.poll(() => pageOrder(page)).toEqual(inserted);
  await page.keyboard.press('Control+z');
  await expect.poll(() => cardOrder(page)).toHaveLength(5);
});

test('a whole journey with the keyboard alone: add blocks, edit on the page, move, save, publish', async ({ page }) => {
  // Playwright's focus() stands for the Tab presses that reach a control.
  await page.goto('/App/Dashboard/Index');
  await page.getByLabel('Email').focus();
  await page.keyboard.type('editor@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Editor12345');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  await page.getByRole('button', { name: 'Create page' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Title').focus();
  await page.keyboard.type(`Keyboard ${uniqueSlug('k')}`);
  const slug = await page.getByLabel('Slug').inputValue();
  await page.getByRole('button', { name: 'Create and open the builder' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^Outline/ })).toBeVisible();
  const id = documentIdFromUrl(page);

  for (const [name, title] of [
    ['Hero with image', 'Keyboard hero'],
    ['Text', 'Keyboard text'],
  ]) {
    await page.getByRole('button', { name: `Add ${name} after the selected block` }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByLabel(/^Title/)
      .first()
      .focus();
    await page.keyboard.type(title);
  }
  const frame = canvas(page);
  await expect(frame.getByRole('heading', { name: 'Keyboard text' })).toBeVisible();

  // Onto the page: the selected block's toolbar takes the focus.
  await page.getByRole('button', { name: 'Edit on the page' }).focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('button', { name: 'Edit text' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('heading', { name: 'Keyboard text' })).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.press('End');
  await page.keyboard.type(' edited');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Title/).first()).toHaveValue('Keyboard text edited');
  await expect(frame.getByRole('button', { name: 'Edit text' })).toBeFocused();
  // Tab to "Move block up", Enter: the Text block goes first.
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('button', { name: 'Move block up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => pageOrder(page)).toEqual(['blocks.text', 'blocks.hero-image-left']);
  // Escape hands the keyboard back to the builder.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Edit on the page' })).toBeFocused();
  // Back onto the page: the builder's shortcuts work there, Ctrl+S saves (the frame then reloads with a
  // new token, so the keyboard starts again from the builder).
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('button', { name: 'Edit text' })).toBeFocused();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  await page.getByRole('button', { name: 'Publish', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('alert')).toContainText('Published.');
  const doc = await cms<{ data: { published: { __component: string; title?: string }[] } }>(
    `/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`,
  );
  expect(doc.data.published.map((block) => [block.__component, block.title])).toEqual([
    ['blocks.text', 'Keyboard text edited'],
    ['blocks.hero-image-left', 'Keyboard hero'],
  ]);
  const html = await (await fetch(`${WEB_URL}/en-US/${slug}`)).text();
  expect(html.indexOf('Keyboard text edited')).toBeGreaterThan(-1);
  expect(html.indexOf('Keyboard text edited')).toBeLessThan(html.indexOf('Keyboard hero'));
});
