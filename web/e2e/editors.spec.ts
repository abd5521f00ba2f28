import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SEEDED } from 'seeds';
import type { ArticleResponse } from 'contract/blocks';
import { lintIcs } from 'widget/ics-lint';
import { buildDir, E2E_SECRETS } from 'testing/site-e2e';
import { PREVIEW_TOKEN_LIFETIME_MS, signPreviewToken } from 'contract/preview/token';
import { expect, markPage, test } from './fixtures';

const draftAhead = SEEDED.draftAheadArticleSlugs[0];

test('the preview route renders the draft with a frame token for that page, and 404s otherwise', async ({ page, cms }) => {
  const { data } = (await cms(`/api/articles/slug/${draftAhead}?locale=en-US`)) as ArticleResponse;
  const target = { type: 'article', locale: 'en-US', slug: draftAhead };
  const token = (t: typeof target, purpose: 'frame' | 'live' = 'frame', now = Date.now()) => signPreviewToken(E2E_SECRETS.preview, purpose, t, now);
  const refused = [
    '', // none
    '?token=nope',
    `?secret=${E2E_SECRETS.preview}`, // the raw secret opens nothing
    `?token=${token({ ...target, slug: SEEDED.draftAheadArticleSlugs[1] ?? 'another-article' })}`, // another page's
    `?token=${token(target, 'live')}`, // a token for another purpose
    `?token=${token(target, 'frame', Date.now() - PREVIEW_TOKEN_LIFETIME_MS.frame - 1000)}`, // expired
  ];
  for (const query of refused) expect((await page.goto(`/preview/article/en-US/${draftAhead}${query}`))?.status(), query).toBe(404);
  const ok = await page.goto(`/preview/article/en-US/${draftAhead}?token=${token(target)}`);
  expect(ok?.status()).toBe(200);
  await expect(page.getByText('Preview: draft content, not published')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The seeded draft is ahead of the published version (another title, one more block).
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(data.publishedSettings.articleTitle!);
  await expect(page.locator('[data-block]')).toHaveCount(data.published.length + 1);
});

test('the revalidation route needs its secret and expires the changed content', async ({ request }) => {
  const body = { event: 'entry.update', model: 'article', entry: { slug: draftAhead, locale: 'en-US' } };
  expect((await request.post('/api/revalidate', { data: body })).status()).toBe(401);
  expect((await request.post('/api/revalidate', { data: body, headers: { authorization: 'Bearer wrong' } })).status()).toBe(401);
  const ok = await request.post('/api/revalidate', { data: body, headers: { authorization: `Bearer ${E2E_SECRETS.revalidate}` } });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ revalidated: true, tags: [`article:en-US:${draftAhead}`, 'newsroom'] });
  expect((await request.post('/api/revalidate', { data: { entry: {} }, headers: { authorization: `Bearer ${E2E_SECRETS.revalidate}` } })).status()).toBe(400);
  const page = await request.get(`/en-US/newsroom/${draftAhead}`);
  expect(page.status()).toBe(200);
});

test('sitemap.xml, robots.txt, the RSS feed and the events calendar', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${baseURL}/en-US/newsroom</loc>`);
  expect(sitemap).toContain(`${baseURL}/en-US/newsroom/${draftAhead}</loc>`);
  expect(sitemap).toContain(`${baseURL}/en-US/${SEEDED.publishedLandingPageSlugs[0]}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const rss = await request.get('/en-US/newsroom/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  expect(await rss.text()).toContain('<item><title>');
  const ics = await request.get('/en-US/events.ics');
  expect(ics.status()).toBe(200);
  const calendar = await ics.text();
  expect(calendar).toMatch(/^BEGIN:VCALENDAR/);
  expect(lintIcs(calendar)).toEqual([]);
});

test('after a new deployment, the newsroom loads the next state as a whole page', async ({ page }) => {
  await page.goto('/en-US/newsroom');
  await markPage(page);
  // The server now runs another deployment: its navigation answers name it (the header Next documents
  // for version skew, see next.config.js `deploymentId`), and Next's router loads the whole page.
  await page.route(
    (url) => url.pathname === '/en-US/newsroom' && url.searchParams.get('page') === '2',
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-nextjs-deployment-id': 'a-newer-deployment' } });
    },
  );
  const load = page.waitForEvent('load');
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await load;
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText('Page 2');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBeUndefined();
});

test('no credential or CMS address in the browser bundle', async () => {
  // Next's client assets (in NEXT_DIST_DIR when the build is not in .next).
  const webDir = path.resolve(__dirname, '..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk(path.join(webDir, buildDir(), 'static'));
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
  const needles = [
    E2E_SECRETS.preview,
    E2E_SECRETS.revalidate,
    E2E_SECRETS.newsletterToken,
    process.env.E2E_CMS_URL!,
    'PREVIEW_SECRET',
    'REVALIDATE_SECRET',
    'NEWSLETTER_INGEST_TOKEN',
    'CMS_URL',
  ];
  for (const file of files) {
    if (!/\.(js|css|json|html|txt)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const needle of needles) expect(text.includes(needle), `${needle} in ${path.relative(webDir, file)}`).toBe(false);
  }
});
