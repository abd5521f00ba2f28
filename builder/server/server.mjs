// @ts-check
/**
 * Serves the built builder on one origin with the CMS: static files from dist/, the spec's /App/...
 * routes as the single-page app, the CMS's admin APIs proxied (so that Strapi's httpOnly refresh
 * cookie is first-party and no token is ever stored by the page), and /builder-api/*.
 */
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builderApi } from './builder-api.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(here, '..', 'dist');
const CMS_URL = new URL(process.env.CMS_URL ?? 'http://127.0.0.1:1337');
// Not PORT: the root start script runs the CMS and the site beside us, and PORT is theirs.
const PORT = Number(process.env.BUILDER_PORT ?? 5173);
const HOST = process.env.BUILDER_HOST ?? '0.0.0.0';
const PROXIED = ['/admin', '/content-manager', '/content-type-builder', '/upload', '/uploads', '/i18n'];
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png', '.ico': 'image/x-icon' };

/** @param {string} pathname */
const isProxied = (pathname) => PROXIED.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
function proxy(req, res) {
  const headers = { ...req.headers, host: CMS_URL.host };
  delete headers.origin; // same-origin for the browser; the CMS need not apply CORS to it
  const upstream = http.request(
    { protocol: CMS_URL.protocol, hostname: CMS_URL.hostname, port: CMS_URL.port, method: req.method, path: req.url, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (err) => {
    console.error(`[builder] proxy ${req.method} ${req.url} failed: ${err.message}`);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: null, error: { status: 502, name: 'BadGateway', message: `The CMS at ${CMS_URL.origin} is not reachable` } }));
  });
  req.pipe(upstream);
}

/** @param {string} pathname @param {http.ServerResponse} res */
function serveStatic(pathname, res) {
  const file = path.join(DIST, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  const isAsset = file.startsWith(DIST) && existsSync(file) && statSync(file).isFile();
  const target = isAsset ? file : path.join(DIST, 'index.html');
  if (!existsSync(target)) {
    res.writeHead(500, { 'content-type': 'text/plain' });
    return res.end('The builder is not built: run `npm run build -w builder`.');
  }
  const immutable = isAsset && pathname.startsWith('/assets/');
  res.writeHead(200, {
    'content-type': TYPES[/** @type {keyof typeof TYPES} */ (path.extname(target))] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  });
  createReadStream(target).pipe(res);
}

const server = http.createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://builder.local').pathname;
  if (pathname.startsWith('/builder-api/')) {
    builderApi(req, res).catch((err) => {
      console.error('[builder] api error', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Builder server error' } }));
    });
  } else if (isProxied(pathname)) {
    proxy(req, res);
  } else if (pathname === '/') {
    res.writeHead(302, { location: '/App/Dashboard/Index' });
    res.end();
  } else {
    serveStatic(pathname, res);
  }
});

server.listen(PORT, HOST, () => {
  console.log(`[builder] http://localhost:${PORT} (CMS ${CMS_URL.origin})`);
});
