import { compact, isoDate } from '../dates';
import { icsTimes, isoRange } from '../ics/build';
import type { NormalizedConfig, ValidDate } from '../normalized';
import { GOOGLE_CALENDAR } from '../options';
import { parsePerson } from '../person';

export const YAHOO_CALENDAR_URL = 'https://calendar.yahoo.com/';

/** Query string with %20 for spaces (providers differ in how they treat '+'); empty values are left out. */
export function query(params: Record<string, string | false | undefined>): string {
  return Object.entries(params)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${encodeURIComponent(v!)}`)
    .join('&');
}

const truncate = (s: string): string => (s.length > 3000 ? `${s.slice(0, 2999)}…` : s);
const outlook = (option: string): string => `https://outlook.${option === 'ms365' ? 'office' : 'live'}.com/calendar/0/`;

/**
 * The calendar link of a provider (see README, "Calendar links", for where each form is documented):
 * - Google: its edit form on desktop, the render template on phones (the element opens it in the app on Android); the
 *   .ics DTSTART/DTEND values (wall time with ctz, UTC with Z for UTC zones, exclusive end dates for all-day events).
 * - Microsoft 365 (office.com) and Outlook.com (live.com): compose, or the deeplink form on phones; ISO UTC instants, or
 *   dates and allday=true with an exclusive end (desktop) or the last day (the phones' compose form).
 * - Teams: subject, startTime, endTime (ISO 8601 with the UTC offset), content (the location first: Teams reads no
 *   location) and attendees; Teams has no all-day meetings, so an all-day event spans the visitor's midnights.
 * - Yahoo v=60: UTC instants, or one day as dur=allday, several as the visitor's wall times from 00:00 to 23:59.
 */
export function calendarLink(option: string, d: ValidDate, { platform, userTimeZone }: Pick<NormalizedConfig, 'platform' | 'userTimeZone'>): string {
  const { allDay, name, location, availability } = d;
  const desktop = platform === 'desktop';
  const [param, start, end] = icsTimes(d);
  const [isoStart, isoEnd] = isoRange(d);
  const lastDay = isoDate(d.end);
  const span = allDay && isoStart !== lastDay;
  // Teams: an all-day date from the visitor's midnight to the one after its last day
  const [teamsStart, teamsEnd] = isoRange(d, userTimeZone);
  const html = truncate(d.descriptionHtml);
  const plain = truncate(d.descriptionHtmlFree);
  const [base, params]: [string, Record<string, string | false | undefined>] =
    option === 'google'
      ? [
          `https://calendar.google.com/calendar/${desktop ? 'r/eventedit?' : 'render?action=TEMPLATE&'}`,
          {
            dates: `${start}/${end}`,
            ctz: param[1] === 'T' && d.timeZone,
            text: name,
            location,
            details: html,
            recur: d.recurrence,
            crm: availability && (availability === 'free' ? 'AVAILABLE' : 'BUSY'),
            trp: availability && String(availability === 'busy'),
          },
        ]
      : option === 'msteams'
        ? [
            'https://teams.microsoft.com/l/meeting/new?',
            {
              subject: name,
              startTime: teamsStart,
              endTime: teamsEnd,
              content: [location, plain].filter(Boolean).join(' // '),
              attendees: parsePerson(d.attendee)?.email,
            },
          ]
        : option === 'yahoo'
          ? [
              `${YAHOO_CALENDAR_URL}?v=60&`,
              {
                st: compact(isoStart + (span ? 'T000000' : '')),
                et: compact(allDay ? lastDay + (span ? 'T235900' : '') : isoEnd),
                dur: allDay && !span && 'allday',
                title: name,
                in_loc: location,
                desc: plain,
              },
            ]
          : [
              `${outlook(option)}${desktop ? 'action/compose?' : 'deeplink/compose?path=%2Fcalendar%2Faction%2Fcompose&'}`,
              { rru: 'addevent', startdt: isoStart, enddt: allDay && !desktop ? lastDay : isoEnd, allday: String(allDay), subject: name, location, body: html },
            ];
  return base + query(params);
}

export const webcalUrl = (icsFile: string): string => icsFile.replace(/^https?:\/\//i, 'webcal://');

/** Subscribe links; Yahoo has none (the widget shows a modal that links to Yahoo Calendar instead). */
export function subscribeLink(option: string, icsFile: string, name: string): string | undefined {
  if (option === 'apple' || option === 'ical') return webcalUrl(icsFile);
  if (option === 'ms365' || option === 'outlookcom') return `${outlook(option)}addfromweb/?${query({ url: icsFile, name })}`;
  if (option !== 'google') return undefined;
  if (GOOGLE_CALENDAR.test(icsFile)) return icsFile;
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(icsFile))}`;
}
