import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorPages, isStatusPagePath, localeOfPath, replaceServerErrors, wantsPage } from './error-pages.mjs';

const PAGES: Record<string, string> = {
  '/en-US/_status/400': '<!DOCTYPE html><html lang="en-US"><body><nav>Main</nav><h1>Bad Request</h1><footer>Footer</footer></body></html>',
  '/es-US/_status/400': '<!DOCTYPE html><html lang="es-US"><body><h1>Solicitud incorrecta</h1></body></html>',
  '/en-US/_status/500': '<!DOCTYPE html><html lang="en-US"><body><h1>Internal Server Error</h1></body></html>',
};
const load = vi.fn(async (url: string) => {
  const body = PAGES[new URL(url).pathname];
  return body ? new Response(body, { headers: { 'content-type': 'text/html' } }) : new Response('Page not found', { status: 404 });
});
afterEach(() => load.mockClear());

/** A real Node server that answers every request with the 400 page, as server/main.mjs does for a refused path. */
async function answer(method: string, path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const pages = errorPages(() => 'http://site.test', load);
  const server = createServer((req, res) => void pages.send(req, res, 400));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

describe('error pages', () => {
  it('a path that does not decode gets the site’s 400 page, as HTML with the page security headers', async () => {
    const { status, headers, body } = await answer('GET', '/en-US/%E0%A4%A');
    expect(status).toBe(400);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toBe(PAGES['/en-US/_status/400']);
  });

  it('in the path’s locale, the default locale’s for one the site does not have; HEAD without a body', async () => {
    expect((await answer('GET', '/es-US/%ZZ')).body).toContain('Solicitud incorrecta');
    expect((await answer('GET', '/xx-XX/%ZZ')).body).toContain('Bad Request');
    const head = await answer('HEAD', '/en-US/%ZZ');
    expect(head.status).toBe(400);
    expect(head.body).toBe('');
  });

  it('asks for each page once', async () => {
    const pages = errorPages(() => 'http://site.test', load);
    await pages.html('/en-US/a', 500);
    await pages.html('/en-US/b', 500);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('http://site.test/en-US/_status/500');
  });

  it('no page when the site cannot render one (the caller answers JSON)', async () => {
    const failing = errorPages(
      () => 'http://site.test',
      async () => new Response('', { status: 500 }),
    );
    expect(await failing.html('/en-US/x', 500)).toBeNull();
  });

  it('pages for browsers’ GET and HEAD of pages; JSON for the API, uploads and other methods', () => {
    expect(wantsPage({ method: 'GET', url: '/en-US/%ZZ?x=1' })).toBe(true);
    expect(wantsPage({ method: 'HEAD', url: '/%ZZ' })).toBe(true);
    expect(wantsPage({ method: 'POST', url: '/en-US/%ZZ' })).toBe(false);
    expect(wantsPage({ method: 'GET', url: '/api/%ZZ' })).toBe(false);
    expect(wantsPage({ method: 'GET', url: '/uploads/%ZZ' })).toBe(false);
  });

  it('the locale of a path', () => {
    expect(localeOfPath('/es-US/newsroom/%ZZ')).toBe('es-US');
    expect(localeOfPath('/%E0%A4%A')).toBe('en-US');
    expect(localeOfPath('/')).toBe('en-US');
  });

  it('the status pages themselves are known (never replaced by one)', () => {
    expect(isStatusPagePath('/en-US/_status/500')).toBe(true);
    expect(isStatusPagePath('/en-US/newsroom/_status/500')).toBe(false);
  });
});

type Handler = (res: import('node:http').ServerResponse) => void;

/** A real server whose handler writes like Next, with replaceServerErrors in front; `page` answers the replacement (or not). */
async function through(handler: Handler, page: boolean, method = 'GET') {
  const pages = errorPages(() => 'http://site.test', load);
  const server = createServer((req, res) => {
    replaceServerErrors(res, () => (page ? pages.send(req, res, 500) : Promise.resolve(false)));
    handler(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path: '/en-US/newsroom/x' }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

describe('a page Next fails to render', () => {
  const failing: Handler = (res) => {
    res.statusCode = 500;
    res.setHeader('content-type', 'text/html');
    res.setHeader('x-next-thing', '1');
    res.write('<!DOCTYPE html><html id="__next_error__">');
    setTimeout(() => res.end('</html>'), 5);
  };

  it("is answered with the site's 500 page, without Next's headers, with the page security headers", async () => {
    const { status, headers, body } = await through(failing, true);
    expect(status).toBe(500);
    expect(body).toBe(PAGES['/en-US/_status/500']);
    expect(headers['x-next-thing']).toBeUndefined();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['cache-control']).toBe('no-store');
  });

  it('also when the status comes with writeHead', async () => {
    const { status, body } = await through((res) => {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('bare');
    }, true);
    expect(status).toBe(500);
    expect(body).toBe(PAGES['/en-US/_status/500']);
  });

  it("keeps Next's own answer, as it was, when there is no page to give", async () => {
    const { status, headers, body } = await through(failing, false);
    expect(status).toBe(500);
    expect(headers['x-next-thing']).toBe('1');
    expect(body).toBe('<!DOCTYPE html><html id="__next_error__"></html>');
    const head = await through((res) => {
      res.writeHead(500, { 'x-head': 'kept' });
      res.end();
    }, false);
    expect(head.headers['x-head']).toBe('kept');
  });

  it('leaves every other answer as written, streamed or not', async () => {
    const streamed = await through((res) => {
      res.statusCode = 200;
      res.setHeader('x-next-thing', '1');
      res.write('<p>one</p>');
      setTimeout(() => res.end('<p>two</p>'), 5);
    }, true);
    expect(streamed).toMatchObject({ status: 200, body: '<p>one</p><p>two</p>' });
    expect(streamed.headers['x-next-thing']).toBe('1');
    const notFound = await through((res) => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('nope');
    }, true);
    expect(notFound).toMatchObject({ status: 404, body: 'nope' });
  });
});
