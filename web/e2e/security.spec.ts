import http from 'node:http';
import { SEEDED } from 'seeds';
import { signPreviewToken } from 'contract/preview/token';
import { E2E_SECRETS } from 'testing/site-e2e';
import { expect, markPage, test } from './fixtures';

/**
 * The security headers of every kind of response the site sends (docs/security.md "Security headers"), and the
 * pages working under them: every test here and in the other specs fails on a CSP violation (fixtures.ts).
 */
type Headers = Record<string, string>;

const directives = (csp: string | undefined): Record<string, string[]> =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );

/** nosniff, referrer, permissions; X-Frame-Options DENY unless the response may be framed (the preview). */
function expectBaseHeaders(headers: Headers, framed = false) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  if (framed) expect(headers['x-frame-options']).toBeUndefined();
  else expect(headers['x-frame-options']).toBe('DENY');
  // Served over plain HTTP here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** What every page's policy holds, whatever it allows for scripts. */
function expectPagePolicy(headers: Headers, scripts: 'strict' | 'unsafe-inline' | 'nonce') {
  expectBaseHeaders(headers, scripts === 'nonce');
  const csp = directives(headers['content-security-policy']);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp['default-src']).toEqual(["'self'"]);
  if (scripts === 'unsafe-inline') expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
  else {
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).toContain("'self'");
    // The chunk guard, the site's one inline script, by its hash.
    expect(csp['script-src']!.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
  }
  if (scripts !== 'nonce') expect(csp['frame-ancestors']).toEqual(["'none'"]);
  return csp;
}

function expectResourcePolicy(headers: Headers) {
  expectBaseHeaders(headers);
  expect(directives(headers['content-security-policy'])).toEqual({
    'default-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  });
}

const article = SEEDED.draftAheadArticleSlugs[0];
const event = SEEDED.upcomingEventSlugs[0];
const landing = 'design-summit-2027'; // YouTube hero, event dates with the widget
/** A fresh frame token each time: the builder mints one per load of its frame. */
const previewPath = () =>
  `/preview/article/en-US/${article}?token=${signPreviewToken(E2E_SECRETS.preview, 'frame', { type: 'article', locale: 'en-US', slug: article })}`;

test("the CSP listener records injected markup's inline script on a page with a strict policy (the preview's nonce)", async ({ page, csp }) => {
  await page.goto(previewPath());
  await expect(page.getByText('Preview: draft content, not published')).toBeVisible();
  // What an injection looks like: markup with an inline handler (a <script> in innerHTML never runs anyway).
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/uploads/missing.jpg" alt="" onerror="window.__injected = true">'));
  await expect.poll(() => csp.violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  const seen = csp.take(() => true);
  expect(seen.some((violation) => violation.via === 'event' && /^script-src(-attr)? blocked inline/.test(violation.text))).toBe(true);
});

test("newsroom: the cached pages' policy, the same from Next's cache; the in-place navigation runs under it", async ({ page, request }) => {
  const response = await page.goto('/en-US/newsroom');
  expectPagePolicy(response!.headers(), 'unsafe-inline');
  await markPage(page);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText('Page 2');
  // The second answer comes from Next's cache of the rendered page, with the same headers.
  const [first, second] = [await request.get('/es-US/newsroom'), await request.get('/es-US/newsroom')];
  expectPagePolicy(first.headers(), 'unsafe-inline');
  // From the cache: fresh (HIT), or past its revalidation time on a slow machine (STALE, served while it renders again).
  expect(['HIT', 'STALE']).toContain(second.headers()['x-nextjs-cache']);
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  expectPagePolicy(second.headers(), 'unsafe-inline');
});

test("article and share buttons: Next's runtime under the cached pages' policy", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const response = await page.goto(`/en-US/newsroom/${article}`);
  expectPagePolicy(response!.headers(), 'unsafe-inline');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
});

test('event page: the calendar widget renders, opens its list and downloads the .ics file', async ({ page }) => {
  const response = await page.goto(`/en-US/newsroom/${event}`);
  expectPagePolicy(response!.headers(), 'unsafe-inline');
  const trigger = page.locator('add-to-calendar-button .atcb-trigger').first();
  await expect(trigger).toBeVisible();
  await trigger.click();
  const items = page.locator('add-to-calendar-button [role=menuitem]');
  await expect(items.first()).toBeVisible();
  const ical = items.filter({ hasText: 'iCal' }).first();
  const [download] = await Promise.all([page.waitForEvent('download'), ical.click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
});

test('landing page: blocks, the YouTube player is allowed to load after the click', async ({ page }) => {
  const response = await page.goto(`/en-US/${landing}`);
  const csp = expectPagePolicy(response!.headers(), 'unsafe-inline');
  expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
  await page.getByRole('link', { name: /^Play video/ }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
  await expect(page.locator('add-to-calendar-button .atcb-trigger').first()).toBeVisible();
});

test('newsletter: the form post and the thanks page (without JavaScript), and the JSON answer', async ({ newContext, request }) => {
  const page = await (await newContext({ javaScriptEnabled: false })).newPage();
  await page.goto('/en-US/newsroom');
  await page.getByLabel('Email address').fill(`e2e-headers-${Date.now()}@example.com`);
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/newsletter') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expectResourcePolicy((await posted).headers());
  await expect(page.getByText('Thanks for submitting the form')).toBeVisible();
  const thanks = await request.get('/newsletter/thanks');
  expect(thanks.status()).toBe(200);
  expectPagePolicy(thanks.headers(), 'unsafe-inline');
  const json = await request.post('/api/newsletter', { data: { email: 'not-an-email', locale: 'en-US', pageUri: '', pageName: '' } });
  expect(json.status()).toBe(400);
  expectResourcePolicy(json.headers());
});

test('draft preview: a nonce of its own per request, framed by the page builder only', async ({ page, request, csp }) => {
  const builderOrigin = process.env.E2E_BUILDER_ORIGIN!;
  const [one, two] = [await request.get(previewPath()), await request.get(previewPath())];
  const policy = expectPagePolicy(one.headers(), 'nonce');
  expect(policy['frame-ancestors']).toEqual([builderOrigin]);
  const nonce = policy['script-src']!.find((source) => source.startsWith("'nonce-"))!.slice(7, -1);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{20,}=*$/);
  expect(await one.text()).toContain(`nonce="${nonce}"`);
  expect(directives(two.headers()['content-security-policy'])['script-src']).not.toContain(`'nonce-${nonce}'`);
  expect(one.headers()['cache-control']).toMatch(/no-store|private/);

  // The builder's origin may frame it (and React runs in it); another origin may not.
  const url = `${process.env.E2E_BASE_URL}${previewPath()}`;
  const framing = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>Framing</title><iframe id="framed" title="preview" src="${url}" width="900" height="700"></iframe></html>`);
  });
  await new Promise<void>((resolve) => framing.listen(Number(new URL(builderOrigin).port), '127.0.0.1', resolve));
  try {
    await page.goto(`${builderOrigin}/`);
    await expect(page.frameLocator('#framed').getByText('Preview: draft content, not published')).toBeVisible();
    await page.goto(`${builderOrigin.replace('127.0.0.1', 'localhost')}/`);
    await expect.poll(() => csp.violations.some((violation) => /frame-ancestors/.test(violation.text))).toBe(true);
    expect(csp.take((violation) => /frame-ancestors/.test(violation.text)).length).toBeGreaterThan(0);
    await expect(page.frameLocator('#framed').getByText('Preview: draft content, not published')).toHaveCount(0);
  } finally {
    framing.close();
  }
});

test('assets, uploads, API answers, feeds and 404s carry the headers too', async ({ request, page }) => {
  const response = await page.goto('/en-US/newsroom');
  const html = await response!.text();
  const image = /src="(\/uploads\/[^"]+)"/.exec(html)![1]!;
  const upload = await request.get(image);
  expect(upload.status()).toBe(200);
  expectResourcePolicy(upload.headers());
  expectResourcePolicy((await request.get('/uploads/missing.jpg')).headers());
  expectResourcePolicy((await request.get('/api/no-such-route')).headers());
  expectResourcePolicy((await request.get('/api/calendar?name=Expo&startDate=2026-12-03')).headers());

  // Next's static files and the other routes get the pages' policy.
  const articleHtml = await (await request.get(`/en-US/newsroom/${article}`)).text();
  const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(articleHtml)![1]!;
  for (const path of [chunk, '/favicon.svg', '/robots.txt', '/sitemap.xml', '/en-US/newsroom/rss.xml', '/en-US/events.ics']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expectPagePolicy(answer.headers(), 'unsafe-inline');
  }
  for (const path of ['/en-US/newsroom/no-such-article', '/no/such/page', `/preview/article/en-US/${article}?token=wrong`]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expectPagePolicy(answer.headers(), path.startsWith('/preview/') ? 'nonce' : 'unsafe-inline');
  }
  // The redirects too.
  for (const path of ['/', '/events']) {
    const redirect = await request.get(path, { maxRedirects: 0 });
    expect(redirect.status(), path).toBe(307);
    expectPagePolicy(redirect.headers(), 'unsafe-inline');
  }
  expect((await request.get('/events', { maxRedirects: 0 })).headers()['location']).toBe('/en-US/newsroom?category=events');
  // And the server's refusals of what Next cannot take (server/request-guard.mjs).
  const refused = await request.fetch('/en-US/newsroom', { method: 'PROPFIND' });
  expect(refused.status()).toBe(405);
  expectResourcePolicy(refused.headers());
});
