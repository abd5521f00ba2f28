import type { MetadataRoute } from 'next';
import { LOCALES, isLocale } from '../links/locale';

/** GET /api/sitemap of the CMS: every visible article and published landing page (published data only). */
export interface CmsSitemap {
  data: {
    articles: { slug: string; locale: string; datePublished: string | null }[];
    landingPages: { slug: string; locale: string; datePublished: string | null; updatedAt: string | null }[];
  };
}

/** The newsroom of each locale, then every article and landing page of a supported locale. */
export function sitemapEntries(site: string, cms: CmsSitemap | null): MetadataRoute.Sitemap {
  const entries: MetadataRoute.Sitemap = LOCALES.map((locale) => ({ url: `${site}/${locale}/newsroom`, changeFrequency: 'daily', priority: 1 }));
  for (const article of cms?.data.articles ?? []) {
    if (!isLocale(article.locale)) continue;
    entries.push({
      url: `${site}/${article.locale}/newsroom/${encodeURIComponent(article.slug)}`,
      lastModified: article.datePublished ?? undefined,
      changeFrequency: 'weekly',
      priority: 0.7,
    });
  }
  for (const page of cms?.data.landingPages ?? []) {
    if (!isLocale(page.locale)) continue;
    entries.push({
      url: `${site}/${page.locale}/${encodeURIComponent(page.slug)}`,
      lastModified: page.updatedAt ?? page.datePublished ?? undefined,
      changeFrequency: 'weekly',
      priority: 0.8,
    });
  }
  return entries;
}
