// @ts-check
/**
 * The builder's own endpoints, shared by the production server and Vite's dev server.
 * GET /builder-api/preview-url mints the public site's draft-preview URL for a signed-in editor, with
 * a short-lived frame token for that one page (contract/preview/token): the preview secret lives in this
 * process's environment only, never in a URL or the browser bundle.
 */
import { previewPageUrl } from 'contract/preview/token';
import { isPageType, isSlug, PAGE_TYPES } from 'contract/rules';

const LOCALE = /^[a-z]{2}-[A-Z]{2}$/;

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** @param {number} status @param {string} message */
function error(status, message) {
  return { data: null, error: { status, name: status === 401 ? 'UnauthorizedError' : 'BadRequestError', message } };
}

/**
 * @param {URLSearchParams} query
 * @param {{ webUrl: string, secret: string }} env
 * @returns {{ url: string } | { problem: string }}
 */
export function previewUrl(query, env) {
  const type = query.get('type') ?? '';
  const slug = query.get('slug') ?? '';
  const locale = query.get('locale') ?? '';
  if (!isPageType(type)) return { problem: `type must be ${PAGE_TYPES.map((name) => `"${name}"`).join(' or ')}` };
  if (!isSlug(slug)) return { problem: 'slug must be lowercase words joined by hyphens' };
  if (!LOCALE.test(locale)) return { problem: 'locale must look like en-US' };
  return { url: previewPageUrl(env.webUrl, env.secret, { type, locale, slug }) };
}

/** @param {string} authorization @param {string} cmsUrl */
async function isSignedIn(authorization, cmsUrl) {
  if (!/^Bearer \S+$/.test(authorization)) return false;
  const response = await fetch(new URL('/admin/users/me', cmsUrl), { headers: { authorization } });
  return response.ok;
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
export async function builderApi(req, res) {
  const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
  const url = new URL(req.url ?? '/', 'http://builder.local');
  if (url.pathname === '/builder-api/preview-url' && req.method === 'GET') {
    const webUrl = process.env.WEB_URL ?? 'http://localhost:3000';
    const secret = process.env.PREVIEW_SECRET ?? '';
    if (!(await isSignedIn(String(req.headers.authorization ?? ''), cmsUrl))) return json(res, 401, error(401, 'Sign in to preview'));
    if (!secret) return json(res, 503, error(503, 'Preview is not configured: set PREVIEW_SECRET (and WEB_URL) for the builder server'));
    const minted = previewUrl(url.searchParams, { webUrl, secret });
    if ('problem' in minted) return json(res, 400, error(400, minted.problem));
    return json(res, 200, { data: minted });
  }
  return json(res, 404, error(404, `Unknown builder endpoint ${url.pathname}`));
}
