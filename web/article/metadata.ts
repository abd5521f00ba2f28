import type { Metadata } from 'next';
import type { ArticleData } from '../cms-client/cms';
import { mediaUrl } from '../media/image';
import { siteConfig } from '../config/site';
import { titleWithBrand } from '../seo/title';
import { articlePath, articleTitle } from './article-view';

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags of an article. */
export function articleMetadata(article: ArticleData): Metadata {
  const s = article.publishedSettings;
  const title = s.pageTitle || articleTitle(article);
  const description = s.description ?? undefined;
  const image = mediaUrl(s.mainImage?.url);
  const images = image
    ? [{ url: image, width: s.mainImage?.width ?? undefined, height: s.mainImage?.height ?? undefined, alt: s.imageAltText || '' }]
    : undefined;
  const languages = Object.fromEntries([
    [article.locale, articlePath(article)],
    ...article.localizations.map((l) => [l.locale, `/${l.locale}/newsroom/${l.slug}`]),
  ]);
  return {
    // The brand once: the template adds it unless the title editors chose already names it.
    title: titleWithBrand(title, siteConfig.brandName),
    description,
    alternates: { canonical: articlePath(article), languages },
    openGraph: {
      type: 'article',
      title,
      description,
      url: articlePath(article),
      images,
      publishedTime: s.datePublished ?? undefined,
      authors: s.author ? [s.author] : undefined,
      locale: article.locale.replace('-', '_'),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images: image ? [image] : undefined },
  };
}
