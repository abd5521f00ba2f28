import { getPreview } from '../cms-client/cms';
import type { PageType } from 'contract/rules';
import type { Locale } from '../links/locale';

/**
 * The saved page around the posted blocks (title, localizations, taxonomy, saved settings), read from
 * the CMS once per live token and saved version and kept for SAVED_PAGE_TTL_MS: a keystroke's render
 * does not wait for the CMS. The builder names the version its draft was saved at (`version`, the
 * document's updatedAt; the frame is not reloaded after a save), so a save's changes are read afresh.
 * A new version costs what a load of the preview page costs (one CMS read), for a holder of the live
 * token only. At most SAVED_PAGE_ENTRIES pages are kept.
 */
export const SAVED_PAGE_TTL_MS = 60_000;
const SAVED_PAGE_ENTRIES = 100;
const savedPages = new Map<string, { at: number; page: Promise<unknown> }>();

export function savedPage(token: string, type: 'article', slug: string, locale: Locale, version: string | null): ReturnType<typeof getPreview<'article'>>;
export function savedPage(
  token: string,
  type: 'landing-page',
  slug: string,
  locale: Locale,
  version: string | null,
): ReturnType<typeof getPreview<'landing-page'>>;
export function savedPage(token: string, type: PageType, slug: string, locale: Locale, version: string | null): Promise<unknown> {
  const now = Date.now();
  const key = `${token}\n${type}\n${version ?? ''}`;
  const hit = savedPages.get(key);
  if (hit && now - hit.at < SAVED_PAGE_TTL_MS) return hit.page;
  for (const [entry, value] of savedPages) if (now - value.at >= SAVED_PAGE_TTL_MS || savedPages.size >= SAVED_PAGE_ENTRIES) savedPages.delete(entry);
  const page = (type === 'article' ? getPreview('article', slug, locale) : getPreview('landing-page', slug, locale)).catch((error: unknown) => {
    savedPages.delete(key);
    throw error;
  });
  savedPages.set(key, { at: now, page });
  return page;
}

/** Tests: forget every kept page. */
export function clearSavedPages(): void {
  savedPages.clear();
}
