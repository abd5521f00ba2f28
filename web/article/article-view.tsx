import type { ReactNode } from 'react';
import type { ArticleData } from '../cms-client/cms';
import { Blocks } from '../blocks/registry';
import { siteConfig } from '../config/site';
import { EventLayout } from '../event/event-layout';
import { ArticleHeader } from './article-header';
import { jsonLdScript, newsArticleJsonLd } from './json-ld';
import { mediaUrl } from '../media/image';
import { messages } from '../i18n';

export function articleTitle(article: ArticleData): string {
  return article.publishedSettings.articleTitle || article.publishedSettings.pageTitle || article.slug;
}

export function articlePath(article: Pick<ArticleData, 'locale' | 'slug'>): string {
  return `/${article.locale}/newsroom/${article.slug}`;
}

/** The category as a style class ("Customer Stories" → "customer-stories"). */
export function categoryClass(label: string | undefined): string {
  return label
    ? label
        .toLowerCase()
        .trim()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
    : '';
}

/**
 * An article: utility nav, header, then its blocks (or the event layout), with its NewsArticle JSON-LD.
 * `edit`: the draft preview's marks (blocks/edit-marks.ts). `blocks`: what stands in for the blocks
 * (the live preview's, preview-live/live-blocks.tsx); by default `article.published`.
 */
export function ArticleView({ article, edit = false, blocks }: { article: ArticleData; edit?: boolean; blocks?: ReactNode }) {
  const settings = article.publishedSettings;
  const title = articleTitle(article);
  const url = `${siteConfig.siteUrl}${articlePath(article)}`;
  const image = mediaUrl(settings.mainImage?.url);
  const jsonLd = newsArticleJsonLd(settings, {
    url,
    title,
    brand: siteConfig.brandName,
    siteUrl: siteConfig.siteUrl,
    imageUrl: image ? new URL(image, siteConfig.siteUrl).toString() : undefined,
  });
  const category = categoryClass(settings.categories[0]?.label);
  const t = messages(article.locale);
  return (
    <div className={`article-page${category ? ` category-${category}` : ''}`} data-category={category || undefined}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <nav className="utility-nav" aria-label={t.newsroom.title}>
        <div className="container">
          <a href={`/${article.locale}/newsroom`}>{t.newsroom.backToNewsroom}</a>
        </div>
      </nav>
      <article>
        <ArticleHeader settings={settings} title={title} url={url} locale={article.locale} />
        {settings.layout === 'Event' ? (
          <EventLayout article={article} title={title} />
        ) : (
          (blocks ?? <Blocks blocks={article.published} locale={article.locale} edit={edit} />)
        )}
      </article>
    </div>
  );
}
