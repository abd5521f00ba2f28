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
  byMonthDay: fc.option(fc.uniqueArray(fc.integer({ min: -3, max: 31 }).filter((x) => x !== 0), { minLength: 1, maxLength: 3 }), { nil: undefined }),
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
    // BYWEEKNO is passed through: kept in the text, the start is not moved
    const weekly = parseRRule('RRULE:FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO') as RecurrenceRule;
    expect(isExpandable(weekly)).toBe(false);
    expect(formatRRule(weekly)).toBe('RRULE:FREQ=YEARLY;WKST=MO;INTERVAL=1;BYDAY=MO;BYWEEKNO=20');
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
  }, 60_000);

  it('rejects parts RFC 5545 forbids for the frequency', () => {
    expect(parseRRule('RRULE:FREQ=WEEKLY;BYMONTHDAY=1')).toBe('BYMONTHDAY cannot be used with FREQ=WEEKLY');
    expect(parseRRule('RRULE:FREQ=WEEKLY;BYDAY=2MO')).toBe('BYDAY ordinals need FREQ=MONTHLY or YEARLY');
    expect(parseRRule('RRULE:FREQ=DAILY;COUNT=2;UNTIL=20260101')).toBe('COUNT and UNTIL together');
    expect(parseRRule('RRULE:FREQ=MONTHLY;BYYEARDAY=1')).toBe('BYYEARDAY cannot be used with FREQ=MONTHLY');
    expect(parseRRule('RRULE:FREQ=MONTHLY;BYSETPOS=0')).toBe('malformed BYSETPOS "0"');
    expect(parseRRule('RRULE:FREQ=YEARLY;BYMONTH=-1')).toBe('malformed BYMONTH "-1"');
  });

  it('stops after the iteration cap for rules that never match', () => {
    const rule = parseRRule('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30') as RecurrenceRule;
    expect([...expandDays(rule, epochDay(2026, 1, 1))]).toEqual([]);
  });
});
