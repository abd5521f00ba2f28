import { daysInMonth, epochDay, fromEpochDay, weekdayOfEpochDay } from '../dates';

export const DAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const FREQS = ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY', 'HOURLY', 'MINUTELY', 'SECONDLY'];
export type Frequency = 'YEARLY' | 'MONTHLY' | 'WEEKLY' | 'DAILY' | 'HOURLY' | 'MINUTELY' | 'SECONDLY';

/** The recurrence search stops after this many periods. */
export const RECURRENCE_ITERATION_CAP = 10_000;

export interface WeekdayRule {
  /** 0 = MO … 6 = SU */
  wd: number;
  /** ordinal, 0 when absent; ±1…53 */
  n: number;
}

/** A parsed RRULE. The fields carry the RFC 5545 part names, so that parsing and formatting are table-driven. */
export interface RecurrenceRule {
  FREQ: Frequency;
  /** 0 = MO … 6 = SU */
  WKST: number;
  INTERVAL: number;
  /** as written (20261231 or 20261231T235959Z) */
  UNTIL?: string;
  COUNT?: number;
  BYDAY?: WeekdayRule[];
  BYMONTH?: number[];
  BYMONTHDAY?: number[];
  BYYEARDAY?: number[];
  /** ISO 8601 week numbers (week 1 has at least 4 days of the year; weeks start on WKST), ±1…53 */
  BYWEEKNO?: number[];
  BYSETPOS?: number[];
  /** parts this expander does not evaluate (BYHOUR, BYMINUTE, …): kept in the text, the start is not moved */
  extra: string[];
}

/** A comma list of non-zero numbers up to ±max (BYMONTH: positive only). */
const numbers =
  (max: number, positive = false) =>
  (v: string): number[] | undefined => {
    const out = v.split(',').map(Number);
    return out.every((n) => Number.isInteger(n) && n && Math.abs(n) <= max && (n > 0 || !positive)) ? out : undefined;
  };
/** Week numbers and BYDAY ordinals: ±1…53. */
const upTo53 = numbers(53);

export function parseByDay(v: string): WeekdayRule[] | undefined {
  const out: WeekdayRule[] = [];
  for (const item of v.split(',')) {
    const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
    if (!m || (m[1] && !upTo53(m[1]))) return undefined;
    out.push({ wd: DAY_CODES.indexOf(m[2] as (typeof DAY_CODES)[number]), n: +(m[1] ?? 0) });
  }
  return out;
}
const wholeNumber = (v: string): number | undefined => (/^\d+$/.test(v) && +v > 0 ? +v : undefined);

/** Each known part's value parser: undefined means malformed. */
const PARTS: Record<string, (v: string) => unknown> = {
  FREQ: (v) => (FREQS.includes(v) ? v : undefined),
  WKST: (v) => (DAY_CODES.includes(v as 'MO') ? DAY_CODES.indexOf(v as 'MO') : undefined),
  INTERVAL: wholeNumber,
  COUNT: wholeNumber,
  UNTIL: (v) => (/^\d{8}(T\d{6}Z?)?$/.test(v) ? v : undefined),
  BYDAY: parseByDay,
  BYMONTH: numbers(12, true),
  BYMONTHDAY: numbers(31),
  BYYEARDAY: numbers(366),
  BYWEEKNO: upTo53,
  BYSETPOS: numbers(366),
};

/** Parts RFC 5545 forbids with some frequencies (BYWEEKNO is for YEARLY only). */
const FORBIDDEN: [keyof RecurrenceRule, string][] = [
  ['BYMONTHDAY', 'WEEKLY'],
  ['BYYEARDAY', 'DAILY WEEKLY MONTHLY'],
  ['BYWEEKNO', 'DAILY WEEKLY MONTHLY HOURLY MINUTELY SECONDLY'],
];

/** Parses 'RRULE:FREQ=…;…' (the prefix is optional). Returns an error text when malformed. */
export function parseRRule(text: string): RecurrenceRule | string {
  // FREQ, WKST and INTERVAL first: formatRRule writes the parts in this order
  const rule = { FREQ: undefined, WKST: 0, INTERVAL: 1, extra: [] } as unknown as RecurrenceRule;
  for (const part of text
    .replace(/^RRULE:/i, '')
    .toUpperCase()
    .split(';')) {
    if (!part) continue;
    const [, key, value] = /^([A-Z-]+)=([A-Z0-9,+-]+)$/.exec(part) ?? [];
    if (!key) return `malformed part "${part}"`;
    if (!PARTS[key]) {
      rule.extra.push(part);
      continue;
    }
    const parsed = PARTS[key](value);
    if (parsed === undefined) return `malformed ${key} "${value}"`;
    (rule as unknown as Record<string, unknown>)[key] = parsed;
  }
  if (!rule.FREQ) return 'FREQ missing';
  if (rule.COUNT && rule.UNTIL) return 'COUNT and UNTIL together';
  for (const [key, freqs] of FORBIDDEN) if (rule[key] && freqs.includes(rule.FREQ)) return `${key} cannot be used with FREQ=${rule.FREQ}`;
  if (rule.BYDAY?.some((b) => b.n)) {
    if (!/^(MONTH|YEAR)LY$/.test(rule.FREQ)) return 'BYDAY ordinals need FREQ=MONTHLY or YEARLY';
    if (rule.BYWEEKNO) return 'BYDAY ordinals cannot be used with BYWEEKNO';
  }
  return rule;
}

export function formatRRule(r: RecurrenceRule): string {
  const parts = Object.entries(r)
    .filter(([k, v]) => k !== 'extra' && v != null)
    .map(([k, v]) => `${k}=${k === 'WKST' ? DAY_CODES[v as number] : k === 'BYDAY' ? (v as WeekdayRule[]).map((b) => `${b.n || ''}${DAY_CODES[b.wd]}`) : v}`);
  return `RRULE:${[...parts, ...r.extra].join(';')}`;
}

/** True when expandDays evaluates every part of the rule. */
export const isExpandable = (r: RecurrenceRule): boolean => !r.extra.length && FREQS.indexOf(r.FREQ) < 4;

/**
 * Occurrence days (epoch days, ascending) of a rule whose first instance is startDay, ignoring COUNT and UNTIL:
 * the caller stops. Every period (a day, week, month or year) is scanned day by day against the BY parts, then
 * BYSETPOS picks from the period's set (RFC 5545 §3.3.10). The search is capped at RECURRENCE_ITERATION_CAP periods.
 */
export function* expandDays(r: RecurrenceRule, startDay: number): Generator<number> {
  const { FREQ: freq, BYMONTH, BYYEARDAY, BYWEEKNO, BYSETPOS } = r;
  const start = fromEpochDay(startDay);
  const yearly = freq === 'YEARLY';
  // without a day-level part, the day comes from the start (RFC 5545 and the rrule package)
  const plain = !(BYWEEKNO || BYYEARDAY || r.BYMONTHDAY || r.BYDAY);
  const byMonth = BYMONTH ?? (plain && yearly ? [start.m] : undefined);
  const byMonthDay = r.BYMONTHDAY ?? (plain && (yearly || freq === 'MONTHLY') ? [start.d] : undefined);
  const byDay = r.BYDAY ?? (plain && freq === 'WEEKLY' ? [{ wd: weekdayOfEpochDay(startDay), n: 0 }] : undefined);
  // BYDAY ordinals count inside the month for MONTHLY and for YEARLY with BYMONTH, otherwise inside the year
  const monthScope = !yearly || !!BYMONTH;
  /** position i (1-based) of len counted from the start, or as a negative number from the end */
  const has = (list: number[] | undefined, i: number, len: number): boolean => !list || list.includes(i) || list.includes(i - len - 1);
  /** days from the week's start (WKST) to the day */
  const intoWeek = (day: number): number => (weekdayOfEpochDay(day) - r.WKST + 7) % 7;
  const weekStart = startDay - intoWeek(startDay);
  /**
   * The 4th day of the day's week: a week belongs to the year that has at least 4 of its days, i.e. its 4th day, so this
   * day's year is the week-numbering year, and week 1 is the one whose 4th day is in the first 7 days of that year.
   */
  const fourth = (day: number): number => day - intoWeek(day) + 3;
  /** the day's week number, and the number of weeks of its year (the last week holds 28 December), in BYWEEKNO */
  const weekNoOk = (day: number): boolean => {
    const t = fourth(day);
    const { y } = fromEpochDay(t);
    const week = (d: number): number => Math.floor((d - epochDay(y, 1, 1)) / 7) + 1;
    return has(BYWEEKNO, week(t), week(fourth(epochDay(y, 12, 28))));
  };

  for (let p = 0; p < RECURRENCE_ITERATION_CAP; p++) {
    const k = p * r.INTERVAL;
    let first = startDay + k;
    let last = first;
    // the first week starts at the start, as in the rrule package and python-dateutil (it matters for BYSETPOS)
    if (freq === 'WEEKLY') [first, last] = [Math.max(weekStart + 7 * k, startDay), weekStart + 7 * k + 6];
    else if (yearly) [first, last] = [epochDay(start.y + k, 1, 1), epochDay(start.y + k + 1, 1, 0)];
    else if (freq === 'MONTHLY') [first, last] = [epochDay(start.y, start.m + k, 1), epochDay(start.y, start.m + k + 1, 0)];
    const set: number[] = [];
    for (let day = first; day <= last;) {
      // one month (or the part of it inside the period) at a time
      const { y, m, d: from } = fromEpochDay(day);
      const dim = daysInMonth(y, m);
      const jan1 = epochDay(y, 1, 1);
      const yearLength = epochDay(y + 1, 1, 1) - jan1;
      if (!has(byMonth, m, 12)) {
        day += dim - from + 1;
        continue;
      }
      for (let d = from; d <= dim && day <= last; d++, day++) {
        const wd = weekdayOfEpochDay(day);
        const yd = day - jan1 + 1;
        const [i, len] = monthScope ? [d, dim] : [yd, yearLength];
        const dayOk = !byDay || byDay.some((b) => b.wd === wd && (!b.n || [Math.ceil(i / 7), -Math.ceil((len - i + 1) / 7)].includes(b.n)));
        if (dayOk && has(byMonthDay, d, dim) && has(BYYEARDAY, yd, yearLength) && (!BYWEEKNO || weekNoOk(day))) set.push(day);
      }
    }
    // BYSETPOS: the days at those positions of the set (from the end when negative), in order
    for (const [i, day] of set.entries()) if (day >= startDay && has(BYSETPOS, i + 1, set.length)) yield day;
  }
}

/** UNTIL in UTC (20261231T235959Z): a date means the end of that day. */
export const utcUntil = (until: string): string => `${until.slice(0, 8)}T${until.slice(9, 15) || '235959'}Z`;
