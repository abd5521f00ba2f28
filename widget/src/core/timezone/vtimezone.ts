import { compactDateTime, compactUtc, daysInMonth, epochDay, fromWallMinutes, memo, weekdayOfEpochDay } from '../dates';
import { DAY_CODES } from '../recurrence/rrule';
import type { LocalDateTime } from '../types';
import { offsetAt, transitionsInYear, type Transition } from './offset';

/** +0530: the hours and minutes of that many minutes after midnight */
const formatOffset = (min: number): string => `${min < 0 ? '-' : '+'}${compactUtc(Math.abs(min) * 60_000).slice(9, 13)}`;

/** The wall time (before the change) at which a transition happens. */
const wallTime = (t: Transition): LocalDateTime => fromWallMinutes(t._at / 60_000 + t._from);

/** The yearly rule a transition follows: month and nth (or last) weekday of its wall time. */
function yearlyRule(t: Transition): string {
  const wall = wallTime(t);
  const nth = wall.d + 7 > daysInMonth(wall.y, wall.m) ? -1 : Math.ceil(wall.d / 7);
  return `FREQ=YEARLY;BYMONTH=${wall.m};BYDAY=${nth}${DAY_CODES[weekdayOfEpochDay(epochDay(wall.y, wall.m, wall.d))]}`;
}

/**
 * VTIMEZONE lines (unfolded) for an IANA zone, covering the years given, derived from the platform's Intl time-zone
 * data: every change of those years explicitly, and the changes of the year after them once more with an RRULE when
 * they repeat the pattern of the year before (same rules, wall times and offsets), so that long series stay right.
 */
export const vtimezoneLines = memo((tz: string, fromYear: number, toYear: number): string[] => {
  const first = fromYear - 1;
  const base = offsetAt(Date.UTC(first, 0, 1), tz);
  const years: Transition[][] = [];
  for (let y = first; y <= toYear + 1; y++) years.push(transitionsInYear(tz, y));
  const standard = Math.min(base, ...years.flat().map((t) => t._to));
  const pattern = (ts: Transition[]): string => ts.map((t) => [yearlyRule(t), compactDateTime(wallTime(t)).slice(9), t._from, t._to]).join();
  const last = years.length - 1;
  const yearly = years[last].length > 0 && pattern(years[last]) === pattern(years[last - 1]);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${tz}`];
  const observance = (from: number, to: number, start: string, rrule?: string): void => {
    const kind = to === standard ? 'STANDARD' : 'DAYLIGHT';
    lines.push(`BEGIN:${kind}`, `DTSTART:${start}`, `TZOFFSETFROM:${formatOffset(from)}`, `TZOFFSETTO:${formatOffset(to)}`);
    if (rrule) lines.push(`RRULE:${rrule}`);
    lines.push(`END:${kind}`);
  };
  observance(base, base, `${first}0101T000000`);
  years.forEach((ts, i) => {
    for (const t of ts) observance(t._from, t._to, compactDateTime(wallTime(t)), i === last && yearly ? yearlyRule(t) : undefined);
  });
  lines.push('END:VTIMEZONE');
  return lines;
});
