import { SEEDED } from 'seeds';
import { cardTitles, expect, expectNotReloaded, markPage, newsroomFromCms, test } from './fixtures';

const titleOf = (card: { slug: string; publishedSettings: { articleTitle: string | null; pageTitle: string | null } }) =>
  card.publishedSettings.articleTitle || card.publishedSettings.pageTitle || card.slug;

test('the newsroom shows the featured hero, 14 cards, a results count and pagination', async ({ page, cms }) => {
  const api = await newsroomFromCms(cms);
  const featured = (await cms('/api/newsroom/featured?locale=en-US')) as { data: { slug: string }[] };
  await page.goto('/en-US/newsroom');
  await expect(page).toHaveTitle('Newsroom | Meridian');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /latest news/);
  await expect(page.locator('.featured .card')).toHaveCount(Math.min(2, featured.data.length));
  await expect(page.getByTestId('news-card').filter({ has: page.locator('xpath=ancestor::ul[@data-testid="newsroom-grid"]') })).toHaveCount(14);
  expect(await cardTitles(page)).toEqual(api.data.map(titleOf));
  await expect(page.locator('.newsroom__count')).toHaveText(`${api.meta.pagination.total} results`);
  // Positions 5, 9 and 13 are side by side.
  await expect(page.locator('.grid__item--wide')).toHaveCount(3);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.locator('[data-rel="first"][aria-disabled="true"]')).toBeVisible();
  await expect(pagination.locator('[data-rel="prev"][aria-disabled="true"]')).toBeVisible();
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('Page 1');
});

test('cards open their article, or its redirectUrl, in a new tab', async ({ page, cms }) => {
  await page.goto('/en-US/newsroom');
  const link = page.getByTestId('newsroom-grid').locator('.card__link').first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', /^\/en-US\/newsroom\/[a-z0-9-]+$/);
  // Find a page of the grid with a redirecting card, and check that card's link.
  for (let p = 1; p <= 10; p++) {
    const api = await newsroomFromCms(cms, `&page=${p}`);
    const card = api.data.find((c) => SEEDED.redirectArticleSlugs.includes(c.slug) && c.publishedSettings.redirectUrl);
    if (card) {
      await page.goto(`/en-US/newsroom?page=${p}`);
      await expect(page.getByRole('link', { name: titleOf(card) })).toHaveAttribute('href', card.publishedSettings.redirectUrl!);
      return;
    }
    if (p >= api.meta.pagination.last_page) break;
  }
  throw new Error('no redirecting article in the seeded grid');
});

test('filters: dropdown, query string without reload, pills, clear all, back to page 1 (keyboard)', async ({ page, cms }) => {
  await page.goto('/en-US/newsroom?page=2');
  await markPage(page);
  const contentType = page.getByTestId('filter-category').locator('summary');
  await contentType.focus();
  await page.keyboard.press('Enter');
  const option = page.getByTestId('filter-category').getByRole('link', { name: /Customer Stories/ });
  await option.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-US\/newsroom\?category=customer_stories$/);
  const api = await newsroomFromCms(cms, '&category=customer_stories');
  await expect.poll(() => cardTitles(page)).toEqual(api.data.map(titleOf));
  await expect(page.locator('.newsroom__count')).toHaveText(`${api.meta.pagination.total} ${api.meta.pagination.total === 1 ? 'result' : 'results'}`);
  await expect(page.getByRole('link', { name: 'Remove filter: Customer Stories' })).toBeVisible();

  await page.getByTestId('filter-industry').locator('summary').click();
  await page
    .getByTestId('filter-industry')
    .getByRole('link', { name: /Architecture/ })
    .click();
  await expect(page).toHaveURL(/category=customer_stories&industry=BDLG$/);
  const both = await newsroomFromCms(cms, '&category=customer_stories&industry=BDLG');
  await expect.poll(() => cardTitles(page)).toEqual(both.data.map(titleOf));

  await page.getByRole('link', { name: 'Remove filter: Customer Stories' }).click();
  await expect(page).toHaveURL(/\/en-US\/newsroom\?industry=BDLG$/);
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/en-US\/newsroom$/);
  await expect(page.locator('.pill')).toHaveCount(0);
  await expectNotReloaded(page);

  // The browser's back button restores the previous filters.
  await page.goBack();
  await expect(page).toHaveURL(/industry=BDLG$/);
  await expect(page.getByRole('link', { name: 'Remove filter: Architecture' })).toBeVisible();
});

test('filters are read from the query string on load', async ({ page, cms }) => {
  await page.goto('/en-US/newsroom?industry=ENT');
  const api = await newsroomFromCms(cms, '&industry=ENT');
  expect(await cardTitles(page)).toEqual(api.data.map(titleOf));
  await expect(page.getByRole('link', { name: 'Remove filter: Entertainment' })).toBeVisible();
});

test('pagination: real links, next page without reload, scroll to the grid header, disabled ends', async ({ page, cms }) => {
  const api = await newsroomFromCms(cms, '&page=2');
  const last = api.meta.pagination.last_page;
  await page.goto('/en-US/newsroom');
  await markPage(page);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('href', '/en-US/newsroom?page=2');
  await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect.poll(() => cardTitles(page)).toEqual(api.data.map(titleOf));
  await expect(page.locator('#newsroom-grid-title')).toBeInViewport();
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('Page 2');
  await pagination.getByRole('link', { name: `Last page, page ${last}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
  await expect(pagination.locator('[data-rel="next"][aria-disabled="true"]')).toBeVisible();
  await expect(pagination.locator('[data-rel="last"][aria-disabled="true"]')).toBeVisible();
  await expectNotReloaded(page);
});

test('while another state loads, a loader shows and the grid is dimmed', async ({ page }) => {
  await page.goto('/en-US/newsroom');
  await markPage(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the in-place navigation's request until the pending state has been checked.
  await page.route(
    (url) => url.pathname === '/en-US/newsroom' && url.searchParams.get('page') === '3',
    async (route) => {
      if (route.request().resourceType() === 'fetch') await held;
      await route.continue();
    },
  );
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 3', exact: true }).click();
  const body = page.locator('.newsroom__body');
  await expect(body).toHaveClass(/newsroom__body--pending/);
  await expect(body).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.newsroom__grid-wrap')).toHaveCSS('opacity', '0.45');
  release();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(body).not.toHaveClass(/newsroom__body--pending/);
  await expect(page.locator('.newsroom__grid-wrap')).toHaveCSS('opacity', '1');
});

test('the events view lists upcoming events, oldest first, with the Events label', async ({ page, cms }) => {
  const api = await newsroomFromCms(cms, '&category=events');
  expect(api.data.length).toBeGreaterThan(0);
  await page.goto('/en-US/newsroom?category=events');
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  expect(await cardTitles(page)).toEqual(api.data.map(titleOf));
  const labels = await page.getByTestId('newsroom-grid').locator('.card__category').allInnerTexts();
  expect(labels.every((l) => l.toLowerCase() === 'events')).toBe(true);
  const published = api.data.map((c) => c.publishedSettings.datePublished ?? '');
  expect([...published].sort()).toEqual(published);
});

test('without JavaScript the newsroom is server-rendered and its links work', async ({ newContext, cms }) => {
  const context = await newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en-US/newsroom');
  await expect(page.getByTestId('news-card').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  const api = await newsroomFromCms(cms, '&page=2');
  expect(await cardTitles(page)).toEqual(api.data.map(titleOf));
  // Filters are links too (the dropdowns are <details>, which open without JavaScript).
  await page.getByTestId('filter-category').locator('summary').click();
  await page
    .getByTestId('filter-category')
    .getByRole('link', { name: /Product Updates/ })
    .click();
  await expect(page).toHaveURL(/\?category=product_updates$/);
  const filtered = await newsroomFromCms(cms, '&category=product_updates');
  expect(await cardTitles(page)).toEqual(filtered.data.map(titleOf));
});

test('the Spanish newsroom reads the es-US content', async ({ page, cms }) => {
  const api = (await cms('/api/newsroom?locale=es-US&pageSize=14')) as {
    data: { slug: string; publishedSettings: { articleTitle: string | null; pageTitle: string | null } }[];
  };
  await page.goto('/es-US/newsroom');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  if (api.data.length) expect(await cardTitles(page)).toEqual(api.data.map(titleOf));
  else await expect(page.getByText('No articles match these filters.')).toBeVisible();
});

test('on mobile the Filters toggle opens and closes the filter menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en-US/newsroom');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(page.getByTestId('filter-category')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('filter-category')).toBeVisible();
  await page.getByRole('button', { name: 'Close filters' }).click();
  await expect(page.getByTestId('filter-category')).toBeHidden();
});

test("the newsroom is an app-router page: an in-place navigation fetches the state's server components, not a document", async ({ page }) => {
  const documents: string[] = [];
  const fetches: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
    if (request.resourceType() === 'fetch') fetches.push(request.url());
  });
  await page.goto('/en-US/newsroom');
  await markPage(page);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText('Page 2');
  expect(documents).toHaveLength(1);
  expect(fetches.filter((url) => new URL(url).searchParams.get('page') === '2')).toHaveLength(1);
  await expectNotReloaded(page);
});

test("card dates are shown in the visitor's time zone", async ({ newContext }) => {
  const context = await newContext({ timezoneId: 'Pacific/Kiritimati' }); // UTC+14: most dates move a day
  const page = await context.newPage();
  await page.goto('/en-US/newsroom');
  await markPage(page);
  const dates = page.getByTestId('newsroom-grid').locator('.card__date time');
  expect(await dates.count()).toBeGreaterThan(0);
  const expected = await dates.evaluateAll((times) =>
    times.map((t) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Pacific/Kiritimati' }).format(new Date((t as HTMLTimeElement).dateTime))),
  );
  const utc = await dates.evaluateAll((times) =>
    times.map((t) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date((t as HTMLTimeElement).dateTime))),
  );
  expect(await dates.allTextContents()).toEqual(expected);
  expect(expected).not.toEqual(utc);
  // Also after an in-place navigation.
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText('Page 2');
  const after = await dates.evaluateAll((times) =>
    times.map((t) => [
      t.textContent,
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Pacific/Kiritimati' }).format(new Date((t as HTMLTimeElement).dateTime)),
    ]),
  );
  for (const [shown, wanted] of after) expect(shown).toBe(wanted);
});

test('a state seen less than 5 s ago comes back from memory (back, forward, its link again): no request and no loader; after 5 s it is fetched again', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'fetch' && url.pathname === '/en-US/newsroom') fetched.push(url.searchParams.get('page') ?? '1');
  });
  // The page's clock stands still (its timers keep running), so that "within 5 s" does not depend on
  // how fast this machine clicks; it is moved past the 5 s below.
  const started = Date.now();
  await page.clock.setFixedTime(started);
  await page.goto('/en-US/newsroom');
  await markPage(page);
  // Every time the region shows its loader, counted in the page.
  await page.evaluate(() => {
    const body = document.querySelector('.newsroom__body')!;
    const w = window as unknown as { loaders: number };
    w.loaders = 0;
    new MutationObserver(() => {
      if (body.classList.contains('newsroom__body--pending')) w.loaders += 1;
    }).observe(body, { attributes: true, attributeFilter: ['class'] });
  });
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  const current = pagination.locator('[aria-current="page"]');
  await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(current).toHaveText('Page 2');
  const loadersAfterFirstVisit = await page.evaluate(() => (window as unknown as { loaders: number }).loaders);
  expect(fetched).toEqual(['2']);

  await page.goBack();
  await expect(current).toHaveText('Page 1');
  await page.goForward();
  await expect(current).toHaveText('Page 2');
  await pagination.getByRole('link', { name: 'Page 1', exact: true }).click();
  await expect(current).toHaveText('Page 1');
  await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(current).toHaveText('Page 2');
  expect(await page.evaluate(() => Date.now()), 'the page saw no time pass').toBe(started);
  expect(fetched, 'no state was asked for again within 5 s').toEqual(['2']);
  expect(await page.evaluate(() => (window as unknown as { loaders: number }).loaders)).toBe(loadersAfterFirstVisit);

  // Past the 5 s, the same link asks the server again.
  await page.clock.setFixedTime(started + 5500);
  await pagination.getByRole('link', { name: 'Page 1', exact: true }).click();
  await expect(current).toHaveText('Page 1');
  await expect.poll(() => fetched.filter((p) => p === '1').length).toBeGreaterThanOrEqual(1);
  await expectNotReloaded(page);
});
