import { createLandingPage, expect, signIn, test, uniqueSlug, WEB_URL } from './helpers';

/**
 * The builder's security headers in a real browser, the site's draft preview framed by it, and the
 * CSP listener of every spec (helpers.ts) seeing violations in the builder and inside the preview.
 */
const directives = (csp: string | undefined) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

function expectCommon(headers: Record<string, string>, framed = false) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
  if (framed) expect(headers['x-frame-options']).toBeUndefined();
  else expect(headers['x-frame-options']).toBe('DENY');
}

test('the builder: same-origin scripts only, frames the site only, never framed; its files and proxied CMS answers too', async ({ page, request }) => {
  const response = await page.goto('/App/Dashboard/Index');
  const headers = response!.headers();
  expectCommon(headers);
  const csp = directives(headers['content-security-policy']);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['frame-src']).toEqual([new URL(WEB_URL).origin]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  const script = await page.locator('script[src^="/assets/"]').first().getAttribute('src');
  expectCommon((await request.get(script!)).headers());
  // Sign-in goes through the proxied CMS: its answers get the builder's resource policy.
  const login = page.waitForResponse((answer) => answer.url().endsWith('/admin/login'));
  await signIn(page);
  const proxied = (await login).headers();
  expectCommon(proxied);
  expect(proxied['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  const api = await request.get('/builder-api/preview-url?type=landing-page&slug=x&locale=en-US');
  expect(api.status()).toBe(401);
  expectCommon(api.headers());
});

test("the site's draft preview inside the builder: its own nonce policy, framed by the builder's origin only", async ({ page, baseURL }) => {
  await signIn(page);
  await createLandingPage(page, `Headers ${uniqueSlug('h')}`);
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page.getByLabel(/^Title/).fill('Framed under its policy');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  const document = page.waitForResponse((answer) => answer.url().startsWith(`${WEB_URL}/preview/`) && answer.request().resourceType() === 'document');
  // The page canvas has shown the page since it opened; loaded again here to read its answer.
  await page.getByRole('button', { name: 'Reload page' }).click();
  const headers = (await document).headers();
  expectCommon(headers, true);
  const csp = directives(headers['content-security-policy']);
  expect(csp['frame-ancestors']).toEqual([new URL(baseURL!).origin]);
  expect(csp['script-src']).toContain("'strict-dynamic'");
  expect(csp['script-src']!.some((source) => source.startsWith("'nonce-"))).toBe(true);
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  const preview = page.frameLocator('[data-testid="page-canvas-frame"]');
  await expect(preview.getByRole('heading', { name: 'Framed under its policy' })).toBeVisible();
  // Live preview (the site's server action, Next's runtime under the nonce) works in the frame.
  await page.getByLabel(/^Title/).fill('Typed under its policy');
  await expect(preview.getByRole('heading', { name: 'Typed under its policy' })).toBeVisible();
});

test('the CSP listener records an injected inline script in the builder and inside the framed preview', async ({ page, csp }) => {
  await signIn(page);
  await createLandingPage(page, `Listener ${uniqueSlug('c')}`);
  await page.getByRole('button', { name: 'Add Hero with image after the selected block' }).click();
  await page.getByLabel(/^Title/).fill('Listener check');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('alert')).toContainText('Draft saved.');
  const inject = () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  };
  expect(await page.evaluate(inject)).toBe(false);
  await expect.poll(() => csp.violations.filter((violation) => violation.via === 'event' && !violation.url.startsWith(WEB_URL)).length).toBeGreaterThan(0);
  // In the preview, injected markup (a stored XSS's usual shape): its handler may not run. ('strict-dynamic'
  // trusts scripts that running code creates, so createElement would not show the nonce policy at work.)
  await expect(page.frameLocator('[data-testid="page-canvas-frame"]').getByRole('heading', { name: 'Listener check' })).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${WEB_URL}/preview/`));
  await frame!.evaluate(() => {
    const div = document.createElement('div');
    div.innerHTML = '<img alt="" src="data:," onerror="window.__injected = true">';
    document.body.append(div);
  });
  await expect
    .poll(() => csp.violations.filter((violation) => violation.via === 'event' && violation.url.startsWith(`${WEB_URL}/preview/`)).length)
    .toBeGreaterThan(0);
  expect(await frame!.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false);
  const seen = csp.take(() => true);
  expect(
    seen.some(
      (violation) =>
        violation.via === 'event' && violation.text.startsWith('script-src-attr blocked inline') && violation.url.startsWith(`${WEB_URL}/preview/`),
    ),
  ).toBe(true);
  expect(seen.every((violation) => /script-src|Content Security Policy/.test(violation.text))).toBe(true);
});
