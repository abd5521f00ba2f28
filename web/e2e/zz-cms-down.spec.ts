import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEEDED } from 'seeds';
import { STATE_FILE, type E2EState } from 'testing/site-e2e';
import { messages } from '../i18n';
import { expect, test } from './fixtures';

// Runs last (file order, one worker): it stops the CMS.
test('cached pages keep being served when the CMS is down', async ({ request }) => {
  const article = `/en-US/newsroom/${SEEDED.customerStorySlugs[0]}`;
  for (const url of ['/en-US/newsroom', article]) expect((await request.get(url)).status()).toBe(200);
  const state = JSON.parse(readFileSync(path.resolve(__dirname, '..', STATE_FILE), 'utf8')) as E2EState;
  process.kill(-state.pids[0], 'SIGKILL');
  await expect
    .poll(() =>
      fetch(`${state.cmsURL}/api/newsroom`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
  for (const url of ['/en-US/newsroom', article]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(await response.text()).toContain('<h1');
  }
});

test('an error answer (a page never rendered, with the CMS down) carries the security headers', async ({ request }) => {
  const response = await request.get('/en-US/newsroom/never-rendered-while-the-cms-was-up');
  expect(response.status()).toBeGreaterThanOrEqual(400);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

test("a page that fails (never rendered, with the CMS down) is the site's 'Internal Server Error' page with its navigation and footer", async ({ page }) => {
  const path = '/en-US/newsroom/another-page-never-rendered';
  const response = await page.goto(path);
  expect(response?.status()).toBe(500);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(/Internal Server Error/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // The address stays the one the visitor asked for.
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe(path);
});

test('with JavaScript off, a failing page is the same full page from the server, in the visitor’s language', async ({ newContext }) => {
  const context = await newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, lang, title] of [
    ['/en-US/newsroom/a-third-page-never-rendered', 'en-US', 'Internal Server Error'],
    ['/es-US/newsroom/una-pagina-nunca-vista', 'es-US', messages('es-US').errors.serverErrorTitle],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(500);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('navigation', { name: messages(lang).header.mainNav })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});
