import type { Page } from '@playwright/test';
import { cms, createLandingPage, documentIdFromUrl, expect, signIn, test, uniqueSlug, WEB_URL } from './helpers';

/** The Stats block, as an editor meets it: the palette, the page, writing in place, the site. */

const canvas = (page: Page) => page.frameLocator('[data-testid="page-canvas-frame"]');
const inspector = (page: Page) => page.locator('.inspector');

test('a Stats block from the palette: two figures to write on the page, saved, published and shown on the site', async ({ page }) => {
  await signIn(page);
  const slug = await createLandingPage(page, `Stats ${uniqueSlug('s')}`);
  const id = documentIdFromUrl(page);
  await page.getByRole('button', { name: /^Add Stats after the selected block/ }).click();

  // A new Stats block starts with the two figures it needs, each a place to write in on the page.
  const block = canvas(page).locator('[data-block-uid="blocks.stats"]');
  await expect(block).toBeVisible();
  await expect(inspector(page).getByRole('group', { name: /Figures/ })).toContainText('(2/4)');
  const value = block.locator('[data-field="stats.0.value"]');
  await expect(value).toHaveAttribute('data-placeholder', '40%');

  for (const [field, text] of [
    ['stats.0.value', '40%'],
    ['stats.0.label', 'faster drawing sets'],
    ['stats.1.value', '3×'],
    ['stats.1.label', 'more options explored'],
    ['title', 'What teams see'],
  ]) {
    const place = block.locator(`[data-field="${field}"]`);
    await place.dblclick();
    await expect(place).toHaveAttribute('contenteditable', 'plaintext-only');
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await expect(block.locator(`[data-field="${field}"]`)).toHaveText(text);
  }
  // Written on the page, kept in the builder's form.
  await expect(
    inspector(page)
      .getByLabel(/^Value/)
      .first(),
  ).toHaveValue('40%');
  await expect(
    inspector(page)
      .getByLabel(/^What it measures/)
      .nth(1),
  ).toHaveValue('more options explored');
  await page.getByRole('region', { name: 'Page', exact: true }).screenshot({ path: '.e2e/results/stats-in-place.png' });

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('alert')).toContainText('Published.');
  const published = await cms<{ data: { published: Array<{ __component: string; stats?: Array<{ value: string; label: string }> }> } }>(
    `/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`,
  );
  const stats = published.data.published.find((entry) => entry.__component === 'blocks.stats');
  expect(stats?.stats?.map(({ value, label }) => ({ value, label }))).toEqual([
    { value: '40%', label: 'faster drawing sets' },
    { value: '3×', label: 'more options explored' },
  ]);

  const visitor = await page.context().newPage();
  await visitor.goto(`${WEB_URL}/en-US/${slug}`);
  const figures = visitor.locator('[data-block="stats"] li');
  await expect(figures).toHaveCount(2);
  await expect(figures.first()).toHaveText(/40%\s*faster drawing sets/);
  await expect(visitor.getByRole('heading', { name: 'What teams see' })).toBeVisible();
  await expect(visitor.locator('[data-field]')).toHaveCount(0);
  await visitor.close();
});

test('a Stats block is not saved with fewer than two whole figures: the builder names what is missing', async ({ page }) => {
  await signIn(page);
  await createLandingPage(page, `Stats ${uniqueSlug('t')}`);
  await page.getByRole('button', { name: /^Add Stats after the selected block/ }).click();
  await inspector(page)
    .getByLabel(/^Value/)
    .first()
    .fill('40%');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Not saved');
  await page.getByRole('button', { name: 'Remove figure 2' }).click();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText(/needs at least 2 entries|Not saved/);
});
