'use client';
import { useEffect, useRef, useTransition, type MouseEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { isFresh } from './freshness';

/**
 * Progressive enhancement of the server-rendered newsroom: a click on a filter, pill or pagination
 * link (`data-nav`) becomes a client-side navigation of the app router to the same URL, so the query
 * string changes without a reload and only the newsroom's server-rendered markup is fetched (a cached
 * page). While it loads, a loader shows (under the grid header, CSS) and the grid is dimmed. A state visited less than 5 s ago is
 * shown from the router's cache; an older one is shown and refreshed (stale-while-revalidate).
 * A page change scrolls to the grid header and focuses it. Without JavaScript the links just work.
 */
export function NewsroomNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const scrollAfter = useRef(false);
  const visited = useRef(new Map<string, number>());

  useEffect(() => {
    visited.current.set(window.location.pathname + window.location.search, Date.now());
  }, []);

  useEffect(() => {
    if (pending || !scrollAfter.current) return;
    scrollAfter.current = false;
    const header = document.getElementById('newsroom-grid-title');
    header?.scrollIntoView({ block: 'start' });
    header?.focus({ preventScroll: true });
  }, [pending]);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-nav]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = link.getAttribute('href')!;
    const now = Date.now();
    const fetchedAt = visited.current.get(href);
    const stale = fetchedAt !== undefined && !isFresh(fetchedAt, now);
    // Only an actual fetch restarts the 5 s (a visit served from the router's cache does not).
    if (fetchedAt === undefined || stale) visited.current.set(href, now);
    scrollAfter.current = link.dataset.nav === 'page';
    startTransition(() => {
      router.push(href, { scroll: false });
      if (stale) router.refresh();
    });
  }

  return (
    // The links inside are the interactive elements (keyboard included): this only delegates their clicks.
    <div className={pending ? 'newsroom__body newsroom__body--pending' : 'newsroom__body'} aria-busy={pending} onClick={onClick}>
      <p className="sr-only" role="status">
        {pending ? 'Loading…' : ''}
      </p>
      {children}
    </div>
  );
}
