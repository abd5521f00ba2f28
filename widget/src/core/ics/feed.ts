import type { ValidDate } from '../normalized';
import { normalize } from '../normalize';
import { cleanLine, isSafeHttpUrl } from '../text';
import type { DateConfig } from '../types';
import { calendarHead, vevent } from './build';
import { escapeText, joinLines } from './format';

/**
 * One event of a subscribable feed: the widget's date fields (a wall-clock date and time in the
 * event's zone, as the button takes them), the event's own UID and the page it comes from.
 */
export interface FeedEvent extends Pick<DateConfig, 'description' | 'location' | 'startTime' | 'endDate' | 'endTime' | 'timeZone'> {
  /** Globally unique and stable, so that a calendar updates the event instead of adding it again. */
  uid: string;
  name: string;
  startDate: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** The event's page (http or https). */
  url?: string;
}

/**
 * A subscribable calendar of many events (`widget/feed`, e.g. a site's events feed), written by the
 * widget's own writer: its VEVENTs, VTIMEZONEs, escaping and folding. Unlike a button's file it is
 * always METHOD:PUBLISH (a cancelled event stays in the feed with STATUS:CANCELLED), names itself
 * (X-WR-CALNAME) and links each event to its page (URL). Events whose date, time or zone the widget
 * cannot read, or that end before they start, are left out.
 */
export function buildFeed(events: readonly FeedEvent[], options: { name: string; now: number }): string {
  const dated: [ValidDate, string | undefined][] = [];
  for (const { uid, url, ...fields } of events) {
    const [date] = normalize(fields, { now: options.now }).dates;
    if (date?.startUtc === undefined || date.endUtc! < date.startUtc) continue;
    // The caller's UID as TEXT: the widget's own (word characters and dashes) has no room for "@host".
    dated.push([{ ...(date as ValidDate), uid: escapeText(cleanLine(uid)) }, url && isSafeHttpUrl(url) ? url : undefined]);
  }
  const dates = dated.map(([date]) => date);
  const lines = calendarHead(dates, 'PUBLISH', `X-WR-CALNAME:${escapeText(cleanLine(options.name))}`);
  for (const [date, url] of dated) {
    const event = vevent(date, options.now, false);
    if (url) event.splice(-1, 0, `URL:${url}`);
    lines.push(...event);
  }
  lines.push('END:VCALENDAR');
  return joinLines(lines);
}
