import type { NewsroomCard } from 'contract/blocks';
import { NewsCard } from './card';
import { messages } from '../i18n';

/** The two most recent featured articles: big + small, or one full width. Nothing when there is none. */
export function FeaturedHero({ cards, locale }: { cards: readonly NewsroomCard[]; locale: string }) {
  if (!cards.length) return null;
  return (
    <section className="featured container" aria-label={messages(locale).newsroom.featured}>
      {cards.length === 1 ? (
        <NewsCard card={cards[0]} locale={locale} variant="hero-full" priority headingLevel={2} />
      ) : (
        <div className="featured__pair">
          <NewsCard card={cards[0]} locale={locale} variant="hero-big" priority headingLevel={2} />
          <NewsCard card={cards[1]} locale={locale} variant="hero-small" headingLevel={2} />
        </div>
      )}
    </section>
  );
}
