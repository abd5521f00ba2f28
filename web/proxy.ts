import { NextResponse, type NextRequest } from 'next/server';
import { stateFromSearchParams, toSegment } from './newsroom/query-state';

/**
 * Each newsroom state (filters and page from the query string) becomes a path of its own, so that
 * every state is a cached, server-rendered page: `/en-US/newsroom?category=events&page=2` is served
 * by `/en-US/newsroom-index/2~events~`. The visitor's URL does not change.
 */
export function proxy(request: NextRequest) {
  const match = /^\/(en-US|es-US)\/newsroom\/?$/.exec(request.nextUrl.pathname);
  if (!match) return NextResponse.next();
  const segment = toSegment(stateFromSearchParams(request.nextUrl.searchParams));
  const url = request.nextUrl.clone();
  url.pathname = `/${match[1]}/newsroom-index/${segment}`;
  url.search = '';
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ['/en-US/newsroom', '/es-US/newsroom'],
};
