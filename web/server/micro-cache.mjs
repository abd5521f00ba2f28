// @ts-check
/**
 * A one-second cache of whole responses in front of Next's request handler ("micro-caching", as an
 * nginx proxy_cache or a CDN in front of a site does). Next already serves these pages from its ISR
 * cache, but each request still runs the proxy, routing and, for browsers, compression of the page;
 * for one second the same bytes are sent again instead. Only what Next marks as shared-cacheable
 * (`s-maxage` or `public`, no cookie set) is kept; the revalidation webhook clears it at once.
 */

/**
 * Request headers Next varies its pages on (the RSC payload vs the HTML document), the encoding, and
 * Accept (/uploads/* images are AVIF, WebP or the original depending on it).
 */
export const VARY_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'accept-encoding', 'accept'];

/**
 * Response headers that belong to one connection or one moment, not to the cached page (HSTS depends
 * on whether that request came over HTTPS: the server sets it on each response).
 */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'strict-transport-security']);

/**
 * @typedef {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} RequestLike
 * @typedef {Record<string, string | string[] | number | undefined>} HeaderMap
 * @typedef {{ status: number; headers: HeaderMap; body: Buffer; expiresAt: number }} Entry
 */

/** The cache key of a request, or null when the request must always reach Next. */
export function cacheKey(/** @type {RequestLike} */ req) {
  if (req.method !== 'GET' || !req.url) return null;
  if (req.headers.authorization) return null;
  const cookie = String(req.headers.cookie ?? '');
  if (/__prerender_bypass|__next_preview_data/.test(cookie)) return null;
  return [req.url, ...VARY_HEADERS.map((name) => String(req.headers[name] ?? ''))].join('\n');
}

/** Whether a response may be shared with other visitors for a moment. */
export function isShareable(/** @type {number} */ status, /** @type {HeaderMap} */ headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (/no-store|no-cache|private/.test(cacheControl)) return false;
  return /s-maxage=\d*[1-9]|public/.test(cacheControl);
}

/** The headers to store with a cached response (without per-connection ones). */
export function storedHeaders(/** @type {HeaderMap} */ headers) {
  /** @type {HeaderMap} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_HEADERS.has(name.toLowerCase())) kept[name] = value;
  return kept;
}

export class MicroCache {
  /** @type {Map<string, Entry>} */
  #entries = new Map();

  constructor(/** @type {number} */ ttlMs, /** @type {number} */ maxEntries = 500) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** @returns {Entry | undefined} */
  get(/** @type {string} */ key, /** @type {number} */ now) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry;
    this.#entries.delete(key);
    return undefined;
  }

  set(/** @type {string} */ key, /** @type {Omit<Entry, 'expiresAt'>} */ response, /** @type {number} */ now) {
    if (this.ttlMs <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, { ...response, expiresAt: now + this.ttlMs });
    // Oldest first: drop the oldest entries beyond the limit.
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  clear() {
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }
}

/** Whether the browser already has this version (its If-None-Match names the cached ETag): answer 304. */
export function isNotModified(/** @type {RequestLike} */ req, /** @type {HeaderMap} */ headers) {
  const etag = headers.etag;
  const given = req.headers['if-none-match'];
  if (typeof etag !== 'string' || typeof given !== 'string') return false;
  return given.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/** Where the running server exposes its cache, so that the revalidation route can clear it. */
export const MICRO_CACHE_GLOBAL = Symbol.for('web.micro-cache');
