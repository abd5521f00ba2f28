// @ts-check
/**
 * The builder's security headers, on every response of its server (server/app.mjs) and of Vite's
 * development server (vite.config.ts). The app is a Vite single-page app: its scripts are same-origin
 * files, it calls only its own origin (the CMS's APIs are proxied under it), and it frames one thing,
 * the public site's draft preview (WEB_URL).
 */

import { permissionsPolicy } from 'contract/security';

/**
 * Powerful features the builder does not use, off for it and for the preview it frames.
 */
export const PERMISSIONS_POLICY = permissionsPolicy();

/** Proxied CMS answers (JSON, uploads): nothing in them may run or be framed. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The app's Content-Security-Policy. `dev`: Vite's development server, whose React refresh preamble
 * is an inline module script (no nonce support there), so development allows inline scripts; the
 * production build needs none.
 * @param {{ webUrl: string; dev?: boolean }} options
 */
export function appPolicy({ webUrl, dev = false }) {
  const site = new URL(webUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self'${dev ? " 'unsafe-inline'" : ''}`,
    // dnd-kit moves cards with style attributes; the rich-text editor's pastes keep none.
    "style-src 'self' 'unsafe-inline'",
    // Uploads are same-origin (proxied) unless the CMS stores them on an https object store; palette sketches are data: URLs.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${site}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Every header of a response but HSTS.
 * @param {'app' | 'resource'} kind
 * @param {{ webUrl: string; dev?: boolean }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders(kind, options) {
  return {
    'content-security-policy': kind === 'app' ? appPolicy(options) : RESOURCE_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
  };
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security, only in production and only over HTTPS: the connection's own TLS, or
 * `X-Forwarded-Proto: https` when the server runs behind a proxy the operator declared (IS_PROXIED=true).
 * @param {{ headers: Record<string, string | string[] | undefined>; socket?: object }} req
 * @param {{ production: boolean; proxied: boolean }} server
 * @returns {string | null}
 */
export function strictTransportSecurity(req, { production, proxied }) {
  if (!production) return null;
  const tls = req.socket !== undefined && 'encrypted' in req.socket && req.socket.encrypted === true;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return tls || (proxied && forwarded === 'https') ? HSTS : null;
}
