import { NextRequest } from 'next/server';
import { getRedirectUrl, getRewrittenUrl, unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNMATCHED_PATH, config, isSitePath, proxy } from './proxy';

const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://site.test${path}`, { headers });
afterEach(() => vi.unstubAllEnvs());

describe('proxy', () => {
  it('runs for every path (HSTS belongs on every answer)', () => {
    for (const url of ['/', '/en-US/newsroom', '/_next/static/chunks/a.js', '/api/newsletter', '/uploads/a.jpg', '/xx']) {
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(true);
    }
  });

  it('serves each newsroom state from a path of its own (the visible URL stays)', () => {
    expect(getRewrittenUrl(proxy(request('/en-US/newsroom?page=2&category=events')))).toBe('http://site.test/en-US/newsroom-index/2~events~');
    expect(getRewrittenUrl(proxy(request('/es-US/newsroom')))).toBe('http://site.test/es-US/newsroom-index/1~~');
  });

  it("answers a first segment that is no locale nor a route of the site with the site's 404", () => {
    for (const path of ['/xx-XX/newsroom', '/en-USA', '/favicon.ico', '/some/deep/path', '/__proto__']) {
      expect(getRewrittenUrl(proxy(request(path))), path).toBe(`http://site.test${UNMATCHED_PATH}`);
    }
    for (const path of [
      '/en-US',
      '/es-US/some-landing-page',
      '/en-US/newsroom/an-article',
      '/api/newsletter',
      '/_next/static/chunks/a.js',
      '/en-US/search',
      '/robots.txt',
    ]) {
      expect(isSitePath(path), path).toBe(true);
      expect(getRewrittenUrl(proxy(request(path))), path).toBeNull();
    }
  });

  it('redirects the short addresses (307)', () => {
    for (const [path, target] of [
      ['/', '/en-US/newsroom'],
      ['/newsroom', '/en-US/newsroom'],
      ['/en', '/en-US/newsroom'],
      ['/events', '/en-US/newsroom?category=events'],
    ]) {
      const response = proxy(request(path!));
      expect(response.status, path).toBe(307);
      expect(getRedirectUrl(response), path).toBe(`http://site.test${target}`);
    }
  });

  it("sends /search to the search of the browser's language, with its terms", () => {
    const spanish = proxy(request('/search?q=edificio', { 'accept-language': 'es-MX,es;q=0.9' }));
    expect(spanish.status).toBe(307);
    expect(getRedirectUrl(spanish)).toBe('http://site.test/es-US/search?q=edificio');
    expect(spanish.headers.get('vary')).toBe('Accept-Language');
    expect(getRedirectUrl(proxy(request('/search?q=x')))).toBe('http://site.test/en-US/search?q=x');
    expect(getRedirectUrl(proxy(request('/search', { 'accept-language': 'fr-FR' })))).toBe('http://site.test/en-US/search');
  });

  it('gives the draft preview a nonce policy of its own per request', () => {
    const [one, two] = [proxy(request('/preview/article/en-US/a')), proxy(request('/preview/article/en-US/a'))];
    const nonce = /'nonce-([^']+)'/.exec(one.headers.get('content-security-policy')!)![1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(two.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('adds HSTS in production behind a declared TLS proxy, to every kind of answer', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('IS_PROXIED', 'true');
    for (const path of ['/', '/en-US/newsroom', '/en-US/an-article', '/xx', '/preview/article/en-US/a', '/api/newsletter']) {
      expect(proxy(request(path, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(proxy(request(path, { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security'), path).toBeNull();
    }
    vi.stubEnv('IS_PROXIED', 'false');
    expect(proxy(request('/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
  });
});
