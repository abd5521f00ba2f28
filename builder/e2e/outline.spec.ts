import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cms, createLandingPage, documentIdFromUrl, expect, queuedTasksRun, signIn, test, uniqueSlug } from './helpers';

const rows = (page: Page) => page.getByTestId('block-card');
const order = (page: Page) =>
  rows(page).evaluateAll((cards) => cards.map((card) => card.querySelector('.summary')?.textContent?.replace(/^ — /, '') ?? card.getAttribute('data-block')));
/** The index of the row carrying the drop marker (the outline's length: the end zone). */
const markerAt = (page: Page) =>
  page.evaluate(() => {
    const marked = document.querySelectorAll('[data-drop]');
    if (marked.length !== 1) return `${marked.length} markers`;
    const cards = [...document.querySelectorAll('[data-testid="block-card"]')];
    return marked[0]!.matches('[data-testid="canvas-end"]') ? cards.length : cards.indexOf(marked[0]!);
  });

async function pageWithBlocks(page: Page, titles: string[]) {
  await signIn(page);
  await createLandingPage(page, `Outline ${uniqueSlug('o')}`);
  const id = documentIdFromUrl(page);
  const draft = titles.map((title) => ({ __component: 'blocks.text', title }));
  await cms(`/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`, { method: 'PUT', body: { draft } });
  await page.reload();
  await expect(rows(page)).toHaveCount(titles.length);
  return id;
}

test('a palette block placed with the keyboard: the arrows move the drop position, a marker shows it, the focus lands on the new block', async ({ page }) => {
  await pageWithBlocks(page, ['One', 'Two', 'Three']);
  const live = page.locator('[id^="DndLiveRegion"]').first();
  await page.getByRole('button', { name: 'Drag Quote onto the page' }).focus();
  await page.keyboard.press('Space');
  await queuedTasksRun(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => markerAt(page)).toEqual(expect.any(Number));
  // Up to the first row, one row a press; the marker follows and is announced.
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(100);
  }
  await expect.poll(() => markerAt(page)).toBe(0);
  await expect(live).toContainText('new Quote block is over at position 1 of 3.');
  const bar = await page.locator('[data-drop]').evaluate((element) => getComputedStyle(element).boxShadow);
  expect(bar).toMatch(/inset/);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => markerAt(page)).toBe(1);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => markerAt(page)).toBe(2);
  await page.screenshot({ path: '.e2e/results/outline-keyboard-marker.png' });
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => markerAt(page)).toBe(3);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => markerAt(page)).toBe(2);
  await page.keyboard.press('Space');
  // Dropped where the marker was: before "Three".
  await expect.poll(() => order(page)).toEqual(['One', 'Two', 'blocks.quote-single', 'Three']);
  await expect(page.getByTestId('live-region')).toHaveText('Added Quote at position 3 of 4.');
  await expect(page.locator('[data-drop]')).toHaveCount(0);
  // The focus is on the block just added, selected: one Tab reaches its actions, not 60.
  await expect(page.locator('[data-block="blocks.quote-single"] .block-title')).toBeFocused();
  await expect(page.locator('[data-block="blocks.quote-single"]')).toHaveAttribute('aria-current', 'true');

  // Escape cancels: nothing added, the marker gone, the focus back on the palette block.
  await page.getByRole('button', { name: 'Drag Text onto the page', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => markerAt(page)).toEqual(expect.any(Number));
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-drop]')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Drag Text onto the page', exact: true })).toBeFocused();
});

test('the outline: readable names and summaries, keyboard selection, move, duplicate and delete on the selected row', async ({ page }) => {
  await pageWithBlocks(page, ['Alpha', 'Beta', 'Gamma']);
  // Words people read: the palette and the outline name blocks as the CMS does, never by uid or CamelCase.
  const palette = page.getByRole('complementary', { name: 'Blocks' });
  await expect(palette.getByText('7-day guarantee')).toBeVisible();
  await expect(palette.getByText('Event call to action')).toBeVisible();
  await expect(palette.getByText(/Guarantee\dDays|article\.text|event\.cta/)).toHaveCount(0);
  await expect(rows(page).first().locator('.block-title')).toHaveText('Text — Alpha, block 1');

  // Arrows move between rows, Enter selects; the fields panel follows.
  await rows(page).first().locator('.block-title').focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows(page).nth(1).locator('.block-title')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rows(page).nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { name: 'Text block 2' })).toBeVisible();
  // Field texts from the CMS's view configuration: label and description.
  await expect(page.getByLabel(/^Background/)).toBeVisible();
  await expect(page.getByText('Light, neutral (default) or dark section background.')).toBeVisible();
  await expect(page.getByLabel(/^Background/).locator('option')).toContainText(['Light', 'Neutral', 'Dark']);

  await page.getByRole('button', { name: 'Move Text, block 2, down' }).click();
  await expect.poll(() => order(page)).toEqual(['Alpha', 'Gamma', 'Beta']);
  await page.getByRole('button', { name: 'Move Text, block 3, up' }).click();
  await page.getByRole('button', { name: 'Move Text, block 2, up' }).click();
  await expect.poll(() => order(page)).toEqual(['Beta', 'Alpha', 'Gamma']);
  await expect(rows(page).first()).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('button', { name: 'Move Text, block 1, up' })).toBeDisabled();

  await page.getByRole('button', { name: 'Duplicate Text, block 1' }).click();
  await expect.poll(() => order(page)).toEqual(['Beta', 'Beta', 'Alpha', 'Gamma']);
  await expect(rows(page).nth(1).locator('.block-title')).toBeFocused();
  await page.getByRole('button', { name: 'Delete Text, block 2' }).click();
  await expect.poll(() => order(page)).toEqual(['Beta', 'Alpha', 'Gamma']);
  await expect(page.getByTestId('live-region')).toContainText('Deleted Text 2. Undo with Ctrl+Z.');
  // The focus goes to the row that took its place.
  await expect(rows(page).nth(1).locator('.block-title')).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect.poll(() => order(page)).toEqual(['Beta', 'Beta', 'Alpha', 'Gamma']);
});

test('skip links and landmarks: from the palette to the fields of a new block in a few key presses', async ({ page }) => {
  await pageWithBlocks(page, ['Alpha']);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the blocks palette' });
  // The first Tab stop is the skip link to the main content (shown when focused); the builder's own
  // skip links follow it (the top bar is the builder's only header).
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeInViewport();
  for (let presses = 0; presses < 5 && !(await skip.evaluate((link) => link === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.screenshot({ path: '.e2e/results/builder-skip-link-1280.png' });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox', { name: 'Search blocks' })).toBeFocused();
  await page.keyboard.type('quote with');
  const add = page.getByRole('button', { name: 'Add Quote with image after the selected block' });
  let presses = 0;
  while (presses < 6 && !(await add.evaluate((button) => button === document.activeElement))) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(add).toBeFocused();
  expect(presses).toBeLessThanOrEqual(4);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-block="blocks.reversible-quote"] .block-title')).toBeFocused();
  for (const name of ['banner', 'main', 'complementary', 'region']) expect(await page.getByRole(name as 'main').count()).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: /^Outline/ })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Fields' })).toBeVisible();
});

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** axe's findings on the page, and a screenshot of it at 1280 and 375 px (the viewport is put back). */
async function axe(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.e2e/results/screen-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

test('axe: no WCAG 2.2 AA violation on any builder screen (sign-in, dashboard, create, builder, preview)', async ({ page }) => {
  test.setTimeout(300_000); // axe over the builder's DOM takes a while on a busy machine
  await page.goto('/App/Dashboard/Index');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await axe(page, 'sign-in'), 'sign-in').toEqual([]);
  await signIn(page);
  expect(await axe(page, 'dashboard'), 'dashboard').toEqual([]);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByLabel('Title')).toBeVisible();
  expect(await axe(page, 'create'), 'create').toEqual([]);
  await page.getByLabel('Title').fill(`Axe ${uniqueSlug('a')}`);
  await page.getByRole('button', { name: 'Create and open the builder' }).click();
  await expect(page.getByRole('region', { name: /^Outline/ })).toBeVisible();
  expect(await axe(page, 'builder-empty'), 'builder, empty').toEqual([]);
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page.getByRole('button', { name: 'Add FAQ (collapsible) after the selected block' }).click();
  await expect(rows(page)).toHaveCount(2);
  expect(await axe(page, 'builder-blocks'), 'builder, with blocks and fields').toEqual([]);
  for (const [block, title] of [
    ['blocks.hero-image-left', 'Axe hero'],
    ['blocks.faq-collapse', 'Axe questions'],
  ]) {
    await page.locator(`[data-block="${block}"] .block-title`).click();
    await page
      .getByLabel(/^Title/)
      .first()
      .fill(title!);
  }
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  await expect(page.frameLocator('[data-testid="page-canvas-frame"]').getByRole('heading', { name: 'Axe questions' })).toBeVisible();
  expect(await axe(page, 'builder-saved'), 'builder, saved, with the page').toEqual([]);
  const opened = page.context().waitForEvent('page');
  await page.getByRole('link', { name: 'Preview in a new tab' }).click();
  const preview = await opened;
  await expect(preview.getByRole('heading', { level: 1, name: /^Preview/ })).toBeVisible();
  await expect(preview.frameLocator('[data-testid="preview-frame"]').getByRole('heading', { name: 'Axe questions' })).toBeVisible();
  expect(await axe(preview, 'preview'), 'preview').toEqual([]);
  await preview.close();
});
