import { SEEDED } from 'seeds';
import type { ArticleResponse, LandingPageResponse } from 'contract/blocks';
import { lintIcs } from 'widget/ics-lint';
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
  // Until React has hydrated the button, Enter does nothing: press again until it answers.
  await expect(async () => {
    await page.getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Link copied')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/en-US/newsroom/${plainArticle}`);
  await expect(page.getByText('Link copied')).toBeHidden({ timeout: 5000 });
});

test('an event page lists its dates ascending, each with an add-to-calendar button from the widget', async ({ page, cms }) => {
  const { data } = (await cms(`/api/articles/slug/${event}?locale=en-US`)) as ArticleResponse;
  const dates = data.publishedSettings.eventDates.length
    ? data.publishedSettings.eventDates
    : data.published.flatMap((b) => (b.__component === 'blocks.event-date' ? b.dates : []));
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
  const response = await request.get(
    '/api/calendar?name=Expo&startDate=2026-12-03&startTime=09:00&endDate=2026-12-03&endTime=17:00&timeZone=America/New_York&location=Boston',
  );
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(lintIcs(body)).toEqual([]);
  expect(body).toContain('BEGIN:VEVENT');
  // The widget's file: wall time in the event's zone, with its VTIMEZONE (14:00 and 22:00 UTC).
  expect(body).toContain('DTSTART;TZID=America/New_York:20261203T090000');
  expect(body).toContain('DTEND;TZID=America/New_York:20261203T170000');
});

test('a landing page renders its blocks and SEO fields; FAQ items expand with the keyboard', async ({ page, cms }) => {
  const slug = SEEDED.publishedLandingPageSlugs[0];
  const { data } = (await cms(`/api/landing-pages/slug/${slug}?locale=en-US`)) as LandingPageResponse;
  await page.goto(`/en-US/${slug}`);
  await expect(page).toHaveTitle(new RegExp(data.publishedSettings.seoTitle ?? data.title));
  if (data.publishedSettings.seoDescription)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', data.publishedSettings.seoDescription);
  await expect(page.locator('[data-block]')).toHaveCount(data.published.length);
  const faq = page.locator('[data-block] details').first();
  if ((await faq.count()) > 0) {
    await faq.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(faq).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(faq).not.toHaveAttribute('open', '');
  }
});

test('a missing article, landing page or newsroom state answers 404 with "Page Not Found" and the path in the server HTML (no JavaScript)', async ({
  request,
}) => {
  // The spec's texts: route validation (a route that refuses its parameters) and no route at all.
  for (const [path, reason] of [
    ['/en-US/newsroom/does-not-exist', 'Page Not Found: /en-US/newsroom/does-not-exist'],
    [`/es-US/newsroom/${SEEDED.unpublishedArticleSlugs[0]}`, `Página no encontrada: /es-US/newsroom/${SEEDED.unpublishedArticleSlugs[0]}`],
    ['/en-US/no-such-landing-page', 'Page Not Found: /en-US/no-such-landing-page'],
    ['/en-US/newsroom-index/not-a-state', 'Page Not Found: /en-US/newsroom-index/not-a-state'],
    ['/xx-XX/newsroom', 'Page not found: /xx-XX/newsroom'],
    ['/some/deep/path', 'Page not found: /some/deep/path'],
  ]) {
    const response = await request.get(path!, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(404);
    // The markup the server sent, without its scripts (the RSC payload also names the page): no empty error shell.
    const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(html, path).not.toContain('__next_error__');
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    expect(main, path).toMatch(path!.startsWith('/es-US/') ? /<h1[^>]*>Página no encontrada<\/h1>/ : /<h1[^>]*>Page Not Found<\/h1>/);
    expect(main, path).toContain(`>${reason}</p>`);
    expect(html, path).toMatch(/<title>(Page Not Found|Página no encontrada)( \| Meridian)?<\/title>/);
  }
});

test('unknown pages and hidden articles answer 404 "Page Not Found" with the path, inside the navigation and footer', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of [
    '/en-US/newsroom/no-such-article',
    `/en-US/newsroom/${SEEDED.unpublishedArticleSlugs[0]}`,
    '/en-US/no-such-page',
    '/xx-XX/newsroom',
    '/some/deep/path',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found', exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(new RegExp(`Page (not found|Not Found): ${path}`));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});

test('uploads are sent as AVIF or WebP to browsers that accept them, and as the original otherwise', async ({ page, request }) => {
  const imageTypes = new Map<string, string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/uploads/')) imageTypes.set(response.url(), response.headers()['content-type'] ?? '');
  });
  await page.goto('/en-US/newsroom');
  const src = await page.getByTestId('newsroom-grid').locator('img[data-placeholder]').first().getAttribute('src');
  expect(src).toMatch(/^\/uploads\/.+\.(jpe?g|png)$/i);
  const cases = [
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'image/avif'],
    ['image/webp,*/*', 'image/webp'],
    ['*/*', /^image\/(jpeg|png)$/],
  ] as const;
  for (const [accept, type] of cases) {
    const response = await request.get(src!, { headers: { accept } });
    expect(response.status(), accept).toBe(200);
    expect(response.headers()['content-type'], accept).toMatch(type);
    expect(response.headers()['vary'], accept).toMatch(/accept/i);
    expect((await response.body()).length, accept).toBeGreaterThan(0);
  }
  // Chromium asks for AVIF: the card images it shows are AVIF and decode.
  const shown = page.getByTestId('newsroom-grid').locator('img[data-placeholder]').first();
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const current = await shown.evaluate((img: HTMLImageElement) => img.currentSrc);
  await expect.poll(() => imageTypes.get(current)).toBe('image/avif');
});

test('a card image that fails to load is replaced by its category placeholder', async ({ page }) => {
  // Every upload fails (as if the CMS's file were gone): the cards show their placeholders instead.
  await page.route('**/uploads/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/en-US/newsroom');
  const img = page.getByTestId('newsroom-grid').locator('img[data-placeholder]').first();
  const placeholder = await img.getAttribute('data-placeholder');
  expect(placeholder).toMatch(/^\/placeholders\//);
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute('src', placeholder!);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});

test("event rows: day, month and time range in the visitor's zone, the end's day when the range crosses midnight", async ({ newContext, cms }) => {
  test.setTimeout(180_000);
  const { data } = (await cms(`/api/articles/slug/${event}?locale=en-US`)) as ArticleResponse;
  const dates = data.publishedSettings.eventDates.length
    ? data.publishedSettings.eventDates
    : data.published.flatMap((b) => (b.__component === 'blocks.event-date' ? b.dates : []));
  const first = [...dates].sort((a, b) => Date.parse(a.startDate!) - Date.parse(b.startDate!))[0]!;
  const start = new Date(first.startDate!);
  const end = new Date(first.endDate!);
  const dayIn = (zone: string, date: Date) => new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: zone }).format(date);
  const seen = { movedDay: false, crossedMidnight: false };
  // Kiritimati (UTC+14) moves most days; Tokyo (UTC+9) ends most daytime American or European events after midnight.
  for (const zone of ['Pacific/Kiritimati', 'Asia/Tokyo']) {
    const context = await newContext({ timezoneId: zone, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`/en-US/newsroom/${event}`);
    const row = page.getByTestId('event-date').first();
    const day = dayIn(zone, start);
    const month = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: zone }).format(start);
    await expect(row.locator('.event-date__number')).toHaveText(day);
    await expect(row.locator('.event-date__month')).toHaveText(month);
    const time = row.locator('.event-date__time');
    const startTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(start).replace(/\s/g, ' ');
    await expect(time).toHaveText(new RegExp(`^${startTime} – `));
    const endDay = dayIn(zone, end);
    if (endDay !== day) {
      seen.crossedMidnight = true;
      const endMonthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: zone }).format(end);
      await expect(time).toContainText(`– ${endMonthDay}, `);
    } else {
      await expect(time).toHaveText(/^\S+ [AP]M – \d{1,2}:\d{2} [AP]M \S+$/);
    }
    if (day !== dayIn(first.timeZone!, start)) seen.movedDay = true;
  }
  // The seeded event exercises both cases (otherwise this test would not check what it says).
  expect(seen).toEqual({ movedDay: true, crossedMidnight: true });
});
