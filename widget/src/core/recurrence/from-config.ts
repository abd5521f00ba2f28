import { parseDate } from '../dates';
import { squeeze } from '../parse';
import type { ButtonConfig } from '../types';
import { parseRRule, type RecurrenceRule } from './rrule';

const WHOLE = [/^0*[1-9]\d*$/, 'must be a whole number of at least 1'] as const;
const DIGITS = [/^\d+(,\d+)*$/, 'must be digits and commas'] as const;
/** The simple recurrence fields (recurrence_<field>, RRULE part <FIELD> but WKST): format check, and the reason when it fails. */
const SIMPLE_RECURRENCE: [field: string, check: RegExp, reason: string][] = [
  ['weekstart', /^(MO|TU|WE|TH|FR|SA|SU)$/, 'must be a day code'],
  ['interval', ...WHOLE],
  ['until', /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d)?Z?)?$/, 'is malformed (expected YYYY-MM-DD)'],
  ['count', ...WHOLE],
  ['byDay', /^[+-]?\d{0,2}(MO|TU|WE|TH|FR|SA|SU)(,[+-]?\d{0,2}(MO|TU|WE|TH|FR|SA|SU))*$/, 'must be day codes MO to SU, with digits'],
  ['byMonth', ...DIGITS],
  ['byMonthDay', ...DIGITS],
];

/** Parses 'RRULE:…' or builds it from the recurrence fields; pushes problems for malformed input. */
export function buildRecurrence(c: ButtonConfig, problems: string[]): RecurrenceRule | undefined {
  const text = squeeze(c.recurrence);
  if (!text) return undefined;
  const isRRule = text.startsWith('RRULE:');
  if (!isRRule && !/^(DAI|WEEK|MONTH|YEAR)LY$/.test(text)) {
    problems.push(`recurrence: "${text}" is neither an RRULE nor daily, weekly, monthly or yearly`);
    return undefined;
  }
  const parts = [isRRule ? text : `FREQ=${text}`];
  const before = problems.length;
  if (!isRRule) {
    for (const [field, check, reason] of SIMPLE_RECURRENCE) {
      const part = field === 'weekstart' ? 'WKST' : field.toUpperCase();
      const v = squeeze(c[`recurrence_${field}` as keyof ButtonConfig]);
      if (!v) continue;
      // UNTIL: a date padded with T235959Z
      if (!check.test(v) || (part === 'UNTIL' && !parseDate(v.slice(0, 10)))) problems.push(`recurrence_${field} ${reason}`);
      else parts.push(`${part}=${part === 'UNTIL' ? `${v.slice(0, 10).replace(/-/g, '')}T235959Z` : v}`);
    }
  }
  if (problems.length > before) return undefined;
  const rule = parseRRule(parts.join(';'));
  if (typeof rule !== 'string') return rule;
  problems.push(`recurrence: ${isRRule ? 'RRULE ' : ''}${rule}`);
  return undefined;
}
