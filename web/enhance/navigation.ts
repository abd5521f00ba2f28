import { isFresh } from '../newsroom/freshness';

/** The part of the newsroom that changes with its state (newsroom/newsroom-region.tsx). */
export const REGION_SELECTOR = '[data-newsroom-region]';
const PENDING_CLASS = 'newsroom__body--pending';
const GRID_TITLE_ID = 'newsroom-grid-title';

/** One state of the newsroom as its server rendered it: the region's markup and the page's title. */
export interface NewsroomSnapshot {
  region: string;
  title: string;
  /** The build that rendered it (`<meta name="build-id">`); a different build means a full page load. */
  build: string | null;
}

export interface NavigationOptions {
  /** Runs on every region this module puts in the page (the behaviours of its dropdowns, images…). */
  enhance: (region: Element) => void;
  fetchPage?: (url: string, signal: AbortSignal) => Promise<Response>;
  now?: () => number;
  /** A full page load (the fallback when the in-place navigation cannot be done). */
  load?: (url: string) => void;
  /** Removes the navigation's listeners when aborted. */
  signal?: AbortSignal;
}

const urlKey = (url: URL) => url.pathname + url.search;

/** Reads a newsroom state out of a server-rendered page; null when the page has no newsroom region. */
export function snapshotOf(doc: Document): NewsroomSnapshot | null {
  const region = doc.querySelector(REGION_SELECTOR);
  if (!region) return null;
  return { region: region.innerHTML, title: doc.title, build: doc.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? null };
}

/**
 * Where the focus was, as a path that survives the swap: the closest element with an id or a test id
 * inside the region, and the child indexes from there (the swapped markup has the same structure).
 */
interface FocusPath {
  anchor: { attribute: 'id' | 'data-testid'; value: string } | null;
  path: number[];
}

function focusPath(region: Element): FocusPath | null {
  const active = document.activeElement;
  if (!active || active === region || !region.contains(active)) return null;
  const path: number[] = [];
  let node: Element = active;
  while (node !== region && !node.id && !node.hasAttribute('data-testid')) {
    const parent = node.parentElement!;
    path.unshift([...parent.children].indexOf(node));
    node = parent;
  }
  if (node === region) return { anchor: null, path };
  return { anchor: node.id ? { attribute: 'id', value: node.id } : { attribute: 'data-testid', value: node.getAttribute('data-testid')! }, path };
}

function restoreFocus(region: Element, where: FocusPath): boolean {
  const { anchor } = where;
  let node: Element | null = anchor ? ([...region.querySelectorAll(`[${anchor.attribute}]`)].find((el) => el.getAttribute(anchor.attribute) === anchor.value) ?? null) : region;
  for (const index of where.path) node = node?.children[index] ?? null;
  if (!(node instanceof HTMLElement) || !node.matches('a[href], button, summary, input, select, textarea, [tabindex]')) return false;
  node.focus({ preventScroll: true });
  return document.activeElement === node;
}

/**
 * Progressive enhancement of the server-rendered newsroom, without a client framework: a click on a
 * filter, pill or pagination link (`a[data-nav]` in the region) fetches that URL's server-rendered
 * page (a cached page of the site) and swaps the region for the same region of it; the URL changes
 * with history.pushState, so the query string is the state and back/forward restore it. While it
 * loads, the region is marked busy (loader and dimmed grid, CSS) and the status line says so. A state
 * fetched less than 5 s ago is shown again without a request; an older one is shown at once and
 * refreshed in the background (stale-while-revalidate); nothing refetches on focus. A page change
 * scrolls to the grid header and focuses it; otherwise the focus stays where it was. If the
 * navigation cannot be done in place (an error answer, another build of the site, a network error),
 * it becomes a full page load of the same URL.
 */
export function enhanceNavigation(options: NavigationOptions): { navigate: (href: string, how: { push: boolean; scroll: boolean }) => Promise<void> } {
  const fetchPage = options.fetchPage ?? ((url, signal) => fetch(url, { signal, headers: { accept: 'text/html' }, credentials: 'same-origin' }));
  const now = options.now ?? Date.now;
  // replace(): the in-place navigation already made the history entry (or popstate moved to it).
  const load = options.load ?? ((url: string) => window.location.replace(url));
  const cache = new Map<string, { snapshot: NewsroomSnapshot; fetchedAt: number }>();
  const current = snapshotOf(document);
  const build = current?.build ?? null;
  if (current) cache.set(urlKey(new URL(window.location.href)), { snapshot: current, fetchedAt: now() });
  // The state the page shows or is loading (the latest navigation's target).
  let target = urlKey(new URL(window.location.href));
  let controller: AbortController | null = null;
  let sequence = 0;

  function setPending(pending: boolean) {
    const region = document.querySelector(REGION_SELECTOR);
    if (!region) return;
    region.classList.toggle(PENDING_CLASS, pending);
    region.setAttribute('aria-busy', String(pending));
    const status = region.querySelector('[role="status"]');
    if (status) status.textContent = pending ? 'Loading…' : '';
  }

  function render(snapshot: NewsroomSnapshot, scroll: boolean) {
    const region = document.querySelector(REGION_SELECTOR);
    if (!region) return;
    const focus = scroll ? null : focusPath(region);
    region.innerHTML = snapshot.region;
    region.classList.remove(PENDING_CLASS);
    region.setAttribute('aria-busy', 'false');
    document.title = snapshot.title;
    options.enhance(region);
    if (scroll) {
      const header = document.getElementById(GRID_TITLE_ID);
      header?.scrollIntoView({ block: 'start' });
      header?.focus({ preventScroll: true });
    } else if (focus && !restoreFocus(region, focus)) {
      document.getElementById(GRID_TITLE_ID)?.focus({ preventScroll: true });
    }
  }

  async function fetchSnapshot(url: string, signal: AbortSignal): Promise<NewsroomSnapshot | null> {
    const response = await fetchPage(url, signal);
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) return null;
    const snapshot = snapshotOf(new DOMParser().parseFromString(await response.text(), 'text/html'));
    if (!snapshot || snapshot.build !== build) return null;
    return snapshot;
  }

  async function navigate(href: string, how: { push: boolean; scroll: boolean }): Promise<void> {
    const url = new URL(href, window.location.href);
    const key = urlKey(url);
    const id = ++sequence;
    target = key;
    controller?.abort();
    controller = null;
    const cached = cache.get(key);
    if (how.push) window.history.pushState({ newsroom: key }, '', url);
    if (cached) {
      render(cached.snapshot, how.scroll);
      if (isFresh(cached.fetchedAt, now())) return;
    } else {
      setPending(true);
    }
    const ownController = new AbortController();
    controller = ownController;
    const fetchedAt = now();
    let snapshot: NewsroomSnapshot | null;
    try {
      snapshot = await fetchSnapshot(url.href, ownController.signal);
    } catch (error) {
      if (ownController.signal.aborted) return;
      console.error('[newsroom] loading', key, 'failed', error);
      snapshot = null;
    }
    if (id !== sequence) return;
    controller = null;
    if (!snapshot) {
      // Not renderable in place (error page, another build, no network): let the browser load it.
      if (!cached) load(url.href);
      return;
    }
    cache.set(key, { snapshot, fetchedAt });
    // A background refresh changes the page only when the state's markup did.
    if (cached && cached.snapshot.region === snapshot.region) return;
    render(snapshot, how.scroll && !cached);
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-nav]') : null;
    if (!link || !link.closest(REGION_SELECTOR) || (link.target && link.target !== '_self')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.href, { push: true, scroll: link.dataset.nav === 'page' });
  }, { signal: options.signal });
  window.addEventListener('popstate', () => {
    const key = urlKey(new URL(window.location.href));
    if (key === target) return; // only the hash changed
    void navigate(window.location.href, { push: false, scroll: false });
  }, { signal: options.signal });
  return { navigate };
}
