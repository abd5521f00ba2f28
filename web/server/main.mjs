// @ts-check
/**
 * The site's server (`npm start`; `npm run dev -w web` with --dev): Next's request handler behind the
 * micro-cache (server/micro-cache.mjs), and the pages served without Next's client runtime
 * (server/enhanced-pages.mjs) with their scripts. WEB_PORT (default 3000), WEB_HOST (default all
 * interfaces), MICRO_CACHE_MS (default 1000; 0 turns it off). PORT and HOSTNAME are not read: the CMS
 * uses PORT, and containers set HOSTNAME to their own name.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { MICRO_CACHE_GLOBAL, MicroCache, cacheKey, isNotModified, isShareable, storedHeaders } from './micro-cache.mjs';
import { ENHANCE_PREFIX, EnhanceAssets, encode, enhanceHtml, etagOf, isEnhanceable, pickEncoding } from './enhanced-pages.mjs';
import { contentSecurityPolicy, headersForPath, securityHeaders, strictTransportSecurity } from '../security/policy.mjs';
import { bufferResponse, chunkToBuffer } from './buffer-response.mjs';
import { refusal, refuseConnect, sendRefusal } from './request-guard.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.WEB_PORT || 3000);
const hostname = process.env.WEB_HOST || undefined;
const ttlMs = dev ? 0 : Number(process.env.MICRO_CACHE_MS ?? 1000);
const enhanceDir = path.join(dir, dev ? '.enhance-dev' : '.enhance');
const transport = { production: !dev && process.env.NODE_ENV === 'production', proxied: process.env.IS_PROXIED === 'true' };

if (dev) {
  const { watchEnhancements } = await import('../enhance/build.mjs');
  await watchEnhancements();
} else if (!existsSync(path.join(enhanceDir, 'manifest.json'))) {
  console.error(`[server] ${path.relative(process.cwd(), enhanceDir)}/manifest.json is missing: build the site with \`npm run build -w web\` (it builds the enhancement scripts and runs next build).`);
  process.exit(1);
}

const app = next({ dev, dir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const cache = new MicroCache(Number.isFinite(ttlMs) ? ttlMs : 1000);
/** @type {Record<symbol, unknown>} */ (globalThis)[MICRO_CACHE_GLOBAL] = cache;
const distDir = path.join(dir, process.env.NEXT_DIST_DIR || '.next');
const buildId = dev ? 'development' : readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
const productionAssets = dev ? null : new EnhanceAssets(enhanceDir, buildId);
/** The development server rebuilds the scripts on change: read them again on each request. */
const assets = () => productionAssets ?? new EnhanceAssets(enhanceDir, buildId);

/** Keeps a copy of what Next writes, and stores it once the response is complete and shareable. */
function recordInto(/** @type {string} */ key, /** @type {import('node:http').ServerResponse} */ res) {
  /** @type {Buffer[]} */
  const chunks = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    const buffer = chunkToBuffer(chunk, encoding);
    if (buffer) chunks.push(buffer);
  };
  res.write = /** @type {typeof res.write} */ ((/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) => {
    keep(chunk, rest[0]);
    return write(/** @type {never} */ (chunk), .../** @type {never[]} */ (rest));
  });
  res.end = /** @type {typeof res.end} */ ((/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) => {
    if (typeof chunk !== 'function') keep(chunk, rest[0]);
    const headers = /** @type {Record<string, string | string[] | number | undefined>} */ (res.getHeaders());
    if (isShareable(res.statusCode, headers)) cache.set(key, { status: res.statusCode, headers: storedHeaders(headers), body: Buffer.concat(chunks) }, Date.now());
    return end(/** @type {never} */ (chunk), .../** @type {never[]} */ (rest));
  });
}

/**
 * A page that may be served without Next's client runtime: Next renders it uncompressed and without
 * a conditional request, the HTML is rewritten (enhanced-pages.mjs), then given its ETag, answered 304
 * when the browser has it, compressed as the browser accepts, and micro-cached.
 */
async function serveEnhanceable(/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res, /** @type {string | null} */ key) {
  const acceptEncoding = req.headers['accept-encoding'];
  const ifNoneMatch = req.headers['if-none-match'];
  delete req.headers['accept-encoding'];
  delete req.headers['if-none-match'];
  const captured = bufferResponse(res);
  try {
    await handle(req, res);
    await captured.finished;
  } finally {
    captured.restore();
  }
  if (res.destroyed) return;
  /** @type {Buffer} */
  let body = captured.body();
  const status = res.statusCode;
  const type = String(res.getHeader('content-type') ?? '');
  if (status === 200 && type.startsWith('text/html') && !res.getHeader('content-encoding')) {
    const { scripts } = assets();
    const html = enhanceHtml(body.toString('utf8'), { scripts, buildId });
    if (html !== null) {
      body = Buffer.from(html);
      res.setHeader('etag', etagOf(body));
      // Next's inline scripts are gone: the page's own script files and the chunk guard only.
      res.setHeader('content-security-policy', contentSecurityPolicy('newsroom', { dev }));
    }
  }
  const etag = res.getHeader('etag');
  if (status === 200 && typeof etag === 'string' && isNotModified({ headers: { 'if-none-match': ifNoneMatch } }, { etag })) {
    res.removeHeader('content-type');
    res.writeHead(304);
    res.end();
    return;
  }
  const encoding = !res.getHeader('content-encoding') && body.length > 1024 && /^(text\/|application\/(json|javascript|xml))/.test(type) ? pickEncoding(acceptEncoding) : null;
  if (encoding) {
    body = encode(body, encoding);
    res.setHeader('content-encoding', encoding);
  }
  const vary = String(res.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  res.removeHeader('transfer-encoding');
  res.setHeader('content-length', body.length);
  const headers = /** @type {Record<string, string | string[] | number | undefined>} */ (res.getHeaders());
  if (key && isShareable(status, headers)) cache.set(key, { status, headers: storedHeaders(headers), body }, Date.now());
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** @param {import('node:http').ServerResponse} res @param {Record<string, string>} headers */
const setHeaders = (res, headers) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
};

const server = createServer((req, res) => {
  // The headers of every answer, also those Next sends without its headers() rules (redirects) and
  // this server's own; Next's rules, proxy.ts and the newsroom's rewrite refine them.
  setHeaders(res, headersForPath((req.url ?? '/').split('?')[0] ?? '/', { dev }));
  const hsts = strictTransportSecurity(req, transport);
  if (hsts) res.setHeader('strict-transport-security', hsts);
  const refused = refusal(req);
  if (refused) return sendRefusal(res, refused);
  if (req.url?.startsWith(ENHANCE_PREFIX)) {
    assets().serve(req, res);
    return;
  }
  const key = cacheKey(req);
  const hit = key ? cache.get(key, Date.now()) : undefined;
  if (hit && isNotModified(req, hit.headers)) {
    res.writeHead(304, storedHeaders({ ...hit.headers, 'content-type': undefined, 'content-encoding': undefined }));
    res.end();
    return;
  }
  if (hit) {
    res.writeHead(hit.status, { ...hit.headers, 'content-length': hit.body.length });
    res.end(hit.body);
    return;
  }
  const fail = (/** @type {unknown} */ error) => {
    console.error('[server] request failed', req.url, error);
    if (!res.headersSent) {
      setHeaders(res, securityHeaders('resource'));
      res.writeHead(500, { 'content-type': 'text/plain' });
    }
    res.end('Internal Server Error');
  };
  if (isEnhanceable(req)) {
    serveEnhanceable(req, res, key).catch(fail);
    return;
  }
  if (key) recordInto(key, res);
  handle(req, res).catch(fail);
});
refuseConnect(server);
// Like `next start`: keep idle connections a little longer than common proxies do.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => console.log(`web ${dev ? 'development ' : ''}server listening on http://${hostname ?? 'localhost'}:${port} (micro-cache ${cache.ttlMs} ms)`));
