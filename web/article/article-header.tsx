import type { PublishedSettings } from 'contract/blocks';
import { formatArticleDate } from '../dates/format';
import { preload } from 'react-dom';
import { mediaUrl, CmsImage } from '../media/image';
import { backdropSources } from './backdrop-sources';
import { ShareButtons } from './share-buttons';
import { messages, termLabel } from '../i18n';

export const CUSTOMER_STORIES = 'Customer Stories';

/**
 * The hero backdrop: small under 768px, medium 768–1199px, large from 1200px; blurred and darkened in
 * CSS. It is the largest element of the first screen, so it is fetched first; the sharp image below it
 * is not (it loads lazily unless it is the only image, for customer stories).
 */
function Backdrop({ settings }: { settings: PublishedSettings }) {
  const image = settings.mainImage!;
  const f = image.formats ?? {};
  const sources = backdropSources(image);
  const fallback = sources[sources.length - 1]!;
  // A <picture> is not preloaded by the browser's scanner as early as an <img>: announce the file of
  // each range in <head>, so it is fetched before the scripts.
  for (const source of sources) preload(source.url, { as: 'image', fetchPriority: 'high', media: source.media });
  return (
    <div className="article-header__backdrop" aria-hidden="true">
      <picture>
        {sources.slice(0, -1).map((source) => (
          <source key={source.url} media={source.media} srcSet={source.url} />
        ))}
        <img
          src={fallback.url}
          alt=""
          width={f.large?.width ?? image.width ?? undefined}
          height={f.large?.height ?? image.height ?? undefined}
          fetchPriority="high"
          decoding="sync"
        />
      </picture>
    </div>
  );
}

export function ArticleHeader({ settings, title, url, locale }: { settings: PublishedSettings; title: string; url: string; locale: string }) {
  const t = messages(locale);
  const category = settings.categories[0] ? termLabel(t, settings.categories[0]) : undefined;
  const customerStory = settings.categories.some((c) => c.label === CUSTOMER_STORIES);
  const hasImage = Boolean(mediaUrl(settings.mainImage?.url));
  const byline = settings.profiledFirm ? [settings.profiledFirm, settings.profiledFirmLocation].filter(Boolean).join(', ') : settings.author;
  return (
    <header
      className={`article-header${customerStory ? ' article-header--customer-story' : ''}${hasImage && !customerStory ? ' article-header--with-image' : ''}`}
    >
      {hasImage && !customerStory ? <Backdrop settings={settings} /> : null}
      <div className="container article-header__content">
        <div className="article-header__meta">
          {category ? <span className="tag">{category}</span> : null}
          {settings.datePublished ? <time dateTime={settings.datePublished}>{formatArticleDate(settings.datePublished, t.intlLocale)}</time> : null}
          {settings.industries.length ? <span className="article-header__industries">{settings.industries.map((i) => termLabel(t, i)).join(', ')}</span> : null}
        </div>
        <h1 className="article-header__title">{title}</h1>
        {byline ? <p className="article-header__byline">{byline}</p> : null}
        <ShareButtons url={url} title={title} texts={t.share} />
      </div>
      {customerStory ? <div className="article-spacer" /> : null}
      {hasImage ? (
        <div className={`container article-header__image${customerStory ? ' article-header__image--normal' : ''}`}>
          <CmsImage image={settings.mainImage} alt={settings.imageAltText || null} sizes="(min-width: 1200px) 1140px, 100vw" priority={customerStory} />
        </div>
      ) : null}
    </header>
  );
}
