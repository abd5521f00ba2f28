import type { NewsroomCard } from 'contract/blocks';
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

/** A grid's columns and the width (in columns) of a standard and a side-by-side card. */
export interface GridShape {
  columns: number;
  standard: number;
  wide: number;
}
/** Desktop: 3 cards a row on a 6-column grid (a side-by-side card takes two thirds). Tablet: 2 cards a row. */
export const DESKTOP_GRID: GridShape = { columns: 6, standard: 2, wide: 4 };
export const TABLET_GRID: GridShape = { columns: 2, standard: 1, wide: 2 };

/**
 * The width of each of `count` cards so that no row has a hole: when the next card does not fit in
 * what is left of a row, the row's cards share the rest of it (the 11th and 12th cards of a full
 * desktop page take half a row each, so the 13th, side by side, starts the next row with the 14th).
 * The last row may stay short. Source order is kept (no dense packing, so reading and tab order
 * follow what is seen).
 */
export function gridSpans(count: number, shape: GridShape, widePositions: ReadonlySet<number> = WIDE_POSITIONS): number[] {
  const spans: number[] = [];
  let row: number[] = [];
  let used = 0;
  for (let index = 0; index < count; index += 1) {
    const span = Math.min(widePositions.has(index + 1) ? shape.wide : shape.standard, shape.columns);
    if (used + span > shape.columns) {
      const rest = shape.columns - used;
      row.forEach((at, i) => (spans[at] += Math.floor(rest / row.length) + (i < rest % row.length ? 1 : 0)));
      row = [];
      used = 0;
    }
    spans[index] = span;
    row.push(index);
    used += span;
    if (used === shape.columns) {
      row = [];
      used = 0;
    }
  }
  return spans;
}
