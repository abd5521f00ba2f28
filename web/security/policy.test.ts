import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NextRequest } from 'next/server';
import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { comparable, documentedHeaders, securityHeadersOf } from 'testing/security-docs';
import { chunkGuardScript } from '../chrome/chunk-guard.mjs';
import nextConfig from '../next.config';
import { proxy } from '../proxy';
import { errorPages } from '../server/error-pages.mjs';
import { refusal, sendRefusal } from '../server/request-guard.mjs';
import { contentSecurityPolicy, headersForPath, kindOfPath, nextHeaderRules, strictTransportSecurity } from './policy.mjs';

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
const ALWAYS = { 'object-src': ["'none'"], 'base-uri': ["'self'"], 'form-action': ["'self'"] };

describe("the site's Content-Security-Policy", () => {
  it("pages (all cached, all with Next's runtime) allow inline scripts and keep the rest of the policy", () => {
    const csp = directives(contentSecurityPolicy('page'));
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp).toMatchObject({ ...ALWAYS, 'frame-ancestors': ["'none'"], 'frame-src': ['https://www.youtube-nocookie.com'] });
  });

  it("the preview allows its request's nonce and the chunk guard, and is framed by the builder's origins only", () => {
    const csp = directives(contentSecurityPolicy('preview', { nonce: 'abc123', frameAncestors: ['https://builder.example.com', 'http://localhost:5173'] }));
    const guard = `'sha256-${createHash('sha256').update(chunkGuardScript).digest('base64')}'`;
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'", guard]);
    expect(csp).toMatchObject({ ...ALWAYS, 'frame-ancestors': ['https://builder.example.com', 'http://localhost:5173'] });
    expect(directives(contentSecurityPolicy('preview', { nonce: 'abc123' }))['frame-ancestors']).toEqual(["'none'"]);
    expect(() => contentSecurityPolicy('preview')).toThrow(/nonce/);
  });

  it("Next's development server also allows eval (React's error stacks); production never", () => {
    expect(directives(contentSecurityPolicy('page', { dev: true }))['script-src']).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(directives(contentSecurityPolicy('preview', { dev: true, nonce: 'n' }))['script-src']).toContain("'unsafe-eval'");
    for (const kind of ['page', 'resource'] as const) expect(contentSecurityPolicy(kind)).not.toContain('unsafe-eval');
  });
});

describe('headers per path', () => {
  it.each([
    ['/en-US/newsroom', 'page'],
    ['/en-US/newsroom/some-article', 'page'],
    ['/_next/static/chunks/a.js', 'page'],
    ['/api/newsletter', 'resource'],
    ['/uploads/a.jpg', 'resource'],
    ['/preview/article/en-US/a', 'preview'],
  ])('%s is a %s', (path, kind) => {
    expect(kindOfPath(path)).toBe(kind);
  });

  it('every response gets nosniff, the referrer policy and a permissions policy; all but the preview X-Frame-Options DENY', () => {
    for (const path of ['/en-US/newsroom', '/api/newsletter', '/preview/article/en-US/a']) {
      const headers = headersForPath(path, { dev: false });
      expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
      expect(headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(headers['permissions-policy']).toContain('autoplay=(self "https://www.youtube-nocookie.com")');
    }
    expect(headersForPath('/en-US/newsroom', { dev: false })['x-frame-options']).toBe('DENY');
    // The preview's CSP comes with its nonce from proxy.ts; its framing from frame-ancestors alone.
    expect(headersForPath('/preview/article/en-US/a', { dev: false })).not.toHaveProperty('x-frame-options');
    expect(headersForPath('/preview/article/en-US/a', { dev: false })).not.toHaveProperty('content-security-policy');
  });

  it("next.config.ts's rules give each prefix its headers after the catch-all, which leaves the preview out", () => {
    const rules = nextHeaderRules({ dev: false });
    expect(rules[0]!.source).toBe('/((?!preview/).*)');
    expect(new RegExp(`^${rules[0]!.source}$`).test('/preview/article/en-US/a')).toBe(false);
    expect(new RegExp(`^${rules[0]!.source}$`).test('/en-US/newsroom')).toBe(true);
    const api = rules.find((rule) => rule.source === '/api/:path*')!;
    expect(Object.fromEntries(api.headers.map(({ key, value }) => [key, value]))).toEqual(headersForPath('/api/x', { dev: false }));
  });
});

describe('HSTS', () => {
  it.each([
    ['production behind a declared proxy, forwarded https', 'https', { production: true, proxied: true }, true],
    ['the first of several forwarded protocols counts', 'HTTPS, http', { production: true, proxied: true }, true],
    ['production behind a declared proxy, forwarded http', 'http', { production: true, proxied: true }, false],
    ['production behind a declared proxy, nothing forwarded', null, { production: true, proxied: true }, false],
    ['production, no declared proxy: the header is not believed', 'https', { production: true, proxied: false }, false],
    ['development', 'https', { production: false, proxied: true }, false],
  ])('%s', (_name, forwarded, server, expected) => {
    expect(strictTransportSecurity(forwarded, server)).toBe(expected ? 'max-age=31536000; includeSubDomains' : null);
  });
});

describe('docs/security.md states the headers the site sends', () => {
  const FRAMERS = {
    BUILDER_ORIGINS: 'https://builder.example.com',
    BUILDER_URL: 'https://builder.example.com/app',
    CMS_ADMIN_ORIGINS: 'https://cms.example.com',
  };
  beforeEach(() => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('IS_PROXIED', 'true');
    for (const [name, value] of Object.entries(FRAMERS)) vi.stubEnv(name, value);
  });
  afterEach(() => vi.unstubAllEnvs());

  /** What Next sends for a request: next.config.ts's headers() rules, then what proxy.ts sets (the preview's policy, HSTS). */
  async function sentFor(path: string, https: boolean) {
    const headers: Record<string, string> = https ? { 'x-forwarded-proto': 'https' } : {};
    const fromConfig = await unstable_getResponseFromNextConfig({ url: `http://site.test${path}`, nextConfig, headers });
    const fromProxy = proxy(new NextRequest(`http://site.test${path}`, { headers }));
    return { ...securityHeadersOf(fromConfig.headers), ...securityHeadersOf(fromProxy.headers) };
  }
  const expectDocumented = (
    sent: Record<string, string>,
    answer: string,
    { fill = {}, https = false, what = answer }: { fill?: Record<string, string>; https?: boolean; what?: string } = {},
  ) => expect(comparable(sent), what).toEqual(comparable(documentedHeaders(answer, fill, { https })));

  it.each([
    [
      'Site: pages',
      [
        '/en-US/newsroom',
        '/en-US/newsroom?page=2',
        '/es-US/newsroom/some-article',
        '/en-US/some-landing-page',
        '/xx-XX/missing',
        '/_next/static/chunks/a.js',
        '/newsletter/thanks',
        '/newsroom',
      ],
    ],
    ['Site: API and uploads', ['/api/newsletter', '/api/preview/exit', '/uploads/a.jpg']],
  ])('%s', async (answer, paths) => {
    for (const path of paths) {
      expectDocumented(await sentFor(path, false), answer, { what: path });
      expectDocumented(await sentFor(path, true), answer, { https: true, what: `${path} over HTTPS` });
    }
  });

  it("Site: draft preview, with the request's nonce and the framing origins, or 'none' without any", async () => {
    const fill = (sent: Record<string, string>, framers: string) => ({
      'per request': /'nonce-([^']+)'/.exec(sent['content-security-policy'] ?? '')?.[1] ?? 'no nonce sent',
      'chunk guard hash': `'sha256-${createHash('sha256').update(chunkGuardScript).digest('base64')}'`,
      'preview framers': framers,
    });
    const framers = 'https://builder.example.com https://cms.example.com';
    const path = '/preview/article/en-US/a?token=x';
    const sent = await sentFor(path, false);
    expectDocumented(sent, 'Site: draft preview', { fill: fill(sent, framers) });
    const https = await sentFor(path, true);
    expectDocumented(https, 'Site: draft preview', { fill: fill(https, framers), https: true });
    expect(fill(https, framers)['per request']).not.toBe(fill(sent, framers)['per request']);
    for (const name of Object.keys(FRAMERS)) vi.stubEnv(name, '');
    const unframed = await sentFor(path, false);
    expectDocumented(unframed, 'Site: draft preview', { fill: fill(unframed, "'none'") });
  });

  it("Site: refusals, in JSON or as the site's own page, without HSTS", async () => {
    const written = (send: (res: ServerResponse) => unknown) => {
      let headers: Record<string, string> = {};
      const res = { headersSent: false, writeHead: (_status: number, sent: Record<string, string>) => void (headers = sent), end: () => undefined };
      return Promise.resolve(send(res as unknown as ServerResponse)).then(() => securityHeadersOf(headers));
    };
    for (const refused of [refusal({ method: 'TRACE', url: '/' }), refusal({ method: 'GET', url: '/en-US/%ZZ' })]) {
      // The same over HTTPS: nothing here sends HSTS.
      expectDocumented(await written((res) => sendRefusal(res, refused!)), 'Site: refusals', { https: true });
    }
    const pages = errorPages(
      () => 'http://site.test',
      async () => new Response('<!DOCTYPE html><h1>Bad Request</h1>', { headers: { 'content-type': 'text/html' } }),
    );
    const page = await written((res) => pages.send({ method: 'GET', url: '/en-US/%ZZ' } as IncomingMessage, res, 400));
    // The pages' headers, but no HSTS: these answers never pass through Next's proxy.
    expectDocumented(page, 'Site: pages');
  });
});
