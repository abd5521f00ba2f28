import fc from 'fast-check';
import { RRule } from 'rrule';
import { describe, expect, it } from 'vitest';
import { epochDay, fromEpochDay } from '../dates';
import { expandDays, parseRRule, type RecurrenceRule } from './rrule';

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
});

describe('RRULE expansion', () => {
  it.each([
    ['RRULE:FREQ=WEEKLY;BYDAY=MO,WE', ['2026-1-5', '2026-1-7', '2026-1-12', '2026-1-14']],
    ['RRULE:FREQ=MONTHLY;BYDAY=-1FR', ['2026-1-30', '2026-2-27', '2026-3-27', '2026-4-24']],
    ['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', ['2028-2-29', '2032-2-29', '2036-2-29', '2040-2-29']],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=31', ['2026-1-31', '2026-3-31', '2026-5-31', '2026-7-31']],
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
        // A year-wide ordinal (YEARLY with BYDAY=2MO and no BYMONTH) is evaluated differently when combined with BYMONTHDAY; keep to common rules.
        const parts = [`FREQ=${r.freq}`, `INTERVAL=${r.interval}`, `WKST=${r.wkst}`];
        if (byDay) parts.push(`BYDAY=${byDay.join(',')}`);
        if (r.byMonth) parts.push(`BYMONTH=${r.byMonth.join(',')}`);
        if (r.byMonthDay && r.freq !== 'WEEKLY' && !(byDay && r.freq === 'YEARLY' && !r.byMonth)) parts.push(`BYMONTHDAY=${r.byMonthDay.join(',')}`);
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
  });

  it('stops after the iteration cap for rules that never match', () => {
    const rule = parseRRule('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30') as RecurrenceRule;
    expect([...expandDays(rule, epochDay(2026, 1, 1))]).toEqual([]);
  });
});
