// @ts-check
/**
 * Pages served without Next's client runtime.
 *
 * The newsroom is rendered by the app router's server components like every page, but its
 * interactions need no client framework: its links and filters are real links, and a 3 KB script
 * (enhance/newsroom.ts) adds the in-place navigation and the small behaviours. An app-router page
 * always loads Next's client runtime and React DOM (about 130 KB gzip even for an empty page) and the
 * page's RSC payload (the whole page a second time, inline). So for a page that declares itself
 * enhanced (`<template data-enhanced-page="newsroom">`, chrome/enhanced-page.tsx), the production
 * server takes those scripts out of the HTML and puts the page's own script in their place:
 * - `<script src="/_next/…">` (including the `nomodule` polyfills) and `<link rel="preload" as="script">`;
 * - Next's inline bootstrap (the TURBOPACK chunk list) and RSC payload (`self.__next_f`);
 * - in: `<meta name="build-id">` (the navigation does a full page load across deployments) and
 *   `<script type="module" src="/_enhance/<name>-<hash>.js">`.
 * Other inline scripts (the chunk guard, JSON-LD) stay. A page whose HTML still streams Suspense
 * content (it would need React's inline scripts to show it) is left as Next rendered it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Where the enhancement scripts are served from. */
export const ENHANCE_PREFIX = '/_enhance/';

const MARKER = /<template data-enhanced-page="([a-z-]+)"><\/template>/;
/** Fizz's markers of content streamed after the shell (it needs React's inline scripts to appear). */
const STREAMED = /<template id="B:|<div hidden id="S:/;
// Every pattern here runs in linear time (scripts/check-regexes.mjs): a tag's attributes are matched
// by `[^<>]*`, which stops at the next tag, and tested separately; inline script bodies are matched
// up to their first "<" (Next escapes "<" in its inline scripts, so theirs never hold one).
const SCRIPT_ELEMENT = /<script\b([^<>]*)><\/script>/g;
const LINK_ELEMENT = /<link\b([^<>]*)>/g;
const INLINE_SCRIPT = /<script\b([^<>]*)>([^<]*)<\/script>/g;
const NEXT_SRC = /\ssrc="\/_next\//;
const SCRIPT_PRELOAD = /\srel="(?:preload|modulepreload)"/;
const NEXT_SCRIPT_HREF = /\shref="\/_next\/[^"]*\.js"/;
const NEXT_INLINE = /^\s*(?:\(\s*)?(?:self\.__next_f|\(?globalThis\["TURBOPACK"\])/;

/**
 * The request paths whose pages may be enhanced (a locale's newsroom, any state). Their requests go
 * to Next uncompressed, so that the HTML can be rewritten before it is compressed.
 */
export function isEnhanceable(/** @type {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} */ req) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
  // RSC payload and prefetch requests are not documents.
  if (req.headers.rsc || req.headers['next-router-prefetch']) return false;
  const pathname = req.url.split('?')[0] ?? '';
  return /^\/[A-Za-z]{2}(?:-[A-Za-z]{2})?\/newsroom\/?$/.test(pathname);
}

/**
 * The HTML without Next's client runtime and with the page's own script, or null when the page is
 * not an enhanced page (no marker), streams Suspense content, or names a script that was not built.
 * @param {string} html
 * @param {{ scripts: Record<string, string>; buildId: string }} build
 */
export function enhanceHtml(html, build) {
  const marker = MARKER.exec(html);
  if (!marker || STREAMED.test(html)) return null;
  const file = build.scripts[/** @type {string} */ (marker[1])];
  if (!file) return null;
  let out = html
    .replace(SCRIPT_ELEMENT, (tag, /** @type {string} */ attributes) => (NEXT_SRC.test(attributes) ? '' : tag))
    .replace(LINK_ELEMENT, (tag, /** @type {string} */ attributes) => (SCRIPT_PRELOAD.test(attributes) && NEXT_SCRIPT_HREF.test(attributes) ? '' : tag));
  out = out.replace(INLINE_SCRIPT, (tag, /** @type {string} */ attributes, /** @type {string} */ body) => (!/\ssrc=/.test(attributes) && NEXT_INLINE.test(body) ? '' : tag));
  out = out.replace(marker[0], '');
  const head = `<meta name="build-id" content="${escapeAttribute(build.buildId)}"/><script type="module" src="${ENHANCE_PREFIX}${escapeAttribute(file)}"></script>`;
  return out.includes('</head>') ? out.replace('</head>', `${head}</head>`) : null;
}

function escapeAttribute(/** @type {string} */ value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A strong ETag of a body. */
export function etagOf(/** @type {Buffer} */ body) {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** The encoding to answer with, from Accept-Encoding: br, then gzip, else none. */
export function pickEncoding(/** @type {string | string[] | undefined} */ acceptEncoding) {
  const accepted = String(acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(?:\.0*)?$/.test(q.trim()))
    .map(([name]) => name);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** @param {Buffer} body @param {'br' | 'gzip' | null} encoding */
export function encode(body, encoding) {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
}

/**
 * The built scripts (.enhance/manifest.json, written by enhance/build.mjs) and the build id, and the
 * scripts' files, compressed once, for `GET /_enhance/<file>` (immutable: the names carry a hash).
 */
export class EnhanceAssets {
  /** @param {string} enhanceDir @param {string} buildId */
  constructor(enhanceDir, buildId) {
    this.enhanceDir = enhanceDir;
    this.buildId = buildId;
    /** @type {Record<string, string>} */
    this.scripts = JSON.parse(readFileSync(path.join(enhanceDir, 'manifest.json'), 'utf8'));
    /** @type {Map<string, { raw: Buffer; gzip: Buffer; br: Buffer; etag: string }>} */
    this.files = new Map();
    for (const file of Object.values(this.scripts)) {
      const raw = readFileSync(path.join(enhanceDir, file));
      this.files.set(file, { raw, gzip: encode(raw, 'gzip'), br: encode(raw, 'br'), etag: etagOf(raw) });
    }
  }

  /**
   * Answers a request for an enhancement script; false when the request is not one.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  serve(req, res) {
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    if (!pathname.startsWith(ENHANCE_PREFIX)) return false;
    const file = this.files.get(pathname.slice(ENHANCE_PREFIX.length));
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Not Found');
      return true;
    }
    const headers = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding', etag: file.etag };
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = encoding ? file[encoding] : file.raw;
    res.writeHead(200, { ...headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}
