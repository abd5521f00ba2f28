import { describe, expect, it } from 'vitest';
import { generate, type OptionResult } from '../generate';
import type { ButtonConfig, DateConfig } from '../types';
import { NOW, parseIcs } from '../test-helpers';
import { lintIcs } from './lint';

const DAY = 86_400_000;
const ctx = (now: number) => ({ now, userTimeZone: 'Europe/Berlin', platform: 'desktop' as const });

const TOUR: DateConfig[] = [
  { startDate: '2026-04-01', startTime: '19:00', endTime: '21:00', timeZone: 'America/New_York' },
  { startDate: '2026-04-08', startTime: '19:00', endTime: '21:00', timeZone: 'Europe/Bucharest' },
  { startDate: '2026-04-15', startTime: '19:00', endTime: '21:00', timeZone: 'Europe/Berlin' },
];
const tour = (dates: DateConfig[] = TOUR, extra: ButtonConfig = {}): ButtonConfig => ({
  name: 'Tour',
  uid: 'tour-2026',
  options: ['iCal', 'Google'],
  dates,
  ...extra,
});

/** The one-date file the iCal item of date `i` downloads (the date chooser's link). */
function dateFile(config: ButtonConfig, i: number, now = NOW): string {
  const o = generate(config, ctx(now)).dates[i].options.find((x) => x.option === 'ical') as Extract<OptionResult, { kind: 'ics' }>;
  // the link is the file: the data URL carries the same text
  expect(decodeURIComponent(o.url.slice(o.url.indexOf(',') + 1))).toBe(o.ics);
  return o.ics;
}

const uids = (ics: string): string[] => parseIcs(ics).events.map((e) => e.uid);

interface Stored {
  sequence: number;
  stamp: string;
  summary: string;
  start: string;
}

/**
 * What a calendar does when a file is opened (RFC 5545 3.8.4.7 and 3.8.7.4, RFC 5546 2.1.5): an event is identified by its
 * UID; a copy whose SEQUENCE is higher, or equal with a DTSTAMP that is not older, replaces the stored one, any other
 * copy is ignored. A calendar that merged by UID would keep one event for dates that share it.
 */
function open(calendar: Map<string, Stored>, ics: string): void {
  expect(lintIcs(ics)).toEqual([]);
  for (const { component: v, uid, summary, startDate } of parseIcs(ics).events) {
    const copy = {
      sequence: Number(v.getFirstPropertyValue('sequence')),
      stamp: String(v.getFirstPropertyValue('dtstamp')),
      summary,
      start: startDate.toString(),
    };
    const stored = calendar.get(uid);
    if (!stored || copy.sequence > stored.sequence || (copy.sequence === stored.sequence && copy.stamp >= stored.stamp)) calendar.set(uid, copy);
  }
}

describe('one UID per date', () => {
  it('numbers the button uid per date as the library does: the first keeps it, the nth gets -n', () => {
    const result = generate(tour(), ctx(NOW));
    expect(result.dates.map((d) => d.date.uid)).toEqual(['tour-2026', 'tour-2026-2', 'tour-2026-3']);
    expect(lintIcs(result.combined!.ics)).toEqual([]);
    expect(uids(result.combined!.ics)).toEqual(['tour-2026', 'tour-2026-2', 'tour-2026-3']);
    // each date's own file (and its link) carries the UID that date has in the combined file
    expect([0, 1, 2].map((i) => uids(dateFile(tour(), i)))).toEqual([['tour-2026'], ['tour-2026-2'], ['tour-2026-3']]);
  });

  it("keeps a date's own uid, and a single date keeps the button's", () => {
    const own = tour([TOUR[0], { ...TOUR[1], uid: 'bucharest-night' }, TOUR[2]]);
    expect(uids(generate(own, ctx(NOW)).combined!.ics)).toEqual(['tour-2026', 'bucharest-night', 'tour-2026-3']);
    expect(generate(tour([TOUR[1]]), ctx(NOW)).dates[0].date.uid).toBe('tour-2026');
  });

  it('without a uid, every date still gets its own stable one', () => {
    const config = tour(TOUR, { uid: undefined });
    const first = generate(config, ctx(NOW)).dates.map((d) => d.date.uid);
    expect(new Set(first).size).toBe(3);
    expect(generate(config, ctx(NOW + DAY)).dates.map((d) => d.date.uid)).toEqual(first);
  });

  it('hiding past dates does not renumber the others', () => {
    const later = generate(tour(TOUR, { pastDateHandling: 'hide' }), ctx(Date.UTC(2026, 3, 10)));
    expect(later.dates.map((d) => d.date.uid)).toEqual(['tour-2026-3']);
  });

  it('re-adding a date updates its event instead of adding another (same UID; a higher SEQUENCE or a later DTSTAMP wins)', () => {
    const calendar = new Map<string, Stored>();
    // day 1: the visitor saves every date at once
    open(calendar, generate(tour(), ctx(NOW)).combined!.ics);
    expect([...calendar.keys()]).toEqual(['tour-2026', 'tour-2026-2', 'tour-2026-3']);
    // day 2: the organiser moved the second date an hour later and raised its sequence; the visitor adds that date again
    const moved = tour([TOUR[0], { ...TOUR[1], startTime: '20:00', endTime: '22:00', sequence: 1 }, TOUR[2]]);
    open(calendar, dateFile(moved, 1, NOW + DAY));
    // day 3: the visitor adds the third date again, unchanged: same SEQUENCE, later DTSTAMP
    const third = dateFile(tour(), 2, NOW + 2 * DAY);
    expect(parseIcs(third).events[0].component.getFirstPropertyValue('sequence')).toBe(0);
    open(calendar, third);
    expect(calendar.size).toBe(3);
    expect(calendar.get('tour-2026-2')).toMatchObject({ sequence: 1, start: '2026-04-08T20:00:00' });
    expect(calendar.get('tour-2026-3')!.stamp).toBe(new Date(NOW + 2 * DAY).toISOString().replace('.000', ''));
    // an older copy of the moved date (the day-1 file, sequence 0) does not undo the update
    open(calendar, dateFile(tour(), 1, NOW));
    expect(calendar.get('tour-2026-2')).toMatchObject({ sequence: 1, start: '2026-04-08T20:00:00' });
  });
});
