import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chunkGuardScript } from '../chrome/chunk-guard.mjs';
import { directives as documented, documentedCommonHeaders, documentedPolicy, sent } from 'testing/security-docs';
import { FEATURES_OFF } from 'contract/security';
import { previewFrameAncestors } from '../preview-live/origins';
import {
  CHUNK_GUARD_HASH,
  contentSecurityPolicy,
  HSTS,
  headersForPath,
  kindOfPath,
  nextHeaderRules,
  securityHeaders,
  strictTransportSecurity,
} from './policy.mjs';

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
  const featuresOff = FEATURES_OFF.map((feature) => `${feature}=()`).join(', ');
  const common = sent(documentedCommonHeaders('site', { 'features off': featuresOff }));

  it('on every answer (the preview without X-Frame-Options), and HSTS over HTTPS', () => {
    const { 'strict-transport-security': hsts, ...everyAnswer } = common;
    for (const path of ['/en-US/newsroom', '/api/newsletter', '/uploads/a.jpg']) {
      const { 'content-security-policy': _csp, ...headers } = headersForPath(path, { dev: false });
      expect(headers, path).toEqual(everyAnswer);
    }
    const { 'x-frame-options': _frame, ...preview } = everyAnswer;
    expect(headersForPath('/preview/article/en-US/a', { dev: false })).toEqual(preview);
    expect(hsts).toBe(HSTS);
  });

  it.each([
    ['site: pages', '/en-US/newsroom'],
    ['site: API, uploads, refusals', '/api/newsletter'],
    ['site: API, uploads, refusals', '/uploads/a.jpg'],
  ])('%s: %s', (answer, path) => {
    expect(documented(headersForPath(path, { dev: false })['content-security-policy']!)).toEqual(documented(documentedPolicy(answer)));
  });

  it("site: draft preview, with the request's nonce and the framing origins", () => {
    const env = { BUILDER_ORIGINS: 'https://builder.example.com', CMS_ADMIN_ORIGINS: 'https://cms.example.com' };
    const sent = contentSecurityPolicy('preview', { nonce: 'abc', frameAncestors: previewFrameAncestors(env) });
    const stated = documentedPolicy('site: draft preview', {
      'per request': 'abc',
      'chunk guard hash': CHUNK_GUARD_HASH,
      BUILDER_ORIGINS: env.BUILDER_ORIGINS,
      CMS_ADMIN_ORIGINS: env.CMS_ADMIN_ORIGINS,
    });
    expect(documented(sent)).toEqual(documented(stated));
    // The server's own refusals (server/main.mjs) are resources.
    expect(securityHeaders('resource')['content-security-policy']).toBe(documentedPolicy('site: API, uploads, refusals'));
  });
});
