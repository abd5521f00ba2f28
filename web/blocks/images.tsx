import type { BlocksFullBleedImage, BlocksMediaGrid, BlocksSingleImage, BlocksArticleToggle } from 'cms/blocks';
import { CmsImage, mediaUrl } from '../media/image';
import { ContentLink } from './link-button';
import { Section, cx } from './section';
import { BeforeAfter } from './before-after';

type P<T> = { block: T; first: boolean };

function Caption({ caption, credit }: { caption: string | null; credit?: string | null }) {
  if (!caption && !credit) return null;
  return (
    <figcaption>
      {caption}
      {credit ? <span className="credit"> {credit}</span> : null}
    </figcaption>
  );
}

/** Responsive sources: small under 768px, medium 768–1199px, large from 1200px. */
export function FullBleedImage({ block, first }: P<BlocksFullBleedImage>) {
  const fallback = block.imageLarge ?? block.imageMedium ?? block.imageSmall;
  const src = mediaUrl(fallback?.url);
  return (
    <Section block={block} first={first} name="full-bleed-image" className="block--bleed">
      <figure className="figure">
        {src && fallback ? (
          <picture>
            {mediaUrl(block.imageSmall?.url) ? <source media="(max-width: 767px)" srcSet={mediaUrl(block.imageSmall?.url)} /> : null}
            {mediaUrl(block.imageMedium?.url) ? <source media="(max-width: 1199px)" srcSet={mediaUrl(block.imageMedium?.url)} /> : null}
            <img src={src} alt={block.alternateText ?? fallback.alternativeText ?? ''} width={fallback.width ?? undefined} height={fallback.height ?? undefined} loading={first ? 'eager' : 'lazy'} decoding="async" />
          </picture>
        ) : null}
        <Caption caption={block.caption} credit={block.imageCredit} />
      </figure>
    </Section>
  );
}

export function SingleImage({ block, first }: P<BlocksSingleImage>) {
  return (
    <Section block={block} first={first} name="single-image">
      <figure className={cx('figure', `figure--${block.size ?? 'large'}`)}>
        <CmsImage image={block.singleImage} alt={block.alt} sizes="(min-width: 1200px) 1140px, 100vw" priority={first} />
        <Caption caption={block.caption} credit={block.credit} />
      </figure>
    </Section>
  );
}

/** One image single, two side by side, three all in a row (spec MediaGrid). */
export function MediaGrid({ block, first }: P<BlocksMediaGrid>) {
  const entries = block.entries.filter((e) => e.image && mediaUrl(e.image.url)).slice(0, 3);
  return (
    <Section block={block} first={first} name="media-grid">
      <figure className="figure">
        <div className={`media-grid media-grid--${entries.length}`}>
          {entries.map((entry, index) => {
            const image = <CmsImage image={entry.image} alt={entry.alt} sizes={`(min-width: 992px) ${Math.round(100 / Math.max(1, entries.length))}vw, 100vw`} />;
            return (
              <div className="media-grid__item" key={index}>
                {entry.url ? <ContentLink href={entry.url}>{image}</ContentLink> : image}
              </div>
            );
          })}
        </div>
        <Caption caption={block.caption} />
      </figure>
    </Section>
  );
}

export function ArticleToggle({ block, first }: P<BlocksArticleToggle>) {
  return (
    <Section block={block} first={first} name="article-toggle">
      <figure className="figure">
        <BeforeAfter
          before={<CmsImage image={block.imageBefore} sizes="(min-width: 1200px) 1140px, 100vw" />}
          after={<CmsImage image={block.imageAfter} sizes="(min-width: 1200px) 1140px, 100vw" />}
          beforeLabel={block.beforeLabel || 'Before'}
          afterLabel={block.afterLabel || 'After'}
        />
        <Caption caption={block.caption} />
      </figure>
    </Section>
  );
}
