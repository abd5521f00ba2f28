// @ts-check
/**
 * The site's own 400 and 500 pages for the answers server/main.mjs gives itself: the 400 of a path that
 * does not decode or holds %00 (request-guard.mjs refuses it before Next, which would answer 500), and
 * the 500 when Next's handler fails. The HTML is the page Next renders at `/{locale}/_status/{status}`
 * (app/[locale]/%5Fstatus/[status]: the site's header, navigation and footer around the message),
 * asked from this server itself once per page and locale and kept in memory, then sent with the
 * refusal's status and the security headers of a page. Nothing here reads Next's markup.
 */
import { kindOfPath, securityHeaders } from '../security/policy.mjs';

export const DEFAULT_LOCALE = 'en-US';

/** A first segment shaped like a locale ("es-US"); whether the site has it is for Next's route to say. */
const LOCALE_SHAPE = /^[a-z]{2}-[A-Z]{2}$/;

/** @param {string} path @returns {string} */
export function localeOfPath(path) {
  const segment = path.split('/')[1] ?? '';
  return LOCALE_SHAPE.test(segment) ? segment : DEFAULT_LOCALE;
}

/** @param {string} locale @param {400 | 500} status */
export const statusPagePath = (locale, status) => `/${locale}/_status/${status}`;

/**
 * Whether a request should get a page (HTML) rather than the API's JSON error: GET and HEAD of the
 * paths that are pages (not /api, /uploads, the preview).
 * @param {{ method?: string, url?: string }} request
 */
export function wantsPage({ method = '', url = '/' }) {
  return (method === 'GET' || method === 'HEAD') && kindOfPath(url.split('?')[0] ?? '/') === 'page';
}

/**
 * @param {() => string} origin this server's own origin (http://127.0.0.1:port), known once it listens
 * @param {(url: string) => Promise<Response>} [load] fetch (a stand-in in tests)
 */
export function errorPages(origin, load = (url) => fetch(url, { headers: { accept: 'text/html' } })) {
  /** @type {Map<string, string | null>} the pages, and null for a locale Next has no page of (a few kept) */
  const pages = new Map();
  const MAX_PAGES = 32;

  /** @param {string} locale @param {400 | 500} status @returns {Promise<string | null>} */
  async function page(locale, status) {
    const key = `${locale} ${status}`;
    const cached = pages.get(key);
    if (cached !== undefined) return cached;
    try {
      const response = await load(`${origin()}${statusPagePath(locale, status)}`);
      // A 404 is a definite answer (no such locale); anything else may be a passing failure: asked again next time.
      const html = response.ok ? await response.text() : null;
      if ((html !== null || response.status === 404) && pages.size < MAX_PAGES) pages.set(key, html);
      return html;
    } catch {
      return null;
    }
  }

  return {
    /**
     * The page of a status in the request's locale (the default locale's when the path names none the
     * site has), or null when even that cannot be had (Next itself failing).
     * @param {string} path @param {400 | 500} status
     */
    async html(path, status) {
      const locale = localeOfPath(path);
      return (await page(locale, status)) ?? (locale === DEFAULT_LOCALE ? null : page(DEFAULT_LOCALE, status));
    },

    /**
     * Answers with the page, or returns false (nothing sent) when there is none.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {400 | 500} status
     */
    async send(req, res, status) {
      const html = await this.html((req.url ?? '/').split('?')[0] ?? '/', status);
      if (html === null || res.headersSent) return false;
      res.writeHead(status, {
        ...securityHeaders('page'),
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(html),
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : html);
      return true;
    },
  };
}
