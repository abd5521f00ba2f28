import type { MetadataRoute } from 'next';
import { LOCALES, isLocale } from '../links/locale';

/** GET /api/sitemap of the CMS: every visible article and published landing page (published data only). */
export interface CmsSitemap {
  data: {
    /** `documentId`: shared by a document's translations (Strapi's i18n). */
    articles: { documentId?: string; slug: string; locale: string; datePublished: string | null }[];
    landingPages: { documentId?: string; slug: string; locale: string; datePublished: string | null; updatedAt: string | null }[];
  };
}

type Entry = MetadataRoute.Sitemap[number];

/**
 * Each entry's hreflang alternates (Next's sitemap `alternates.languages`): the URL of every locale
 * of the same document, itself included, when there is more than one.
 */
function withAlternates(entries: { documentId?: string; locale: string; entry: Entry }[]): Entry[] {
  const byDocument = new Map<string, Record<string, string>>();
  for (const { documentId, locale, entry } of entries) {
    if (!documentId) continue;
    byDocument.set(documentId, { ...byDocument.get(documentId), [locale]: entry.url });
  }
  return entries.map(({ documentId, entry }) => {
    const languages = documentId ? byDocument.get(documentId) : undefined;
    return languages && Object.keys(languages).length > 1 ? { ...entry, alternates: { languages } } : entry;
  });
}

/** The newsroom of each locale, then every article and landing page of a supported locale, each with its translations as alternates. */
export function sitemapEntries(site: string, cms: CmsSitemap | null): MetadataRoute.Sitemap {
  const newsrooms = Object.fromEntries(LOCALES.map((locale) => [locale, `${site}/${locale}/newsroom`]));
  const entries: MetadataRoute.Sitemap = LOCALES.map((locale) => ({
    url: newsrooms[locale]!,
    changeFrequency: 'daily',
    priority: 1,
    alternates: { languages: newsrooms },
  }));
  const articles = (cms?.data.articles ?? [])
    .filter((article) => isLocale(article.locale))
    .map((article) => ({
      documentId: article.documentId,
      locale: article.locale,
      entry: {
        url: `${site}/${article.locale}/newsroom/${encodeURIComponent(article.slug)}`,
        lastModified: article.datePublished ?? undefined,
        changeFrequency: 'weekly',
        priority: 0.7,
      } satisfies Entry,
    }));
  const pages = (cms?.data.landingPages ?? [])
    .filter((page) => isLocale(page.locale))
    .map((page) => ({
      documentId: page.documentId,
      locale: page.locale,
      entry: {
        url: `${site}/${page.locale}/${encodeURIComponent(page.slug)}`,
        lastModified: page.updatedAt ?? page.datePublished ?? undefined,
        changeFrequency: 'weekly',
        priority: 0.8,
      } satisfies Entry,
    }));
  return [...entries, ...withAlternates(articles), ...withAlternates(pages)];
}
