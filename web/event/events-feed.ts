/**
 * The site's events feed (`/{locale}/events.ics`, subscribable in any calendar): every date of the
 * event articles that has not ended, soonest first, written by the widget's own .ics writer
 * (`widget/feed`) from the same calendar payload as the event page's add-to-calendar buttons, so
 * the feed and the buttons put the same event in a calendar.
 */
import type { NewsroomCard } from 'contract/blocks';
import { buildFeed, type FeedEvent } from 'widget/feed';
import { orderedRange } from '../dates/format';
import { calendarPayload } from './calendar-payload';

const ONE_HOUR = 3_600_000;

export interface FeedSite {
  siteUrl: string;
  brandName: string;
  locale: string;
  now: number;
}

export function eventsFeed(cards: readonly NewsroomCard[], site: FeedSite): string {
  const host = new URL(site.siteUrl).hostname;
  const upcoming: [start: number, event: FeedEvent][] = [];
  for (const card of cards) {
    const s = card.publishedSettings;
    const title = s.articleTitle || s.pageTitle || card.slug;
    s.eventDates.forEach((date, index) => {
      const range = orderedRange(date.startDate, date.endDate);
      const payload = calendarPayload(date, title);
      if (!range || !payload) return;
      const end = range.end ?? new Date(range.start.getTime() + ONE_HOUR);
      if (end.getTime() < site.now) return;
      const { name, location, startDate, startTime, endDate, endTime, timeZone, status } = payload;
      const uid = `${card.slug}-${index}-${site.locale}@${host}`;
      const url = `${site.siteUrl}/${site.locale}/newsroom/${card.slug}`;
      upcoming.push([
        range.start.getTime(),
        { uid, name, location, startDate, startTime, endDate, endTime, timeZone, status, description: s.description ?? undefined, url },
      ]);
    });
  }
  upcoming.sort((a, b) => a[0] - b[0]);
  return buildFeed(
    upcoming.map(([, event]) => event),
    { name: `Events | ${site.brandName}`, now: site.now },
  );
}
