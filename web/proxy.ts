import { NextResponse, type NextRequest } from 'next/server';
import { stateFromSearchParams, toSegment } from './newsroom/query-state';
import { previewFrameAncestors } from './preview-live/origins';
import { REQUESTED_PATH_HEADER } from './links/requested-path';
import { preferredLocale } from './links/locale';
import { contentSecurityPolicy, strictTransportSecurity } from './security/policy.mjs';

/** A path that no route matches: the site's 404 (app/global-not-found.tsx). */
export const UNMATCHED_PATH = '/_/not/found';

/** Short addresses that lead to a newsroom (307: they may change). */
const REDIRECTS = new Map([
  ['/', '/en-US/newsroom'],
  ['/newsroom', '/en-US/newsroom'],
  ['/en', '/en-US/newsroom'],
  ['/events', '/en-US/newsroom?category=events'],
]);

/** The paths of the site's routes and files (app/, public/, Next's own); a path under none of them is the site's 404. */
const SITE_PATHS = new Set(['/en-US', '/es-US', '/search', '/sitemap.xml', '/robots.txt', '/favicon.svg', '/Public/LandingPage/View']);
const SITE_PREFIXES = ['/en-US/', '/es-US/', '/_next/', '/_/', '/api/', '/uploads/', '/preview/', '/newsletter/', '/placeholders/'];

export function isSitePath(pathname: string): boolean {
  return SITE_PATHS.has(pathname) || SITE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Runs before every request Next serves (`next start` and server/main.mjs alike):
 * - Each newsroom state (filters and page from the query string) becomes a path of its own, so that
 *   every state is a cached, server-rendered page: `/en-US/newsroom?category=events&page=2` is served
 *   by `/en-US/newsroom-index/2~events~`. The visitor's URL does not change.
 * - The root layout is per locale (app/[locale], for <html lang>): a first segment that is not a
 *   locale (nor another route of the site) is answered by the site's 404 instead of reaching it.
 * - The short addresses redirect (here rather than in next.config.ts `redirects()`, whose answers
 *   Next sends without the `headers()` rules: a proxy's answers get them); `/search` to the search of
 *   the browser's language.
 * - The draft preview gets its nonce policy; HSTS is added per request (production, behind a
 *   TLS-terminating proxy: security/policy.mjs).
 */
export function proxy(request: NextRequest) {
  const response = route(request);
  const hsts = strictTransportSecurity(request.headers.get('x-forwarded-proto'), {
    production: process.env.NODE_ENV === 'production',
    proxied: process.env.IS_PROXIED === 'true',
  });
  if (hsts) response.headers.set('strict-transport-security', hsts);
  return response;
}

function route(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/preview/')) return previewWithNonce(request);
  const target = REDIRECTS.get(pathname);
  if (target !== undefined) {
    const [path, query = ''] = target.split('?');
    const url = request.nextUrl.clone();
    url.pathname = path!;
    url.search = query;
    return NextResponse.redirect(url, 307);
  }
  if (pathname === '/search') {
    // The search of the visitor's language (their browser's), with the same terms.
    const url = request.nextUrl.clone();
    url.pathname = `/${preferredLocale(request.headers.get('accept-language'))}/search`;
    const response = NextResponse.redirect(url, 307);
    response.headers.set('vary', 'Accept-Language');
    return response;
  }
  const url = request.nextUrl.clone();
  const match = /^\/(en-US|es-US)\/newsroom\/?$/.exec(pathname);
  if (match) {
    url.pathname = `/${match[1]}/newsroom-index/${toSegment(stateFromSearchParams(url.searchParams))}`;
    url.search = '';
    return NextResponse.rewrite(url);
  }
  const headers = new Headers(request.headers);
  // Next runs the proxy again for the rewrite to UNMATCHED_PATH: that pass keeps the visitor's path.
  if (!(pathname === UNMATCHED_PATH && headers.has(REQUESTED_PATH_HEADER))) headers.set(REQUESTED_PATH_HEADER, pathname);
  if (!isSitePath(pathname)) {
    url.pathname = UNMATCHED_PATH;
    return NextResponse.rewrite(url, { request: { headers } });
  }
  return NextResponse.next({ request: { headers } });
}

/**
 * The draft preview's Content-Security-Policy, with a nonce of its own per request: Next reads it from
 * the request's CSP header and puts it on its scripts (the page is dynamic: it is never cached). Only
 * the page builder's and the CMS admin's origins may frame it (the builder's preview pane, Strapi's
 * Preview).
 */
function previewWithNonce(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
  const policy = contentSecurityPolicy('preview', { nonce, frameAncestors: previewFrameAncestors(), dev: process.env.NODE_ENV === 'development' });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Every path: HSTS belongs on every answer (the others are chosen in route()).
  matcher: '/:path*',
};
