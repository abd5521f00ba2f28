// @ts-check
/**
 * The site's security headers, defined once. Used by next.config.ts `headers()` (every response Next
 * serves), proxy.ts (the draft preview's per-request nonce, HSTS per request) and server/main.mjs
 * (its own refusals of requests Next cannot take).
 *
 * One policy per kind of response (docs/security.md "Security headers" says why each is what it is):
 * - `page`: pages, all of them cached (ISR or static: the newsroom, articles, events, landing pages,
 *   the newsletter thanks page, 404s). Next writes the page's RSC payload and bootstrap as inline
 *   scripts that differ per page, and its only supported way to allow them without 'unsafe-inline'
 *   is a per-request nonce, which needs dynamic rendering (no ISR, no cache). So these pages keep
 *   'unsafe-inline' for scripts; the rest of the policy stays strict.
 * - `preview`: the draft preview (dynamic already): Next's nonce (proxy.ts), framed by the page
 *   builder's origins only.
 * - `resource`: API answers and uploads: nothing may run, nothing may frame them.
 */
import { permissionsPolicy } from 'contract/security';
import { createHash } from 'node:crypto';
import { chunkGuardScript } from '../chrome/chunk-guard.mjs';

/** @typedef {'page' | 'preview' | 'resource'} PolicyKind */
/**
 * @typedef {object} PolicyOptions
 * @property {boolean} [dev] Next's development server (React needs eval there).
 * @property {string} [nonce] The request's nonce (`preview`).
 * @property {readonly string[]} [frameAncestors] Origins that may frame the page (`preview`); none: 'none'.
 */

/** The YouTube block's player (privacy-enhanced mode), framed after the visitor's click. */
export const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';

/** A CSP source that allows one inline script by its content. */
export const scriptHash = (/** @type {string} */ script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The one inline script of the site's own (chrome/chunk-guard.mjs, in every page's <head>). */
export const CHUNK_GUARD_HASH = scriptHash(chunkGuardScript);

export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** @param {PolicyKind} kind @param {PolicyOptions} options */
function scriptSources(kind, { dev = false, nonce } = {}) {
  /** @type {string[]} */
  let sources;
  if (kind === 'preview') {
    if (!nonce) throw new Error('the preview policy needs the request nonce');
    sources = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", CHUNK_GUARD_HASH];
  } else sources = ["'self'", "'unsafe-inline'"];
  // Next's development server: React rebuilds server error stacks with eval (not in production).
  return dev ? [...sources, "'unsafe-eval'"] : sources;
}

/**
 * The Content-Security-Policy of a kind of response.
 * @param {PolicyKind} kind
 * @param {PolicyOptions} [options]
 */
export function contentSecurityPolicy(kind, options = {}) {
  if (kind === 'resource') return RESOURCE_POLICY;
  const ancestors = kind === 'preview' && options.frameAncestors?.length ? options.frameAncestors.join(' ') : "'none'";
  /** @type {[string, string][]} */
  const directives = [
    ['default-src', "'self'"],
    ['script-src', scriptSources(kind, options).join(' ')],
    // Inline styles stay allowed (React style props, the calendar widget's styles): scripts are what a CSP must stop.
    ['style-src', "'self' 'unsafe-inline'"],
    // CMS images are same-origin (/uploads) unless the CMS stores them on an https object store.
    ['img-src', "'self' data: blob: https:"],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['frame-src', YOUTUBE_ORIGIN],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ancestors],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * Powerful features nobody on the site uses are off for the page and every frame; the YouTube player
 * keeps what its embed asks for (autoplay after the click, fullscreen, picture-in-picture, DRM,
 * orientation sensors).
 */
export const PERMISSIONS_POLICY = permissionsPolicy(
  ['autoplay', 'fullscreen', 'picture-in-picture', 'encrypted-media', 'accelerometer', 'gyroscope'].map((feature) => `${feature}=(self "${YOUTUBE_ORIGIN}")`),
);

/**
 * Every header but CSP and HSTS. X-Frame-Options for browsers without frame-ancestors; not on the
 * preview, which the builder frames (it cannot name several origins).
 * @param {PolicyKind} kind
 * @returns {Record<string, string>}
 */
export function baseHeaders(kind) {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(kind === 'preview' ? {} : { 'x-frame-options': 'DENY' }),
  };
}

/**
 * All the headers of a kind of response, but HSTS (see strictTransportSecurity).
 * @param {PolicyKind} kind
 * @param {PolicyOptions} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(kind, options = {}) {
  return { 'content-security-policy': contentSecurityPolicy(kind, options), ...baseHeaders(kind) };
}

/**
 * Which kind of response each path gets (everything under no prefix here is a `page`).
 * @type {readonly { prefix: string; kind: PolicyKind }[]}
 */
const PATH_KINDS = [
  { prefix: '/api/', kind: 'resource' },
  { prefix: '/uploads/', kind: 'resource' },
  { prefix: '/preview/', kind: 'preview' },
];

/** @param {string} pathname @returns {PolicyKind} */
export function kindOfPath(pathname) {
  return PATH_KINDS.find(({ prefix }) => pathname.startsWith(prefix))?.kind ?? 'page';
}

/**
 * The headers of a response to this path before anything more specific: the preview's CSP needs the
 * request's nonce (proxy.ts), so it has none here.
 * @param {string} pathname
 * @param {{ dev: boolean }} options
 * @returns {Record<string, string>}
 */
export function headersForPath(pathname, { dev }) {
  const kind = kindOfPath(pathname);
  return kind === 'preview' ? baseHeaders(kind) : securityHeaders(kind, { dev });
}

/** @param {Record<string, string>} headers */
const headerList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * next.config.ts `headers()`: headersForPath in Next's terms. The first rule covers every path but
 * the preview; later rules override it for their prefix (in Next the last matching rule wins).
 * @param {{ dev: boolean }} options
 */
export function nextHeaderRules({ dev }) {
  return [
    { source: '/((?!preview/).*)', headers: headerList(securityHeaders('page', { dev })) },
    ...PATH_KINDS.map(({ prefix }) => ({ source: `${prefix}:path*`, headers: headerList(headersForPath(prefix, { dev })) })),
  ];
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security, only in production and only over HTTPS. The site's server speaks plain
 * HTTP (`next start` and server/main.mjs alike), so HTTPS means a TLS-terminating proxy in front that the
 * operator declared (IS_PROXIED=true) and that says `X-Forwarded-Proto: https`; anyone can send that
 * header to a server that is reachable directly, so it is not believed without IS_PROXIED. Set per
 * request by proxy.ts.
 * @param {string | null | undefined} forwardedProto the request's X-Forwarded-Proto
 * @param {{ production: boolean; proxied: boolean }} server
 * @returns {string | null}
 */
export function strictTransportSecurity(forwardedProto, { production, proxied }) {
  if (!production || !proxied) return null;
  return String(forwardedProto ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase() === 'https'
    ? HSTS
    : null;
}
