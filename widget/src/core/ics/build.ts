import { addDaysLocal, compact, compactDateTime, compactUtc, isoDate, isoUtc } from '../dates';
import type { NormalizedConfig, NormalizedDate, ValidDate } from '../normalized';
import { parsePerson } from '../person';
import { formatRRule, utcUntil, type RecurrenceRule } from '../recurrence/rrule';
import { isUtcZone, localToUtc } from '../timezone/offset';
import { vtimezoneLines } from '../timezone/vtimezone';
import { escapeText, joinLines, paramValue } from './format';

export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export const PRODID = '-//marketing-platform//add-to-calendar widget//EN';

/** UNTIL must match DTSTART's value type: a date for all-day events, UTC otherwise. */
function rruleFor(rule: RecurrenceRule, allDay: boolean): string {
  const until = rule.UNTIL;
  return formatRRule({ ...rule, UNTIL: until && (allDay ? until.slice(0, 8) : utcUntil(until)) });
}

/**
 * Start and end as ISO text: UTC instants, or for all-day events the dates with an exclusive end, or given a zone the
 * instants of that zone's midnights (the first day's and the one after the last day).
 */
export const isoRange = (d: ValidDate, zone?: string): string[] =>
  d.allDay ? [d.start, addDaysLocal(d.end, 1)].map((day) => (zone ? isoUtc(localToUtc(day, zone)) : isoDate(day))) : [d.startUtc, d.endUtc].map(isoUtc);

/** DTSTART/DTEND: the parameter and both values (dates, UTC with Z for UTC zones, or wall time with TZID). Google takes the same values. */
export function icsTimes(d: ValidDate): string[] {
  return d.allDay || isUtcZone(d.timeZone)
    ? [d.allDay ? ';VALUE=DATE' : '', ...isoRange(d).map(compact)]
    : [`;TZID=${d.timeZone}`, compactDateTime(d.start), compactDateTime(d.end)];
}

/** ORGANIZER or ATTENDEE (the property with its parameters) with the person's CN and mailto. */
function personProp(prop: string, value: string | undefined): string | undefined {
  const p = parsePerson(value);
  return p && `${prop}${p.name ? `;CN=${paramValue(p.name)}` : ''}:mailto:${p.email}`;
}

/** One VEVENT; `cancel` writes STATUS:CANCELLED whatever the date's status. */
export function vevent(d: ValidDate, now: number, cancel: boolean): string[] {
  const [param, start, end] = icsTimes(d);
  const description = d.descriptionHtmlFree;
  return [
    'BEGIN:VEVENT',
    `UID:${d.uid}`,
    `DTSTAMP:${compactUtc(now)}`,
    `DTSTART${param}:${start}`,
    `DTEND${param}:${end}`,
    `SUMMARY:${escapeText(d.name)}`,
    description && `DESCRIPTION:${escapeText(description)}`,
    description && `X-ALT-DESC;FMTTYPE=text/html:${escapeText(`<!DOCTYPE html><html><body>${d.descriptionHtml}</body></html>`)}`,
    d.location && `LOCATION:${escapeText(d.location)}`,
    personProp('ORGANIZER', d.organizer),
    personProp('ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE', d.attendee),
    d.recurrenceRule && rruleFor(d.recurrenceRule, d.allDay),
    d.availability && `TRANSP:${d.availability === 'free' ? 'TRANSPARENT' : 'OPAQUE'}`,
    `SEQUENCE:${d.sequence}`,
    `STATUS:${cancel ? 'CANCELLED' : d.status}`,
    d.created && `CREATED:${d.created}`,
    d.updated && `LAST-MODIFIED:${d.updated}`,
    'END:VEVENT',
  ].filter(Boolean) as string[];
}

/** METHOD: CANCEL for cancelled dates, REQUEST when every date has an organizer, PUBLISH otherwise. */
export function methodFor(dates: NormalizedDate[]): IcsMethod {
  if (dates.some((d) => d.status === 'CANCELLED')) return 'CANCEL';
  return dates.every((d) => parsePerson(d.organizer)) ? 'REQUEST' : 'PUBLISH';
}

/** The calendar's opening lines: its properties, then a VTIMEZONE for every zone the dates use, over the years they touch. */
export function calendarHead(dates: ValidDate[], method: IcsMethod, ...properties: string[]): string[] {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN', `METHOD:${method}`, ...properties];
  const zones = new Map<string, number[]>();
  for (const d of dates) if (!d.allDay && !isUtcZone(d.timeZone)) zones.set(d.timeZone, [...(zones.get(d.timeZone) ?? []), d.start.y, d.end.y]);
  for (const [tz, years] of zones) lines.push(...vtimezoneLines(tz, Math.min(...years), Math.max(...years) + 1));
  return lines;
}

/** An RFC 5545 calendar file for one or more (valid, normalised) dates. */
export function buildIcs(dates: ValidDate[], config: Pick<NormalizedConfig, 'now'>): string {
  const method = methodFor(dates);
  const lines = calendarHead(dates, method);
  for (const d of dates) lines.push(...vevent(d, config.now, method === 'CANCEL'));
  lines.push('END:VCALENDAR');
  return joinLines(lines);
}
