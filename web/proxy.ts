import { NextResponse, type NextRequest } from 'next/server';
import { stateFromSearchParams, toSegment } from './newsroom/query-state';

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

export const config = {
  matcher: ['/en-US/newsroom', '/es-US/newsroom', '/((?!en-US/|es-US/|en-US$|es-US$|_next/|_/|api/|uploads/|preview/|search$|newsletter/|sitemap\\.xml$|robots\\.txt$|favicon\\.svg$|placeholders/).+)'],
};
