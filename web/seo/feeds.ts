import type { NewsroomCard } from 'contract/blocks';
import { getAllArticles } from '../cms-client/cms';
import type { Locale } from '../links/locale';

/** All visible articles of a locale, or [] (logged) when the CMS cannot be reached: feeds degrade, never 500. */
export async function articlesForFeeds(locale: Locale): Promise<NewsroomCard[]> {
  try {
    return await getAllArticles(locale);
  } catch (error) {
    console.error('[feeds] reading the articles failed', { locale, message: (error as Error).message });
    return [];
  }
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
