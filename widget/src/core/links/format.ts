import { addDaysLocal, compactDate, compactDateTime, compactUtc, isoDate, isoUtc } from '../dates';
import type { NormalizedDate } from '../normalize';
import { isUtcZone } from '../timezone/offset';

/** A dated, valid event: the generator only builds links for these. */
export type ValidDate = NormalizedDate & Required<Pick<NormalizedDate, 'start' | 'end' | 'startUtc' | 'endUtc'>>;

/** Query string with %20 for spaces (providers differ in how they treat '+'). */
export function query(params: Record<string, string | undefined>): string {
  return Object.entries(params)
    .filter((e): e is [string, string] => e[1] !== undefined && e[1] !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}

/** Google: wall time with ctz, UTC with Z for UTC zones, and exclusive end dates for all-day events. */
export function googleDates(d: ValidDate): { dates: string; ctz?: string } {
  if (d.allDay) return { dates: `${compactDate(d.start)}/${compactDate(addDaysLocal(d.end, 1))}` };
  if (isUtcZone(d.timeZone)) return { dates: `${compactUtc(d.startUtc)}/${compactUtc(d.endUtc)}` };
  return { dates: `${compactDateTime(d.start)}/${compactDateTime(d.end)}`, ctz: d.timeZone };
}

/** Microsoft: ISO UTC instants, or dates with an exclusive end and allday=true. */
export function microsoftTimes(d: ValidDate): { startdt: string; enddt: string; allday: string } {
  if (d.allDay) return { startdt: isoDate(d.start), enddt: isoDate(addDaysLocal(d.end, 1)), allday: 'true' };
  return { startdt: isoUtc(d.startUtc), enddt: isoUtc(d.endUtc), allday: 'false' };
}
