import fc from 'fast-check';
import { RRule } from 'rrule';
import { describe, expect, it } from 'vitest';
import { epochDay, fromEpochDay } from '../dates';
import { expandDays, formatRRule, isExpandable, parseRRule, type RecurrenceRule } from './rrule';

function ours(text: string, start: Date, n: number, before = Infinity): string[] {
  const rule = parseRRule(text) as RecurrenceRule;
  const out: string[] = [];
  for (const day of expandDays(rule, epochDay(start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate()))) {
    if (out.length >= n || day * 86_400_000 >= before) break;
    const d = fromEpochDay(day);
    out.push(`${d.y}-${d.m}-${d.d}`);
  }
  return out;
}

/** The rrule package's occurrences within 20 years (inside our 10000-period cap for every frequency). */
function reference(text: string, start: Date, n: number, before: number): string[] {
  const r = new RRule({ ...RRule.parseString(text.replace(/^RRULE:/, '')), dtstart: start });
  return r.between(start, new Date(before - 1), true, (_, i) => i < n).map((d) => `${d.getUTCFullYear()}-${d.getUTCMonth() + 1}-${d.getUTCDate()}`);
}

const day = fc.constantFrom('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU');
const ruleArb = fc.record({
  freq: fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'),
  interval: fc.integer({ min: 1, max: 4 }),
  byDay: fc.option(fc.array(fc.tuple(fc.constantFrom('', '1', '2', '-1', '3'), day), { minLength: 1, maxLength: 3 }), { nil: undefined }),
  byMonth: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 }), { nil: undefined }),
  byMonthDay: fc.option(
    fc.uniqueArray(
      fc.integer({ min: -3, max: 31 }).filter((x) => x !== 0),
      { minLength: 1, maxLength: 3 },
    ),
    { nil: undefined },
  ),
  wkst: day,
  // at most one of the rarer parts, so that most rules have occurrences
  more: fc.oneof(
    fc.constant({}),
    // positive positions, or -1 alone: the rrule package returns a day twice when 1 and -1 pick the same one, and
    // takes the first day for a negative position beyond the period's set (RFC 5545: a set, and no such day)
    fc.record({ bySetPos: fc.oneof(fc.uniqueArray(fc.constantFrom(1, 2, 3), { minLength: 1, maxLength: 2 }), fc.constant([-1])) }),
    fc.record({ byYearDay: fc.uniqueArray(fc.oneof(fc.integer({ min: 1, max: 366 }), fc.integer({ min: -366, max: -1 })), { minLength: 1, maxLength: 3 }) }),
  ) as fc.Arbitrary<{ bySetPos?: number[]; byYearDay?: number[] }>,
});

describe('RRULE text', () => {
  it('formats FREQ, WKST and INTERVAL first, then the parts as given; unknown parts are kept and stop expansion', () => {
    const rule = parseRRule('rrule:freq=monthly;byday=-1fr;bysetpos=-1;byhour=9;count=5') as RecurrenceRule;
    expect(formatRRule(rule)).toBe('RRULE:FREQ=MONTHLY;WKST=MO;INTERVAL=1;BYDAY=-1FR;BYSETPOS=-1;COUNT=5;BYHOUR=9');
    expect(isExpandable(rule)).toBe(false);
    expect(isExpandable(parseRRule('RRULE:FREQ=YEARLY;BYYEARDAY=1,-1;BYSETPOS=1') as RecurrenceRule)).toBe(true);
    const weekNo = parseRRule('RRULE:FREQ=YEARLY;BYWEEKNO=20,-1;BYDAY=MO;WKST=SU') as RecurrenceRule;
    expect(isExpandable(weekNo)).toBe(true);
    expect(weekNo.BYWEEKNO).toEqual([20, -1]);
    expect(formatRRule(weekNo)).toBe('RRULE:FREQ=YEARLY;WKST=SU;INTERVAL=1;BYWEEKNO=20,-1;BYDAY=MO');
  });
});

describe('RRULE expansion', () => {
  it.each([
    ['RRULE:FREQ=WEEKLY;BYDAY=MO,WE', ['2026-1-5', '2026-1-7', '2026-1-12', '2026-1-14']],
    ['RRULE:FREQ=MONTHLY;BYDAY=-1FR', ['2026-1-30', '2026-2-27', '2026-3-27', '2026-4-24']],
    ['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', ['2028-2-29', '2032-2-29', '2036-2-29', '2040-2-29']],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=31', ['2026-1-31', '2026-3-31', '2026-5-31', '2026-7-31']],
    // the last Friday of the month, the last workday of the month, the second-to-last weekend day
    ['RRULE:FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1', ['2026-1-30', '2026-2-27', '2026-3-27', '2026-4-24']],
    ['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', ['2026-1-30', '2026-2-27', '2026-3-31', '2026-4-30']],
    ['RRULE:FREQ=MONTHLY;BYDAY=SA,SU;BYSETPOS=1,-1', ['2026-1-31', '2026-2-1', '2026-2-28', '2026-3-1']],
    ['RRULE:FREQ=YEARLY;BYYEARDAY=1,100,-1', ['2026-4-10', '2026-12-31', '2027-1-1', '2027-4-10']],
    // ISO weeks (WKST=MO): week 20 of 2026 starts on 11 May; week 1 of 2029 starts on 31 December 2029 … of 2030
    ['RRULE:FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO', ['2026-5-11', '2027-5-17', '2028-5-15', '2029-5-14']],
    ['RRULE:FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO', ['2027-1-4', '2028-1-3', '2029-1-1', '2029-12-31']],
    // the last week: 2026 has 53 ISO weeks (28 Dec 2026 - 3 Jan 2027), 2027 has 52 (27 Dec 2027 - 2 Jan 2028)
    ['RRULE:FREQ=YEARLY;BYWEEKNO=-1;BYDAY=MO,SU', ['2026-12-28', '2027-1-3', '2027-12-27', '2028-1-2']],
    ['RRULE:FREQ=YEARLY;BYWEEKNO=53;BYDAY=TH', ['2026-12-31', '2032-12-30', '2037-12-31', '2043-12-31']],
    // weeks starting on Sunday: week 1 is 4-10 January 2026, 3-9 January 2027 (1-2 January are in the last week of
    // 2026), 2-8 January 2028
    ['RRULE:FREQ=YEARLY;WKST=SU;BYWEEKNO=1;BYDAY=SU,SA', ['2026-1-10', '2027-1-3', '2027-1-9', '2028-1-2']],
    // every day of a week, and the last day of it with BYSETPOS
    ['RRULE:FREQ=YEARLY;BYWEEKNO=2', ['2026-1-5', '2026-1-6', '2026-1-7', '2026-1-8']],
    ['RRULE:FREQ=YEARLY;BYWEEKNO=2;BYSETPOS=-1', ['2026-1-11', '2027-1-17', '2028-1-16', '2029-1-14']],
  ])('%s', (text, expected) => {
    expect(ours(text, new Date(Date.UTC(2026, 0, 5)), 4)).toEqual(expected);
  });

  it('matches the rrule package for arbitrary rules (ordinal BYDAY only where RFC allows it)', () => {
    fc.assert(
      fc.property(ruleArb, fc.integer({ min: 0, max: 3000 }), (r, offset) => {
        const ordinalsAllowed = r.freq === 'MONTHLY' || r.freq === 'YEARLY';
        // one entry per weekday: the rrule package mishandles MO together with 2MO (RFC 5545 says: union)
        const byDay = r.byDay
          ?.filter(([, d], i, a) => a.findIndex(([, x]) => x === d) === i)
          // and ordinals on all entries or none: the package returns nothing for mixes like 1MO,TH
          .map(([n, d], _, a) => `${ordinalsAllowed && a.every(([x]) => x) ? n : ''}${d}`);
        const yearly = r.freq === 'YEARLY';
        const parts = [`FREQ=${r.freq}`, `INTERVAL=${r.interval}`, `WKST=${r.wkst}`];
        if (byDay) parts.push(`BYDAY=${byDay.join(',')}`);
        if (r.byMonth) parts.push(`BYMONTH=${r.byMonth.join(',')}`);
        if (r.byMonthDay && r.freq !== 'WEEKLY') parts.push(`BYMONTHDAY=${r.byMonthDay.join(',')}`);
        // BYYEARDAY is a YEARLY part (RFC 5545)
        if (r.more.byYearDay && yearly) parts.push(`BYYEARDAY=${r.more.byYearDay.join(',')}`);
        // BYSETPOS where a period has several days (a DAILY period has one: other positions would never match, and
        // the package searches a rule without occurrences up to the year 9999 before it gives up)
        const setPosFits = r.freq === 'MONTHLY' || yearly || (r.freq === 'WEEKLY' && r.more.bySetPos?.every((p) => Math.abs(p) === 1));
        if (r.more.bySetPos && setPosFits) parts.push(`BYSETPOS=${r.more.bySetPos.join(',')}`);
        const text = `RRULE:${parts.join(';')}`;
        const start = new Date(Date.UTC(2020, 0, 1) + offset * 86_400_000);
        const before = start.getTime() + 20 * 365 * 86_400_000;
        expect(ours(text, start, 12, before)).toEqual(reference(text, start, 12, before));
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('BYWEEKNO counts a year’s first days in the last week of the year before (52 or 53 weeks)', () => {
    // WKST=WE: 29 Dec 2032 - 3 Jan 2034 is a week-numbering year of 53 weeks, 4 Jan 2034 - 2 Jan 2035 one of 52
    // (the rrule package calls 1-2 January 2035 week 53), 29 Dec 2038 - 3 Jan 2040 one of 53 again
    const start = new Date(Date.UTC(2034, 0, 1));
    expect(ours('RRULE:FREQ=YEARLY;WKST=WE;BYWEEKNO=53', start, 6)).toEqual(['2034-1-1', '2034-1-2', '2034-1-3', '2039-12-28', '2039-12-29', '2039-12-30']);
    expect(ours('RRULE:FREQ=YEARLY;WKST=WE;BYWEEKNO=52;BYDAY=MO,TU', start, 4)).toEqual(['2035-1-1', '2035-1-2', '2035-12-31', '2036-1-1']);
  });

  it('BYWEEKNO matches the rrule package (YEARLY, any WKST, with BYDAY, BYMONTH, BYSETPOS)', () => {
    fc.assert(
      fc.property(
        // week numbers -3 … 51 only: the package does not count a year's last days as week -52/-53 of the next year (its
        // own TODO), and it counts the previous year's weeks with this year's length, so the first days of a year can
        // come out as week 53 when they are in week 52 (WKST=WE, 1-2 January 2035); the oracle test covers them all
        fc.uniqueArray(fc.oneof(fc.integer({ min: 1, max: 51 }), fc.integer({ min: -3, max: -1 })), { minLength: 1, maxLength: 3 }),
        day,
        fc.option(fc.uniqueArray(day, { minLength: 1, maxLength: 3 }), { nil: undefined }),
        fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 4 }), { nil: undefined }),
        fc.option(fc.constantFrom([1], [-1], [2, 3]), { nil: undefined }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3000 }),
        (weekNos, wkst, byDay, byMonth, bySetPos, interval, offset) => {
          const parts = [`FREQ=YEARLY`, `INTERVAL=${interval}`, `WKST=${wkst}`, `BYWEEKNO=${weekNos.join(',')}`];
          if (byDay) parts.push(`BYDAY=${byDay.join(',')}`);
          if (byMonth) parts.push(`BYMONTH=${byMonth.join(',')}`);
          if (bySetPos) parts.push(`BYSETPOS=${bySetPos.join(',')}`);
          const text = `RRULE:${parts.join(';')}`;
          const start = new Date(Date.UTC(2020, 0, 1) + offset * 86_400_000);
          const before = start.getTime() + 20 * 365 * 86_400_000;
          expect(ours(text, start, 12, before)).toEqual(reference(text, start, 12, before));
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('BYWEEKNO matches a week-number oracle for every week number, week start, BYDAY and INTERVAL', () => {
    const codes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
    const jan1 = (y: number): number => Date.UTC(y, 0, 1) / 86_400_000;
    /**
     * Written independently of the expander: a week (starting on WKST) belongs to the year of its fourth day, and the
     * weeks of that year are counted from the week holding its 4th of January. Returns [week, weeks in that year].
     */
    const weekOf = (day: number, wkst: number): [number, number] => {
      const weekday = (x: number): number => (((x + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday (MO = 0)
      const fourth = day - ((weekday(day) - wkst + 7) % 7) + 3;
      const y = new Date(fourth * 86_400_000).getUTCFullYear();
      const firstFourth = (year: number): number => {
        const jan4 = jan1(year) + 3;
        return jan4 - ((weekday(jan4) - wkst + 7) % 7) + 3;
      };
      return [(fourth - firstFourth(y)) / 7 + 1, (firstFourth(y + 1) - firstFourth(y)) / 7];
    };
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.integer({ min: -53, max: 53 }).filter((n) => n !== 0),
          { minLength: 1, maxLength: 3 },
        ),
        fc.integer({ min: 0, max: 6 }),
        fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 }), { nil: undefined }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3000 }),
        (weekNos, wkst, byDay, interval, offset) => {
          const text = `RRULE:FREQ=YEARLY;INTERVAL=${interval};WKST=${codes[wkst]};BYWEEKNO=${weekNos.join(',')}${byDay ? `;BYDAY=${byDay.map((d) => codes[d]).join(',')}` : ''}`;
          const start = new Date(Date.UTC(2020, 0, 1) + offset * 86_400_000);
          const startDay = Math.round(start.getTime() / 86_400_000);
          const expected: string[] = [];
          for (let day = startDay; expected.length < 12 && day < startDay + 40 * 366; day++) {
            const d = new Date(day * 86_400_000);
            if ((d.getUTCFullYear() - start.getUTCFullYear()) % interval) continue;
            if (byDay && !byDay.includes((d.getUTCDay() + 6) % 7)) continue;
            const [week, weeks] = weekOf(day, wkst);
            if (weekNos.some((n) => n === week || n === week - weeks - 1)) expected.push(`${d.getUTCFullYear()}-${d.getUTCMonth() + 1}-${d.getUTCDate()}`);
          }
          expect(ours(text, start, expected.length, (startDay + 40 * 366) * 86_400_000)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);

  it('rejects parts RFC 5545 forbids for the frequency', () => {
    expect(parseRRule('RRULE:FREQ=WEEKLY;BYMONTHDAY=1')).toBe('BYMONTHDAY cannot be used with FREQ=WEEKLY');
    expect(parseRRule('RRULE:FREQ=WEEKLY;BYDAY=2MO')).toBe('BYDAY ordinals need FREQ=MONTHLY or YEARLY');
    expect(parseRRule('RRULE:FREQ=DAILY;COUNT=2;UNTIL=20260101')).toBe('COUNT and UNTIL together');
    expect(parseRRule('RRULE:FREQ=MONTHLY;BYYEARDAY=1')).toBe('BYYEARDAY cannot be used with FREQ=MONTHLY');
    expect(parseRRule('RRULE:FREQ=MONTHLY;BYWEEKNO=1')).toBe('BYWEEKNO cannot be used with FREQ=MONTHLY');
    expect(parseRRule('RRULE:FREQ=HOURLY;BYWEEKNO=1')).toBe('BYWEEKNO cannot be used with FREQ=HOURLY');
    expect(parseRRule('RRULE:FREQ=YEARLY;BYWEEKNO=1;BYDAY=1MO')).toBe('BYDAY ordinals cannot be used with BYWEEKNO');
    expect(parseRRule('RRULE:FREQ=YEARLY;BYWEEKNO=54')).toBe('malformed BYWEEKNO "54"');
    expect(parseRRule('RRULE:FREQ=YEARLY;BYWEEKNO=0')).toBe('malformed BYWEEKNO "0"');
    expect(parseRRule('RRULE:FREQ=MONTHLY;BYSETPOS=0')).toBe('malformed BYSETPOS "0"');
    expect(parseRRule('RRULE:FREQ=YEARLY;BYMONTH=-1')).toBe('malformed BYMONTH "-1"');
  });

  it('stops after the iteration cap for rules that never match', () => {
    const rule = parseRRule('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30') as RecurrenceRule;
    expect([...expandDays(rule, epochDay(2026, 1, 1))]).toEqual([]);
  });
});
