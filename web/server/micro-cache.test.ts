import { describe, expect, it } from 'vitest';
import { MicroCache, cacheKey, isNotModified, isShareable, storedHeaders } from './micro-cache.mjs';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });

describe('micro-cache keys', () => {
  it('separates the HTML document, the RSC payload and each encoding of a page', () => {
    const keys = new Set([
      cacheKey(get('/en-US/newsroom')),
      cacheKey(get('/en-US/newsroom', { rsc: '1' })),
      cacheKey(get('/en-US/newsroom', { 'accept-encoding': 'gzip, deflate, br' })),
      cacheKey(get('/en-US/newsroom?page=2')),
    ]);
    expect(keys.size).toBe(4);
    expect(cacheKey(get('/en-US/newsroom', { 'user-agent': 'a' }))).toBe(cacheKey(get('/en-US/newsroom', { 'user-agent': 'b' })));
  });

  it('separates the representations of an image negotiated on Accept (AVIF, WebP, original)', () => {
    const image = '/uploads/photo_abc123.jpg';
    const keys = new Set([cacheKey(get(image, { accept: 'image/avif,image/webp,*/*' })), cacheKey(get(image, { accept: 'image/webp,*/*' })), cacheKey(get(image, { accept: '*/*' }))]);
    expect(keys.size).toBe(3);
  });

  it.each([
    ['a POST', { method: 'POST', url: '/api/newsletter', headers: {} }],
    ['a HEAD', { method: 'HEAD', url: '/en-US/newsroom', headers: {} }],
    ['an authorised request', get('/en-US/newsroom', { authorization: 'Bearer x' })],
    ['a draft-mode request', get('/en-US/newsroom', { cookie: 'a=1; __prerender_bypass=xyz' })],
  ])('never serves %s from the cache', (_, request) => {
    expect(cacheKey(request)).toBeNull();
  });
});

describe('shareable responses', () => {
  it.each([
    [200, { 'cache-control': 's-maxage=300, stale-while-revalidate=31535700' }, true],
    [200, { 'cache-control': 'public, max-age=5, stale-while-revalidate=30' }, true],
    [200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, false],
    [200, { 'cache-control': 'no-store' }, false],
    [200, {}, false],
    [200, { 'cache-control': 's-maxage=0' }, false],
    [404, { 'cache-control': 's-maxage=300' }, false],
    [200, { 'cache-control': 's-maxage=300', 'set-cookie': 'a=1' }, false],
  ])('status %i with %j: %s', (status, headers, expected) => {
    expect(isShareable(status, headers)).toBe(expected);
  });

  it('stores the page headers without the per-connection ones', () => {
    expect(storedHeaders({ 'content-type': 'text/html', date: 'x', connection: 'keep-alive', 'content-length': 10, vary: 'rsc' })).toEqual({ 'content-type': 'text/html', vary: 'rsc' });
  });

  it("keeps the page's security headers, and not HSTS, which depends on each request's transport", () => {
    const security = { 'content-security-policy': "default-src 'self'", 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'permissions-policy': 'camera=()' };
    expect(storedHeaders({ ...security, 'strict-transport-security': 'max-age=31536000; includeSubDomains' })).toEqual(security);
  });
});

describe('conditional requests', () => {
  it.each([
    ['"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"other"', false],
    [undefined, false],
  ])('If-None-Match %s against the cached "abc": 304 %s', (given, expected) => {
    expect(isNotModified(get('/en-US/newsroom', given ? { 'if-none-match': given } : {}), { etag: '"abc"' })).toBe(expected);
  });
  it('never without a cached ETag', () => {
    expect(isNotModified(get('/en-US/newsroom', { 'if-none-match': '*' }), {})).toBe(false);
  });
});

describe('MicroCache', () => {
  const response = { status: 200, headers: {}, body: Buffer.from('page') };

  it('serves an entry for its time to live only', () => {
    const cache = new MicroCache(1000);
    cache.set('a', response, 0);
    expect(cache.get('a', 999)?.body.toString()).toBe('page');
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new MicroCache(1000, 2);
    cache.set('a', response, 0);
    cache.set('b', response, 0);
    cache.set('c', response, 0);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)].map(Boolean)).toEqual([false, true, true]);
  });

  it('is off with a time to live of 0, and can be cleared', () => {
    const off = new MicroCache(0);
    off.set('a', response, 0);
    expect(off.size).toBe(0);
    const cache = new MicroCache(1000);
    cache.set('a', response, 0);
    cache.clear();
    expect(cache.get('a', 1)).toBeUndefined();
  });
});
