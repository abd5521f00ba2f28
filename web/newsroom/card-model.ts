import type { NewsroomCard } from 'cms/blocks';
import { safeHref } from '../links/safe-url';

/** Cards link to redirectUrl when set, otherwise to the article page (spec "Cards link to …"). */
export function cardHref(card: NewsroomCard, locale: string): string {
  return safeHref(card.publishedSettings.redirectUrl) ?? `/${locale}/newsroom/${card.slug}`;
}

export function cardTitle(card: NewsroomCard): string {
  const s = card.publishedSettings;
  return s.articleTitle || s.pageTitle || card.slug;
}

/** The category placeholder of a broken or missing image: company news without a category, events for the Event layout. */
export function placeholderFor(card: NewsroomCard): string {
  const s = card.publishedSettings;
  if (s.layout === 'Event' || s.categories[0]?.label === 'Events') return '/placeholders/events.svg';
  const key = s.categories[0]?.key;
  const known = ['company_news', 'product_updates', 'success_and_learning', 'industry_perspectives', 'customer_stories'];
  return `/placeholders/${key && known.includes(key) ? key : 'company_news'}.svg`;
}

export function isEventCard(card: NewsroomCard): boolean {
  return card.publishedSettings.layout === 'Event';
}

/** Earliest start and latest end of an event's dates (for the card's date range). */
export function eventSpan(card: NewsroomCard): { start: string | null; end: string | null } {
  const dates = card.publishedSettings.eventDates ?? [];
  const starts = dates
    .map((d) => d.startDate)
    .filter(Boolean)
    .sort();
  const ends = dates
    .map((d) => d.endDate ?? d.startDate)
    .filter(Boolean)
    .sort();
  return { start: starts[0] ?? card.publishedSettings.datePublished, end: ends[ends.length - 1] ?? null };
}

/** Positions shown side by side in the grid (1-based). */
export const WIDE_POSITIONS: ReadonlySet<number> = new Set([5, 9, 13]);
