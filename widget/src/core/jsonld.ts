import { isoDate, isoTime } from './dates';
import type { NormalizedConfig, NormalizedDate } from './normalized';
import { parsePerson } from './person';
import { offsetAt } from './timezone/offset';

export type JsonLd = Record<string, unknown>;

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function withOffset(d: NormalizedDate, which: 'start' | 'end'): string | undefined {
  const dt = d[which];
  const utc = which === 'start' ? d.startUtc : d.endUtc;
  if (!dt || utc === undefined) return undefined;
  if (d.allDay) return isoDate(dt);
  const off = offsetAt(utc, d.timeZone);
  const a = Math.abs(off);
  return `${isoDate(dt)}T${isoTime(dt)}:00${off < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}

function duration(d: NormalizedDate): string | undefined {
  if (d.startUtc === undefined || d.endUtc === undefined) return undefined;
  const min = Math.round((d.endUtc - d.startUtc) / 60_000);
  const days = Math.floor(min / 1440);
  const h = Math.floor((min % 1440) / 60);
  const m = min % 60;
  const time = h || m ? `T${h ? `${h}H` : ''}${m ? `${m}M` : ''}` : '';
  return days || time ? `P${days ? `${days}D` : ''}${time}` : 'PT0M';
}

function schedule(d: NormalizedDate): JsonLd | undefined {
  const r = d.recurrenceRule;
  if (!r || !d.start) return undefined;
  const unit = { YEARLY: 'Y', MONTHLY: 'M', WEEKLY: 'W', DAILY: 'D' }[r.FREQ as string];
  return {
    '@type': 'Schedule',
    repeatFrequency: unit ? `P${r.INTERVAL}${unit}` : undefined,
    byDay: r.BYDAY?.map((b) => `https://schema.org/${SCHEMA_DAYS[b.wd]}`),
    byMonth: r.BYMONTH,
    byMonthDay: r.BYMONTHDAY,
    repeatCount: r.COUNT,
    startDate: isoDate(d.start),
    endDate: r.UNTIL ? `${r.UNTIL.slice(0, 4)}-${r.UNTIL.slice(4, 6)}-${r.UNTIL.slice(6, 8)}` : undefined,
    startTime: d.allDay ? undefined : `${isoTime(d.start)}:00`,
    endTime: d.allDay || !d.end ? undefined : `${isoTime(d.end)}:00`,
    scheduleTimezone: d.timeZone,
  };
}

function eventLd(d: NormalizedDate, images: string[]): JsonLd {
  const organizer = parsePerson(d.organizer);
  return {
    '@type': 'Event',
    name: d.name,
    description: d.descriptionHtmlFree || undefined,
    startDate: withOffset(d, 'start'),
    endDate: withOffset(d, 'end'),
    duration: duration(d),
    eventStatus: `https://schema.org/${d.status === 'CANCELLED' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `https://schema.org/${d.onlineEvent ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
    location: !d.location
      ? undefined
      : d.onlineEvent
        ? { '@type': 'VirtualLocation', url: d.location }
        : { '@type': 'Place', name: d.location, address: d.location },
    organizer: organizer ? { '@type': 'Person', name: organizer.name, email: organizer.email } : undefined,
    image: images.length ? images : undefined,
    eventSchedule: schedule(d),
  };
}

/** schema.org Event (one date) or EventSeries (several dates), without undefined fields. */
export function jsonLd(n: NormalizedConfig): JsonLd {
  const events = n.dates.map((d) => eventLd(d, n.images));
  const body: JsonLd =
    events.length === 1
      ? { '@context': 'https://schema.org', ...events[0] }
      : { '@context': 'https://schema.org', '@type': 'EventSeries', name: n.name, subEvent: events };
  return JSON.parse(JSON.stringify(body)) as JsonLd;
}
