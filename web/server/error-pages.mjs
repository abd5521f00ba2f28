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

const STATUS_PAGE = /^\/[a-z]{2}-[A-Z]{2}\/_status\//;

/** Whether a path is one of the status pages themselves (never replaced by one: no loop). @param {string} path */
export const isStatusPagePath = (path) => STATUS_PAGE.test(path);

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

/**
 * Holds back what Next writes for a page when its status is 5xx, so that the caller can answer with
 * the site's own 500 page: when a page fails before anything is sent, Next answers 500 with a bare
 * error document (no `lang`, no title, blank without JavaScript). Only ServerResponse's public API is
 * used: the status is read from `writeHead`'s argument or `statusCode` at the first write, and the
 * answer Next gave is kept and sent after all when `replace` cannot give the page (it resolves false).
 * A status below 500 passes through untouched, as it is written (streamed pages included).
 * @param {import('node:http').ServerResponse} res
 * @param {() => Promise<boolean>} replace sends the page on `res` (its headers are cleared first)
 */
export function replaceServerErrors(res, replace) {
  const { writeHead, write, end } = res;
  /** @type {boolean | null} null until the status is known */
  let holding = null;
  /** @type {unknown[]} */
  let headArgs = [];
  /** @type {{ chunk: unknown, encoding: unknown }[]} */
  const held = [];
  /** @param {number} status */
  const decide = (status) => (holding ??= status >= 500);
  const restore = () => Object.assign(res, { writeHead, write, end });
  /** @param {unknown[]} args @returns {(() => void) | undefined} */
  const callbackOf = (args) => /** @type {(() => void) | undefined} */ (args.find((arg) => typeof arg === 'function'));

  res.writeHead = /** @type {any} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      if (!decide(status)) return writeHead.call(res, status, .../** @type {[any]} */ (rest));
      headArgs = [status, ...rest];
      return res;
    }
  );
  res.write = /** @type {any} */ (
    function (/** @type {unknown[]} */ ...args) {
      if (!decide(res.statusCode)) return write.apply(res, /** @type {any} */ (args));
      held.push({ chunk: args[0], encoding: typeof args[1] === 'string' ? args[1] : undefined });
      const callback = callbackOf(args);
      if (callback) process.nextTick(callback);
      return true;
    }
  );
  res.end = /** @type {any} */ (
    function (/** @type {unknown[]} */ ...args) {
      if (!decide(res.statusCode)) return end.apply(res, /** @type {any} */ (args));
      restore();
      if (args[0] !== undefined && typeof args[0] !== 'function') held.push({ chunk: args[0], encoding: typeof args[1] === 'string' ? args[1] : undefined });
      const callback = callbackOf(args);
      if (callback) res.once('finish', callback);
      const kept = Object.fromEntries(res.getHeaderNames().map((name) => [name, res.getHeader(name)]));
      const status = res.statusCode;
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      void replace()
        .catch(() => false)
        .then((sent) => {
          if (sent || res.headersSent) return;
          // No page to give: Next's own answer, as it was.
          for (const [name, value] of Object.entries(kept)) if (value !== undefined) res.setHeader(name, value);
          if (headArgs.length) writeHead.apply(res, /** @type {any} */ (headArgs));
          else res.statusCode = status;
          for (const { chunk, encoding } of held) write.call(res, /** @type {any} */ (chunk), /** @type {any} */ (encoding));
          /** @type {() => void} */ (end).call(res);
        });
      return res;
    }
  );
}
