/**
 * The add-to-calendar payload of one event date (spec section 3, "Calendar payload"): location,
 * name, startDate (YYYY-MM-DD), startTime and endTime (24-hour), timeZone, iCalFileName = title.
 * Times are expressed in the date's own zone so the calendar entry means the same moment anywhere.
 */
import type { SharedEventDate } from 'contract/blocks';
import { calendarParts, isValidTimeZone, orderedRange } from '../dates/format';

export const DEFAULT_EVENT_TIME_ZONE = 'America/New_York';
export const CALENDAR_OPTIONS = ['Apple', 'Microsoft365', 'Google', 'iCal'] as const;
const ONE_HOUR = 60 * 60 * 1000;

export interface CalendarPayload {
  name: string;
  location: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  iCalFileName: string;
  status: 'CONFIRMED' | 'CANCELLED';
}

export function calendarPayload(date: SharedEventDate, title: string): CalendarPayload | null {
  const range = orderedRange(date.startDate, date.endDate);
  if (!range) return null;
  const timeZone = isValidTimeZone(date.timeZone) ? date.timeZone : DEFAULT_EVENT_TIME_ZONE;
  const start = calendarParts(range.start, timeZone);
  const end = calendarParts(range.end ?? new Date(range.start.getTime() + ONE_HOUR), timeZone);
  return {
    name: title,
    location: date.address ?? '',
    startDate: start.date,
    endDate: end.date,
    startTime: start.time,
    endTime: end.time,
    timeZone,
    iCalFileName: title,
    status: date.cancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** Dates sorted ascending by start; unreadable starts go last, in their original order. */
export function sortEventDates<T extends { startDate: string }>(dates: readonly T[]): T[] {
  const time = (d: T) => {
    const t = Date.parse(d.startDate);
    return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
  };
  return [...dates].sort((a, b) => time(a) - time(b));
}
