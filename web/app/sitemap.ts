import type { MetadataRoute } from 'next';
import { siteConfig } from '../config/site';
import { LOCALES } from '../links/locale';
import { articlesForFeeds } from '../seo/feeds';
import { safeHref } from '../links/safe-url';

export const dynamic = 'force-dynamic';

/** The newsroom of each locale and every visible article (landing pages: the CMS has no public list yet). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = siteConfig.siteUrl;
  const entries: MetadataRoute.Sitemap = LOCALES.map((locale) => ({ url: `${site}/${locale}/newsroom`, changeFrequency: 'daily', priority: 1 }));
  for (const locale of LOCALES) {
    for (const card of await articlesForFeeds(locale)) {
      if (safeHref(card.publishedSettings.redirectUrl)) continue;
      entries.push({ url: `${site}/${locale}/newsroom/${card.slug}`, lastModified: card.publishedSettings.datePublished ?? undefined, changeFrequency: 'weekly', priority: 0.7 });
    }
  }
  return entries;
}
