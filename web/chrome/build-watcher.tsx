'use client';
import { useEffect } from 'react';
import { BUILD_ID_PATH, BUILD_POLL_MS, FIRST_CHECK_MS, isCheckDue, isNewBuild, sameSiteNavigation } from './build-check';

async function fetchBuildId(): Promise<string> {
  const response = await fetch(BUILD_ID_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return ((await response.json()) as { buildId: string }).buildId;
}

/**
 * Polls the site's build id while the tab is visible (see build-check.ts). After a new deployment the
 * next link click or back/forward is a full page load. The chunk guard (chunk-guard.ts) still reloads
 * the page if a chunk fails before that.
 */
export function BuildWatcher() {
  useEffect(() => {
    let loaded: string | null = null;
    let lastCheckAt = 0;
    let outdated = false;

    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const href = sameSiteNavigation(event, anchor, window.location.origin);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(href);
    };
    const onPopState = () => window.location.reload();

    async function check() {
      if (outdated || document.visibilityState !== 'visible') return;
      lastCheckAt = Date.now();
      try {
        const current = await fetchBuildId();
        loaded ??= current;
        if (!isNewBuild(loaded, current)) return;
        outdated = true;
        // Visible state for styles and tests: this page runs an older build than the server's.
        document.documentElement.dataset.build = 'outdated';
        window.addEventListener('click', onClick, true);
        window.addEventListener('popstate', onPopState);
      } catch (error) {
        console.error('[build] checking the build id failed', error);
      }
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && isCheckDue(lastCheckAt, Date.now())) void check();
    };

    const first = window.setTimeout(check, FIRST_CHECK_MS);
    const interval = window.setInterval(check, BUILD_POLL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
  return null;
}
