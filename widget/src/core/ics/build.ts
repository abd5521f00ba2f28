import { addDaysLocal, compact, compactDateTime, compactUtc, isoDate, isoUtc } from '../dates';
import type { ValidDate } from '../links/providers';
import { parsePerson, type NormalizedConfig, type NormalizedDate } from '../normalize';
import { formatRRule, type RecurrenceRule } from '../recurrence/rrule';
import { isUtcZone } from '../timezone/offset';
import { vtimezoneLines } from '../timezone/vtimezone';
import { escapeText, joinLines, paramValue } from './format';

export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export const PRODID = '-//marketing-platform//add-to-calendar widget//EN';

/** UNTIL must match DTSTART's value type: a date for all-day events, UTC otherwise. */
function rruleFor(rule: RecurrenceRule, allDay: boolean): string {
  const until = rule.UNTIL;
  return formatRRule({ ...rule, UNTIL: until && (allDay ? until.slice(0, 8) : `${until.slice(0, 8)}T${until.slice(9, 15) || '235959'}Z`) });
}

/** Start and end as ISO text: the dates with an exclusive end for all-day events, UTC instants otherwise. */
export const isoRange = (d: ValidDate): string[] => (d.allDay ? [d.start, addDaysLocal(d.end, 1)].map((x) => isoDate(x)) : [d.startUtc, d.endUtc].map(isoUtc));

/** DTSTART/DTEND: the parameter and both values (dates, UTC with Z for UTC zones, or wall time with TZID). Google takes the same values. */
export function icsTimes(d: ValidDate): string[] {
  return d.allDay || isUtcZone(d.timeZone)
    ? [d.allDay ? ';VALUE=DATE' : '', ...isoRange(d).map(compact)]
    : [`;TZID=${d.timeZone}`, compactDateTime(d.start), compactDateTime(d.end)];
}

function personProp(prop: 'ORGANIZER' | 'ATTENDEE', value: string | undefined): string[] {
  const p = parsePerson(value);
  if (!p) return [];
  const params = prop === 'ATTENDEE' ? ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE' : '';
  return [`${prop}${params}${p.name ? `;CN=${paramValue(p.name)}` : ''}:mailto:${p.email}`];
}

function vevent(d: ValidDate, now: number, cancel: boolean): string[] {
  const [param, start, end] = icsTimes(d);
  const lines = ['BEGIN:VEVENT', `UID:${d.uid}`, `DTSTAMP:${compactUtc(now)}`, `DTSTART${param}:${start}`, `DTEND${param}:${end}`, `SUMMARY:${escapeText(d.name)}`];
  if (d.descriptionHtmlFree) {
    lines.push(`DESCRIPTION:${escapeText(d.descriptionHtmlFree)}`);
    lines.push(`X-ALT-DESC;FMTTYPE=text/html:${escapeText(`<!DOCTYPE html><html><body>${d.descriptionHtml}</body></html>`)}`);
  }
  if (d.location) lines.push(`LOCATION:${escapeText(d.location)}`);
  lines.push(...personProp('ORGANIZER', d.organizer), ...personProp('ATTENDEE', d.attendee));
  if (d.recurrenceRule) lines.push(rruleFor(d.recurrenceRule, d.allDay));
  if (d.availability) lines.push(`TRANSP:${d.availability === 'free' ? 'TRANSPARENT' : 'OPAQUE'}`);
  lines.push(`SEQUENCE:${d.sequence}`, `STATUS:${cancel ? 'CANCELLED' : d.status}`);
  if (d.created) lines.push(`CREATED:${d.created}`);
  if (d.updated) lines.push(`LAST-MODIFIED:${d.updated}`);
  lines.push('END:VEVENT');
  return lines;
}

/** METHOD: CANCEL for cancelled dates, REQUEST when every date has an organizer, PUBLISH otherwise. */
export function methodFor(dates: NormalizedDate[]): IcsMethod {
  if (dates.some((d) => d.status === 'CANCELLED')) return 'CANCEL';
  return dates.every((d) => parsePerson(d.organizer)) ? 'REQUEST' : 'PUBLISH';
}

/** An RFC 5545 calendar file for one or more (valid, normalised) dates. */
export function buildIcs(dates: ValidDate[], config: Pick<NormalizedConfig, 'now'>): string {
  const method = methodFor(dates);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN', `METHOD:${method}`];
  const zones = new Map<string, { _from: number; _to: number }>();
  for (const d of dates) {
    if (d.allDay || isUtcZone(d.timeZone)) continue;
    const z = zones.get(d.timeZone) ?? { _from: d.start.y, _to: d.end.y };
    zones.set(d.timeZone, { _from: Math.min(z._from, d.start.y), _to: Math.max(z._to, d.end.y) });
  }
  for (const [tz, range] of zones) lines.push(...vtimezoneLines(tz, range._from, range._to + 1));
  for (const d of dates) lines.push(...vevent(d, config.now, method === 'CANCEL'));
  lines.push('END:VCALENDAR');
  return joinLines(lines);
}
