import type { PublishedSettings } from 'contract/blocks';

/** schema.org NewsArticle of an article page. */
export function newsArticleJsonLd(settings: PublishedSettings, options: { url: string; imageUrl?: string; brand: string; siteUrl: string; title: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: options.title.slice(0, 110),
    description: settings.description ?? undefined,
    image: options.imageUrl ? [options.imageUrl] : undefined,
    datePublished: settings.datePublished ?? undefined,
    dateModified: settings.datePublished ?? undefined,
    author: settings.author ? [{ '@type': 'Person', name: settings.author }] : [{ '@type': 'Organization', name: options.brand, url: options.siteUrl }],
    publisher: { '@type': 'Organization', name: options.brand, url: options.siteUrl },
    mainEntityOfPage: { '@type': 'WebPage', '@id': options.url },
    articleSection: settings.categories[0]?.label,
    keywords: settings.industries.map((i) => i.name).join(', ') || undefined,
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so the content cannot close the tag. */
export function jsonLdScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
