import { addDaysLocal, fromEpochDay, isoDate } from './dates';
import type { NormalizedDate } from './normalized';
import { localToUtc } from './timezone/offset';
import type { LocalDateTime } from './types';

/**
 * [date, time]: 'today'/'today+N' resolved against today (an epoch day), a time in the date ('2026-05-01T10:00') used
 * when none is given, cut to HH:MM.
 */
export function resolveDateTime(dateRaw: string | undefined, timeRaw: string | undefined, today: number): (string | undefined)[] {
  // at most 7 digits: beyond that the date would be out of range (it stays as given and is reported as badly-formed)
  const relative = /^today(?:\+(\d{1,7}))?$/i.exec(dateRaw ?? '');
  const date = relative ? isoDate(fromEpochDay(today + +(relative[1] ?? 0))) : dateRaw;
  const [, day, time] = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d)/.exec(date ?? '') ?? [undefined, date];
  return [day, (timeRaw ?? time)?.slice(0, 5)];
}

/** Sets the date's start and end (wall times in its zone) and their instants (an all-day end is exclusive). */
export function setTimes(d: NormalizedDate, start: LocalDateTime, end: LocalDateTime): void {
  Object.assign(d, { start, end, startUtc: localToUtc(start, d.timeZone), endUtc: localToUtc(d.allDay ? addDaysLocal(end, 1) : end, d.timeZone) });
}
