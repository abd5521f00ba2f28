import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_CONTEXT_MAX } from 'contract/rules';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
const { POST } = await import('./route');

/** What the CMS received (POST /api/newsletter), and what it answers next. */
const received: Array<{ headers: Headers; body: unknown }> = [];
let answer: () => Response = () => Response.json({ ok: true }, { status: 201 });

beforeEach(() => {
  received.length = 0;
  answer = () => Response.json({ ok: true }, { status: 201 });
  vi.stubEnv('CMS_URL', 'http://cms.test');
  vi.stubEnv('NEWSLETTER_INGEST_TOKEN', 'ingest-token');
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url !== 'http://cms.test/api/newsletter') throw new Error(`unexpected fetch ${url}`);
    received.push({ headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** A request as server/main.mjs hands it on: X-Forwarded-For is the visitor's address it settled. */
const post = (body: unknown, visitor = '203.0.113.9') =>
  POST(
    new Request('http://site.test/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
      body: JSON.stringify(body),
    }),
  );
const postForm = (fields: Record<string, string>) =>
  POST(
    new Request('http://site.test/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9', referer: 'http://site.test/es-US/newsroom' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
const tooMany = () =>
  Response.json(
    { data: null, error: { status: 429, name: 'RateLimitError', message: 'Too many newsletter sign-ups from this address: try again in 10 minutes' } },
    { status: 429, headers: { 'retry-after': '540' } },
  );

describe('POST /api/newsletter', () => {
  it('sends the CMS no more context than it stores: a long page title is cut to its limit, not refused', async () => {
    const response = await post({ email: 'reader@example.com', locale: 'en-US', pageUri: 'http://localhost:3000/en-US/x', pageName: 'T'.repeat(400) });
    expect(response.status).toBe(200);
    expect(received.map((r) => r.body)).toEqual([
      expect.objectContaining({ email: 'reader@example.com', pageName: 'T'.repeat(SUBSCRIPTION_CONTEXT_MAX.pageName) }),
    ]);
  });

  it('refuses a 10 KB near-miss address at once, naming the field, and stores nothing', async () => {
    const response = await post({ email: `${'a'.repeat(10_000)}!` });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: 'Please provide a valid email address.', field: 'email' } });
    expect(received).toEqual([]);
  });

  it("sends the CMS the visitor's address with the ingest token, so that the CMS counts sign-ups per visitor", async () => {
    await post({ email: 'reader@example.com', locale: 'en-US' }, '2001:db8::7');
    expect(received[0]!.headers.get('x-newsletter-token')).toBe('ingest-token');
    expect(received[0]!.headers.get('x-newsletter-client-address')).toBe('2001:db8::7');
  });

  it('sends no address that is not one, nor any without the ingest token (the CMS would not believe it)', async () => {
    await post({ email: 'reader@example.com' }, '198.51.100.1, 203.0.113.9');
    expect(received[0]!.headers.has('x-newsletter-client-address')).toBe(false);
    vi.stubEnv('NEWSLETTER_INGEST_TOKEN', '');
    await post({ email: 'reader@example.com' });
    expect(received[1]!.headers.has('x-newsletter-token')).toBe(false);
    expect(received[1]!.headers.has('x-newsletter-client-address')).toBe(false);
  });

  it("passes the CMS's 429 on to the page's script: Retry-After and a message", async () => {
    answer = tooMany;
    const response = await post({ email: 'reader@example.com', locale: 'en-US' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('540');
    expect(await response.json()).toEqual({ error: { message: 'Too many sign-ups from your address. Please try again in 9 minutes.' } });
  });

  it("answers a form posted without JavaScript with a page that says so, in the form's language, with the 429 and Retry-After", async () => {
    answer = tooMany;
    const response = await postForm({ email: 'lector@example.com', locale: 'es-US' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('540');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<html lang="es-US">');
    expect(page).toContain('<p role="alert">Demasiadas suscripciones desde su dirección. Vuelva a intentarlo en 9 minutos.</p>');
    expect(page).toContain('<a href="/es-US/newsroom">');
  });

  it('a form that was stored still leads to the thanks page', async () => {
    const response = await postForm({ email: 'lector@example.com', locale: 'es-US' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/newsletter\/thanks$/);
  });
});
