import { preload } from 'swr';
import { api } from '../api/http';
import type { PageType } from 'contract/rules';

/** The SWR key of the preview URL of a page; a new `load` (the editor reloads the frame) mints a new URL. */
export const previewUrlKey = (type: PageType, slug: string, locale: string, load: number) =>
  slug ? (['preview-url', type, slug, locale, load] as [string, PageType, string, string, number]) : null;

/**
 * The preview URL is minted by the builder's server with a short-lived token for this page (the preview
 * secret never reaches the bundle), and minted again for each load of the frame (another page, or the editor's "Reload page").
 */
export async function mintPreviewUrl([, type, slug, locale]: [string, PageType, string, string, number]): Promise<string> {
  const answer = await api<{ data: { url: string } }>('/builder-api/preview-url', { query: { type, slug, locale } });
  return answer.data.url;
}

/**
 * Asks for a page's preview URL as soon as the page is known (its document read), so that the frame's
 * URL is being minted while the builder renders the page, not after (SWR's `preload`: the page
 * canvas's first `useSWR` for the same key takes this answer).
 */
export function preloadPreviewUrl(type: PageType, slug: string, locale: string): void {
  const key = previewUrlKey(type, slug, locale, 0);
  if (key) void preload(key, mintPreviewUrl).catch(() => undefined);
}
