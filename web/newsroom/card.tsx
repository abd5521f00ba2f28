import type { NewsroomCard as CardData } from 'contract/blocks';
import { mediaUrl, srcSet } from '../media/image';
import { LocalDate, LocalDateRange } from '../dates/local-date';
import { messages, termLabel } from '../i18n';
import { CardImage } from './card-image';
import { cardHref, cardTitle, eventSpan, isEventCard, placeholderFor } from './card-model';

export type CardVariant = 'standard' | 'wide' | 'hero-big' | 'hero-small' | 'hero-full';

const SIZES: Record<CardVariant, string> = {
  standard: '(min-width: 1200px) 370px, (min-width: 768px) 45vw, 100vw',
  wide: '(min-width: 1200px) 560px, (min-width: 768px) 45vw, 100vw',
  'hero-big': '(min-width: 992px) 760px, 100vw',
  'hero-small': '(min-width: 992px) 370px, 100vw',
  'hero-full': '(min-width: 1200px) 1140px, 100vw',
};

/** A newsroom card: opens its article (or redirectUrl) in a new tab; a broken image shows its category placeholder (card-image.tsx). */
export function NewsCard({
  card,
  locale,
  variant = 'standard',
  priority = false,
  headingLevel = 3,
}: {
  card: CardData;
  locale: string;
  variant?: CardVariant;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const s = card.publishedSettings;
  const image = s.mainImage;
  const src = mediaUrl(image?.url);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = messages(locale);
  const { intlLocale } = t;
  const category = s.categories[0] ? termLabel(t, s.categories[0]) : undefined;
  const span = isEventCard(card) ? eventSpan(card) : null;
  return (
    <article className={`card card--${variant}`} data-testid="news-card">
      <div className="card__media">
        {/* A side-by-side card's art is shown whole: the column's bands around it are the same file, blurred (CSS). */}
        {variant === 'wide' && src && image ? (
          <img className="card__backdrop" src={src} srcSet={srcSet(image)} sizes={SIZES.wide} alt="" aria-hidden="true" loading="lazy" decoding="async" />
        ) : null}
        {src && image ? (
          <CardImage
            src={src}
            srcSet={srcSet(image)}
            sizes={SIZES[variant]}
            width={image.width ?? 640}
            height={image.height ?? 360}
            alt={s.imageAltText || image.alternativeText || ''}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            // The hero (the largest paint): decoded with the frame that shows it, not a frame later.
            decoding={priority ? 'sync' : 'async'}
            placeholder={placeholderFor(card)}
          />
        ) : (
          <img src={placeholderFor(card)} width={640} height={360} alt="" loading="lazy" decoding="async" />
        )}
      </div>
      <div className="card__body">
        {category ? <p className="card__category">{category}</p> : null}
        <Heading className="card__title">
          <a href={cardHref(card, locale)} target="_blank" rel="noopener" className="card__link">
            {cardTitle(card)}
            <span className="sr-only"> {t.opensInNewTab}</span>
          </a>
        </Heading>
        {s.description ? <p className="card__summary">{s.description}</p> : null}
        <p className="card__date">
          {span ? <LocalDateRange start={span.start} end={span.end} locale={intlLocale} /> : <LocalDate iso={s.datePublished} locale={intlLocale} />}
        </p>
      </div>
    </article>
  );
}
