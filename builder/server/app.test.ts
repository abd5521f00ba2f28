// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparable, documentedHeaders, securityHeadersOf } from 'testing/security-docs';
import { createBuilderHandler, type BuilderServerOptions } from './app.mjs';

const WEB_URL = 'https://www.example.com/some/path';
let dist: string;
let cms: http.Server;
const servers: http.Server[] = [];
/** When the CMS saw each live-editing stream's client go. */
const streamClosed: number[] = [];

const listen = (server: http.Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

async function builder(options: Partial<BuilderServerOptions> = {}): Promise<string> {
  const cmsUrl = new URL(`http://127.0.0.1:${(cms.address() as AddressInfo).port}`);
  const server = http.createServer(createBuilderHandler({ dist, cmsUrl, webUrl: WEB_URL, transport: { production: false, proxied: false }, ...options }));
  servers.push(server);
  return listen(server);
}

/**
 * docs/security.md states the headers of each kind of the builder's answers (testing/security-docs): the
 * answer carries exactly those of its kind, HSTS only over HTTPS in production.
 */
const FILL = { 'WEB_URL origin': new URL(WEB_URL).origin };
function expectDocumented(response: Response, answer: string, { https = false } = {}) {
  expect(comparable(securityHeadersOf(response.headers)), `${answer}: ${response.url}`).toEqual(comparable(documentedHeaders(answer, FILL, { https })));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'builder-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
  // A CMS that sends the security headers the docs say the CMS sends, some of them made laxer: the
  // builder replaces most with its own and passes the others on.
  const cmsHeaders = documentedHeaders('CMS: every answer', { 'WEB_URL origin': FILL['WEB_URL origin'] });
  cms = http.createServer((req, res) => {
    if (req.url?.startsWith('/publishing/pages/landing-page/doc/live')) {
      // A live-editing stream: open until the client goes.
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: hello\ndata: {}\n\n');
      req.on('close', () => streamClosed.push(Date.now()));
      return;
    }
    res.writeHead(req.url === '/admin/missing' ? 404 : 200, {
      ...cmsHeaders,
      'content-type': 'application/json',
      'content-security-policy': "frame-ancestors *; script-src 'unsafe-inline'",
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=1',
      'x-cms': 'kept',
      // The address the CMS is told of (tests of the editor's address below).
      'x-cms-saw-forwarded-for': String(req.headers['x-forwarded-for']),
    });
    res.end(JSON.stringify({ path: req.url }));
  });
  await listen(cms);
});

afterAll(() => {
  for (const server of [...servers, cms]) server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the builder server's security headers", () => {
  it('the app (index.html for every route) and its files: same-origin scripts only, frames the site only, never framed', async () => {
    const base = await builder();
    for (const url of ['/App/Dashboard/Index', '/App/PageBuilder/Builder?type=article&id=1', '/assets/app.js', '/assets/missing.js']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, url).toBe(200);
      expectDocumented(response, 'Builder: the app');
    }
    const redirect = await fetch(`${base}/`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expectDocumented(redirect, 'Builder: the app');
  });

  it('/builder-api answers and proxied CMS answers: nothing may run or frame them; the CMS keeps its other headers', async () => {
    const base = await builder();
    expectDocumented(await fetch(`${base}/builder-api/unknown`), 'Builder: its API');
    const unsigned = await fetch(`${base}/builder-api/preview-url?type=article&slug=a&locale=en-US`);
    expect(unsigned.status).toBe(401);
    expectDocumented(unsigned, 'Builder: its API');
    for (const url of [
      '/admin/init',
      '/admin/missing',
      '/content-manager/collection-types/api::article.article',
      '/publishing/pages/article/abc/publish',
      '/uploads/a.png',
    ]) {
      const response = await fetch(`${base}${url}`);
      expect(await response.json()).toEqual({ path: url });
      expect(response.headers.get('x-cms')).toBe('kept');
      expectDocumented(response, 'Builder: proxied CMS answers');
    }
  });

  it('an error of its own (not built) carries them too', async () => {
    const base = await builder({ dist: path.join(dist, 'nowhere') });
    const response = await fetch(`${base}/App/Dashboard/Index`);
    expect(response.status).toBe(500);
    expectDocumented(response, 'Builder: the app');
  });

  it('HSTS only in production over HTTPS, and X-Forwarded-Proto is believed only behind a declared proxy', async () => {
    const proxied = await builder({ transport: { production: true, proxied: true } });
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    expectDocumented(await fetch(`${proxied}/App/Dashboard/Index`, https), 'Builder: the app', { https: true });
    expectDocumented(await fetch(`${proxied}/builder-api/unknown`, https), 'Builder: its API', { https: true });
    expectDocumented(await fetch(`${proxied}/admin/init`, https), 'Builder: proxied CMS answers', { https: true });
    expect((await fetch(`${proxied}/App/Dashboard/Index`)).headers.get('strict-transport-security')).toBeNull();
    const direct = await builder({ transport: { production: true, proxied: false } });
    expect((await fetch(`${direct}/App/Dashboard/Index`, https)).headers.get('strict-transport-security')).toBeNull();
    const development = await builder({ transport: { production: false, proxied: true } });
    expect((await fetch(`${development}/App/Dashboard/Index`, https)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe("the editor's address the CMS is told of (its sign-in limit counts per address)", () => {
  const forged = { headers: { 'x-forwarded-for': '198.51.100.1' } };

  it("reached directly: the connection's peer, never what the editor wrote in X-Forwarded-For", async () => {
    const base = await builder();
    const response = await fetch(`${base}/admin/init`, forged);
    expect(response.headers.get('x-cms-saw-forwarded-for')).toBe('127.0.0.1');
  });

  it('behind one declared proxy: the entry that proxy wrote, alone', async () => {
    const base = await builder({ transport: { production: false, proxied: true }, proxyHops: 1 });
    const response = await fetch(`${base}/admin/login`, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } });
    expect(response.headers.get('x-cms-saw-forwarded-for')).toBe('203.0.113.9');
  });
});

describe('a stream through the proxy (live editing)', () => {
  it('passes each event on as it comes, and closes the CMS side as soon as the editor goes', async () => {
    const base = await builder();
    const controller = new AbortController();
    const response = await fetch(`${base}/publishing/pages/landing-page/doc/live?locale=en-US`, { signal: controller.signal });
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('event: hello');
    const left = Date.now();
    controller.abort();
    for (let i = 0; i < 50 && !streamClosed.length; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(streamClosed.length).toBe(1);
    expect(streamClosed[0] - left).toBeLessThan(1_000);
  });
});
