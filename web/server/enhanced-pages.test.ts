import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { EnhanceAssets, enhanceHtml, etagOf, isEnhanceable, pickEncoding } from './enhanced-pages.mjs';
import { bufferResponse } from './buffer-response.mjs';

// The shape of Next 16's app-router HTML (turbopack build), cut down.
const nextPage = (body: string) =>
  [
    '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
    '<link rel="preload" as="image" imageSrcSet="/uploads/a.jpg 245w" fetchPriority="high"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/abc.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/3nw9.js"/>',
    '<script src="/_next/static/chunks/41ra.js" async=""></script><script src="/_next/static/chunks/turbopack-2u1d.js" async=""></script>',
    "<script>(function(){var K='chunk-reload-at';document.documentElement.classList.add('js')})();</script>",
    '<script src="/_next/static/chunks/0cz1.js" noModule=""></script>',
    '<title>Newsroom | Meridian</title></head><body>',
    body,
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/3nw9.js"]})</script>',
    '<script src="/_next/static/chunks/3nw9.js" async=""></script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
    '</body></html>',
  ].join('');
const marker = '<template data-enhanced-page="newsroom"></template>';
const build = { scripts: { newsroom: 'newsroom-ABC123.js' }, buildId: 'build-1' };

describe('enhanceHtml', () => {
  it("takes Next's scripts, preloads, bootstrap and RSC payload out and puts the page's script and build id in", () => {
    const html = enhanceHtml(nextPage(`<main><h1>News</h1><script type="application/ld+json">{"@type":"Thing"}</script></main>${marker}`), build)!;
    expect(html).not.toMatch(/_next\/static\/chunks\/[^"]+\.js/);
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain('TURBOPACK');
    expect(html).not.toContain('data-enhanced-page');
    // Kept: the stylesheet, the image preload, the chunk guard, JSON-LD, the content.
    expect(html).toContain('/_next/static/chunks/abc.css');
    expect(html).toContain('rel="preload" as="image"');
    expect(html).toContain("classList.add('js')");
    expect(html).toContain('application/ld+json');
    expect(html).toContain('<main><h1>News</h1>');
    expect(html).toContain('<meta name="build-id" content="build-1"/><script type="module" src="/_enhance/newsroom-ABC123.js"></script></head>');
  });

  it('leaves a page alone when it is not marked, still streams Suspense content, or names a script that was not built', () => {
    expect(enhanceHtml(nextPage('<main>404</main>'), build)).toBeNull();
    expect(enhanceHtml(nextPage(`<main><template id="B:0"></template></main><div hidden id="S:0"><p>later</p></div>${marker}`), build)).toBeNull();
    expect(enhanceHtml(nextPage('<template data-enhanced-page="article"></template>'), build)).toBeNull();
  });

  it('escapes the build id and file name into their attributes', () => {
    const html = enhanceHtml(nextPage(marker), { scripts: { newsroom: 'a"b.js' }, buildId: '<x"&' })!;
    expect(html).toContain('content="&lt;x&quot;&amp;"');
    expect(html).toContain('src="/_enhance/a&quot;b.js"');
  });
});

describe('isEnhanceable', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers });
  it.each([
    ['/en-US/newsroom', true],
    ['/es-US/newsroom?category=events&page=2', true],
    ['/en-US/newsroom/', true],
    ['/en-US/newsroom/some-article', false],
    ['/en-US/newsroom/rss.xml', false],
    ['/en-US/landing', false],
    ['/api/newsroom', false],
  ])('%s: %s', (url, expected) => expect(isEnhanceable(req(url))).toBe(expected));

  it('never rewrites RSC payload or prefetch requests, nor a POST', () => {
    expect(isEnhanceable(req('/en-US/newsroom', { rsc: '1' }))).toBe(false);
    expect(isEnhanceable(req('/en-US/newsroom', { 'next-router-prefetch': '1' }))).toBe(false);
    expect(isEnhanceable(req('/en-US/newsroom', {}, 'POST'))).toBe(false);
    expect(isEnhanceable(req('/en-US/newsroom', {}, 'HEAD'))).toBe(true);
  });
});

describe('pickEncoding and etagOf', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
  it('gives each body its own strong ETag', () => {
    expect(etagOf(Buffer.from('a'))).toMatch(/^"[\w-]+"$/);
    expect(etagOf(Buffer.from('a'))).not.toBe(etagOf(Buffer.from('b')));
  });
});

/** A real HTTP server around a handler, to exercise Node's ServerResponse. */
async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  return { get, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('EnhanceAssets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'enhance-'));
  const script = `export const x = ${JSON.stringify('y'.repeat(2000))};`;
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ newsroom: 'newsroom-H4SH.js' }));
  writeFileSync(path.join(dir, 'newsroom-H4SH.js'), script);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the built scripts immutable and compressed, answers 304 to their ETag, 404 to anything else under /_enhance/', async () => {
    const assets = new EnhanceAssets(dir, 'b1');
    expect(assets.scripts).toEqual({ newsroom: 'newsroom-H4SH.js' });
    const server = await serve((req, res) => {
      if (!assets.serve(req, res)) res.end('next');
    });
    try {
      const gz = await server.get('/_enhance/newsroom-H4SH.js', { 'accept-encoding': 'gzip' });
      expect(gz.status).toBe(200);
      expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gz.headers['content-type']).toContain('text/javascript');
      expect(gunzipSync(gz.body).toString()).toBe(script);
      const again = await server.get('/_enhance/newsroom-H4SH.js', { 'if-none-match': String(gz.headers.etag) });
      expect(again.status).toBe(304);
      expect((await server.get('/_enhance/newsroom-OLD.js')).status).toBe(404);
      expect((await server.get('/en-US/newsroom')).body.toString()).toBe('next');
    } finally {
      await server.close();
    }
  });

  it('fails with the missing manifest named when the scripts were not built', () => {
    expect(() => new EnhanceAssets(path.join(dir, 'missing'), 'b1')).toThrow(/manifest\.json/);
  });
});

describe('bufferResponse', () => {
  it('holds back what a handler writes (writeHead headers, chunks, end) until the server sends it, then restores the response', async () => {
    const server = await serve((req, res) => {
      const held = bufferResponse(res);
      res.setHeader('x-a', '1');
      res.writeHead(201, { 'content-type': 'text/html' });
      res.write('<p>');
      res.write(Buffer.from('hi'));
      res.end('</p>');
      void held.finished.then(() => {
        held.restore();
        expect(res.headersSent).toBe(false);
        const body = held.body().toString().toUpperCase();
        res.setHeader('content-length', body.length);
        res.end(body);
      });
    });
    try {
      const answer = await server.get('/');
      expect(answer.status).toBe(201);
      expect(answer.headers['x-a']).toBe('1');
      expect(answer.headers['content-type']).toBe('text/html');
      expect(answer.body.toString()).toBe('<P>HI</P>');
    } finally {
      await server.close();
    }
  });
});
