/**
 * Date formatting of the site (spec section 9): article header dates in long form in UTC;
 * newsroom card dates in long form in the visitor's zone; event rows with day, short month
 * and a time range with the short zone abbreviation; 'Invalid date range' and swapped ranges.
 * `timeZone: undefined` means "the zone of whoever runs this" (the visitor, in the browser); `locale`
 * is the page's (its catalogue's `intlLocale`), en-US by default.
 */
export const INVALID_RANGE = 'Invalid date range';

/**
 * The spec's text for a range that cannot be shown, in the page's language. The one text these
 * functions write themselves: kept here rather than in the message catalogue, so that the browser's
 * date components do not load both catalogues for it.
 */
const INVALID_RANGE_BY_LANGUAGE: Record<string, string> = { en: INVALID_RANGE, es: 'Intervalo de fechas no válido' };
export const invalidRange = (locale: string) => INVALID_RANGE_BY_LANGUAGE[locale.split('-')[0]] ?? INVALID_RANGE;

/** ICU versions differ in thin and narrow no-break spaces; server and browser must print the same text. */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatArticleDate(iso: string | null | undefined, locale = 'en-US'): string {
  const date = parseDate(iso);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date) : '';
}

export function formatCardDate(iso: string | null | undefined, timeZone?: string, locale = 'en-US'): string {
  const date = parseDate(iso);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date) : '';
}

/** Orders a start/end pair; null when the start is missing or either date is unreadable. */
export function orderedRange(startIso: string | null | undefined, endIso: string | null | undefined): { start: Date; end: Date | null } | null {
  const start = parseDate(startIso);
  if (!start || (endIso && !parseDate(endIso))) return null;
  const end = parseDate(endIso);
  if (end && end < start) return { start: end, end: start };
  return { start, end };
}

/** "March 5 – 7, 2025" for a card of an event article (or one date when there is no end). */
export function formatDateRange(startIso: string | null | undefined, endIso: string | null | undefined, timeZone?: string, locale = 'en-US'): string {
  const range = orderedRange(startIso, endIso);
  if (!range) return invalidRange(locale);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
  return plainSpaces(range.end ? format.formatRange(range.start, range.end) : format.format(range.start));
}

export function dayAndMonth(iso: string | null | undefined, timeZone?: string, locale = 'en-US'): { day: string; month: string } | null {
  const date = parseDate(iso);
  if (!date) return null;
  const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone }).formatToParts(date);
  return { day: parts.find((p) => p.type === 'day')!.value, month: parts.find((p) => p.type === 'month')!.value.replace(/\.$/, '') };
}

/**
 * "9:00 AM – 5:00 PM EST": times and the short zone abbreviation in `timeZone`. A range that ends on
 * another day in that zone names the end's day: "4:30 PM – Feb 11, 2:00 AM EST".
 */
export function formatTimeRange(startIso: string | null | undefined, endIso: string | null | undefined, timeZone?: string, locale = 'en-US'): string {
  const range = orderedRange(startIso, endIso);
  if (!range) return invalidRange(locale);
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  const zone = zoneAbbreviation(range.end ?? range.start, timeZone, locale);
  let text = time.format(range.start);
  if (range.end) {
    const sameDay = calendarParts(range.start, timeZone).date === calendarParts(range.end, timeZone).date;
    const endFormat = sameDay ? time : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone });
    text = `${text} – ${endFormat.format(range.end)}`;
  }
  return plainSpaces(`${text} ${zone}`.trim());
}

export function zoneAbbreviation(date: Date, timeZone?: string, locale = 'en-US'): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone }).formatToParts(date);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** Calendar fields of a moment in a zone (undefined: the zone of whoever runs this): date 'YYYY-MM-DD' and 24-hour time 'HH:mm'. */
export function calendarParts(date: Date, timeZone?: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export function isValidTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
