// @ts-check
/**
 * The builder's own endpoints, shared by the production server and Vite's dev server.
 * GET /builder-api/preview-url mints the public site's draft-preview URL for a signed-in editor, with
 * a short-lived frame token for that one page (contract/preview/token): the preview secret lives in this
 * process's environment only, never in a URL or the browser bundle. Only for a page the editor may
 * read: the CMS's content manager is asked for it with the editor's own token, so the role's
 * conditions (an Author reads only its own pages) decide, as in the CMS.
 * GET /builder-api/gallery-url?locale= gives a signed-in editor the addresses of the site's block
 * gallery in light and dark mode (/App/Test frames them): published content only, so no token.
 */
import { previewPageUrl } from 'contract/preview/token';
import { GALLERY_MODES, galleryPath } from 'contract/preview';
import { isPageType, isSlug, PAGE_TYPES, PAGE_UID } from 'contract/rules';

const LOCALE = /^[a-z]{2}-[A-Z]{2}$/;

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** @type {Record<number, string>} */
const ERROR_NAMES = { 401: 'UnauthorizedError', 403: 'ForbiddenError', 404: 'NotFoundError', 502: 'BadGatewayError', 503: 'ServiceUnavailableError' };

/** @param {number} status @param {string} message */
function error(status, message) {
  return { data: null, error: { status, name: ERROR_NAMES[status] ?? 'BadRequestError', message } };
}

/**
 * The page a preview is asked for, or what is wrong with the query.
 * @param {URLSearchParams} query
 * @returns {{ page: { type: import('contract/rules').PageType, slug: string, locale: string } } | { problem: string }}
 */
function pageOf(query) {
  const type = query.get('type') ?? '';
  const slug = query.get('slug') ?? '';
  const locale = query.get('locale') ?? '';
  if (!isPageType(type)) return { problem: `type must be ${PAGE_TYPES.map((name) => `"${name}"`).join(' or ')}` };
  if (!isSlug(slug)) return { problem: 'slug must be lowercase words joined by hyphens' };
  if (!LOCALE.test(locale)) return { problem: 'locale must look like en-US' };
  return { page: { type, slug, locale } };
}

/**
 * @param {URLSearchParams} query
 * @param {{ webUrl: string, secret: string }} env
 * @returns {{ url: string } | { problem: string }}
 */
export function previewUrl(query, env) {
  const asked = pageOf(query);
  if ('problem' in asked) return asked;
  return { url: previewPageUrl(env.webUrl, env.secret, asked.page) };
}

/**
 * Whether the signed-in admin (their `authorization`) may read the page: the content manager's list,
 * asked with their token, holds it only when their role's conditions allow it. A status and message
 * to answer with otherwise.
 * @param {string} authorization @param {string} cmsUrl @param {{ type: import('contract/rules').PageType, slug: string, locale: string }} page
 * @returns {Promise<{ status: number, message: string } | null>}
 */
async function readRefusal(authorization, cmsUrl, page) {
  const url = new URL(`/content-manager/collection-types/${PAGE_UID[page.type]}`, cmsUrl);
  url.searchParams.set('filters[slug][$eq]', page.slug);
  url.searchParams.set('locale', page.locale);
  url.searchParams.set('page', '1');
  url.searchParams.set('pageSize', '1');
  const response = await fetch(url, { headers: { authorization, accept: 'application/json' } }).catch(() => null);
  if (!response) return { status: 502, message: 'The CMS could not be reached to check the page' };
  if (response.status === 401) return { status: 401, message: 'Sign in to preview' };
  if (response.status === 403) return { status: 403, message: `Your role may not read ${page.type}s` };
  if (!response.ok) return { status: 502, message: `The CMS answered ${response.status} when asked for the page` };
  const body = /** @type {{ results?: unknown[] }} */ (await response.json());
  if (!body.results?.length) return { status: 404, message: `No saved ${page.type} you may read has the address "${page.slug}" in ${page.locale}` };
  return null;
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
export async function builderApi(req, res) {
  const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
  const url = new URL(req.url ?? '/', 'http://builder.local');
  if (url.pathname === '/builder-api/preview-url' && req.method === 'GET') {
    const webUrl = process.env.WEB_URL ?? 'http://localhost:3000';
    const secret = process.env.PREVIEW_SECRET ?? '';
    const authorization = String(req.headers.authorization ?? '');
    if (!/^Bearer \S+$/.test(authorization)) return json(res, 401, error(401, 'Sign in to preview'));
    const asked = pageOf(url.searchParams);
    if ('problem' in asked) return json(res, 400, error(400, asked.problem));
    const refusal = await readRefusal(authorization, cmsUrl, asked.page);
    if (refusal) return json(res, refusal.status, error(refusal.status, refusal.message));
    if (!secret) return json(res, 503, error(503, 'Preview is not configured: set PREVIEW_SECRET (and WEB_URL) for the builder server'));
    const minted = previewUrl(url.searchParams, { webUrl, secret });
    if ('problem' in minted) return json(res, 400, error(400, minted.problem));
    return json(res, 200, { data: minted });
  }
  if (url.pathname === '/builder-api/gallery-url' && req.method === 'GET') {
    const webUrl = process.env.WEB_URL ?? 'http://localhost:3000';
    if (!/^Bearer \S+$/.test(String(req.headers.authorization ?? ''))) return json(res, 401, error(401, 'Sign in to see the block gallery'));
    const locale = url.searchParams.get('locale') ?? '';
    if (!LOCALE.test(locale)) return json(res, 400, error(400, 'locale must look like en-US'));
    return json(res, 200, { data: Object.fromEntries(GALLERY_MODES.map((mode) => [mode, new URL(galleryPath(locale, mode), webUrl).toString()])) });
  }
  return json(res, 404, error(404, `Unknown builder endpoint ${url.pathname}`));
}
