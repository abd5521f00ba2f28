// @ts-check
/**
 * The site's server (`npm start`; `npm run dev -w web` with --dev): Next's request handler in a plain
 * Node HTTP server, the set-up Next documents for custom servers (`next()`, `app.prepare()`,
 * `app.getRequestHandler()`). It serves the same site as `next start`: every page, header and cache
 * is Next's (next.config.ts, proxy.ts). What it adds is refusing, before Next sees them, the requests
 * Next cannot answer with a 4xx (server/request-guard.mjs): unknown methods (405 + Allow), paths that
 * do not decode or hold %00 (400), and CONNECT (405; Node would drop the connection).
 *
 * WEB_PORT (default 3000), WEB_HOST (default all interfaces). PORT and HOSTNAME are not read: the CMS
 * uses PORT, and containers set HOSTNAME to their own name.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { refusal, refuseConnect, sendRefusal } from './request-guard.mjs';
import { securityHeaders } from '../security/policy.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.WEB_PORT || 3000);
const hostname = process.env.WEB_HOST || undefined;

const app = next({ dev, dir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((req, res) => {
  const refused = refusal(req);
  if (refused) return sendRefusal(res, refused);
  handle(req, res).catch((/** @type {unknown} */ error) => {
    console.error('[server] request failed', req.url, error);
    if (!res.headersSent) res.writeHead(500, { ...securityHeaders('resource'), 'content-type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  });
});
refuseConnect(server);
// Like `next start`: keep idle connections a little longer than common proxies do.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => console.log(`web ${dev ? 'development ' : ''}server listening on http://${hostname ?? 'localhost'}:${port}`));
