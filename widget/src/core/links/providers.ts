import { compactDate, compactUtc, isoUtc } from '../dates';
import type { Platform } from '../types';
import { googleDates, microsoftTimes, query, type ValidDate } from './format';

const truncate = (s: string, max: number): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Google's edit form on desktop, the render template on phones (it opens the app). */
export function googleLink(d: ValidDate, platform: Platform): string {
  const { dates, ctz } = googleDates(d);
  const base = platform === 'desktop' ? 'https://calendar.google.com/calendar/r/eventedit?' : 'https://calendar.google.com/calendar/render?action=TEMPLATE&';
  return (
    base +
    query({
      dates,
      ctz,
      text: d.name,
      location: d.location,
      details: truncate(d.descriptionHtml, 3000),
      recur: d.recurrence,
      crm: d.availability === 'free' ? 'AVAILABLE' : d.availability === 'busy' ? 'BUSY' : undefined,
      trp: d.availability === 'free' ? 'false' : d.availability === 'busy' ? 'true' : undefined,
    })
  );
}

/** Outlook on the web: office.com for Microsoft 365, live.com for Outlook.com; the deeplink form on phones. */
export function microsoftLink(d: ValidDate, host: 'office' | 'live', platform: Platform): string {
  const base = `https://outlook.${host}.com/calendar/0/`;
  const path = platform === 'desktop' ? 'action/compose?' : 'deeplink/compose?path=%2Fcalendar%2Faction%2Fcompose&';
  return `${base}${path}${query({ rru: 'addevent', ...microsoftTimes(d), subject: d.name, location: d.location, body: truncate(d.descriptionHtml, 3000) })}`;
}

/** Teams has no all-day meetings: an all-day event spans midnight to midnight in its zone. */
export function teamsLink(d: ValidDate): string {
  return `https://teams.microsoft.com/l/meeting/new?${query({
    subject: d.name,
    startTime: isoUtc(d.startUtc),
    endTime: isoUtc(d.endUtc),
    content: truncate(d.descriptionHtmlFree, 3000),
    location: d.location,
  })}`;
}

/** Yahoo v=60: UTC instants, or dur=allday with the last day inclusive. */
export function yahooLink(d: ValidDate): string {
  const times = d.allDay
    ? { st: compactDate(d.start), et: compactDate(d.end), dur: 'allday' }
    : { st: compactUtc(d.startUtc), et: compactUtc(d.endUtc) };
  return `https://calendar.yahoo.com/?v=60&${query({ ...times, title: d.name, in_loc: d.location, desc: truncate(d.descriptionHtmlFree, 3000) })}`;
}

export const webcalUrl = (icsFile: string): string => icsFile.replace(/^https?:\/\//i, 'webcal://');

/** Subscribe links; Yahoo has none (the widget shows a modal that links to Yahoo Calendar instead). */
export function subscribeLink(option: string, icsFile: string, name: string, platform: Platform): string | undefined {
  switch (option) {
    case 'apple':
    case 'ical':
      return webcalUrl(icsFile);
    case 'google': {
      if (/^https?:\/\/calendar\.google\.com\//i.test(icsFile)) return icsFile;
      const cid = encodeURIComponent(webcalUrl(icsFile));
      return platform === 'android'
        ? `intent://calendar.google.com/calendar/r?cid=${cid}#Intent;scheme=https;package=com.google.android.calendar;end`
        : `https://calendar.google.com/calendar/r?cid=${cid}`;
    }
    case 'ms365':
    case 'outlookcom':
      return `https://outlook.${option === 'ms365' ? 'office' : 'live'}.com/calendar/0/addfromweb/?${query({ url: icsFile, name })}`;
    default:
      return undefined;
  }
}

export const YAHOO_CALENDAR_URL = 'https://calendar.yahoo.com/';
