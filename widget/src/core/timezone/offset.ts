import type { LocalDateTime } from '../types';
import { fromWallMinutes, memo, wallMinutes } from '../dates';

/** The zone's formatter (throws for zones the platform does not know). */
const formatter = memo((tz: string) => new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' }));

/** True when the platform knows the IANA zone. */
export function isValidTimeZone(tz: string | undefined): boolean {
  try {
    return !!tz && !!formatter(tz);
  } catch {
    return false;
  }
}

/** Zones that are UTC by definition: written with a 'Z' value instead of a TZID. */
export function isUtcZone(tz: string): boolean {
  return /^(etc\/)?(utc|gmt|uct|zulu|universal|greenwich)([+-]?0)?$/i.test(tz);
}

/**
 * The platform's answer ('1/1/2026, GMT+05:30', '…, GMT-08:00' or '…, GMT'), one Intl call per instant (slow: used to
 * build the per-year cache).
 */
function intlOffset(ms: number, tz: string): number {
  const [, h, mi] = /GMT([+-]\d\d):?(\d\d)?/.exec(formatter(tz).format(ms)) ?? [];
  return h ? +h * 60 + +(h[0] + (mi ?? 0)) : 0;
}

/** UTC offset in minutes (east positive) at an instant, from the cached transitions of its year. */
export function offsetAt(ms: number, tz: string): number {
  let off = 0;
  for (const t of yearInfo(tz, new Date(ms).getUTCFullYear())) if (t._at <= ms) off = t._to;
  return off;
}

/** Wall time of an instant in the zone (to the minute). */
export function utcToLocal(ms: number, tz: string): LocalDateTime {
  return fromWallMinutes(Math.floor(ms / 60_000) + offsetAt(ms, tz));
}

/**
 * The instant of a wall time in the zone. Wall times in a gap move forward by the gap;
 * ambiguous wall times take the earlier instant.
 */
export function localToUtc(dt: LocalDateTime, tz: string): number {
  const wall = wallMinutes(dt);
  const before = offsetAt((wall - 1440) * 60_000, tz);
  const after = offsetAt((wall + 1440) * 60_000, tz);
  for (const off of before >= after ? [before, after] : [after, before]) {
    if (wallMinutes(utcToLocal((wall - off) * 60_000, tz)) === wall) return (wall - off) * 60_000;
  }
  return (wall - before) * 60_000;
}

/** Internal (underscore properties are shortened by the build's mangleProps). */
export interface Transition {
  /** Instant, whole minutes. */
  _at: number;
  _from: number;
  _to: number;
}

const WEEK_MIN = 7 * 1440;

/** Offset changes of the zone during one calendar year (UTC). */
export const transitionsInYear = (tz: string, year: number): Transition[] => yearInfo(tz, year).slice(1);

/**
 * The offset at the start of one UTC year (as a first entry at 1 January 00:00) and its changes, found by sampling weekly
 * and bisecting to the minute.
 */
const yearInfo = memo((tz: string, year: number): Transition[] => {
  const start = Date.UTC(year, 0, 1) / 60_000;
  const end = Date.UTC(year + 1, 0, 1) / 60_000;
  const off = (min: number): number => intlOffset(min * 60_000, tz);
  let current = off(start);
  const found: Transition[] = [{ _at: start * 60_000, _from: current, _to: current }];
  for (let t = start; t < end;) {
    let hi = Math.min(t + WEEK_MIN, end);
    if (off(hi) !== current) {
      // bisect to the minute; a second change inside the same week is found by scanning on from this one
      for (let lo = t; hi - lo > 1;) {
        const mid = Math.floor((lo + hi) / 2);
        if (off(mid) === current) lo = mid;
        else hi = mid;
      }
      found.push({ _at: hi * 60_000, _from: current, _to: (current = off(hi)) });
    }
    t = hi;
  }
  return found;
});
