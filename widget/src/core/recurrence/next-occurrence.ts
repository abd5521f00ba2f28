import { compactUtc, epochDay, fromEpochDay, fromWallMinutes, isoDate, wallMinutes } from '../dates';
import { setTimes } from '../event-times';
import type { NormalizedDate } from '../normalized';
import { expandDays, formatRRule, isExpandable, utcUntil, type RecurrenceRule } from './rrule';

/** Moves a recurring date to its next occurrence ending after now, reducing COUNT by the skipped occurrences. */
export function applyRecurrence(d: NormalizedDate, rule: RecurrenceRule, now: number): void {
  // start, end and their instants are set together (when the dates, times and zone are valid)
  if (!d.start || !d.end) return;
  if (isExpandable(rule) && d.endUtc! <= now) {
    const duration = wallMinutes(d.end) - wallMinutes(d.start);
    // both in the form 20261231T235959Z, so that they compare as text
    const until = rule.UNTIL && utcUntil(rule.UNTIL);
    let seen = 0;
    for (const day of expandDays(rule, epochDay(d.start.y, d.start.m, d.start.d))) {
      if (seen >= rule.COUNT!) break; // false without COUNT
      const start = { ...d.start, ...fromEpochDay(day) };
      const next = { ...d };
      setTimes(next, start, fromWallMinutes(wallMinutes(start) + duration));
      if (until && compactUtc(next.startUtc!) > until) break;
      if (next.endUtc! > now) {
        Object.assign(d, next);
        if (rule.COUNT) rule = { ...rule, COUNT: rule.COUNT - seen };
        break;
      }
      seen++;
    }
  }
  d.startDate = isoDate(d.start);
  d.endDate = isoDate(d.end);
  if (rule.COUNT! < 2) return; // false without COUNT
  d.recurrenceRule = rule;
  d.recurrence = formatRRule(rule);
}
