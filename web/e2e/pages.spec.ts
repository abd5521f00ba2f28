import { SEEDED } from 'seeds';
import type { ArticleResponse, LandingPageResponse } from 'cms/blocks';
import { expect, test } from './fixtures';

const story = SEEDED.customerStorySlugs[0];
const plainArticle = SEEDED.draftAheadArticleSlugs[0];
const event = SEEDED.upcomingEventSlugs[0];

test('an article has its metadata, social tags, canonical URL and NewsArticle JSON-LD', async ({ page, cms, baseURL }) => {
  const { data } = (await cms(`/api/articles/slug/${plainArticle}?locale=en-US`)) as ArticleResponse;
  const s = data.publishedSettings;
  await page.goto(`/en-US/newsroom/${plainArticle}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.articleTitle!);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', s.description!);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en-US/newsroom/${plainArticle}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: s.articleTitle, datePublished: s.datePublished });
  // Header: first category as a tag, long US date in UTC, industries.
  await expect(page.locator('.article-header .tag')).toHaveText(s.categories[0].label);
  const expectedDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(s.datePublished!));
  await expect(page.locator('.article-header time')).toHaveText(expectedDate);
  // Blocks in order, the first flagged first.
  await expect(page.locator('[data-block]')).toHaveCount(data.published.length);
  await expect(page.locator('[data-block]').first()).toHaveClass(/block--first/);
});

test('a customer story: normal-size image, no blurred backdrop, category class', async ({ page }) => {
  await page.goto(`/en-US/newsroom/${story}`);
  await expect(page.locator('.article-page')).toHaveClass(/category-customer-stories/);
  await expect(page.locator('.article-header__backdrop')).toHaveCount(0);
  await expect(page.locator('.article-spacer')).toHaveCount(1);
  await expect(page.locator('.article-header__byline')).not.toBeEmpty();
});

test('share: links to Facebook, LinkedIn and X, and Copy link shows "Link copied" (keyboard)', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(`/en-US/newsroom/${plainArticle}`);
  await expect(page.locator('.share').getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', /facebook\.com\/sharer/);
  await expect(page.locator('.share').getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/);
  await expect(page.locator('.share').getByRole('link', { name: /^X/ })).toHaveAttribute('href', /twitter\.com\/intent\/tweet\?text=/);
  await page.getByRole('button', { name: 'Copy link' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/en-US/newsroom/${plainArticle}`);
  await expect(page.getByText('Link copied')).toBeHidden({ timeout: 5000 });
});

test('an event page lists its dates ascending, each with an add-to-calendar button from the widget', async ({ page, cms }) => {
  const { data } = (await cms(`/api/articles/slug/${event}?locale=en-US`)) as ArticleResponse;
  const dates = data.publishedSettings.eventDates.length ? data.publishedSettings.eventDates : data.published.flatMap((b) => (b.__component === 'blocks.event-date' ? b.dates : []));
  await page.goto(`/en-US/newsroom/${event}`);
  const rows = page.getByTestId('event-date');
  await expect(rows).toHaveCount(dates.length);
  const buttons = page.locator('add-to-calendar-button');
  await expect(buttons).toHaveCount(dates.length);
  const starts = await buttons.evaluateAll((els) => els.map((e) => `${e.getAttribute('startDate')} ${e.getAttribute('startTime')}`));
  expect([...starts].sort()).toEqual(starts);
  const first = buttons.first();
  await expect(first).toHaveAttribute('options', '["Apple","Microsoft365","Google","iCal"]');
  await expect(first).toHaveAttribute('iCalFileName', data.publishedSettings.articleTitle!);
  await expect(first).toHaveAttribute('name', data.publishedSettings.articleTitle!);
  // The widget defined the element and rendered it in its shadow root.
  await expect.poll(() => page.evaluate(() => Boolean(customElements.get('add-to-calendar-button')))).toBe(true);
  await expect.poll(() => first.evaluate((el) => (el.shadowRoot?.childElementCount ?? 0) > 0)).toBe(true);
  await expect(rows.first().locator('.event-date__time')).toHaveText(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M \S+/);
  const cancelled = dates.filter((d) => d.cancelled).length;
  await expect(page.locator('add-to-calendar-button[status="CANCELLED"]')).toHaveCount(cancelled);
  await expect(page.locator('.event-date--cancelled')).toHaveCount(cancelled);
});

test('the calendar fallback file is a valid iCalendar event', async ({ request }) => {
  const response = await request.get('/api/calendar?name=Expo&startDate=2026-12-03&startTime=09:00&endDate=2026-12-03&endTime=17:00&timeZone=America/New_York&location=Boston');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain('BEGIN:VEVENT');
  expect(body).toContain('DTSTART:20261203T140000Z');
  expect(body).toContain('DTEND:20261203T220000Z');
});

test('a landing page renders its blocks and SEO fields; FAQ items expand with the keyboard', async ({ page, cms }) => {
  const slug = SEEDED.publishedLandingPageSlugs[0];
  const { data } = (await cms(`/api/landing-pages/slug/${slug}?locale=en-US`)) as LandingPageResponse;
  await page.goto(`/en-US/${slug}`);
  await expect(page).toHaveTitle(new RegExp(data.publishedSettings.seoTitle ?? data.title));
  if (data.publishedSettings.seoDescription) await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', data.publishedSettings.seoDescription);
  await expect(page.locator('[data-block]')).toHaveCount(data.published.length);
  const faq = page.locator('details.collapse').first();
  if ((await faq.count()) > 0) {
    await faq.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(faq).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(faq).not.toHaveAttribute('open', '');
  }
});

test('unknown pages and hidden articles answer 404 "Page not found"', async ({ page }) => {
  for (const path of ['/en-US/newsroom/no-such-article', `/en-US/newsroom/${SEEDED.unpublishedArticleSlugs[0]}`, '/en-US/no-such-page', '/xx-XX/newsroom', '/some/deep/path']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});
