import { compact, compactDate, isoUtc } from '../dates';
import { icsTimes, isoRange } from '../ics/build';
import type { NormalizedDate } from '../normalize';
import { GOOGLE_CALENDAR } from '../options';
import type { Platform } from '../types';

/** A dated, valid event: the generator only builds links for these. */
export type ValidDate = NormalizedDate & Required<Pick<NormalizedDate, 'start' | 'end' | 'startUtc' | 'endUtc'>>;

export const YAHOO_CALENDAR_URL = 'https://calendar.yahoo.com/';

/** Query string with %20 for spaces (providers differ in how they treat '+'); empty values are left out. */
export function query(params: Record<string, string | undefined>): string {
  return Object.entries(params)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${encodeURIComponent(v!)}`)
    .join('&');
}

const truncate = (s: string): string => (s.length > 3000 ? `${s.slice(0, 2999)}…` : s);
const outlook = (option: string): string => `https://outlook.${option === 'ms365' ? 'office' : 'live'}.com/calendar/0/`;

/**
 * The calendar link of a provider:
 * - Google: its edit form on desktop, the render template on phones (it opens the app); the .ics DTSTART/DTEND values
 *   (wall time with ctz, UTC with Z for UTC zones, exclusive end dates for all-day events).
 * - Microsoft 365 (office.com) and Outlook.com (live.com): compose, or the deeplink form on phones; ISO UTC instants, or
 *   dates with an exclusive end and allday=true.
 * - Teams has no all-day meetings: an all-day event spans midnight to midnight in its zone.
 * - Yahoo v=60: UTC instants, or dur=allday with the last day inclusive.
 */
export function calendarLink(option: string, d: ValidDate, platform: Platform): string {
  const { allDay, name, location, availability } = d;
  const desktop = platform === 'desktop';
  const [param, start, end] = icsTimes(d);
  const [isoStart, isoEnd] = isoRange(d);
  const html = truncate(d.descriptionHtml);
  const plain = truncate(d.descriptionHtmlFree);
  const [base, params]: [string, Record<string, string | undefined>] =
    option === 'google'
      ? [
          `https://calendar.google.com/calendar/${desktop ? 'r/eventedit?' : 'render?action=TEMPLATE&'}`,
          {
            dates: `${start}/${end}`,
            ctz: param[1] === 'T' ? d.timeZone : undefined,
            text: name,
            location,
            details: html,
            recur: d.recurrence,
            crm: availability && (availability === 'free' ? 'AVAILABLE' : 'BUSY'),
            trp: availability && String(availability === 'busy'),
          },
        ]
      : option === 'msteams'
        ? ['https://teams.microsoft.com/l/meeting/new?', { subject: name, startTime: isoUtc(d.startUtc), endTime: isoUtc(d.endUtc), content: plain, location }]
        : option === 'yahoo'
          ? [
              `${YAHOO_CALENDAR_URL}?v=60&`,
              { st: compact(isoStart), et: allDay ? compactDate(d.end) : compact(isoEnd), dur: allDay ? 'allday' : undefined, title: name, in_loc: location, desc: plain },
            ]
          : [
              `${outlook(option)}${desktop ? 'action/compose?' : 'deeplink/compose?path=%2Fcalendar%2Faction%2Fcompose&'}`,
              { rru: 'addevent', startdt: isoStart, enddt: isoEnd, allday: String(allDay), subject: name, location, body: html },
            ];
  return base + query(params);
}

export const webcalUrl = (icsFile: string): string => icsFile.replace(/^https?:\/\//i, 'webcal://');

/** Subscribe links; Yahoo has none (the widget shows a modal that links to Yahoo Calendar instead). */
export function subscribeLink(option: string, icsFile: string, name: string, platform: Platform): string | undefined {
  if (option === 'apple' || option === 'ical') return webcalUrl(icsFile);
  if (option === 'ms365' || option === 'outlookcom') return `${outlook(option)}addfromweb/?${query({ url: icsFile, name })}`;
  if (option !== 'google') return undefined;
  if (GOOGLE_CALENDAR.test(icsFile)) return icsFile;
  const cid = encodeURIComponent(webcalUrl(icsFile));
  return platform === 'android'
    ? `intent://calendar.google.com/calendar/r?cid=${cid}#Intent;scheme=https;package=com.google.android.calendar;end`
    : `https://calendar.google.com/calendar/r?cid=${cid}`;
}
