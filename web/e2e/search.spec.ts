import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** The site search's results page (/{locale}/search), on the seeded content through the CMS's GET /api/search. */

test('a word finds its published article with the word marked; a category narrows; drafts are never found', async ({ page }) => {
  await page.goto('/en-US/search?q=waterfront');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const results = page.locator('main ol > li');
  await expect(page.getByRole('heading', { level: 2, name: /results? for “waterfront”/ })).toBeVisible();
  const article = results.filter({ hasText: 'Harbor' }).first();
  await expect(article.getByRole('link')).toHaveAttribute('href', '/en-US/newsroom/harbor-and-pine-redesign-a-waterfront');
  await expect(article.locator('mark').first()).toHaveText(/waterfront/i);
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual([]);

  // The draft-only guide's words lead nowhere.
  await page.goto('/en-US/search?q=%22landscape%20lighting%22%20draft');
  await expect(page.getByRole('heading', { level: 2, name: 'No results for “"landscape lighting" draft”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the newsroom' })).toHaveAttribute('href', '/en-US/newsroom');
  // It offers the published pages' words nearest to the query's, each a search of its own.
  const nearby = page.getByRole('navigation', { name: 'Words on this site close to yours:' }).getByRole('link');
  await expect(nearby.first()).toBeVisible();
  for (const link of await nearby.all()) expect(await link.getAttribute('href')).toBe(`/en-US/search?q=${encodeURIComponent((await link.textContent())!)}`);

  // A category pill keeps the words and narrows the results.
  await page.goto('/en-US/search?q=waterfront');
  await page.getByRole('navigation', { name: 'Content Type' }).getByRole('link', { name: 'Customer Stories' }).click();
  await expect(page).toHaveURL(/\/en-US\/search\?q=waterfront&category=customer_stories$/);
  await expect(page.getByRole('navigation', { name: 'Content Type' }).getByRole('link', { name: 'Customer Stories' })).toHaveAttribute('aria-current', 'page');
  for (const meta of await page.locator('main ol > li > p:first-child').allTextContents()) expect(meta).toMatch(/^Customer Stories/);
});

test('es-US pages are searched in Spanish: a plural finds its singular', async ({ page }) => {
  await page.goto('/es-US/search?q=hotel');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar' })).toBeVisible();
  const hit = page.getByRole('link', { name: /hoteles boutique/ });
  await expect(hit).toHaveAttribute('href', '/es-US/newsroom/casa-norte-interiores-renueva-hoteles-boutique');
  await expect(hit.locator('mark')).toHaveText('hoteles');
});

test('a misspelled word is forgiven, and the page says what it searched for', async ({ page }) => {
  await page.goto('/en-US/search?q=watrefront');
  await expect(page.getByText('No page holds the words as typed. Showing results for waterfront')).toBeVisible();
  await expect(page.getByRole('link', { name: /redesign a working waterfront/ })).toBeVisible();
});

test('a query the CMS refuses says why', async ({ page }) => {
  await page.goto('/en-US/search?q=one+two+three+four+five+six+seven+eight+nine');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This search could not be run: q must have at most 8 words (got 9)');
});

test.describe('the header search box (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('suggests pages as the visitor types; the keyboard picks one; axe finds nothing in the open list', async ({ page }) => {
    await page.goto('/en-US/newsroom');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.pressSequentially('harbor wat', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option').first()).toContainText('Harbor & Pine redesign a working waterfront');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(
      (await new AxeBuilder({ page }).include('.site-header').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations,
    ).toEqual([]);
    await box.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await list.getByRole('option').first().getAttribute('id'))!);
    await box.press('Escape');
    await expect(list).toBeHidden();
    await box.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en-US\/newsroom\/harbor-and-pine-redesign-a-waterfront$/);
  });

  test('a typo in the word being typed is forgiven: "mass timbr" suggests the mass timber articles', async ({ page }) => {
    await page.goto('/en-US/newsroom');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.pressSequentially('mass timbr', { delay: 40 });
    await expect(
      page
        .getByRole('listbox', { name: 'Suggestions' })
        .getByRole('option', { name: /The future of mass timber/ })
        .first(),
    ).toBeVisible();
  });

  test('Enter with no suggestion chosen opens the results page; es-US suggests Spanish pages', async ({ page }) => {
    await page.goto('/es-US/newsroom');
    const box = page.getByRole('combobox', { name: 'Buscar' });
    await box.fill('hoteles');
    await expect(page.getByRole('listbox', { name: 'Sugerencias' }).getByRole('option').first()).toContainText('hoteles boutique');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/es-US\/search\?q=hoteles$/);
    await expect(page.getByRole('link', { name: /hoteles boutique/ })).toBeVisible();
  });
});

test('the suggestions route names what is wrong', async ({ request }) => {
  expect((await request.get('/api/search/suggest?locale=en-US')).status()).toBe(400);
  const refused = await request.get('/api/search/suggest?q=x&locale=fr-FR');
  expect([refused.status(), (await refused.json()).error.message]).toEqual([400, 'locale must be en-US or es-US']);
  const answer = await request.get('/api/search/suggest?q=waterf&locale=en-US');
  expect(answer.status()).toBe(200);
  expect((await answer.json()).data[0]).toMatchObject({ href: '/en-US/newsroom/harbor-and-pine-redesign-a-waterfront', category: 'Customer Stories' });
});
