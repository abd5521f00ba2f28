import { getPreview } from '../cms-client/cms';
import type { Locale } from '../links/locale';

/**
 * The saved page around the posted blocks (title, localizations, taxonomy, saved settings), read from
 * the CMS once per live token and kept for SAVED_PAGE_TTL_MS: a keystroke's render does not wait for
 * the CMS. The preview page signs a new live token on each load, and the builder reloads the frame
 * after each save, so a save's changes are read afresh. At most SAVED_PAGE_ENTRIES tokens are kept.
 */
export const SAVED_PAGE_TTL_MS = 60_000;
const SAVED_PAGE_ENTRIES = 100;
const savedPages = new Map<string, { at: number; page: Promise<unknown> }>();

export function savedPage(token: string, type: 'article', slug: string, locale: Locale): ReturnType<typeof getPreview<'article'>>;
export function savedPage(token: string, type: 'landing-page', slug: string, locale: Locale): ReturnType<typeof getPreview<'landing-page'>>;
export function savedPage(token: string, type: 'article' | 'landing-page', slug: string, locale: Locale): Promise<unknown> {
  const now = Date.now();
  const key = `${token}\n${type}`;
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
