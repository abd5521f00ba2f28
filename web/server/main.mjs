// @ts-check
/**
 * The site's server (`npm start`; `npm run dev -w web` with --dev): Next's request handler in a plain
 * Node HTTP server, the set-up Next documents for custom servers (`next()`, `app.prepare()`,
 * `app.getRequestHandler()`). It serves the same site as `next start`: every page, header and cache
 * is Next's (next.config.ts, proxy.ts). What it adds is refusing, before Next sees them, the requests
 * Next cannot answer with a 4xx (server/request-guard.mjs): unknown methods (405 + Allow), paths that
 * do not decode or hold %00 (400), and CONNECT (405; Node would drop the connection). A browser's GET
 * of a page gets the 400 as the site's own 400 page, and a request Next's handler fails on the site's
 * 500 page (server/error-pages.mjs: pages Next renders), as does a page Next answers with a 500 (its
 * own error document is blank without JavaScript); API paths and other methods get JSON. And it
 * settles the visitor's address (server/client-address.mjs: X-Forwarded-For as the routes read it), and tells
 * the balancer's micro-cache how long it may keep a GET's answer (contract/http).
 *
 * WEB_PORT (default 3000), WEB_HOST (default all interfaces). PORT and HOSTNAME are not read: the CMS
 * uses PORT, and containers set HOSTNAME to their own name.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { refusal, refuseConnect, sendRefusal } from './request-guard.mjs';
import { errorPages, isStatusPagePath, replaceServerErrors, wantsPage } from './error-pages.mjs';
import { settleClientAddress, siteProxyHops } from './client-address.mjs';
import { isCacheableMethod, MICRO_CACHE_EXPIRES_HEADER, microCacheExpires } from 'contract/http';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.WEB_PORT || 3000);
const hostname = process.env.WEB_HOST || undefined;
// Before Next starts: a wrong IS_PROXIED or PROXY_HOPS stops the server with a message naming it.
const proxyHops = siteProxyHops();

const app = next({ dev, dir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

/** The site's 400 and 500 pages, asked from this server once it listens. */
const pages = errorPages(() => {
  const address = server.address();
  return `http://127.0.0.1:${address && typeof address === 'object' ? address.port : port}`;
});

/**
 * A page for a browser's GET (the site's own 400 or 500 page, with its navigation and footer), the
 * API's JSON error otherwise, or when the page cannot be had.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./request-guard.mjs').Refusal} refused
 */
async function answerError(req, res, refused) {
  if (refused.status !== 405 && wantsPage(req) && (await pages.send(req, res, refused.status))) return;
  if (res.headersSent) return void res.end();
  sendRefusal(res, refused);
}

const server = createServer((req, res) => {
  const refused = refusal(req);
  if (refused) return void answerError(req, res, refused);
  settleClientAddress(req, proxyHops);
  // The balancer's micro-cache keeps the answer until the end of this second at most (contract/http).
  if (isCacheableMethod(req.method)) res.setHeader(MICRO_CACHE_EXPIRES_HEADER, microCacheExpires());
  // A page Next fails to render is answered with the site's 500 page (in production: the development
  // server's own error overlay is for the developer).
  if (!dev && wantsPage(req) && !isStatusPagePath((req.url ?? '/').split('?')[0] ?? '/')) replaceServerErrors(res, () => pages.send(req, res, 500));
  handle(req, res).catch((/** @type {unknown} */ error) => {
    console.error('[server] request failed', req.url, error);
    return answerError(req, res, { status: 500, message: 'Internal Server Error' });
  });
});
refuseConnect(server);
// Like `next start`: keep idle connections a little longer than common proxies do.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => console.log(`web ${dev ? 'development ' : ''}server listening on http://${hostname ?? 'localhost'}:${port}`));
