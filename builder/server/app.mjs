// @ts-check
/**
 * The builder's server: static files from dist/, the spec's /App/... routes as the single-page app,
 * the CMS's admin APIs proxied (so that Strapi's httpOnly refresh cookie is first-party and no token
 * is ever stored by the page), and /builder-api/*. Every response carries the builder's security
 * headers (security-headers.mjs); a proxied CMS answer gets them in place of the CMS's own.
 */
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { clientAddress } from 'contract/security';
import { builderApi } from './builder-api.mjs';
import { securityHeaders, strictTransportSecurity } from './security-headers.mjs';

const PROXIED = ['/admin', '/content-manager', '/publishing', '/upload', '/uploads', '/i18n'];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * @typedef {object} BuilderServerOptions
 * @property {string} dist The built app (dist/).
 * @property {URL} cmsUrl
 * @property {string} webUrl The public site, whose draft preview the app frames.
 * @property {{ production: boolean; proxied: boolean }} transport For HSTS (IS_PROXIED: X-Forwarded-Proto is trusted).
 * @property {number} [proxyHops] The proxies in front of this server (contract/security proxyHops; default 0).
 */

/** @param {string} pathname */
const isProxied = (pathname) => PROXIED.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The CMS's answer to the request, with our headers. The CMS sees this server, not the editor: it gets the editor's
 * address (the connection's peer, or what the declared proxies wrote: contract/security clientAddress, the CMS's
 * own rule) as the only X-Forwarded-For, as one proxy in front of it, never an address the editor wrote there.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {URL} cmsUrl @param {Record<string, string>} ours @param {number} hops
 */
function proxy(req, res, cmsUrl, ours, hops) {
  const headers = { ...req.headers, host: cmsUrl.host, 'x-forwarded-for': clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops) };
  delete headers.origin; // same-origin for the browser; the CMS need not apply CORS to it
  let dropped = false;
  const upstream = http.request(
    { protocol: cmsUrl.protocol, hostname: cmsUrl.hostname, port: cmsUrl.port, method: req.method, path: req.url, headers },
    (answer) => {
      const theirs = { ...answer.headers };
      // Ours replace the CMS's security headers; HSTS is the builder's own decision (set on res).
      for (const name of [...Object.keys(ours), 'strict-transport-security']) delete theirs[name];
      res.writeHead(answer.statusCode ?? 502, { ...theirs, ...ours });
      answer.pipe(res);
      // A stream of events (live editing) lasts until the editor goes: then the CMS side is closed at once, so the
      // others see the tab leave. Other answers run to their end, as a save the editor started must.
      if (/^text\/event-stream/.test(String(answer.headers['content-type'])))
        res.on('close', () => {
          dropped = true;
          upstream.destroy();
        });
    },
  );
  upstream.on('error', (err) => {
    if (dropped) return; // the editor went from a stream, closed above: nothing to answer
    console.error(`[builder] proxy ${req.method} ${req.url} failed: ${err.message}`);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: null, error: { status: 502, name: 'BadGateway', message: `The CMS at ${cmsUrl.origin} is not reachable` } }));
  });
  req.pipe(upstream);
}

/** @param {string} pathname @param {http.ServerResponse} res @param {string} dist */
function serveStatic(pathname, res, dist) {
  const file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  const isAsset = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
  const target = isAsset ? file : path.join(dist, 'index.html');
  if (!existsSync(target)) {
    res.writeHead(500, { 'content-type': 'text/plain' });
    return res.end('The builder is not built: run `npm run build -w builder`.');
  }
  const immutable = isAsset && pathname.startsWith('/assets/');
  res.writeHead(200, {
    'content-type': TYPES[/** @type {keyof typeof TYPES} */ (path.extname(target))] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(target).pipe(res);
}

/**
 * The request handler of the builder's server.
 * @param {BuilderServerOptions} options
 * @returns {http.RequestListener}
 */
export function createBuilderHandler({ dist, cmsUrl, webUrl, transport, proxyHops = 0 }) {
  const app = securityHeaders('app', { webUrl });
  const resource = securityHeaders('resource', { webUrl });
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://builder.local').pathname;
    const hsts = strictTransportSecurity(req, transport);
    if (hsts) res.setHeader('strict-transport-security', hsts);
    const proxied = isProxied(pathname);
    const ours = proxied || pathname.startsWith('/builder-api/') ? resource : app;
    for (const [name, value] of Object.entries(ours)) res.setHeader(name, value);
    if (pathname.startsWith('/builder-api/')) {
      builderApi(req, res).catch((err) => {
        console.error('[builder] api error', err);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Builder server error' } }));
      });
    } else if (proxied) {
      proxy(req, res, cmsUrl, ours, proxyHops);
    } else if (pathname === '/') {
      res.writeHead(302, { location: '/App/Dashboard/Index' });
      res.end();
    } else {
      serveStatic(pathname, res, dist);
    }
  };
}
