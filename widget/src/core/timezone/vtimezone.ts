import { compactDateTime, daysInMonth, epochDay, fromWallMinutes, weekdayOfEpochDay } from '../dates';
import { offsetAt, transitionsInYear, type Transition } from './offset';

const DAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

function formatOffset(min: number): string {
  const a = Math.abs(min);
  return `${min < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}${String(a % 60).padStart(2, '0')}`;
}

/** The yearly rule a transition follows: month, nth (or last) weekday, wall time and offsets. */
function yearlyRule(t: Transition): { key: string; rrule: string } {
  const wall = fromWallMinutes(t.at / 60_000 + t.from);
  const wd = weekdayOfEpochDay(epochDay(wall.y, wall.m, wall.d));
  const nth = wall.d + 7 > daysInMonth(wall.y, wall.m) ? -1 : Math.ceil(wall.d / 7);
  const rrule = `FREQ=YEARLY;BYMONTH=${wall.m};BYDAY=${nth}${DAY_CODES[wd]}`;
  return { key: `${rrule}@${wall.h}:${wall.mi}/${t.from}/${t.to}`, rrule };
}

/**
 * VTIMEZONE lines (unfolded) for an IANA zone, covering the years given, derived from the platform's
 * Intl time-zone data. Years whose changes repeat a yearly pattern until the end are written once with an RRULE.
 */
const cache = new Map<string, string[]>();

export function vtimezoneLines(tz: string, fromYear: number, toYear: number): string[] {
  const key = `${tz}|${fromYear}|${toYear}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const first = fromYear - 1;
  const years: Transition[][] = [];
  for (let y = first; y <= toYear + 1; y++) years.push(transitionsInYear(tz, y));
  const offsets = new Set<number>(years.flat().flatMap((t) => [t.from, t.to]));
  const baseOffset = offsetAt(Date.UTC(first, 0, 1), tz);
  offsets.add(baseOffset);
  const standard = Math.min(...offsets);
  const keyOf = (ts: Transition[]): string => ts.map((t) => yearlyRule(t).key).join(',');

  // the tail: the earliest year from which every year repeats the last year's pattern
  let tail = years.length - 1;
  const lastKey = keyOf(years[tail]);
  while (tail > 0 && years[tail].length > 0 && keyOf(years[tail - 1]) === lastKey) tail--;
  if (years[tail].length === 0) tail = years.length;

  const lines = [`BEGIN:VTIMEZONE`, `TZID:${tz}`];
  const observance = (to: number, from: number, start: string, rrule?: string): void => {
    const kind = to === standard ? 'STANDARD' : 'DAYLIGHT';
    lines.push(`BEGIN:${kind}`, `DTSTART:${start}`, `TZOFFSETFROM:${formatOffset(from)}`, `TZOFFSETTO:${formatOffset(to)}`);
    if (rrule) lines.push(`RRULE:${rrule}`);
    lines.push(`END:${kind}`);
  };
  observance(baseOffset, baseOffset, `${first}0101T000000`);
  years.forEach((ts, i) => {
    for (const t of ts) {
      const start = compactDateTime(fromWallMinutes(t.at / 60_000 + t.from));
      if (i < tail) observance(t.to, t.from, start);
      else if (i === tail) observance(t.to, t.from, start, yearlyRule(t).rrule);
    }
  });
  lines.push('END:VTIMEZONE');
  cache.set(key, lines);
  return lines;
}
