'use client';
import { useEffect, useRef, useTransition, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { isFresh } from './freshness';
import { focusPath, restoreFocus, type FocusPath } from './focus-path';

export const GRID_TITLE_ID = 'newsroom-grid-title';

/** A state's URL as the router knows it (path and query string). */
const urlKey = (url: URL) => url.pathname + url.search;

/**
 * The region of the newsroom that changes with its state (filters and page), and its in-place
 * navigation. A click on a filter, pill or pagination link (`a[data-nav]`, newsroom/state-link.tsx)
 * becomes a navigation of the app router to the same URL (`router.push`, no reload): the query string
 * is the state, back/forward restore it, and only the state's server-rendered page is fetched (a
 * cached page). While it loads, the region is busy: a loader shows under the grid header and the grid
 * is dimmed (CSS), and the status line says so. A state visited less than 5 s ago is shown from the
 * router's cache at once, with no loader (next.config.ts keeps the router's pages 5 s: back and forward
 * too); an older one is shown from it at once and refreshed (`router.refresh`, stale while
 * revalidate); nothing refetches on focus. A page change scrolls to the grid header and focuses it; a
 * filter change puts the focus back on the same control of the new state's markup. Without
 * JavaScript the links just work.
 *
 * It is the layout of every state (app/[locale]/newsroom-index/layout.tsx), so it stays mounted
 * while the state changes.
 */
export function NewsroomNavigation({ children, now = Date.now }: { children: ReactNode; now?: () => number }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const region = useRef<HTMLDivElement>(null);
  /** Where the focus last was in the region (a dropdown moves it to its summary after a choice). */
  const lastFocus = useRef<FocusPath | null>(null);
  /** What to do once the navigation under way has rendered. */
  const after = useRef<{ scroll: boolean; hadFocus: boolean } | null>(null);
  /** When each state was last fetched from the server. */
  const fetchedAt = useRef(new Map<string, number>());

  useEffect(() => {
    fetchedAt.current.set(urlKey(new URL(window.location.href)), now());
  }, [now]);

  // Once the new state has rendered: after the transition of a fetched state, or at once for a fresh one
  // (its page is a new `children`).
  useEffect(() => {
    const node = region.current;
    if (pending || !after.current || !node) return;
    const { scroll, hadFocus } = after.current;
    after.current = null;
    const header = document.getElementById(GRID_TITLE_ID);
    if (scroll) {
      header?.scrollIntoView({ block: 'start' });
      header?.focus({ preventScroll: true });
      return;
    }
    // The new state's markup replaced the focused control: focus the same control in it.
    const active = document.activeElement;
    if (!hadFocus || (active && active !== document.body && node.contains(active))) return;
    if (!lastFocus.current || !restoreFocus(node, lastFocus.current)) header?.focus({ preventScroll: true });
  }, [pending, children]);

  // Native listeners on the region: it only delegates its links' clicks (the links are the interactive
  // elements, keyboard included) and notes where the focus is.
  useEffect(() => {
    const node = region.current;
    if (!node) return;
    const onFocusIn = (event: FocusEvent) => {
      lastFocus.current = focusPath(node, event.target instanceof Element ? event.target : null);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-nav]') : null;
      if (!link || !node.contains(link) || (link.target && link.target !== '_self')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const key = urlKey(url);
      const time = now();
      const fetched = fetchedAt.current.get(key);
      const stale = fetched !== undefined && !isFresh(fetched, time);
      // Only a request restarts the 5 s (a state shown from the router's cache does not).
      if (fetched === undefined || stale) fetchedAt.current.set(key, time);
      const active = document.activeElement;
      after.current = { scroll: link.dataset.nav === 'page', hadFocus: Boolean(active && node.contains(active)) };
      if (fetched !== undefined && !stale) {
        // Fresh: the router shows it from memory, nothing to wait for (no loader).
        router.push(key, { scroll: false });
        return;
      }
      startTransition(() => {
        router.push(key, { scroll: false });
        if (stale) router.refresh();
      });
    };
    node.addEventListener('focusin', onFocusIn);
    node.addEventListener('click', onClick);
    return () => {
      node.removeEventListener('focusin', onFocusIn);
      node.removeEventListener('click', onClick);
    };
  }, [router, now]);

  return (
    <div ref={region} className={pending ? 'newsroom__body newsroom__body--pending' : 'newsroom__body'} aria-busy={pending}>
      <p className="sr-only newsroom__status" role="status">
        {pending ? 'Loading…' : ''}
      </p>
      {children}
    </div>
  );
}
