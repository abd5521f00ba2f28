import type { NormalizedDate } from '../core/normalized';

/**
 * Date and time range for display: the event's instants in the visitor's zone (with or without useUserTZ: 10:00 in
 * Berlin reads 4:00 AM EDT in New York), English in 12-hour and other languages in 24-hour time.
 */
export function formatRange(d: NormalizedDate, lang: string, userTimeZone: string): string {
  if (d.startUtc === undefined || d.endUtc === undefined || !d.start || !d.end) return '';
  try {
    if (d.allDay) {
      const f = new Intl.DateTimeFormat(lang, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' });
      const s = Date.UTC(d.start.y, d.start.m - 1, d.start.d, 12);
      const e = Date.UTC(d.end.y, d.end.m - 1, d.end.d, 12);
      return s === e ? f.format(s) : f.formatRange(s, e);
    }
    const f = new Intl.DateTimeFormat(lang, {
      timeZone: userTimeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: lang === 'en',
      timeZoneName: 'short',
    });
    return f.formatRange(d.startUtc, d.endUtc);
  } catch {
    return `${d.startDate} ${d.startTime ?? ''}`.trim();
  }
}

/** Day number and short month of the start, for the date-style button. */
export function dayAndMonth(d: NormalizedDate, lang: string, userTimeZone: string): { day: string; month: string } {
  const at = d.allDay || d.startUtc === undefined ? Date.UTC(d.start?.y ?? 1970, (d.start?.m ?? 1) - 1, d.start?.d ?? 1, 12) : d.startUtc;
  const timeZone = d.allDay ? 'UTC' : userTimeZone;
  return {
    day: new Intl.DateTimeFormat(lang, { timeZone, day: 'numeric' }).format(at),
    month: new Intl.DateTimeFormat(lang, { timeZone, month: 'short' }).format(at),
  };
}
