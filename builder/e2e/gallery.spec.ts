import AxeBuilder from '@axe-core/playwright';
import { cms, createLandingPage, documentIdFromUrl, expect, signIn, test, uniqueSlug } from './helpers';

test('/App/Test: every block type as the site renders it, at 375, 768 and 1280 px, in light and dark mode; axe finds nothing', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  // A published page using two block types: the gallery shows them with its content.
  const title = `Gallery ${uniqueSlug('g')}`;
  await createLandingPage(page, title);
  const id = documentIdFromUrl(page);
  const draft = [
    { __component: 'blocks.text', title: 'Gallery text sample', content: '<p>Body</p>', darkMode: false, surface: 'light' },
    { __component: 'blocks.faq-list', title: 'Gallery questions', items: [{ question: 'Is it shown?', answer: '<p>Yes.</p>' }] },
  ];
  await cms(`/content-manager/collection-types/api::landing-page.landing-page/${id}?locale=en-US`, { method: 'PUT', body: { draft } });
  await cms(`/publishing/pages/landing-page/${id}/publish?locale=en-US`, { method: 'POST' });

  await page.goto('/App/Dashboard/Index');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blocks' }).click();
  await expect(page).toHaveURL(/\/App\/Test$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Block gallery' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blocks' })).toHaveAttribute('aria-current', 'page');
  for (const width of [375, 768, 1280]) {
    const frame = page.getByTestId(`gallery-frame-${width}`);
    await expect(frame).toHaveAttribute('src', /\/preview\/gallery\/en-US\?mode=light$/);
    expect(Math.round((await frame.boundingBox())!.width)).toBe(width + 2); // the page is `width` px wide inside its 1 px border
    const inside = page.frameLocator(`[data-testid="gallery-frame-${width}"]`);
    await expect(inside.getByRole('heading', { level: 1, name: 'Block gallery' })).toBeVisible();
    await expect(inside.getByText(/^\d+ of \d+ block types in en-US, light mode/)).toBeVisible();
    await expect(inside.locator('[data-gallery-block="blocks.text"] section.block')).toBeVisible();
    await expect(inside.locator('[data-gallery-block="blocks.faq-list"]')).toContainText('Is it shown?');
  }
  const light = page.frameLocator('[data-testid="gallery-frame-1280"]');
  await expect(light.locator('[data-gallery-block="blocks.text"] section.block')).not.toHaveClass(/surface-dark/);

  await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Dark' }).click();
  await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('gallery-frame-375')).toHaveAttribute('src', /mode=dark$/);
  const dark = page.frameLocator('[data-testid="gallery-frame-1280"]');
  await expect(dark.getByText(/block types in en-US, dark mode/)).toBeVisible();
  await expect(dark.locator('[data-gallery-block="blocks.text"] section.block')).toHaveClass(/surface-dark/);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.e2e/results/screen-gallery-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});
