/**
 * Detection of a new deployment (spec: "a build manifest is polled periodically to detect new builds").
 * The page asks the site's build id every few minutes while it is visible; once it changed, the next
 * navigation is a full page load, so the visitor gets the new build instead of chunks that are gone.
 */
export const BUILD_POLL_MS = 5 * 60_000;
/** The first check waits until the page has settled (it is never on the critical path). */
export const FIRST_CHECK_MS = 15_000;
export const BUILD_ID_PATH = '/api/build';

export function isNewBuild(loaded: string | null, current: string | null): boolean {
  return Boolean(loaded && current && loaded !== current);
}

export function isCheckDue(lastCheckAt: number, now: number): boolean {
  return now - lastCheckAt >= BUILD_POLL_MS;
}

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}
interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** The URL a plain click on this link navigates to within the site (null: not a same-tab, same-site navigation). */
export function sameSiteNavigation(event: ClickLike, anchor: AnchorLike | null, origin: string): string | null {
  if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  return url.origin === origin ? url.href : null;
}
