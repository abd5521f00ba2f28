import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';

export type LoadState = 'loading' | 'ready' | 'missing' | 'failed';

/**
 * Loads a page into the builder and resolves to how it went, or to null when `current()` said, once
 * the answer came, that another load had started since (nothing is shown then).
 */
export type PageLoader = (useLocalCopy: boolean, current: () => boolean) => Promise<Exclude<LoadState, 'loading'> | null>;

/**
 * The load state of the page `pageKey` (its type, id and locale), loaded on first render and again
 * whenever the key or the loader changes; `onLeave` hears the key of a page that is left. Another page is
 * 'loading' from its first render. Only the latest load counts: the answer for a page left before it
 * came (another locale chosen meanwhile) is dropped, never opened over the page chosen since.
 * `reopen` loads the page again (after a failure, a conflict, a new translation).
 */
export function usePageLoad(pageKey: string, loadPage: PageLoader, onLeave: (pageKey: string) => void) {
  const [loaded, setLoaded] = useState<{ pageKey: string; state: LoadState } | null>(null);
  const latest = useRef(0);
  const leave = useEffectEvent(onLeave);

  useEffect(() => {
    void startLoad(latest, loadPage, true, (state) => setLoaded({ pageKey, state }));
    return () => {
      latest.current += 1;
      leave(pageKey);
    };
  }, [pageKey, loadPage]);

  const reopen = (useLocalCopy: boolean) => {
    setLoaded({ pageKey, state: 'loading' });
    return startLoad(latest, loadPage, useLocalCopy, (state) => setLoaded({ pageKey, state }));
  };

  return { load: loaded?.pageKey === pageKey ? loaded.state : ('loading' as const), reopen };
}

/** Starts a load as the latest one; `done` hears how it went unless another load started meanwhile. */
async function startLoad(latest: RefObject<number>, loadPage: PageLoader, useLocalCopy: boolean, done: (state: LoadState) => void): Promise<void> {
  const mine = ++latest.current;
  const current = () => latest.current === mine;
  const state = await loadPage(useLocalCopy, current);
  if (state && current()) done(state);
}
