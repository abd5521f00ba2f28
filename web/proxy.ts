import { NextResponse, type NextRequest } from 'next/server';
import { stateFromSearchParams, toSegment } from './newsroom/query-state';
import { previewFrameAncestors } from './preview-live/origins';
import { contentSecurityPolicy } from './security/policy.mjs';

/** A path that no route matches: the site's 404 (app/global-not-found.tsx). */
export const UNMATCHED_PATH = '/_/not/found';

/**
 * Each newsroom state (filters and page from the query string) becomes a path of its own, so that
 * every state is a cached, server-rendered page: `/en-US/newsroom?category=events&page=2` is served
 * by `/en-US/newsroom-index/2~events~`. The visitor's URL does not change.
 *
 * The root layout is per locale (app/[locale], for <html lang>): a first segment that is not a
 * locale (nor another route of the site) is answered by the site's 404 instead of reaching it.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/preview/')) return previewWithNonce(request);
  const url = request.nextUrl.clone();
  const match = /^\/(en-US|es-US)\/newsroom\/?$/.exec(url.pathname);
  if (match) {
    url.pathname = `/${match[1]}/newsroom-index/${toSegment(stateFromSearchParams(url.searchParams))}`;
    url.search = '';
  } else {
    url.pathname = UNMATCHED_PATH;
  }
  return NextResponse.rewrite(url);
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
  matcher: [
    '/preview/:path*',
    '/en-US/newsroom',
    '/es-US/newsroom',
    '/((?!en-US/|es-US/|en-US$|es-US$|_next/|_/|api/|uploads/|preview/|search$|newsletter/|sitemap\\.xml$|robots\\.txt$|favicon\\.svg$|placeholders/).+)',
  ],
};
