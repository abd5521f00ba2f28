// @ts-check
/**
 * The production server (`npm start`): Next's request handler behind the micro-cache
 * (server/micro-cache.mjs). WEB_PORT (default 3000), WEB_HOST (default all interfaces), MICRO_CACHE_MS
 * (default 1000; 0 turns it off). PORT and HOSTNAME are not read: the CMS uses PORT, and containers
 * set HOSTNAME to their own name.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { MICRO_CACHE_GLOBAL, MicroCache, cacheKey, isNotModified, isShareable, storedHeaders } from './micro-cache.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.WEB_PORT || 3000);
const hostname = process.env.WEB_HOST || undefined;
const ttlMs = Number(process.env.MICRO_CACHE_MS ?? 1000);

const app = next({ dev: false, dir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const cache = new MicroCache(Number.isFinite(ttlMs) ? ttlMs : 1000);
/** @type {Record<symbol, unknown>} */ (globalThis)[MICRO_CACHE_GLOBAL] = cache;

/** Keeps a copy of what Next writes, and stores it once the response is complete and shareable. */
function recordInto(/** @type {string} */ key, /** @type {import('node:http').ServerResponse} */ res) {
  /** @type {Buffer[]} */
  const chunks = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
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

const server = createServer((req, res) => {
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
  if (key) recordInto(key, res);
  handle(req, res).catch((/** @type {unknown} */ error) => {
    console.error('[server] request failed', req.url, error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal Server Error');
  });
});
// Like `next start`: keep idle connections a little longer than common proxies do.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => console.log(`web listening on http://${hostname ?? 'localhost'}:${port} (micro-cache ${cache.ttlMs} ms)`));
