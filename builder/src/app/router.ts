import { useSyncExternalStore } from 'react';
import type { PageType } from 'contract/rules';

/** The spec's builder routes (section 2). */
export const ROUTES = {
  dashboard: '/App/Dashboard/Index',
  create: '/App/LandingPages/Create',
  builder: '/App/PageBuilder/Builder',
  preview: '/App/PageBuilder/Preview',
  gallery: '/App/Test',
} as const;

const NAVIGATE = 'builder:navigate';

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE));
}

function subscribe(callback: () => void): () => void {
  window.addEventListener('popstate', callback);
  window.addEventListener(NAVIGATE, callback);
  return () => {
    window.removeEventListener('popstate', callback);
    window.removeEventListener(NAVIGATE, callback);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

/** The current path and query; re-renders on navigation. */
export function useLocation(): { pathname: string; query: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, snapshot);
  const url = new URL(href, 'http://builder.local');
  return { pathname: url.pathname, query: url.searchParams };
}

/** The page a builder or preview route opens, from its query (`type`, `id`, `locale`). */
export function pageTarget(query: URLSearchParams): { type: PageType; documentId: string; locale: string } {
  return { type: query.get('type') === 'article' ? 'article' : 'landing-page', documentId: query.get('id') ?? '', locale: query.get('locale') ?? 'en-US' };
}

export function builderHref(type: string, documentId: string, locale: string, route: string = ROUTES.builder): string {
  return `${route}?${new URLSearchParams({ type, id: documentId, locale })}`;
}

/** A real link that navigates without reloading the app. */
export function onLinkClick(event: React.MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
}
