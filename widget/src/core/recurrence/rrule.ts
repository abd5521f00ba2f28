import { daysInMonth, epochDay, fromEpochDay, weekdayOfEpochDay } from '../dates';

export const DAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const FREQS = ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY', 'HOURLY', 'MINUTELY', 'SECONDLY'] as const;
export type Frequency = (typeof FREQS)[number];

/** The recurrence search stops after this many periods. */
export const RECURRENCE_ITERATION_CAP = 10_000;

export interface WeekdayRule {
  /** 0 = MO … 6 = SU */
  wd: number;
  /** ordinal, 0 when absent; ±1…53 */
  n: number;
}

export interface RecurrenceRule {
  freq: Frequency;
  interval: number;
  count?: number;
  /** UNTIL as written (20261231 or 20261231T235959Z) */
  until?: string;
  byDay?: WeekdayRule[];
  byMonth?: number[];
  byMonthDay?: number[];
  wkst: number;
  /** parts this expander does not evaluate (BYSETPOS, BYWEEKNO, …): kept in the text, start is not moved */
  extra: string[];
}

const BYDAY_ITEM = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;

export function parseByDay(v: string): WeekdayRule[] | null {
  const out: WeekdayRule[] = [];
  for (const item of v.split(',')) {
    const m = BYDAY_ITEM.exec(item);
    if (!m) return null;
    const n = m[1] ? Number(m[1]) : 0;
    if (m[1] && (n === 0 || Math.abs(n) > 53)) return null;
    out.push({ wd: DAY_CODES.indexOf(m[2] as (typeof DAY_CODES)[number]), n });
  }
  return out;
}

function parseIntList(v: string, min: number, max: number, allowNegative: boolean): number[] | null {
  if (!/^[+-]?\d{1,2}(,[+-]?\d{1,2})*$/.test(v)) return null;
  const out = v.split(',').map(Number);
  return out.every((n) => (allowNegative ? Math.abs(n) : n) >= min && Math.abs(n) <= max) ? out : null;
}

/** Parses 'RRULE:FREQ=…;…' (the prefix is optional). Returns an error text when malformed. */
export function parseRRule(text: string): RecurrenceRule | string {
  const body = text.replace(/^RRULE:/i, '').toUpperCase();
  const rule: RecurrenceRule = { freq: 'DAILY', interval: 1, wkst: 0, extra: [] };
  let hasFreq = false;
  for (const part of body.split(';')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    if (eq < 1) return `malformed part "${part}"`;
    const key = part.slice(0, eq);
    const value = part.slice(eq + 1);
    if (!value) return `empty ${key}`;
    switch (key) {
      case 'FREQ':
        if (!(FREQS as readonly string[]).includes(value)) return `unknown FREQ "${value}"`;
        rule.freq = value as Frequency;
        hasFreq = true;
        break;
      case 'INTERVAL':
      case 'COUNT': {
        if (!/^\d+$/.test(value) || Number(value) < 1) return `${key} must be a whole number of at least 1`;
        if (key === 'COUNT') rule.count = Number(value);
        else rule.interval = Number(value);
        break;
      }
      case 'UNTIL':
        if (!/^\d{8}(T\d{6}Z?)?$/.test(value)) return `malformed UNTIL "${value}"`;
        rule.until = value;
        break;
      case 'BYDAY': {
        const byDay = parseByDay(value);
        if (!byDay) return `malformed BYDAY "${value}"`;
        rule.byDay = byDay;
        break;
      }
      case 'BYMONTH': {
        const byMonth = parseIntList(value, 1, 12, false);
        if (!byMonth) return `malformed BYMONTH "${value}"`;
        rule.byMonth = byMonth;
        break;
      }
      case 'BYMONTHDAY': {
        const byMonthDay = parseIntList(value, 1, 31, true);
        if (!byMonthDay) return `malformed BYMONTHDAY "${value}"`;
        rule.byMonthDay = byMonthDay;
        break;
      }
      case 'WKST': {
        const wd = DAY_CODES.indexOf(value as (typeof DAY_CODES)[number]);
        if (wd < 0) return `malformed WKST "${value}"`;
        rule.wkst = wd;
        break;
      }
      default:
        if (!/^[A-Z-]+$/.test(key) || !/^[A-Z0-9,+-]+$/.test(value)) return `malformed part "${part}"`;
        rule.extra.push(part);
    }
  }
  if (!hasFreq) return 'FREQ missing';
  if (rule.count !== undefined && rule.until !== undefined) return 'COUNT and UNTIL together';
  if (rule.freq === 'WEEKLY' && rule.byMonthDay) return 'BYMONTHDAY cannot be used with FREQ=WEEKLY';
  if (rule.byDay?.some((b) => b.n !== 0) && rule.freq !== 'MONTHLY' && rule.freq !== 'YEARLY') return 'BYDAY ordinals need FREQ=MONTHLY or YEARLY';
  return rule;
}

export function formatRRule(r: RecurrenceRule): string {
  const parts = [`FREQ=${r.freq}`];
  parts.push(`WKST=${DAY_CODES[r.wkst]}`, `INTERVAL=${r.interval}`);
  if (r.until) parts.push(`UNTIL=${r.until}`);
  if (r.count !== undefined) parts.push(`COUNT=${r.count}`);
  if (r.byDay) parts.push(`BYDAY=${r.byDay.map((b) => `${b.n || ''}${DAY_CODES[b.wd]}`).join(',')}`);
  if (r.byMonth) parts.push(`BYMONTH=${r.byMonth.join(',')}`);
  if (r.byMonthDay) parts.push(`BYMONTHDAY=${r.byMonthDay.join(',')}`);
  parts.push(...r.extra);
  return `RRULE:${parts.join(';')}`;
}

/** True when expandDays evaluates every part of the rule. */
export const isExpandable = (r: RecurrenceRule): boolean =>
  r.extra.length === 0 && ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY'].includes(r.freq);

/** Days of a month (epoch days) matching BYDAY with ordinals counted inside the range. */
function weekdaysIn(first: number, last: number, byDay: WeekdayRule[]): number[] {
  const out: number[] = [];
  for (const { wd, n } of byDay) {
    const all: number[] = [];
    const offset = (wd - weekdayOfEpochDay(first) + 7) % 7;
    for (let day = first + offset; day <= last; day += 7) all.push(day);
    if (n === 0) out.push(...all);
    else {
      const pick = n > 0 ? all[n - 1] : all[all.length + n];
      if (pick !== undefined) out.push(pick);
    }
  }
  return out;
}

function monthDays(y: number, m: number, byMonthDay: number[]): number[] {
  const dim = daysInMonth(y, m);
  return byMonthDay.map((d) => (d > 0 ? d : dim + d + 1)).filter((d) => d >= 1 && d <= dim).map((d) => epochDay(y, m, d));
}

/** Candidates of one month for MONTHLY, and YEARLY with BYMONTH. */
function monthCandidates(r: RecurrenceRule, y: number, m: number, startDom: number): number[] {
  const first = epochDay(y, m, 1);
  const last = first + daysInMonth(y, m) - 1;
  if (r.byMonthDay && r.byDay) {
    const allowed = new Set(weekdaysIn(first, last, r.byDay));
    return monthDays(y, m, r.byMonthDay).filter((d) => allowed.has(d));
  }
  if (r.byMonthDay) return monthDays(y, m, r.byMonthDay);
  if (r.byDay) return weekdaysIn(first, last, r.byDay);
  return startDom <= daysInMonth(y, m) ? [epochDay(y, m, startDom)] : [];
}

/**
 * Occurrence days (epoch days, ascending) of a rule whose first instance is startDay, ignoring COUNT and UNTIL:
 * the caller stops. The search is capped at RECURRENCE_ITERATION_CAP periods.
 */
export function* expandDays(r: RecurrenceRule, startDay: number): Generator<number> {
  const start = fromEpochDay(startDay);
  const monthOk = (day: number): boolean => !r.byMonth || r.byMonth.includes(fromEpochDay(day).m);
  const matches = (day: number): boolean => {
    if (!monthOk(day)) return false;
    if (r.byDay && !r.byDay.some((b) => b.wd === weekdayOfEpochDay(day))) return false;
    if (r.byMonthDay) {
      const { y, m, d } = fromEpochDay(day);
      const dim = daysInMonth(y, m);
      if (!r.byMonthDay.some((x) => (x > 0 ? x : dim + x + 1) === d)) return false;
    }
    return true;
  };
  const weekStart = startDay - ((weekdayOfEpochDay(startDay) - r.wkst + 7) % 7);
  for (let p = 0; p < RECURRENCE_ITERATION_CAP; p++) {
    const k = p * r.interval;
    let candidates: number[];
    switch (r.freq) {
      case 'DAILY':
        candidates = matches(startDay + k) ? [startDay + k] : [];
        break;
      case 'WEEKLY': {
        const ws = weekStart + 7 * k;
        const days = r.byDay ? r.byDay.map((b) => b.wd) : [weekdayOfEpochDay(startDay)];
        candidates = [0, 1, 2, 3, 4, 5, 6].map((i) => ws + i).filter((d) => days.includes(weekdayOfEpochDay(d)) && monthOk(d));
        break;
      }
      case 'MONTHLY': {
        const idx = start.y * 12 + start.m - 1 + k;
        const y = Math.floor(idx / 12);
        const m = (idx % 12) + 1;
        candidates = r.byMonth && !r.byMonth.includes(m) ? [] : monthCandidates(r, y, m, start.d);
        break;
      }
      default: {
        const y = start.y + k;
        if (r.byMonth) candidates = r.byMonth.flatMap((m) => monthCandidates(r, y, m, start.d));
        else if (r.byMonthDay) candidates = [...Array(12).keys()].flatMap((i) => monthCandidates(r, y, i + 1, start.d));
        else if (r.byDay) candidates = weekdaysIn(epochDay(y, 1, 1), epochDay(y, 12, 31), r.byDay);
        else candidates = start.d <= daysInMonth(y, start.m) ? [epochDay(y, start.m, start.d)] : [];
      }
    }
    for (const day of [...new Set(candidates)].sort((a, b) => a - b)) if (day >= startDay) yield day;
  }
}

/** UNTIL as an instant: a date means the end of that day in UTC. */
export function untilInstant(until: string): number {
  const y = Number(until.slice(0, 4));
  const m = Number(until.slice(4, 6));
  const d = Number(until.slice(6, 8));
  if (until.length === 8) return Date.UTC(y, m - 1, d, 23, 59, 59);
  return Date.UTC(y, m - 1, d, Number(until.slice(9, 11)), Number(until.slice(11, 13)), Number(until.slice(13, 15)));
}
